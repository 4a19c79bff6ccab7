import { Text } from '@chakra-ui/react';
import type { StageReport } from '@contract/userReport';
import { formatDate } from '@/lib/date';
import { TableSection } from './ReportSection';
import { reportTexts as t } from './texts';

/**
 * 活动: the training activities checked in to during the stage (first check-in, local time), against
 * the number expected; a stage that offered none expects none (target 0), and says so instead of 0 / 0.
 */
export function ActivitiesSection({ activities }: { activities: StageReport['activities'] }) {
  const planned = activities.target > 0;
  return (
    <TableSection
      title={t.activities}
      aside={
        planned ? (
          <Text fontSize="sm" color="fg.muted">
            {t.attended(activities.attended, activities.target)}
          </Text>
        ) : undefined
      }
      emptyText={planned ? t.noActivities : t.noActivitiesPlanned}
      testId="report-activities"
      heads={[t.activityTitle, t.checkedIn]}
      rows={activities.items.map((a) => ({ key: a.id, cells: [a.title, formatDate(a.time, 'YYYY-MM-DD HH:mm')] }))}
    />
  );
}
