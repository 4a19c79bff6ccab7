import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { VoteConsoleDetail } from '@contract/vote';
import { VoteApi } from '@/api/vote';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { routeId } from '@/lib/routeId';
import { CloseVoteButton } from './CloseVoteButton';
import { ResultsPanel } from './ResultsPanel';
import { TurnoutPanel } from './TurnoutPanel';
import { STATE_PALETTE } from './VoteRowItem';
import { voteTexts as t } from './texts';
import { voteWhen } from './when';

/** how often the page asks again while members may be voting */
const LIVE_MS = 15_000;

/**
 * /admin/votes/:id: the vote (when, how, who may vote), the turnout while it runs (who has voted,
 * never what), the results once they may be seen, each exported as CSV; 提前结束 while it has not ended.
 */
export default function VotePage() {
  const id = routeId(useParams().id);
  const first = VoteApi.useDetailQuery(id ? { voteId: id } : skipToken, { refetchOnMountOrArgChange: true });
  const live = first.data?.state === 'open';
  const detail = VoteApi.useDetailQuery(id ? { voteId: id } : skipToken, { pollingInterval: live ? LIVE_MS : 0 });
  return (
    <Stack gap="4" minW="0">
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={consolePaths.adminVotes()}>{t.back}</RouterLink>
        </Button>
      </HStack>
      <QueryState query={detail} invalid={id ? undefined : t.badId} refusal={{}} skeletonRows={8} isEmpty={() => false}>
        {(v) => (
          <Stack gap="4" key={v.id}>
            <Header vote={v} />
            <About vote={v} />
            <ResultsPanel vote={v} />
            <TurnoutPanel vote={v} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Header({ vote: v }: { vote: VoteConsoleDetail }) {
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <HStack gap="2" mb="2" wrap="wrap">
            <Badge colorPalette={STATE_PALETTE[v.state]}>{t.states[v.state]}</Badge>
            <Badge variant="outline">{v.anonymous ? t.anonymous : t.named}</Badge>
          </HStack>
          <Heading as="h1" size="lg" wordBreak="break-word">
            {v.title}
          </Heading>
          <Text mt="2" color="fg.muted" data-testid="vote-summary">
            {t.turnout(v.ballotCount, v.eligibleCount)} · {t.rate(v.ballotCount, v.eligibleCount)}
          </Text>
        </Box>
        {v.state === 'ended' ? null : <CloseVoteButton vote={v} />}
      </HStack>
    </Box>
  );
}

function About({ vote: v }: { vote: VoteConsoleDetail }) {
  const rows: [string, string][] = [
    [t.info.org, v.orgName],
    [t.info.time, voteWhen(v.startAt, v.endAt)],
    [t.info.mode, v.mode === 'single' ? t.single : t.multiple(v.maxChoices)],
    [t.info.who, v.eligibleIdentities.length ? v.eligibleIdentities.join('、') : t.everyone],
    [t.info.results, t.resultsWhen(v.showResultsBeforeEnd)],
    ...(v.createdBy ? [[t.info.createdBy, v.createdBy] as [string, string]] : []),
  ];
  return (
    <SectionPanel title={t.info.title}>
      <Stack gap="2" fontSize="sm">
        {rows.map(([k, val]) => (
          <HStack key={k} align="start" gap="3">
            <Text color="fg.muted" minW="4.5em" flexShrink={0}>
              {k}
            </Text>
            <Text wordBreak="break-word">{val}</Text>
          </HStack>
        ))}
        <Text whiteSpace="pre-wrap" mt="2" color={v.description ? undefined : 'fg.muted'} wordBreak="break-word">
          {v.description || t.noDescription}
        </Text>
        <Box as="ol" ps="5" mt="1" data-testid="vote-options-list">
          {v.options.map((o) => (
            <li key={o.id}>
              {o.name}
              {o.intro ? (
                <Text as="span" color="fg.muted" ms="2">
                  {o.intro}
                </Text>
              ) : null}
            </li>
          ))}
        </Box>
      </Stack>
    </SectionPanel>
  );
}
