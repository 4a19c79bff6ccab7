import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { VideoItem } from '@contract/lesson';
import { secondsToHms } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { coveredSecondsOf, progressOf } from './progress';
import { videoListTexts as t } from './texts';

/**
 * The chapters of a lesson, each with its duration and how much of it the learner has watched (the
 * covered share completion is judged on, not the credited study time), linking to the player
 * (`linkOf` gives another address, e.g. the video page's ?special= for a special's videos).
 */
export function VideoList({
  videos,
  currentId,
  compact = false,
  linkOf = (video) => paths.videoDetails(video.id, video.lessonId),
}: {
  videos: VideoItem[];
  currentId?: number;
  compact?: boolean;
  linkOf?: (video: VideoItem) => string;
}) {
  return (
    <Box as="ol" listStyleType="none" m="0" p="0">
      {videos.map((video, i) => {
        const { text, percent } = progressOf(coveredSecondsOf(video), video.duration);
        const current = video.id === currentId;
        return (
          <Box as="li" key={video.id} borderBottomWidth="1px" borderColor={compact ? 'whiteAlpha.300' : 'border'}>
            <RouterLink to={linkOf(video)} aria-current={current ? 'page' : undefined}>
              <Flex
                gap="3"
                py="3"
                px="2"
                align={compact ? 'flex-start' : 'center'}
                direction={compact ? 'column' : 'row'}
                bg={current ? (compact ? 'whiteAlpha.200' : 'brand.50') : undefined}
                _hover={{ bg: compact ? 'whiteAlpha.100' : 'gray.50' }}
              >
                <Text flex="1" minW="0" fontWeight={current ? 'bold' : 'medium'} truncate={!compact}>
                  {`${i + 1}. ${video.title}`}
                </Text>
                <Flex gap="3" align="center" fontSize="sm" color={compact ? 'whiteAlpha.800' : 'fg.muted'} flexShrink={0} wrap="wrap">
                  <Text>
                    {t.duration} {secondsToHms(video.duration)}
                  </Text>
                  <Text>
                    {t.studied} {text}
                  </Text>
                  <Text minW="10" textAlign="right">
                    {percent}%
                  </Text>
                  {video.completed ? (
                    <Badge colorPalette="green" variant="solid">
                      {t.completed}
                    </Badge>
                  ) : null}
                </Flex>
              </Flex>
            </RouterLink>
          </Box>
        );
      })}
    </Box>
  );
}
