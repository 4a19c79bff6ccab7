import { Box, Button, Flex, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UserApi } from '@/api/user';
import { FigureGrid } from '@/components/FigureGrid';
import { ListError, ListSkeleton } from '@/components/ListStates';
import { hoursMinutes } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { figureTexts as t } from './texts';

/**
 * The profile's headline figures for the current stage, from the same answers as 成绩报告 and
 * 学时排名 (so the numbers agree): 本期学时, 累计学时, required lessons, exams passed, write-ups
 * handed in, rank in the branch; with the ways to 学习统计 (its 学时排名 tab beside the rank) and 成绩报告.
 */
export function LearningFigures() {
  const report = UserApi.useStageReportQuery();
  const ranking = UserApi.useRankingQuery({ level: 'branch' });
  const body = () => {
    if (report.isLoading) return <ListSkeleton rows={2} />;
    if (!report.data) return <ListError error={report.error} onRetry={() => void report.refetch()} />;
    const r = report.data;
    const handedIn = r.homework.filter((h) => h.state === 'submitted' || h.state === 'reviewed').length;
    const mine = ranking.data?.mine;
    const figures: Array<readonly [string, string]> = r.stage
      ? [
          [t.stageHours, hoursMinutes(r.hours.credited)],
          [t.totalHours, hoursMinutes(r.hours.total)],
          [t.lessons, t.ofCount(r.lessons.completed, r.lessons.required, '门')],
          [t.exams, t.ofCount(r.exams.filter((e) => e.passed).length, r.exams.length, '场')],
          [t.homework, t.ofCount(handedIn, r.homework.length, '篇')],
          [t.rank, ranking.isLoading ? '…' : mine && ranking.data ? t.rankOf(mine.rank, ranking.data.total) : t.unranked],
        ]
      : [[t.totalHours, hoursMinutes(r.hours.total)]];
    return (
      <>
        <FigureGrid figures={figures} testId="profile-figures" />
        {r.stage ? (
          <Flex justify="flex-end" className="no-print">
            <Link asChild fontSize="sm" color="brand.600">
              <RouterLink to={`${paths.myStatistics()}?tab=ranking`}>{t.ranking}</RouterLink>
            </Link>
          </Flex>
        ) : null}
      </>
    );
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" className="print-whole" data-testid="learning-figures">
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h3" size="sm">
            {t.title}
          </Heading>
          <HStack gap="1" className="no-print">
            <Button asChild size="xs" minH={{ base: '44px', md: 'auto' }} variant="ghost" colorPalette="brand">
              <RouterLink to={paths.myStatistics()}>{t.statistics}</RouterLink>
            </Button>
            <Button asChild size="xs" minH={{ base: '44px', md: 'auto' }} variant="ghost" colorPalette="brand">
              <RouterLink to={paths.myReport()}>{t.report}</RouterLink>
            </Button>
          </HStack>
        </Flex>
        {body()}
      </Stack>
    </Box>
  );
}
