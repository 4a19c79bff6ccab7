import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { HomeworkTab } from '@contract/work';
import { WorkApi } from '@/api/work';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { toaster } from '@/components/toaster';
import { HomeworkRow } from './HomeworkRow';
import { PracticeDialog, type PracticeTarget } from './PracticeDialog';
import { SnsFeed } from './SnsFeed';
import { homeworkTexts as t } from './texts';

const TABS: HomeworkTab[] = ['all', 'todo', 'submitted', 'reviewed'];
const PAGE_SIZE = 10;

function HomeworkList({
  tab,
  page,
  go,
  onOpen,
}: {
  tab: HomeworkTab;
  page: number;
  go: (tab: HomeworkTab, page?: number) => void;
  onOpen: (t: PracticeTarget) => void;
}) {
  const tabs = WorkApi.useTabsQuery();
  const list = usePageInRange(WorkApi.useJobListQuery({ tab, pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack as="nav" aria-label="作业分类" gap="2" wrap="wrap">
          {TABS.map((key) => {
            const count = tabs.data?.find((x) => x.key === key)?.count;
            const name = tabs.data?.find((x) => x.key === key)?.name ?? '';
            return (
              <Button
                key={key}
                size="sm"
                minH={{ base: '44px', md: 'auto' }}
                colorPalette="brand"
                variant={key === tab ? 'solid' : 'outline'}
                aria-pressed={key === tab}
                onClick={() => go(key)}
              >
                {count === undefined ? name || '…' : `${name} ${count}`}
              </Button>
            );
          })}
        </HStack>
        <Button size="sm" minH={{ base: '44px', md: 'auto' }} colorPalette="brand" variant="outline" onClick={() => onOpen('new')}>
          {t.newPractice}
        </Button>
      </HStack>
      <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={t.empty[tab]}>
        {(d) => (
          <>
            <Stack as="ul" gap="0" m="0" p="0">
              {d.list.map((item) => (
                <HomeworkRow key={`${item.kind}-${item.id}`} item={item} onOpenPractice={onOpen} />
              ))}
            </Stack>
            <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={(p) => go(tab, p)} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * /index/my/homework: the learner's write-ups and practice records across topics, by state, with
 * the teacher's verdicts; practice records are written here; 心得交流 is the classmates' feed.
 * View, tab and page live in the address.
 */
export default function HomeworkPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'feed' ? 'feed' : 'list';
  const asked = params.get('tab') as HomeworkTab | null;
  const tab: HomeworkTab = asked && TABS.includes(asked) ? asked : 'all';
  const page = usePageParam();
  const [practice, setPractice] = useState<PracticeTarget>(null);
  const go = (next: HomeworkTab, p = 1) => setParams({ ...(next !== 'all' ? { tab: next } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  return (
    <PageCard title={t.title} ruled={false}>
      <HStack as="nav" aria-label="作业视图" gap="0" mb="4" borderBottomWidth="1px">
        {(['list', 'feed'] as const).map((key) => (
          <Button
            key={key}
            variant="ghost"
            minH={{ base: '44px', md: 'auto' }}
            borderRadius="0"
            borderBottomWidth="2px"
            borderBottomColor={key === view ? 'brand.600' : 'transparent'}
            color={key === view ? 'brand.600' : 'fg'}
            aria-pressed={key === view}
            onClick={() => setParams(key === 'feed' ? { view: 'feed' } : {})}
          >
            {t.views[key]}
          </Button>
        ))}
      </HStack>
      {view === 'feed' ? <SnsFeed /> : <HomeworkList tab={tab} page={page} go={go} onOpen={setPractice} />}
      <PracticeDialog
        target={practice}
        onClose={() => setPractice(null)}
        onDone={(text) => {
          setPractice(null);
          toaster.create({ type: 'success', title: text });
        }}
      />
    </PageCard>
  );
}
