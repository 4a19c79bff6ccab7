import { Text } from '@chakra-ui/react';
import type { CadreSpecial } from '@contract/cadre';
import { progressOf } from '@/components/lesson/progress';
import { paths } from '@/lib/paths';
import { ProgressCard } from '../ProgressCard';
import { cadreTexts as t } from './texts';

/** One special in the list: cover, title, period, stages and the cadre's progress. */
export function SpecialCard({ special }: { special: CadreSpecial }) {
  const { percent } = progressOf(special.credited, special.duration);
  return (
    <ProgressCard
      to={paths.cadreSpecial(special.id)}
      title={special.title}
      coverUrl={special.coverUrl}
      status={special.status}
      percent={percent}
    >
      <Text fontSize="sm" color="fg.muted" truncate>
        {t.period}
        {special.period}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t.stageCount(special.stageCount)} · {t.videoCount(special.videoCount)}
      </Text>
    </ProgressCard>
  );
}
