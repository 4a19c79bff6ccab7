import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { VoteState, VoteSummary } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { formatDate } from '@/lib/date';
import { orgActTexts as t } from './texts';

const PAGE_SIZE = 10;
const VOTE_STATE_PALETTE: Record<VoteState, string> = { upcoming: 'blue', open: 'green', ended: 'gray' };
const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
export const voteWindow = (v: VoteSummary) => t.window(at(v.startTime), at(v.endTime));

export function VoteBadges({ vote }: { vote: VoteSummary }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={VOTE_STATE_PALETTE[vote.state]}>{t.voteStates[vote.state]}</Badge>
      <Badge variant="outline">{vote.anonymous ? t.anonymous : t.named}</Badge>
      {vote.voted ? <Badge colorPalette="green" variant="solid">{t.voted}</Badge> : null}
      {!vote.voted && !vote.eligible ? <Badge colorPalette="gray">{t.notEligible}</Badge> : null}
      {!vote.voted && vote.eligible && vote.state === 'open' ? <Badge colorPalette="yellow">{t.notVoted}</Badge> : null}
    </HStack>
  );
}

/** The branch's votes, open first, with what the learner may do with each. */
export function VoteList({ page, onPage, onOpen }: { page: number; onPage: (p: number) => void; onOpen: (id: number, view: 'ballot' | 'results') => void }) {
  const query = usePageInRange(OrgActApi.useVoteListQuery({ pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.noVotes}>
      {(d) => (
        <>
          <Stack as="ul" gap="2" m="0" p="0">
            {d.list.map((v) => (
              <HStack as="li" key={v.id} listStyleType="none" justify="space-between" align="center" borderWidth="1px" borderRadius="md" p="3" gap="4" data-testid="vote-row">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">{v.title}</Text>
                  <VoteBadges vote={v} />
                  <Text fontSize="sm" color="fg.muted">{voteWindow(v)}</Text>
                </Stack>
                <HStack gap="2" flexShrink={0}>
                  <Button size="sm" colorPalette="brand" variant={v.state === 'open' && v.eligible && !v.voted ? 'solid' : 'outline'} onClick={() => onOpen(v.id, 'ballot')}>
                    {v.state === 'open' && v.eligible && !v.voted ? t.vote : t.viewVote}
                  </Button>
                  {v.state !== 'upcoming' ? (
                    <Button size="sm" variant="outline" onClick={() => onOpen(v.id, 'results')}>
                      {t.results}
                    </Button>
                  ) : null}
                </HStack>
              </HStack>
            ))}
          </Stack>
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
