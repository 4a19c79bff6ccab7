import { SimpleGrid, Text } from '@chakra-ui/react';
import type { StageReport } from '@contract/userReport';
import { secondsToHms, studyDuration } from '@/lib/duration';
import { wholeSeconds } from '@/lib/studyFigures';
import { ReportSection, TableSection } from './ReportSection';
import { reportTexts as t } from './texts';

/**
 * 学时: what the stage asks, what was credited in it, and all credited time (only that without a
 * stage); to the second, as 学习统计 and 学时排名 read the same figures.
 */
export function HoursSection({ hours, inStage }: { hours: StageReport['hours']; inStage: boolean }) {
  const all: Array<[string, number]> = [[t.totalHours, hours.total]];
  const figures: Array<[string, number]> = inStage ? [[t.requiredHours, hours.required], [t.creditedHours, hours.credited], ...all] : all;
  return (
    <ReportSection title={t.hours}>
      <SimpleGrid as="dl" columns={3} gap="3" data-testid="report-hours">
        {figures.map(([label, seconds]) => (
          <div key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold">
              {studyDuration(wholeSeconds(seconds))}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </ReportSection>
  );
}

const stateOf = (l: StageReport['lessons']['items'][number]) => (l.completed ? t.completed : l.credited > 0 ? t.learning : t.notStarted);

/** 必修课程: each required lesson with its length, the credited time and whether it is done. */
export function LessonsSection({ lessons }: { lessons: StageReport['lessons'] }) {
  return (
    <TableSection
      title={t.lessons}
      aside={
        <Text fontSize="sm" color="fg.muted">
          {t.lessonsDone(lessons.completed, lessons.required)}
        </Text>
      }
      emptyText={t.noLessons}
      testId="report-lessons"
      heads={[t.lessonTitle, t.lessonDuration, t.lessonCredited, t.lessonState]}
      rows={lessons.items.map((l) => ({
        key: l.id,
        cells: [l.title, secondsToHms(l.duration), secondsToHms(Math.min(l.credited, l.duration)), stateOf(l)],
      }))}
    />
  );
}
