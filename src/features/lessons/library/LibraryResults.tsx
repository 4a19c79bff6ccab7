import { Text } from '@chakra-ui/react';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { LessonGrid } from '../LessonGrid';
import { libraryTexts as t } from './texts';

const PAGE_SIZE = 12;

/** The library's search across every tag (lesson/tagList without a tag): the lessons whose title holds `keyword`, paged. */
export function LibraryResults({ keyword, pageNum, onPage }: { keyword: string; pageNum: number; onPage: (page: number) => void }) {
  const lessons = usePageInRange(LessonApi.useTagListQuery({ pageNum, pageSize: PAGE_SIZE, keyword }), pageNum);
  return (
    <QueryState query={lessons} isEmpty={(page) => page.list.length === 0} emptyText={t.emptySearch(keyword)} skeletonRows={4}>
      {(page) => (
        <>
          <Text fontSize="sm" color="fg.muted" mb="3" data-testid="library-found">
            {t.foundAll(page.total, keyword)}
          </Text>
          <LessonGrid lessons={page.list} />
          <Pager page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
