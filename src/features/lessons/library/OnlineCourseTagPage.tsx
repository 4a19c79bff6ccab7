import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { TagNav } from '@/components/lesson/TagNav';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { LessonGrid } from '../LessonGrid';
import { PageCard } from '../PageCard';
import { LibrarySearch } from './LibrarySearch';
import { libraryTexts as t } from './texts';

const PAGE_SIZE = 12;

/** One tag of the course library, paged, searched by title; keyword and page live in the address, so Back and refresh keep them. */
export default function OnlineCourseTagPage() {
  const tagId = routeId(useParams().lessonTagId);
  const [params, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const tags = LessonApi.useTagsQuery();
  const lessons = usePageInRange(
    LessonApi.useTagListQuery(
      { tagId: tagId ?? 0, pageNum, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
      { skip: tagId === null },
    ),
    pageNum,
  );
  const tagName = tags.data?.find((tag) => tag.id === tagId)?.name;
  const go = (next: { keyword?: string; page?: number }) => {
    const k = next.keyword ?? keyword;
    const p = next.page ?? 1;
    setParams({ ...(k ? { keyword: k } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };

  return (
    <PageCard title={tagName ? `${t.title} · ${tagName}` : t.title}>
      {tags.data ? (
        <Box mb="4">
          <TagNav tags={tags.data} current={tagId ?? undefined} linkTo={paths.onlineCourseTag} />
        </Box>
      ) : null}
      <Flex mb="4" justify="space-between" align="center" gap="3" wrap="wrap">
        {/* keyed by the keyword: Back to another search shows that search's text */}
        <LibrarySearch key={keyword} keyword={keyword} onSearch={(k) => go({ keyword: k })} />
        {keyword && lessons.data ? (
          <Text fontSize="sm" color="fg.muted">
            {t.found(lessons.data.total, keyword)}
          </Text>
        ) : null}
      </Flex>
      <QueryState
        query={lessons}
        invalid={tagId === null ? t.tagNotFound : undefined}
        isEmpty={(page) => page.list.length === 0}
        emptyText={keyword ? t.emptySearch(keyword) : t.noLessons}
        skeletonRows={6}
        errorActions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.onlineCourse()}>{t.backToLibrary}</RouterLink>
          </Button>
        }
      >
        {(page) => (
          <>
            <LessonGrid lessons={page.list} />
            <Pager page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={(p) => go({ page: p })} />
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
