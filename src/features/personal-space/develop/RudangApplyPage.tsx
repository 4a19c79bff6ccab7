import { useRef, useState } from 'react';
import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CODE_OPERATION_ERROR } from '@contract/codes';
import type { DocInfo, StepDetail } from '@contract/develop';
import { isApiError } from '@/api/apiError';
import { DevelopApi } from '@/api/develop';
import { useAppSelector } from '@/store/hooks';
import { ListEmpty, ListError, QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { selectUserInfo } from '@/store/auth/selectors';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { StepEditor } from './StepEditor';
import { fieldValuesOf, StepFields } from './StepFields';
import { requirementWithoutLimits, STATE_PALETTE } from './stepView';
import { developTexts as t } from './texts';

// One development document: requirements and outline beside the editor (autosaved draft, count
// against the limits, submit with confirmation); after submit the text is read-only with the
// organisation's verdict when there is one. The step comes from `?step=N`.

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
const back = (
  <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline">
    <RouterLink to={paths.rudang()}>{t.backToRoad}</RouterLink>
  </Button>
);

function PlainText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="1.9">
      {text}
    </Text>
  );
}

function Requirements({ doc }: { doc: DocInfo }) {
  return (
    <Stack gap="3" fontSize="sm" data-testid="develop-requirements">
      <Box>
        <Text fontWeight="semibold" mb="1">
          {t.requirement}
        </Text>
        {/* the word count is said once, here, from the limits the server checks */}
        <PlainText text={requirementWithoutLimits(doc.requirement, doc.minChars, doc.maxChars)} />
        <Text mt="1" color="fg.muted" data-testid="develop-limits">
          {t.limits(doc.minChars, doc.maxChars)}
        </Text>
      </Box>
      {doc.rules.length > 0 ? (
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t.rulesTitle}
          </Text>
          {doc.rules.map((r) => (
            <Text key={r} color="fg.muted">
              {r}
            </Text>
          ))}
        </Box>
      ) : null}
      <Box>
        <Text fontWeight="semibold" mb="1">
          {t.template}
        </Text>
        <Box bg="gray.50" borderRadius="md" p="3" maxH="320px" overflowY="auto">
          <PlainText text={doc.template} />
        </Box>
      </Box>
    </Stack>
  );
}

function Review({ step }: { step: StepDetail }) {
  if (!step.review) return null;
  const returned = step.state === 'returned';
  return (
    <Box
      borderLeftWidth="4px"
      borderLeftColor={returned ? 'brand.500' : 'green.500'}
      bg={returned ? 'brand.50' : 'green.50'}
      p="3"
      borderRadius="md"
      data-testid="develop-review"
    >
      <HStack justify="space-between" mb="1">
        <Text fontWeight="semibold">{t.review}</Text>
        <Badge colorPalette={returned ? 'red' : 'green'}>{step.review.verdict}</Badge>
      </HStack>
      <PlainText text={step.review.comment} />
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t.reviewer(step.review.reviewer, at(step.review.reviewedAt))}
      </Text>
      {returned ? (
        <Text fontSize="sm" mt="1">
          {t.returnedHint}
        </Text>
      ) : null}
    </Box>
  );
}

function StepView({ userId, step, doc }: { userId: number; step: StepDetail; doc: DocInfo }) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  const [fields, setFields] = useState(() => fieldValuesOf(step));
  const [marked, setMarked] = useState(false);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '2fr 1fr' }} gap="5" alignItems="start">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Text ref={titleRef} tabIndex={-1} fontWeight="bold" fontSize="lg" data-testid="develop-title">
            {step.title}
          </Text>
          <Badge colorPalette={STATE_PALETTE[step.state]} data-testid="develop-state">
            {t.states[step.state]}
          </Badge>
          {step.dueDate ? (
            <Text fontSize="sm" color="fg.muted">
              {t.due(step.dueDate)}
            </Text>
          ) : null}
        </HStack>
        <Review step={step} />
        <StepFields step={step} doc={doc} values={step.editable ? fields : fieldValuesOf(step)} onChange={setFields} marked={marked} />
        {step.editable ? (
          <StepEditor
            key={step.id}
            userId={userId}
            step={step}
            doc={doc}
            titleRef={titleRef}
            fields={fields}
            onMissing={() => setMarked(true)}
          />
        ) : (
          <Stack gap="2" data-testid="develop-readonly">
            <Text fontSize="sm" color="fg.muted">
              {step.submittedAt ? t.submittedAt(at(step.submittedAt)) : null} · {t.count(step.charCount)}
            </Text>
            <Box borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
              <PlainText text={step.content} />
            </Box>
          </Stack>
        )}
      </Stack>
      <Requirements doc={doc} />
    </Grid>
  );
}

export default function RudangApplyPage() {
  const [params] = useSearchParams();
  const raw = params.get('step') ?? '';
  const stepId = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null;
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const query = DevelopApi.useDocDetailQuery({ stepId: stepId ?? 1 }, { skip: stepId === null });
  // a step that is not a number, or one the server refuses (not the learner's, no such step): the
  // same words either way, the way back and no 重试 (asking again gets the same answer)
  const refused = raw !== '' && (stepId === null || (isApiError(query.error) && query.error.code === CODE_OPERATION_ERROR));
  // each document is headed by its type (入党申请书, 思想汇报, …) once known
  const title = query.data && !refused ? query.data.doc.name : t.editorTitle;
  let body;
  if (refused) body = <ListError error={{ message: t.stepNotFound }} onRetry={() => undefined} retry={false} actions={back} />;
  else if (stepId === null) body = <ListEmpty text={t.noStep} />;
  else {
    body = (
      <QueryState query={query} isEmpty={(d) => d.step === null} emptyText={t.noStep} errorActions={back}>
        {({ doc, step }) => (step ? <StepView key={step.id} userId={userId} step={step} doc={doc} /> : null)}
      </QueryState>
    );
  }
  return (
    <PageCard title={title} actions={back}>
      {body}
    </PageCard>
  );
}
