import { HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import type { VoteSummary } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { errorMessage } from '@/api/errors';
import { orgActTexts as t } from './texts';

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

/** Counts per item as bars with the turnout, or why they are not published yet. */
export function VoteResultsView({ vote }: { vote: VoteSummary }) {
  const query = OrgActApi.useGetVoteResultQuery({ voteId: vote.id }, { skip: !vote.resultsVisible });
  if (!vote.resultsVisible) {
    return (
      <Text color="fg.muted" data-testid="results-hidden">
        {vote.state === 'upcoming' ? t.notStarted : t.resultsLater}
      </Text>
    );
  }
  if (query.isError) return <Text color="brand.600">{errorMessage(query.error)}</Text>;
  const data = query.currentData;
  if (!data) return <Spinner size="sm" />;
  return (
    <Stack gap="3" data-testid="vote-results">
      <Text fontSize="sm" color="fg.muted">
        {data.final ? t.final : t.provisional}
      </Text>
      <Text fontWeight="semibold">{t.turnout(data.ballotCount, data.eligibleCount, percent(data.ballotCount, data.eligibleCount))}</Text>
      {data.items.map((item) => {
        const share = percent(item.count, data.ballotCount);
        return (
          <Stack key={item.id} gap="1" data-testid="result-item">
            <HStack justify="space-between">
              <Text>{item.name}</Text>
              <Text fontSize="sm">{`${t.votes(item.count)}（${share}%）`}</Text>
            </HStack>
            <Progress.Root value={share} size="sm" colorPalette="brand" aria-label={`${item.name} ${t.votes(item.count)}`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {item.voters && item.voters.length > 0 ? (
              <Text fontSize="xs" color="fg.muted">
                {t.voters(item.voters.join('、'))}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
