import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import type { LessonAudience } from './audience';
import { readingTexts as t } from './readingTexts';

/**
 * A lesson's extended readings, each leading to its article. The learner's lessons and the cadre
 * lessons keep their readings under separate API groups (lesson/readList, cadre/lessonReadList):
 * `audience` picks the group; the other query is skipped, so only one list is ever asked for.
 */
export function LessonReadings({ audience, tagId, lessonId }: { audience: LessonAudience; tagId: number; lessonId: number }) {
  const learner = LessonApi.useReadListQuery({ lessonId }, { skip: audience !== 'learner' });
  const cadre = CadreApi.useLessonReadListQuery({ lessonId }, { skip: audience !== 'cadre' });
  const query = audience === 'cadre' ? cadre : learner;
  return (
    <SectionPanel title={t.readings}>
      <QueryState query={query} emptyText={t.none[audience]} skeletonRows={2}>
        {(list) => (
          <Stack as="ul" gap="0" m="0" p="0">
            {list.map((r) => (
              <Box as="li" key={r.id} listStyleType="none" py="2.5" borderBottomWidth="1px">
                <RouterLink to={paths.readDetail(tagId, lessonId, r.id)}>
                  {/* the source under the title on a phone: beside it the title kept a few characters */}
                  <Flex
                    justify="space-between"
                    gap={{ base: '0', md: '3' }}
                    direction={{ base: 'column', md: 'row' }}
                    align={{ base: 'flex-start', md: 'center' }}
                    _hover={{ color: 'brand.600' }}
                  >
                    <Text fontWeight="medium" truncate maxW="full">
                      {r.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                      {r.source} · {formatDate(r.publishedAt, 'YYYY-MM-DD')}
                    </Text>
                  </Flex>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {r.summary}
                  </Text>
                </RouterLink>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionPanel>
  );
}
