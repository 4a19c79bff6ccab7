import { useEffect } from 'react';
import { Alert, Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LessonApi } from '@/api/lesson';
import { SelfStudyApi } from '@/api/selfStudy';
import { useAppDispatch } from '@/store/hooks';
import { secondsToHms } from '@/lib/duration';
import { headlineFigures } from '@/lib/studyFigures';
import type { StudyState } from './studyController';
import { coveredLength } from '@contract/intervals';
import { videoTexts as t } from './texts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="whiteAlpha.700">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * How much of this video the learner has watched against what completing it needs (the covered
 * share the server judges completion on), the study time credited on it (wall-clock time, less
 * than the part watched at 1.5×), its state, and the learner's time today, this week and in all.
 */
export function StudyPanel({ state, duration, videoId }: { state: StudyState; duration: number; videoId: number }) {
  const dispatch = useAppDispatch();
  const record = LessonApi.useResourceDetailQuery({ videoId });
  // today, this week and in all from one answer, made as 学习统计 and the workbench make them: from
  // two answers (lesson/studyTime beside this) 今日 and 本周 could differ by a heartbeat for a few
  // seconds, and cut to the second on their own they were a second below the other screens' figures
  const summary = SelfStudyApi.useStudyInfoQuery();
  const figures = summary.data ? headlineFigures(summary.data) : null;
  // Each accepted heartbeat may have added to today's total.
  useEffect(() => {
    dispatch(LessonApi.util.invalidateTags(['StudyTime']));
    dispatch(SelfStudyApi.util.invalidateTags(['StudyTime']));
  }, [dispatch, state.credited]);
  // the heartbeats keep the cached record's covered parts up to date (studyProgressCache.ts)
  const watched = record.data ? Math.min(coveredLength(record.data.covered), record.data.duration) : null;
  return (
    <Stack gap="3" bg="whiteAlpha.100" borderRadius="md" p="4" aria-label={t.panel} role="region">
      <Heading as="h2" size="sm">
        {t.panel}
      </Heading>
      <Box>
        <Text fontSize="xs" color="whiteAlpha.700">
          {t.watchProgress}
        </Text>
        <Text fontSize="md" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {t.watched} <span data-testid="covered">{watched === null ? '—' : secondsToHms(watched)}</span> / {t.required}{' '}
          <span data-testid="required">{record.data ? secondsToHms(record.data.requiredSeconds) : '—'}</span>
          {record.data ? t.requiredShare(Math.round(record.data.rules.completeRatio * 100)) : null}
        </Text>
      </Box>
      <SimpleGrid columns={2} gap="3">
        <Figure label={t.thisVideo} value={secondsToHms(state.credited)} testId="credited" />
        <Figure label={t.videoDuration} value={secondsToHms(duration)} />
        <Figure label={t.week} value={figures ? secondsToHms(figures.week) : '—'} testId="week" />
        <Figure label={t.today} value={figures ? secondsToHms(figures.today) : '—'} testId="today" />
        <Figure label={t.total} value={figures ? secondsToHms(figures.all) : '—'} />
      </SimpleGrid>
      <Box>
        <Text fontSize="xs" color="whiteAlpha.700">
          {t.state}
        </Text>
        <Badge colorPalette={state.completed ? 'green' : 'gray'} variant="solid" mt="1">
          {state.completed ? t.done : t.notDone}
        </Badge>
      </Box>
      {state.verdict ? (
        <Alert.Root status={state.verdict.completed ? 'success' : 'warning'} size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {state.verdict.completed ? t.verdictDone : t.verdictNotDone(Math.floor(state.verdict.coveredRatio * 100))}
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
