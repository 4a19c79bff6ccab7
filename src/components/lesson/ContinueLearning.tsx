import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContinueVideo } from '@contract/lessonStage';
import { paths } from '@/lib/paths';
import { secondsToHms } from '@/lib/duration';
import { continueTexts as t } from './continueTexts';

/** The video the learner played last, where they left it, and the way back into it. */
export function ContinueLearning({ video }: { video: ContinueVideo | null }) {
  if (!video) {
    return (
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t.none}
        </Text>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={paths.courseLearning()}>{t.start}</RouterLink>
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap="3" align="center" justify="space-between" data-testid="continue-learning">
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" truncate title={video.lessonTitle}>
          {video.lessonTitle}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate title={video.videoTitle}>
          {video.videoTitle}
        </Text>
        <Text fontSize="sm">
          {t.lastPlayed} {secondsToHms(Math.min(video.position, video.duration))} / {secondsToHms(video.duration)}
        </Text>
      </Stack>
      <Button asChild size="sm" colorPalette="brand" flexShrink={0}>
        <RouterLink to={paths.videoDetails(video.videoId, video.lessonId)}>{video.completed ? t.rewatch : t.go}</RouterLink>
      </Button>
    </Flex>
  );
}
