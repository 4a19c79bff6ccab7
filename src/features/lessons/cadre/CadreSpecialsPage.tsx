import { Text } from '@chakra-ui/react';
import { CadreIndexApi } from '@/api/cadreIndex';
import { PageCard } from '@/components/PageCard';
import { SpecialGrid } from './SpecialGrid';
import { cadreTexts as t } from './texts';

const PAGE_SIZE = 12;

/**
 * 专题培训 (/index/special-training) for a cadre: the cadre's specials, which the home card counts
 * (its figures come from the same cadreIndex/userInfo), rather than the learners' topics, which a
 * cadre never joins. The learner's page stays src/features/topics/TopicListPage.
 */
export default function CadreSpecialsPage() {
  const me = CadreIndexApi.useUserInfoQuery();
  return (
    <PageCard title={t.trainingTitle}>
      {me.data ? (
        <Text color="fg.muted" mb="4" data-testid="special-summary">
          {t.trainingSummary(me.data.specialCount, me.data.specialsInProgress, me.data.specialsCompleted)}
        </Text>
      ) : null}
      <SpecialGrid pageSize={PAGE_SIZE} />
    </PageCard>
  );
}
