import { Box, SimpleGrid } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { TagNav } from '@/components/lesson/TagNav';
import { routeId } from '@/lib/routeId';
import { LessonCard } from './LessonCard';
import { PageCard } from './PageCard';
import { lessonTexts as t } from './texts';

const PAGE_SIZE = 12;

/** One tag's lessons, paged; the page is kept in the address so Back returns to it. */
export default function TagLessonsPage() {
  const tagId = routeId(useParams().lessonTagId);
  const [, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const tags = LessonApi.useTagsQuery();
  const lessons = usePageInRange(LessonApi.useTagListQuery({ tagId: tagId ?? 0, pageNum, pageSize: PAGE_SIZE }, { skip: tagId === null }), pageNum);
  const tagName = tags.data?.find((tag) => tag.id === tagId)?.name;

  return (
    <PageCard title={tagName ? `${t.title} · ${tagName}` : t.title}>
      {tags.data ? (
        <Box mb="5">
          <TagNav tags={tags.data} current={tagId ?? undefined} />
        </Box>
      ) : null}
      <QueryState
        query={lessons}
        invalid={tagId === null ? t.tagNotFound : undefined}
        isEmpty={(page) => page.list.length === 0}
        emptyText={t.noLessons}
        skeletonRows={6}
      >
        {(page) => (
          <>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap="4" m="0" p="0">
              {page.list.map((lesson) => (
                <LessonCard key={lesson.id} lesson={lesson} />
              ))}
            </SimpleGrid>
            <Pager
              page={page.pageNum}
              pageSize={page.pageSize}
              total={page.total}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
