import { Text } from '@chakra-ui/react';
import type { StageReport } from '@contract/userReport';
import { formatDate } from '@/lib/date';
import { TableSection } from './ReportSection';
import { reportTexts as t } from './texts';

/** 活动: the training activities checked in to during the stage (first check-in, local time), against the number expected. */
export function ActivitiesSection({ activities }: { activities: StageReport['activities'] }) {
  return (
    <TableSection
      title={t.activities}
      aside={<Text fontSize="sm" color="fg.muted">{t.attended(activities.attended, activities.target)}</Text>}
      emptyText={t.noActivities}
      testId="report-activities"
      heads={[t.activityTitle, t.checkedIn]}
      rows={activities.items.map((a) => ({ key: a.id, cells: [a.title, formatDate(a.time, 'YYYY-MM-DD HH:mm')] }))}
    />
  );
}
