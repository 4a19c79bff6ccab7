import { Box } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ListSkeleton, QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { TagNav } from '@/components/lesson/TagNav';
import { routeId } from '@/lib/routeId';
import { LessonGrid } from './LessonGrid';
import { PageCard } from './PageCard';
import { audienceTexts, lessonTexts as t } from './texts';
import { useLessonAudience } from './useLessonAudience';
import { useTagLessons } from './useTagLessons';

const PAGE_SIZE = 12;

/**
 * One tag's lessons, paged, for a learner or a cadre (useLessonAudience), each from their own group;
 * the page is kept in the address so Back returns to it.
 */
export default function TagLessonsPage() {
  const audience = useLessonAudience();
  const tagId = routeId(useParams().lessonTagId);
  const [, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const { tags, lessons: asked } = useTagLessons(audience, tagId, pageNum, PAGE_SIZE);
  const lessons = usePageInRange(asked, pageNum);
  if (audience === null) return <ListSkeleton />;
  const words = audienceTexts[audience];
  const tagName = tags.data?.find((tag) => tag.id === tagId)?.name;

  return (
    <PageCard title={tagName ? `${words.title} · ${tagName}` : words.title}>
      {tags.data ? (
        <Box mb="5">
          <TagNav label={words.tagsLabel} tags={tags.data} current={tagId ?? undefined} />
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
            <LessonGrid lessons={page.list} audience={audience} />
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
