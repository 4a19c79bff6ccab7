import { useEffect, useState } from 'react';
import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EXAM_TABS, type ExamCard, type ExamTabKey } from '@contract/exam';
import { ExamApi } from '@/api/exam';
import { ExamInfoDialog } from '@/components/exam/ExamInfoDialog';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { SearchBox } from '@/components/SearchBox';
import { paths } from '@/lib/paths';
import { ExamCardItem } from './ExamCardItem';
import { centerTexts as t } from './texts';
import { useServerNow } from './useServerNow';

const PAGE_SIZE = 10;
const isTab = (v: string | null): v is ExamTabKey => (EXAM_TABS as readonly string[]).includes(v ?? '');

/**
 * /index/exam-center: the exams of the learner's audience by tab (全部 / 未开始 / 进行中 / 已结束),
 * searched by title, paged; tab, keyword and page live in the address so Back and refresh keep them.
 */
export default function ExamCenterPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const tab: ExamTabKey = isTab(params.get('tab')) ? (params.get('tab') as ExamTabKey) : 'all';
  const pageNum = usePageParam();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const tabs = ExamApi.useExamTabQuery();
  const exams = ExamApi.useExamListQuery({ pageNum, pageSize: PAGE_SIZE, tab, ...(keyword ? { keyword } : {}) });
  // this tab's and search's list only: the previous tab's cards never show under another tab
  const shown = usePageInRange({ ...exams, data: exams.currentData, isLoading: exams.isFetching && !exams.currentData }, pageNum);
  const serverNow = useServerNow(exams.data?.serverTime);
  const [infoOf, setInfoOf] = useState<number | null>(null);

  // an upcoming exam opening while the page is open: its card turns into 开始考试
  const nextOpening = exams.data?.list
    .filter((c) => c.state === 'upcoming')
    .map((c) => Date.parse(c.startTime))
    .sort((a, b) => a - b)[0];
  const opened = nextOpening !== undefined && serverNow !== null && serverNow >= nextOpening;
  const { refetch: refetchExams } = exams;
  const { refetch: refetchTabs } = tabs;
  useEffect(() => {
    if (!opened) return;
    void refetchExams();
    void refetchTabs();
  }, [opened, nextOpening, refetchExams, refetchTabs]);

  const go = (next: { tab?: ExamTabKey; keyword?: string; page?: number }) => {
    const nt = next.tab ?? tab;
    const k = next.keyword ?? keyword;
    const p = next.page ?? 1;
    setParams({ ...(nt !== 'all' ? { tab: nt } : {}), ...(k ? { keyword: k } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };
  const start = (examId: number) =>
    void navigate(paths.examAnswer(examId), { state: { confirmed: true, from: `${location.pathname}${location.search}` } });

  return (
    <PageCard title={t.title} ruled={false}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <HStack as="nav" aria-label="考试分类" gap="2" wrap="wrap">
          {(tabs.data ?? EXAM_TABS.map((key) => ({ key, name: '', count: 0 }))).map((item) => (
            <Button
              key={item.key}
              size="sm"
              variant={item.key === tab ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={item.key === tab}
              onClick={() => go({ tab: item.key, keyword })}
            >
              {item.name || '…'}
              {tabs.data ? <Text as="span" ml="1" opacity={0.85}>{`(${item.count})`}</Text> : null}
            </Button>
          ))}
        </HStack>
        <SearchBox
          key={keyword}
          keyword={keyword}
          onSearch={(k) => go({ keyword: k })}
          label={t.keyword}
          placeholder={t.keywordPlaceholder}
        />
      </Flex>
      {keyword && shown.data && shown.data.total > 0 ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t.found(shown.data.total, keyword)}
        </Text>
      ) : null}
      <QueryState
        query={shown}
        isEmpty={(page) => page.list.length === 0}
        emptyText={keyword ? t.emptySearch(keyword) : t.empty[tab]}
        skeletonRows={4}
      >
        {(page) => (
          <>
            <Stack as="ul" gap="3" m="0" p="0">
              {page.list.map((card: ExamCard) => (
                <ExamCardItem key={card.examId} card={card} serverNow={serverNow} onStart={(c) => setInfoOf(c.examId)} />
              ))}
            </Stack>
            <Pager page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={(p) => go({ page: p })} />
          </>
        )}
      </QueryState>
      <ExamInfoDialog examId={infoOf} onClose={() => setInfoOf(null)} onConfirm={start} />
    </PageCard>
  );
}
