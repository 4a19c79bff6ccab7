import { Box, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CenterApi } from '@/api/center';
import { ListError, ListSkeleton } from '@/components/ListStates';
import { ExamStatusSummary } from '@/components/exam/ExamStatusSummary';
import { PageCard } from '@/components/PageCard';
import { GraduationPanel } from './GraduationPanel';
import { LearningFigures } from './LearningFigures';
import { ProfileCard } from './ProfileCard';
import { myTexts as t } from './texts';
import { paths } from '@/lib/paths';

/** Where the edit links lead, from the personal space or from the main layout's 个人中心. */
function links(pathname: string) {
  return pathname.startsWith(paths.personalSpace())
    ? { info: paths.spaceModifyInfo(), pwd: paths.spaceModifyPassword() }
    : { info: paths.profileEdit(), pwd: paths.spaceModifyPassword() };
}

export default function MePage() {
  const query = CenterApi.useUserDetailQuery();
  const to = links(useLocation().pathname);
  return (
    <PageCard
      title={t.profile}
      actions={
        <HStack gap="2" className="no-print">
          <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} colorPalette="brand">
            <RouterLink to={to.info}>{t.editInfo}</RouterLink>
          </Button>
          <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline" colorPalette="brand">
            <RouterLink to={to.pwd}>{t.changePwd}</RouterLink>
          </Button>
        </HStack>
      }
    >
      {query.isLoading ? (
        <ListSkeleton rows={8} />
      ) : query.data ? (
        <ProfileCard user={query.data} />
      ) : (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      )}
      <Box mt="6">
        <LearningFigures />
      </Box>
      <Box mt="6">
        <ExamStatusSummary />
      </Box>
      <Box mt="6">
        <GraduationPanel />
      </Box>
    </PageCard>
  );
}
