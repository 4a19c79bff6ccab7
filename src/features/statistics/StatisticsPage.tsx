import { useMemo, type ReactNode } from 'react';
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { StudyInfo } from '@contract/selfStudy';
import type { StudyTime, UserStudyInfo } from '@contract/userStats';
import { SelfStudyApi } from '@/api/selfStudy';
import { UserApi } from '@/api/user';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { PageTabs } from '@/components/PageTabs';
import { FigureGrid } from '@/components/FigureGrid';
import { SimpleTable } from '@/components/SimpleTable';
import { formatDate } from '@/lib/date';
// to the second: the days, weeks and totals shown side by side add up (studyDuration, figures.ts)
import { studyDuration as duration } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { studyFigures } from '@/lib/studyFigures';
import { RankingPanel } from './RankingPanel';
import { hbarHeight, StatChart } from './StatChart';
import type { ChartSpec } from './charts';
import { minutes, rankingTexts as rt, statTexts as t } from './texts';

/**
 * /index/my/statistics: the learner's own study figures, charts and the same numbers as tables;
 * 学时排名 as a second tab (?tab=ranking).
 */
export default function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ranking' ? 'ranking' : 'stats';
  return (
    <PageCard
      title={t.title}
      ruled={false}
      actions={
        <Button asChild size={{ base: 'lg', md: 'sm' }} variant="outline" colorPalette="brand" className="no-print">
          <RouterLink to={paths.myReport()}>{rt.report}</RouterLink>
        </Button>
      }
    >
      <PageTabs
        value={tab}
        onChange={(value) => setParams(value === 'ranking' ? { tab: 'ranking' } : {})}
        tabs={[
          { value: 'stats', label: rt.tabStats, content: <StatsOverview /> },
          { value: 'ranking', label: rt.tabRanking, content: <RankingPanel /> },
        ]}
      />
    </PageCard>
  );
}

function StatsOverview() {
  const summary = SelfStudyApi.useStudyInfoQuery();
  const time = UserApi.useStudyTimeQuery({ days: 30 });
  const split = UserApi.useStudyInfoQuery();
  const queries = [summary, time, split];
  const failed = queries.find((q) => q.isError);

  if (queries.some((q) => q.isLoading)) return <ListSkeleton rows={6} />;
  if (failed || !summary.data || !time.data || !split.data) {
    return <ListError error={failed?.error} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  }
  if (summary.data.total <= 0 && summary.data.days === 0 && time.data.total <= 0) return <ListEmpty text={t.empty} />;
  return <Statistics summary={summary.data} time={time.data} split={split.data} />;
}

function Statistics({ summary, time, split }: { summary: StudyInfo; time: StudyTime; split: UserStudyInfo }) {
  // whole seconds, each sum the sum of the parts shown beside it (figures.ts)
  const f = useMemo(() => studyFigures(summary, time, split), [summary, time, split]);
  const daily = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      seriesName: t.studyTime,
      unit: t.minutesUnit,
      categories: f.days.map((d) => formatDate(d.date, 'MM-DD')),
      tooltips: f.days.map((d) => formatDate(d.date, 'YYYY-MM-DD dddd')),
      values: f.days.map((d) => minutes(d.seconds)),
      valueTexts: f.days.map((d) => duration(d.seconds)),
    }),
    [f],
  );
  const weekly = useMemo<ChartSpec>(
    () => ({
      kind: 'line',
      seriesName: t.studyTime,
      unit: t.minutesUnit,
      categories: f.weeks.map((w) => formatDate(w.start, 'MM-DD')),
      tooltips: f.weeks.map((w) => `${w.label}（${formatDate(w.start, 'MM-DD')}～${formatDate(w.end, 'MM-DD')}）`),
      values: f.weeks.map((w) => minutes(w.seconds)),
      valueTexts: f.weeks.map((w) => duration(w.seconds)),
    }),
    [f],
  );
  const kinds = useMemo<ChartSpec>(
    () => ({
      kind: 'pie',
      seriesName: t.split,
      unit: t.minutesUnit,
      categories: [t.required, t.elective],
      values: [minutes(f.required), minutes(f.elective)],
      valueTexts: [duration(f.required), duration(f.elective)],
    }),
    [f],
  );
  // lying down: every category's name on its own line, however many (docs/domain/statistics.md)
  const tags = useMemo<ChartSpec>(
    () => ({
      kind: 'hbar',
      seriesName: t.completed,
      unit: t.lessonsUnit,
      categories: f.tags.map((x) => x.tagName),
      tooltips: f.tags.map((x) => `${x.tagName}（共 ${x.lessons} 门）`),
      values: f.tags.map((x) => x.completed),
    }),
    [f],
  );

  const figures: Array<[string, string]> = [
    [t.today, duration(f.today)],
    [t.week, duration(f.week)],
    [t.month, duration(f.month)],
    [t.total, duration(f.all)],
    [t.days, t.dayCount(summary.days)],
    [t.lessonsCompleted, t.lessonCount(summary.lessonsCompleted)],
  ];

  return (
    <Stack gap="6">
      <FigureGrid figures={figures} testId="stat-figures" />

      <Section title={t.daily}>
        <StatChart spec={daily} label={t.dailyLabel(f.total)} testId="chart-daily" />
        <NumberTable
          testId="table-daily"
          heads={[t.date, t.weekday, t.studyTime]}
          rows={[...f.days]
            .reverse()
            .filter((d) => d.seconds > 0)
            .map((d) => [d.date, formatDate(d.date, 'dddd'), duration(d.seconds)])}
        />
      </Section>

      <Section title={t.weekly}>
        <StatChart spec={weekly} label={t.weeklyLabel(f.weeks.length)} testId="chart-weekly" />
        <NumberTable
          testId="table-weekly"
          heads={[t.weekCol, t.quarter, t.range, t.studyTime]}
          rows={[...f.weeks]
            .reverse()
            .map((w) => [
              w.label,
              formatDate(w.end, t.quarterPattern),
              `${formatDate(w.start, 'MM-DD')}～${formatDate(w.end, 'MM-DD')}`,
              duration(w.seconds),
            ])}
        />
      </Section>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: '1fr 1fr' }} gap="6">
        <Section title={t.split} stacked>
          <StatChart spec={kinds} label={t.splitLabel(f.required, f.elective)} testId="chart-split" height="220px" />
          <NumberTable
            testId="table-split"
            scroll={false}
            heads={[t.kind, t.studyTime]}
            rows={[
              [t.required, duration(f.required)],
              [t.elective, duration(f.elective)],
              [t.total, duration(f.all)],
            ]}
          />
          <Text fontSize="sm" color="fg.muted">
            {t.requiredProgress(split.requiredCompleted, split.requiredLessons)}
          </Text>
        </Section>
        <Section title={t.byTag} stacked>
          <StatChart spec={tags} label={t.tagLabel(split.tags.length)} testId="chart-tags" height={hbarHeight(f.tags.length)} />
          <NumberTable
            testId="table-tags"
            scroll={false}
            heads={[t.tag, t.lessons, t.completed, t.studyTime]}
            rows={f.tags.map((x) => [x.tagName, String(x.lessons), String(x.completed), duration(x.seconds)])}
          />
        </Section>
      </Grid>
    </Stack>
  );
}

/** A titled block: the chart and its table side by side on a wide screen, or one above the other. */
function Section({ title, stacked = false, children }: { title: string; stacked?: boolean; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} minW="0">
      <Heading as="h3" size="sm" mb="3">
        {title}
      </Heading>
      <Grid
        templateColumns={stacked ? { base: 'minmax(0, 1fr)', md: '1fr' } : { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="4"
        alignItems="start"
      >
        {children}
      </Grid>
    </Box>
  );
}

/** `scroll`: a long table (30 days, the weeks) scrolls in its box; a short one shows every row. */
function NumberTable({ heads, rows, testId, scroll = true }: { heads: string[]; rows: string[][]; testId: string; scroll?: boolean }) {
  return (
    <SimpleTable testId={testId} heads={heads} rows={rows.map((cells) => ({ key: cells[0], cells }))} maxH={scroll ? '240px' : undefined} />
  );
}
