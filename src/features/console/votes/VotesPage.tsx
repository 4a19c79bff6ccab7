import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { VoteState } from '@contract/orgAct';
import { VoteApi } from '@/api/vote';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { FilterSelect } from '../FilterSelect';
import { VoteRowItem } from './VoteRowItem';
import { voteTexts as t } from './texts';

const PAGE_SIZE = 10;
const STATES: VoteState[] = ['open', 'upcoming', 'ended'];

/**
 * 投票 of the console: the votes of the branches the organiser manages, running ones first, each
 * with its turnout; filtered by state (?state=) and paged (?page=). 发起投票 opens the form.
 */
// members vote on their side: the turnout is asked for again whenever the list is opened
export default function VotesPage() {
  const [params, setParams] = useSearchParams();
  const page = usePageParam();
  const state = STATES.find((s) => s === params.get('state'));
  const list = usePageInRange(
    VoteApi.useListQuery({ ...(state ? { state } : {}), pageNum: page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true }),
    page,
  );
  const go = (next: { state?: string; page?: number }) => {
    const out: Record<string, string> = {};
    const s = next.state ?? state ?? '';
    if (s) out.state = s;
    if (next.page && next.page > 1) out.page = String(next.page);
    setParams(out);
  };
  return (
    <PageCard
      title={t.listTitle}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={consolePaths.adminVoteNew()}>{t.create}</RouterLink>
        </Button>
      }
    >
      <Stack gap="3">
        <HStack>
          <FilterSelect label={t.stateFilter} value={state ?? ''} onChange={(v) => setParams(v ? { state: v } : {})}>
            <option value="">{t.allStates}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t.states[s]}
              </option>
            ))}
          </FilterSelect>
        </HStack>
        <PagedList query={list} emptyText={t.empty} onPage={(p) => go({ page: p })} row={(v) => <VoteRowItem key={v.id} vote={v} />} />
      </Stack>
    </PageCard>
  );
}
