import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { VideoItem } from '@contract/lesson';
import { secondsToHms } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { coveredSecondsOf, progressOf } from './progress';
import { videoListTexts as t } from './texts';
import { VideoPercent } from './VideoPercent';

/** A chapter being played: its covered share with what was played since the last heartbeat, which the server has not counted yet. */
export interface LiveProgress {
  id: number;
  coveredRatio: number;
}

/**
 * The chapters of a lesson, each with its duration and how much of it the learner has watched (the
 * covered share completion is judged on, not the credited study time), linking to the player
 * (`linkOf` gives another address, e.g. the video page's ?special= for a special's videos). The
 * figures are the server's; `live` adds, for the chapter being played, the share it will likely
 * reach at the next heartbeat, marked as not counted yet.
 */
export function VideoList({
  videos,
  currentId,
  compact = false,
  linkOf = (video) => paths.videoDetails(video.id, video.lessonId),
  live = null,
}: {
  videos: VideoItem[];
  currentId?: number;
  compact?: boolean;
  linkOf?: (video: VideoItem) => string;
  live?: LiveProgress | null;
}) {
  return (
    <Box as="ol" listStyleType="none" m="0" p="0">
      {videos.map((video, i) => {
        const { text, percent } = progressOf(coveredSecondsOf(video), video.duration);
        const current = video.id === currentId;
        const livePercent =
          live && live.id === video.id
            ? progressOf(coveredSecondsOf({ coveredRatio: live.coveredRatio, duration: video.duration }), video.duration).percent
            : null;
        return (
          <Box as="li" key={video.id} borderBottomWidth="1px" borderColor={compact ? 'whiteAlpha.300' : 'border'}>
            <RouterLink to={linkOf(video)} aria-current={current ? 'page' : undefined}>
              <Flex
                gap="3"
                py="3"
                px="2"
                // on a phone the figures go under the title: beside it they left the title no width at all
                align={compact ? 'flex-start' : { base: 'flex-start', md: 'center' }}
                direction={compact ? 'column' : { base: 'column', md: 'row' }}
                bg={current ? (compact ? 'whiteAlpha.200' : 'brand.50') : undefined}
                _hover={{ bg: compact ? 'whiteAlpha.100' : 'gray.50' }}
              >
                <Text
                  flex="1"
                  minW="0"
                  w={compact ? undefined : { base: 'full', md: 'auto' }}
                  fontWeight={current ? 'bold' : 'medium'}
                  truncate={compact ? false : { base: false, md: true }}
                >
                  {`${i + 1}. ${video.title}`}
                </Text>
                <Flex gap="3" align="center" fontSize="sm" color={compact ? 'whiteAlpha.800' : 'fg.muted'} flexShrink={0} wrap="wrap">
                  <Text>
                    {t.duration} {secondsToHms(video.duration)}
                  </Text>
                  <Text>
                    {t.studied} {text}
                  </Text>
                  <VideoPercent percent={percent} completed={video.completed}>
                    {livePercent !== null && livePercent > percent ? (
                      <Text color={compact ? 'yellow.200' : 'yellow.800'} data-testid="live-progress">
                        {t.live(livePercent)}
                      </Text>
                    ) : null}
                  </VideoPercent>
                </Flex>
              </Flex>
            </RouterLink>
          </Box>
        );
      })}
    </Box>
  );
}
