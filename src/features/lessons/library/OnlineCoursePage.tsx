import { useState } from 'react';
import { Box, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { usePageParam } from '@/components/listPage';
import { TagNav } from '@/components/lesson/TagNav';
import { paths } from '@/lib/paths';
import { PageCard } from '../PageCard';
import { LibraryResults } from './LibraryResults';
import { LibrarySearch } from './LibrarySearch';
import { libraryTexts as t } from './texts';

/**
 * 网络课程: the library's tags with their lesson counts, a title search (across all tags by default,
 * its keyword and page in the address so Back and refresh keep them, or within a chosen tag), and
 * the way to 学习专栏.
 */
export default function OnlineCoursePage() {
  const query = LessonApi.useTagsQuery();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const pageNum = usePageParam();
  // null: 全部分类
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Stack gap="4">
      <PageCard title={t.title}>
        <Text color="fg.muted" mb="4">
          {t.intro}
        </Text>
        <QueryState query={query} emptyText={t.noTags} skeletonRows={3}>
          {(tags) => {
            const search = (k: string) => {
              if (chosen === null) setParams(k ? { keyword: k } : {});
              else
                void navigate(
                  k ? `${paths.onlineCourseTag(chosen)}?${new URLSearchParams({ keyword: k })}` : paths.onlineCourseTag(chosen),
                );
            };
            const select = (
              <NativeSelect.Root size="sm" w="40">
                <NativeSelect.Field
                  aria-label={t.searchIn}
                  value={chosen ?? ''}
                  onChange={(e) => setChosen(e.target.value === '' ? null : Number(e.target.value))}
                  bg="white"
                >
                  <option value="">{t.allTags}</option>
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
                {/* keyed by the keyword: Back to another search shows that search's text */}
                <LibrarySearch key={keyword} keyword={keyword} onSearch={search} before={select} />
                {keyword ? (
                  <LibraryResults
                    keyword={keyword}
                    pageNum={pageNum}
                    onPage={(p) => setParams({ keyword, ...(p > 1 ? { page: String(p) } : {}) })}
                  />
                ) : null}
                <TagNav tags={tags} linkTo={paths.onlineCourseTag} />
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
