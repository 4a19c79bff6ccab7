import { useState } from 'react';
import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { KIND_NAMES, SCORED_KINDS } from '@contract/review';
import { ReviewApi } from '@/api/review';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { reviewTexts as t } from '../texts';
import { BatchApprove } from './BatchApprove';
import { KindTabs } from './KindTabs';
import { QueueFilters } from './QueueFilters';
import { QueueTable } from './QueueTable';
import { isKind, queueBody, queueSearch, readQueueFilter, type QueueFilter } from './queueParams';

export const QUEUE_PAGE_SIZE = 20;

/**
 * /admin/review/:kind (待审核): the seven queues as tabs with their counts, one queue's items
 * (overdue first, then the earliest) with filters in the address, 批量通过 for the ticked ones.
 */
export default function ReviewQueuePage() {
  const { kind: kindParam } = useParams();
  const known = isKind(kindParam);
  const kind = known ? kindParam : 'experience';
  const [params, setParams] = useSearchParams();
  const filter = readQueueFilter(params);
  const summary = ReviewApi.useSummaryQuery();
  const queue = usePageInRange(ReviewApi.useQueueQuery(known ? queueBody(kind, filter, QUEUE_PAGE_SIZE) : skipToken), filter.page);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const change = (next: Partial<QueueFilter>) => {
    setSelected(new Set());
    setParams(new URLSearchParams(queueSearch({ ...filter, page: 1, ...next }).slice(1)));
  };
  const select = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const s = new Set(prev);
      ids.forEach((id) => (on ? s.add(id) : s.delete(id)));
      return s;
    });
  // only what is on screen and still pending can be approved
  const onScreen = new Set((queue.currentData?.list ?? []).filter((i) => i.state === 'pending').map((i) => i.id));
  const ticked = [...selected].filter((id) => onScreen.has(id));
  const filtered = filter.keyword !== '' || filter.branchId !== null || filter.state !== 'pending';

  return (
    <Stack gap="0" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
      <Heading as="h1" size="lg" mb="3">
        {t.heading(KIND_NAMES[kind])}
      </Heading>
      <KindTabs current={kind} counts={summary.data} />
      <QueueFilters filter={filter} onChange={change} />
      {filter.state === 'pending' ? (
        <HStack mb="3">
          <BatchApprove kind={kind} ids={ticked} scored={SCORED_KINDS.includes(kind)} onDone={() => setSelected(new Set())} />
        </HStack>
      ) : null}
      <QueryState
        query={queue}
        isEmpty={(d) => d.list.length === 0}
        emptyText={filtered ? t.emptyFiltered : t.empty}
        skeletonRows={6}
        invalid={known ? undefined : t.unknownKind}
      >
        {(d) => (
          <>
            <QueueTable items={d.list} search={queueSearch(filter)} selected={selected} onSelect={select} />
            <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={(p) => change({ page: p })} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
