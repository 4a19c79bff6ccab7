import { Button, HStack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { StudyStatus } from '@contract/lesson';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { LessonGrid } from './LessonGrid';
import { stageTexts as t } from './stageTexts';
import { STATUS_LABEL } from './texts';

const PAGE_SIZE = 8;
/** 学习中 first: what the learner is in the middle of is what they come back for. */
const FILTERS: Array<StudyStatus | null> = [1, 0, 2, null];

/** 我的课程: the stage's required lessons, the picked electives and anything started, by state; kept in the address. */
export function MyLessons() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StudyStatus | null = raw === 'all' ? null : raw === '0' || raw === '2' ? (Number(raw) as StudyStatus) : 1;
  const pageNum = usePageParam();
  const query = usePageInRange(
    LessonApi.useMyLessonQuery(
      { pageNum, pageSize: PAGE_SIZE, ...(status === null ? {} : { status }) },
      { refetchOnMountOrArgChange: true },
    ),
    pageNum,
  );
  const label = (s: StudyStatus | null) => (s === null ? t.all : STATUS_LABEL[s]);
  const go = (s: StudyStatus | null, page = 1) => {
    const next: Record<string, string> = {};
    if (s !== 1) next.status = s === null ? 'all' : String(s);
    if (page > 1) next.page = String(page);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      <HStack gap="2" mb="4" role="group" aria-label={t.mineFilter} wrap="wrap">
        {FILTERS.map((s) => (
          <Button
            key={String(s)}
            size="sm"
            variant={s === status ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={s === status}
            onClick={() => go(s)}
          >
            {label(s)}
          </Button>
        ))}
      </HStack>
      <QueryState
        query={query}
        isEmpty={(page) => page.list.length === 0}
        emptyText={status === null ? t.noMineAll : t.noMine(label(status))}
        skeletonRows={4}
      >
        {(page) => (
          <>
            <LessonGrid lessons={page.list} />
            <Pager page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={(p) => go(status, p)} />
          </>
        )}
      </QueryState>
    </>
  );
}
