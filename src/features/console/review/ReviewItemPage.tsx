import { consolePaths } from '../consolePaths';
import { useState } from 'react';
import { Alert, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { KIND_NAMES, type AlreadyDecided, type ReviewDetail } from '@contract/review';
import { toastRequested } from '@/api/apiEvents';
import { ReviewApi } from '@/api/review';
import { QueryState } from '@/components/ListStates';
import { useAppDispatch } from '@/store/hooks';
import { itemTexts as t, reviewTexts } from '../texts';
import { DecisionForm } from './DecisionForm';
import { at } from './format';
import { HandedInList } from './HandedInList';
import { HistoryList } from './HistoryList';
import { isKind } from './queueParams';
import { OverdueBadge, StateBadge } from './StateBadge';
import { useNextPending } from './useNextPending';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Who decided, when, and what they said: instead of the form once the item is no longer pending. */
function FinalVerdict({ item }: { item: ReviewDetail }) {
  return (
    <Stack gap="2" data-testid="final-verdict">
      <HStack gap="2">
        <StateBadge state={item.state} />
        {item.decidedAt ? <Text fontSize="sm">{t.finalVerdict(item.reviewerName, at(item.decidedAt))}</Text> : null}
        {item.score !== null ? <Text fontSize="sm">{`${t.score} ${item.score}`}</Text> : null}
      </HStack>
      {item.reason ? <Text whiteSpace="pre-wrap">{item.reason}</Text> : null}
    </Stack>
  );
}

/**
 * /admin/review/:kind/:id: one hand-in in full (learner, branch, identity, what was handed in,
 * the earlier hand-ins and their verdicts) and, while pending, the decision. After a decision the
 * next pending item of the same queue (the list's filters travel in the address) opens, or the list.
 */
export default function ReviewItemPage() {
  const { kind, id } = useParams();
  // a fresh screen per item: a refusal shown for one item does not stay for the next
  return <ItemScreen key={`${kind}/${id}`} />;
}

function ItemScreen() {
  const { kind: kindParam, id: idParam } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = Number(idParam);
  const valid = isKind(kindParam) && Number.isInteger(id) && id > 0;
  const kind = isKind(kindParam) ? kindParam : 'experience';
  const detail = ReviewApi.useDetailQuery(valid ? { kind, id } : skipToken);
  const [raced, setRaced] = useState<AlreadyDecided | null>(null);
  const nextPending = useNextPending(kind, search);
  const listPath = `${consolePaths.adminReview(kind)}${search}`;

  const decided = async () => {
    dispatch(toastRequested({ type: 'success', title: t.decisionDone }));
    const next = await nextPending(id);
    void navigate(next === null ? listPath : `${consolePaths.adminReviewItem(kind, next)}${search}`);
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={listPath}>{t.back}</RouterLink>
        </Button>
      </HStack>
      <QueryState query={detail} invalid={valid ? undefined : reviewTexts.unknownKind} refusal={{}} skeletonRows={6} isEmpty={() => false}>
        {(item) => (
          <Stack gap="4" key={item.id}>
            <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
              <HStack gap="2" wrap="wrap" mb="3">
                <Text fontSize="sm" color="fg.muted">
                  {KIND_NAMES[item.kind]}
                </Text>
                <StateBadge state={item.state} />
                {item.overdue && item.state === 'pending' ? <OverdueBadge /> : null}
              </HStack>
              <Heading as="h1" size="lg" mb="4" css={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Heading>
              <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
                <Fact label={t.learner}>
                  {item.learnerName}（{item.learnerAccount}）
                </Fact>
                <Fact label={t.branch}>{item.branchName}</Fact>
                <Fact label={t.identity}>{item.learnerIdentity}</Fact>
                <Fact label={t.submittedAt}>{at(item.submittedAt)}</Fact>
              </Grid>
            </Box>
            {raced ? (
              <Alert.Root status="warning" data-testid="decided-elsewhere">
                <Alert.Indicator />
                <Alert.Title>{t.decidedAlready(raced.reviewerName, at(raced.decidedAt), reviewTexts.states[raced.state])}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Section title={t.handedIn}>
              <HandedInList sections={item.handedIn} />
            </Section>
            <Section title={t.decision}>
              {item.state === 'pending' && !raced ? (
                <DecisionForm item={item} onDecided={() => void decided()} onRaced={setRaced} />
              ) : (
                <FinalVerdict item={item} />
              )}
            </Section>
            <Section title={t.history}>
              <HistoryList history={item.history} />
            </Section>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
