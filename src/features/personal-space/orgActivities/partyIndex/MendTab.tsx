import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { MendItem, MendState } from '@contract/partyIndex';
import { PartyIndexApi } from '@/api/partyIndex';
import { usePageInRange } from '@/components/listPage';
import { PagedList } from '@/components/PagedList';
import { formatDate } from '@/lib/date';
import { ActRow } from '../ActRows';
import { MendBadges } from './MendBadges';
import { MendDialog } from './MendDialog';
import { partyActTexts as t } from './texts';

const PAGE_SIZE = 10;
type Filter = 'all' | MendState;
const FILTERS: Filter[] = ['all', 'pending', 'done', 'confirmed'];

function MendRow({ mend: m, onOpen }: { mend: MendItem; onOpen: (m: MendItem) => void }) {
  const action = m.canSubmit ? t.report : t.open;
  const open = (
    <Button
      size="sm"
      minH={{ base: '44px', md: 'auto' }}
      variant={m.canSubmit ? 'solid' : 'outline'}
      colorPalette="brand"
      onClick={() => onOpen(m)}
      aria-label={`${action}：${m.actTitle}`}
    >
      {action}
    </Button>
  );
  return (
    <ActRow testId="mend-row" title={m.actTitle} badges={<MendBadges mend={m} />} actions={open}>
      <Text
        fontSize="sm"
        color="fg.muted"
      >{`${t.missed(t.reasons[m.reason], formatDate(m.actStartTime, 'YYYY-MM-DD HH:mm'))} · ${m.orgName}`}</Text>
      <Text fontSize="sm">{`${t.requirement}：${m.requirement}`}</Text>
      <Text fontSize="sm" color={m.overdue ? 'brand.600' : 'fg.muted'}>
        {t.deadline(formatDate(m.deadline, 'YYYY-MM-DD HH:mm'))}
      </Text>
    </ActRow>
  );
}

/** 补学记录: the learner's make-ups for organisation life missed, to do first, with the report form. */
export function MendTab({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<MendItem | null>(null);
  const query = usePageInRange(
    PartyIndexApi.useUserActivityMendDetailQuery({ ...(filter === 'all' ? {} : { state: filter }), pageNum: page, pageSize: PAGE_SIZE }),
    page,
  );
  const counts = query.data?.counts;
  const pick = (f: Filter) => {
    setFilter(f);
    onPage(1);
  };
  return (
    <>
      <HStack gap="1" mb="3" wrap="wrap" role="group" aria-label={t.mendFilterLabel}>
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            variant={f === filter ? 'subtle' : 'ghost'}
            aria-pressed={f === filter}
            onClick={() => pick(f)}
          >
            {f === 'all' ? t.all : counts ? `${t.mendStates[f]}（${counts[f]}）` : t.mendStates[f]}
          </Button>
        ))}
      </HStack>
      <PagedList
        gap="2"
        query={query}
        emptyText={t.noMends}
        onPage={onPage}
        row={(m) => <MendRow key={m.id} mend={m} onOpen={setOpen} />}
      />
      <MendDialog mend={open} onSubmitted={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
