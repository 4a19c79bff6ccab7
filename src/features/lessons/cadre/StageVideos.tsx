import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CadreApi } from '@/api/cadre';
import { QueryState } from '@/components/ListStates';
import { progressOf } from '@/components/lesson/progress';
import { VideoPercent } from '@/components/lesson/VideoPercent';
import { secondsToHms } from '@/lib/duration';
import { specialVideoPath } from '@/lib/specialLinks';
import { FRESH } from '../fresh';
import { cadreTexts as t } from './texts';

/** A stage's videos with their lesson and the cadre's progress, each opening the video page (back to the special). */
export function StageVideos({ stageId, specialId }: { stageId: number; specialId: number }) {
  const query = CadreApi.useStageVideosQuery({ stageId }, FRESH);
  return (
    <QueryState query={query} emptyText={t.stageEmpty} skeletonRows={2}>
      {(videos) => (
        <Box as="ol" listStyleType="none" m="0" p="0">
          {videos.map((video) => {
            const { text, percent } = progressOf(video.credited, video.duration);
            return (
              <Box as="li" key={video.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <RouterLink to={specialVideoPath(video.id, video.lessonId, specialId)}>
                  {/* on a phone the figures go under the title: beside it they left the title no width at all */}
                  <Flex
                    gap={{ base: '1', md: '3' }}
                    py="2.5"
                    px="2"
                    direction={{ base: 'column', md: 'row' }}
                    align={{ base: 'stretch', md: 'center' }}
                    wrap={{ base: 'nowrap', md: 'wrap' }}
                    _hover={{ bg: 'gray.50' }}
                  >
                    <Box flex={{ base: 'none', md: '1' }} minW="0">
                      <Text fontWeight="medium" truncate>
                        {video.title}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {t.fromLesson(video.lessonTitle)} {t.teacher}
                        {video.teacher}
                      </Text>
                    </Box>
                    <Flex gap="3" fontSize="sm" color="fg.muted" align="center" flexShrink={0} wrap={{ base: 'wrap', md: 'nowrap' }}>
                      <Text>{secondsToHms(video.duration)}</Text>
                      <Text>{text}</Text>
                      <VideoPercent percent={percent} completed={video.completed} />
                    </Flex>
                  </Flex>
                </RouterLink>
              </Box>
            );
          })}
        </Box>
      )}
    </QueryState>
  );
}
