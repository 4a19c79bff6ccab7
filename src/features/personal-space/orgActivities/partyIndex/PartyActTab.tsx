import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import type { PartyActKind, PartyActState } from '@contract/partyIndex';
import { PartyIndexApi } from '@/api/partyIndex';
import { usePageInRange } from '@/components/listPage';
import { PagedList } from '@/components/PagedList';
import { orgActTexts } from '../texts';
import { PartyActDialog } from './PartyActDialog';
import { PartyActRow } from './PartyActRow';
import { partyActTexts as t } from './texts';

const PAGE_SIZE = 10;
type Filter = 'all' | PartyActState;
const FILTERS: Filter[] = ['all', 'upcoming', 'ongoing', 'ended'];

function useActPage(kind: PartyActKind, body: { state?: PartyActState; pageNum: number; pageSize: number }) {
  const party = PartyIndexApi.usePartyActListQuery(body, { skip: kind !== 'party' });
  const base = PartyIndexApi.useBaseActListQuery(body, { skip: kind !== 'base' });
  return kind === 'party' ? party : base;
}

/**
 * 党委活动 (kind party) or 教育基地 (kind base): the college and school committees' activities with
 * the learner's participation, a state filter, paging and the detail.
 */
export function PartyActTab({
  kind,
  filter,
  page,
  onFilter,
  onPage,
}: {
  kind: PartyActKind;
  filter: Filter;
  page: number;
  onFilter: (f: Filter) => void;
  onPage: (p: number) => void;
}) {
  const query = usePageInRange(
    useActPage(kind, { ...(filter === 'all' ? {} : { state: filter }), pageNum: page, pageSize: PAGE_SIZE }),
    page,
  );
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <HStack gap="1" mb="3" wrap="wrap" role="group" aria-label="活动状态">
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            variant={f === filter ? 'subtle' : 'ghost'}
            aria-pressed={f === filter}
            onClick={() => onFilter(f)}
          >
            {orgActTexts.filters[f]}
          </Button>
        ))}
      </HStack>
      <PagedList
        gap="2"
        query={query}
        emptyText={kind === 'party' ? t.noParty : t.noBases}
        onPage={onPage}
        row={(a) => <PartyActRow key={a.id} act={a} onOpen={setOpen} />}
      />
      <PartyActDialog actId={open} onClose={() => setOpen(null)} />
    </>
  );
}
