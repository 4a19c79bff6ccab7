import { useState } from 'react';
import { Button, Field, Input, RadioGroup, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { REASON_MAX, type AlreadyDecided, type ReviewDetail, type Verdict } from '@contract/review';
import { ReviewApi } from '@/api/review';
import { FormError } from '@/components/FormError';
import { itemTexts as t } from '../texts';
import { checkDecision } from './decisionRules';

/** The refusal's data when another organiser decided the item first, else null. */
export function decidedRefusal(error: unknown): AlreadyDecided | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<AlreadyDecided> | undefined;
  return data?.reason === 'decided' ? (data as AlreadyDecided) : null;
}

/**
 * 通过 (with a score 0-100 for scored kinds, and an optional 评语) or 退回 (with its reason, at most
 * REASON_MAX characters). Checked here first, then by the server; `onDecided` after success,
 * `onRaced` when another organiser was first.
 */
export function DecisionForm({
  item,
  onDecided,
  onRaced,
}: {
  item: ReviewDetail;
  onDecided: (verdict: Verdict) => void;
  onRaced: (by: AlreadyDecided) => void;
}) {
  const [decide, state] = ReviewApi.useDecideMutation();
  const [verdict, setVerdict] = useState<Verdict>('approve');
  const [score, setScore] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'score' | 'reason'; message: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    setFailure(null);
    const check = checkDecision({ verdict, scored: item.scored, score, reason });
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      return;
    }
    setProblem(null);
    try {
      await decide({ kind: item.kind, id: item.id, ...check.body }).unwrap();
      onDecided(verdict);
    } catch (e) {
      const raced = decidedRefusal(e);
      if (raced) onRaced(raced);
      else setFailure(e);
    }
  };

  const showScore = verdict === 'approve' && item.scored;
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate aria-label={t.decision} data-testid="decision-form">
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t.verdict}</Field.Label>
          <RadioGroup.Root
            name="verdict"
            value={verdict}
            onValueChange={(d) => {
              if (d.value === 'approve' || d.value === 'return') setVerdict(d.value);
              setProblem(null);
            }}
            colorPalette="brand"
          >
            <HStack gap="6">
              <RadioGroup.Item value="approve" minH={{ base: '44px', md: 'auto' }}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t.approve}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="return" minH={{ base: '44px', md: 'auto' }}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t.return}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </RadioGroup.Root>
        </Field.Root>
        {showScore ? (
          <Field.Root required invalid={problem?.field === 'score'}>
            <Field.Label>{t.scoreLabel}</Field.Label>
            <Input
              name="score"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              w="140px"
              value={score}
              onChange={(e) => setScore(e.target.value)}
            />
            {problem?.field === 'score' ? <Field.ErrorText>{problem.message}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}
        <Field.Root required={verdict === 'return'} invalid={problem?.field === 'reason'}>
          <Field.Label>{verdict === 'return' ? t.reasonLabel : t.commentLabel}</Field.Label>
          <Textarea
            name="reason"
            rows={4}
            maxLength={REASON_MAX}
            placeholder={verdict === 'return' ? t.reasonPlaceholder : undefined}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <HStack justify="space-between" w="full">
            {problem?.field === 'reason' ? <Field.ErrorText>{problem.message}</Field.ErrorText> : <span />}
            <Text fontSize="xs" color="fg.muted">
              {t.chars(reason.length, REASON_MAX)}
            </Text>
          </HStack>
        </Field.Root>
        {failure ? <FormError error={failure} /> : null}
        <Button
          type="submit"
          colorPalette={verdict === 'return' ? 'red' : 'brand'}
          alignSelf="flex-start"
          // a full-width bar on a phone, easy to reach with a thumb under the reason box
          w={{ base: 'full', md: 'auto' }}
          minH={{ base: '44px', md: 'auto' }}
          loading={state.isLoading}
          loadingText={t.submitting}
          onClick={() => void submit()}
        >
          {verdict === 'return' ? t.return : t.approve}
        </Button>
      </Stack>
    </form>
  );
}
