import { useEffect, useRef } from 'react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { VideoDetail } from '@contract/lesson';
import { addInterval, coveredLength, coveredRatioOf } from '@contract/intervals';
import { LessonApi } from '@/api/lesson';
import type { LiveProgress } from '@/components/lesson/VideoList';
import type { StudyRules, StudyState } from './studyController';
import { StudyPanel } from './StudyPanel';
import { videoTexts as t } from './texts';
import { useStudyController } from './useStudyController';
import type { LessonGroup } from './useLessonGroup';

/** The chapter after this one, offered when this one ends. */
export interface NextChapter {
  to: string;
  title: string;
}

/** The covered share with the stretch not reported yet: the server's covered parts plus it. */
function liveShare(covered: [number, number][], duration: number, unreported: [number, number] | null): number | null {
  if (!unreported || duration <= 0) return null;
  return coveredRatioOf(coveredLength(addInterval(covered, unreported[0], Math.min(unreported[1], duration))), duration);
}

const warns = (state: StudyState) => state.stopped || state.message === t.noSeek || state.message === t.outagePaused;

/**
 * The player with its speed menu, the study controller's notice, the study panel and, at the end
 * of the chapter, 下一节. `onLive` hears the chapter's covered share with what was played since
 * the last heartbeat (the chapter list shows it as not counted yet).
 */
export function Player({
  detail,
  rules,
  group,
  next,
  onVideo,
  onLive,
}: {
  detail: VideoDetail;
  rules: StudyRules;
  group: LessonGroup;
  next: NextChapter | null;
  onVideo: (video: HTMLVideoElement | null) => void;
  onLive: (live: LiveProgress | null) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { state, controller } = useStudyController(videoRef, detail, rules, group);
  const record = LessonApi.useResourceDetailQuery({ videoId: detail.id });
  // the notes tab reads the time and seeks through the same element the controller watches
  useEffect(() => {
    onVideo(videoRef.current);
    return () => onVideo(null);
  }, [onVideo]);
  const live = record.data ? liveShare(record.data.covered, record.data.duration, state?.unreported ?? null) : null;
  useEffect(() => {
    onLive(live === null ? null : { id: detail.id, coveredRatio: live });
  }, [onLive, live, detail.id]);
  useEffect(() => () => onLive(null), [onLive]);
  const speeds = controller?.speeds ?? [1];
  return (
    <Stack gap="3" flex="1" minW="0">
      <Box bg="black" borderRadius="md" overflow="hidden">
        <video
          ref={videoRef}
          src={detail.url}
          controls
          playsInline
          preload="metadata"
          controlsList="noplaybackrate nodownload"
          disablePictureInPicture
          // a phone held sideways sees the whole player (a desktop's is never this tall)
          style={{ width: '100%', aspectRatio: '16 / 9', display: 'block', maxHeight: '100vh' }}
          aria-label={detail.title}
        />
      </Box>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t.speed}>
        <Text fontSize="sm" color="whiteAlpha.800">
          {t.speed}
        </Text>
        {speeds.map((rate) => (
          <Button
            key={rate}
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            minW={{ base: '44px', md: '8' }}
            variant={state?.rate === rate ? 'solid' : 'outline'}
            colorPalette={state?.rate === rate ? 'brand' : undefined}
            color="white"
            aria-pressed={state?.rate === rate}
            _hover={{ bg: state?.rate === rate ? undefined : 'whiteAlpha.200' }}
            onClick={() => controller?.setRate(rate)}
          >
            {`${rate}×`}
          </Button>
        ))}
      </HStack>
      {state?.message ? (
        <Alert.Root status={warns(state) ? 'warning' : 'info'} role="status">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {state?.verdict && next ? (
        <Button asChild colorPalette="brand" alignSelf="flex-start" maxW="full" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={next.to}>
            <Text truncate>{t.next(next.title)}</Text>
          </RouterLink>
        </Button>
      ) : null}
      {state ? <StudyPanel state={state} duration={detail.duration} videoId={detail.id} /> : null}
    </Stack>
  );
}
