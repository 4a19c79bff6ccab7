import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContinueVideo } from '@contract/lessonStage';
import { paths } from '@/lib/paths';
import { secondsToHms } from '@/lib/duration';
import { continueTexts as t } from './continueTexts';

/**
 * Where the learner goes on (lesson/center's continue): the video played last and where it was
 * left (上次学到 …), or, once that one is completed, the lesson's next chapter, which says which
 * video was finished (已学完 X，接着学 Y) and, never played, 从头开始 instead of a position 00:00:00.
 */
export function ContinueLearning({
  video,
  requiredCount,
  onCoursePage = false,
}: {
  video: ContinueVideo | null;
  /** the stage's required lessons (lesson/center's summary): with none, the way on is the library */
  requiredCount: number;
  /** on 课程学习 itself the required lessons are listed below: no button back to the same page */
  onCoursePage?: boolean;
}) {
  if (!video) {
    const planned = requiredCount > 0;
    return (
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {planned ? t.none : t.noneNoPlan}
        </Text>
        {planned && onCoursePage ? null : (
          <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} colorPalette="brand">
            <RouterLink to={planned ? paths.courseLearning() : paths.onlineCourse()}>{planned ? t.start : t.library}</RouterLink>
          </Button>
        )}
      </Flex>
    );
  }
  const duration = secondsToHms(video.duration);
  const position = Math.min(video.position, video.duration);
  // under a second reads 00:00:00: the video has not been played
  const fresh = !video.completed && Math.floor(position) === 0;
  const heading = video.finishedTitle && !video.completed ? t.finishedThen(video.finishedTitle, video.videoTitle) : video.videoTitle;
  const where = video.completed
    ? t.allDone
    : fresh
      ? `${t.fromStart} · ${t.duration} ${duration}`
      : `${t.lastPlayed} ${secondsToHms(position)} / ${duration}`;
  return (
    <Flex gap="3" align="center" justify="space-between" data-testid="continue-learning">
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" truncate title={video.lessonTitle}>
          {video.lessonTitle}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} title={heading}>
          {heading}
        </Text>
        <Text fontSize="sm">{where}</Text>
      </Stack>
      <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} colorPalette="brand" flexShrink={0}>
        <RouterLink to={paths.videoDetails(video.videoId, video.lessonId)}>
          {video.completed ? t.rewatch : fresh ? t.start : t.go}
        </RouterLink>
      </Button>
    </Flex>
  );
}
