import { useState } from 'react';
import { Box, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { paths } from '@/lib/paths';
import { PageCard } from '../PageCard';
import { TagTabs } from '../TagTabs';
import { LibrarySearch } from './LibrarySearch';
import { libraryTexts as t } from './texts';

/** 网络课程: the library's tags with their lesson counts, a title search within a chosen tag, and the way to 学习专栏. */
export default function OnlineCoursePage() {
  const query = LessonApi.useTagsQuery();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Stack gap="4">
      <PageCard title={t.title}>
        <Text color="fg.muted" mb="4">
          {t.intro}
        </Text>
        <QueryState query={query} emptyText={t.noTags} skeletonRows={3}>
          {(tags) => {
            const tagId = chosen ?? tags[0].id;
            const search = (keyword: string) =>
              navigate(keyword ? `${paths.onlineCourseTag(tagId)}?${new URLSearchParams({ keyword })}` : paths.onlineCourseTag(tagId));
            const select = (
              <NativeSelect.Root size="sm" w="40">
                <NativeSelect.Field aria-label={t.searchIn} value={tagId} onChange={(e) => setChosen(Number(e.target.value))} bg="white">
                  {tags.map((tag) => (
                    <option key={tag.id} value={tag.id}>
                      {tag.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            );
            return (
              <Stack gap="5">
                <LibrarySearch keyword="" onSearch={search} before={select} />
                <TagTabs tags={tags} linkTo={paths.onlineCourseTag} />
              </Stack>
            );
          }}
        </QueryState>
      </PageCard>
      <RouterLink to={paths.learnColumns()}>
        <Flex bg="white" borderRadius="md" boxShadow="xs" p="5" align="center" justify="space-between" _hover={{ boxShadow: 'md' }}>
          <Box>
            <Text fontWeight="bold" fontSize="lg" color="brand.700">
              {t.columnsEntry}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t.columnsEntryHint}
            </Text>
          </Box>
          <Text color="brand.600" aria-hidden>
            →
          </Text>
        </Flex>
      </RouterLink>
    </Stack>
  );
}
