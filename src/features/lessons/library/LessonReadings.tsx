import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { PageCard } from '../PageCard';
import { libraryTexts as t } from './texts';

/** The lesson's extended readings, each leading to its article. */
export function LessonReadings({ tagId, lessonId }: { tagId: number; lessonId: number }) {
  const query = LessonApi.useReadListQuery({ lessonId });
  return (
    <PageCard title={t.readings}>
      <QueryState query={query} emptyText={t.noReadings} skeletonRows={2}>
        {(list) => (
          <Stack as="ul" gap="0" m="0" p="0">
            {list.map((r) => (
              <Box as="li" key={r.id} listStyleType="none" py="2.5" borderBottomWidth="1px">
                <RouterLink to={paths.readDetail(tagId, lessonId, r.id)}>
                  <HStack justify="space-between" gap="3" _hover={{ color: 'brand.600' }}>
                    <Text fontWeight="medium" truncate>
                      {r.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                      {r.source} · {formatDate(r.publishedAt, 'YYYY-MM-DD')}
                    </Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {r.summary}
                  </Text>
                </RouterLink>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
