import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { VoteState, VoteSummary } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { usePageInRange } from '@/components/listPage';
import { PagedList } from '@/components/PagedList';
import { formatDate } from '@/lib/date';
import { ActRow } from './ActRows';
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
      {vote.voted ? (
        <Badge colorPalette="green" variant="solid">
          {t.voted}
        </Badge>
      ) : null}
      {!vote.voted && !vote.eligible ? <Badge colorPalette="gray">{t.notEligible}</Badge> : null}
      {!vote.voted && vote.eligible && vote.state === 'open' ? <Badge colorPalette="yellow">{t.notVoted}</Badge> : null}
    </HStack>
  );
}

function VoteRow({ vote, onOpen }: { vote: VoteSummary; onOpen: (id: number, view: 'ballot' | 'results') => void }) {
  const canVote = vote.state === 'open' && vote.eligible && !vote.voted;
  const actions = (
    <>
      <Button
        size="sm"
        minH={{ base: '44px', md: 'auto' }}
        colorPalette="brand"
        variant={canVote ? 'solid' : 'outline'}
        onClick={() => onOpen(vote.id, 'ballot')}
      >
        {canVote ? t.vote : t.viewVote}
      </Button>
      {vote.state !== 'upcoming' ? (
        <Button size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline" onClick={() => onOpen(vote.id, 'results')}>
          {t.results}
        </Button>
      ) : null}
    </>
  );
  return (
    <ActRow testId="vote-row" title={vote.title} badges={<VoteBadges vote={vote} />} actions={actions}>
      <Text fontSize="sm" color="fg.muted">
        {voteWindow(vote)}
      </Text>
    </ActRow>
  );
}

/** The branch's votes, open first, with what the learner may do with each. */
export function VoteList({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (p: number) => void;
  onOpen: (id: number, view: 'ballot' | 'results') => void;
}) {
  const query = usePageInRange(OrgActApi.useVoteListQuery({ pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <PagedList gap="2" query={query} emptyText={t.noVotes} onPage={onPage} row={(v) => <VoteRow key={v.id} vote={v} onOpen={onOpen} />} />
  );
}
