import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { StageReport } from '@contract/userReport';
import { UserApi } from '@/api/user';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { formatDate } from '@/lib/date';
import { ActivitiesSection } from './ActivitiesSection';
import { ExamsSection, HomeworkSection } from './AssessmentSections';
import { CompositeSection, MissingSection } from './CompositeSection';
import { ReportHeader } from './ReportHeader';
import { HoursSection, LessonsSection } from './StudySections';
import { usePrintMode } from './printMode';
import { reportTexts as t } from './texts';
import './report.css';

function Report({ report }: { report: StageReport }) {
  return (
    <Stack gap="6">
      <ReportHeader report={report} />
      {report.stage ? (
        <>
          <HoursSection hours={report.hours} inStage />
          <LessonsSection lessons={report.lessons} />
          <ExamsSection exams={report.exams} />
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
            <HomeworkSection homework={report.homework} />
            <ActivitiesSection activities={report.activities} />
          </Grid>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
            <CompositeSection composite={report.composite} />
            <MissingSection missing={report.missing} ongoing={report.ongoing} />
          </Grid>
        </>
      ) : (
        <HoursSection hours={report.hours} inStage={false} />
      )}
      <Text fontSize="xs" color="fg.muted" textAlign="right" data-testid="report-generated">
        {t.generatedAt(formatDate(report.generatedAt, 'YYYY-MM-DD HH:mm:ss'))}
      </Text>
    </Stack>
  );
}

/** /index/my/report: the learner's score report for the current stage (user/stageReport), printable to A4 or PDF. */
export default function ReportPage() {
  usePrintMode();
  const query = UserApi.useStageReportQuery();
  return (
    <Box className="report-page">
      <PageCard
        title={t.title}
        actions={
          <Button
            size={{ base: 'lg', md: 'sm' }}
            colorPalette="brand"
            className="no-print"
            title={t.printHint}
            onClick={() => window.print()}
            disabled={!query.data}
          >
            {t.print}
          </Button>
        }
      >
        <QueryState query={query} isEmpty={() => false} skeletonRows={8}>
          {(report) => <Report report={report} />}
        </QueryState>
      </PageCard>
    </Box>
  );
}
