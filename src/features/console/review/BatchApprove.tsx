import { useState } from 'react';
import { Alert, Box, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import type { Res } from '@contract/index';
import type { ReviewKind } from '@contract/review';
import { errorMessage } from '@/api/errors';
import { ReviewApi } from '@/api/review';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { reviewTexts as t } from '../texts';

type BatchResult = Res<'review', 'approveBatch'>;

/** What a batch did: how many passed, and each one skipped with the server's reason. */
function BatchOutcome({ result, onClose }: { result: BatchResult; onClose: () => void }) {
  return (
    <Alert.Root status={result.skipped.length > 0 ? 'warning' : 'success'} data-testid="batch-result" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.batchResult(result.approved.length, result.skipped.length)}</Alert.Title>
        {result.skipped.length > 0 ? (
          <Alert.Description>
            <Box as="ul" ps="4" mt="1" listStyleType="disc">
              {result.skipped.map((s) => (
                <li key={s.id}>{t.skippedLine(s.id, s.reason)}</li>
              ))}
            </Box>
          </Alert.Description>
        ) : null}
      </Alert.Content>
      <CloseButton size="sm" aria-label={t.close} onClick={onClose} />
    </Alert.Root>
  );
}

/**
 * 批量通过 for the ticked pending items of one queue, after a confirmation; the outcome stays on
 * screen (the list refreshes: what passed leaves the pending queue).
 */
export function BatchApprove({ kind, ids, scored, onDone }: { kind: ReviewKind; ids: number[]; scored: boolean; onDone: () => void }) {
  const [approve, state] = ReviewApi.useApproveBatchMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<BatchResult | null>(null);
  const run = async () => {
    setError(null);
    try {
      const r = await approve({ kind, ids }).unwrap();
      setResult(r);
      setConfirming(false);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack gap="3">
      <Button
        size="sm"
        minH={{ base: '44px', md: 'auto' }}
        colorPalette="brand"
        alignSelf="flex-start"
        disabled={ids.length === 0}
        onClick={() => setConfirming(true)}
      >
        {t.batchApprove(ids.length)}
      </Button>
      {result ? <BatchOutcome result={result} onClose={() => setResult(null)} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t.batchConfirmTitle}
        cancelText={t.cancel}
        confirmText={t.confirm}
        loadingText={t.submitting}
        submitting={state.isLoading}
        error={error}
        onConfirm={() => void run()}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      >
        <Text>{t.batchConfirm(ids.length)}</Text>
        {scored ? (
          <Text fontSize="sm" color="fg.muted">
            {t.batchScoredHint}
          </Text>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
