import { useEffect } from 'react';
import { Alert, Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LessonApi } from '@/api/lesson';
import { SelfStudyApi } from '@/api/selfStudy';
import { useAppDispatch } from '@/components/hooks';
import { secondsToHms } from '@/lib/duration';
import type { StudyState } from './studyController';
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

/** This video's credited time, what completing it needs and its state, and the learner's time today, this week and in all. */
export function StudyPanel({ state, duration, videoId }: { state: StudyState; duration: number; videoId: number }) {
  const dispatch = useAppDispatch();
  const studyTime = LessonApi.useStudyTimeQuery();
  const record = LessonApi.useResourceDetailQuery({ videoId });
  const summary = SelfStudyApi.useStudyInfoQuery();
  // Each accepted heartbeat may have added to today's total.
  useEffect(() => {
    dispatch(LessonApi.util.invalidateTags(['StudyTime']));
    dispatch(SelfStudyApi.util.invalidateTags(['StudyTime']));
  }, [dispatch, state.credited]);
  return (
    <Stack gap="3" bg="whiteAlpha.100" borderRadius="md" p="4" aria-label={t.panel} role="region">
      <Heading as="h2" size="sm">
        {t.panel}
      </Heading>
      <SimpleGrid columns={2} gap="3">
        <Figure label={t.thisVideo} value={secondsToHms(state.credited)} testId="credited" />
        <Figure label={t.videoDuration} value={secondsToHms(duration)} />
        <Figure label={t.required} value={record.data ? secondsToHms(record.data.requiredSeconds) : '—'} testId="required" />
        <Figure label={t.week} value={summary.data ? secondsToHms(summary.data.week) : '—'} testId="week" />
        <Figure label={t.today} value={studyTime.data ? secondsToHms(studyTime.data.today) : '—'} testId="today" />
        <Figure label={t.total} value={studyTime.data ? secondsToHms(studyTime.data.total) : '—'} />
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
          <Alert.Title>{state.verdict.completed ? t.verdictDone : t.verdictNotDone(Math.floor(state.verdict.coveredRatio * 100))}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
