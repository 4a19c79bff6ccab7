import { useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { DuesMonthRow } from '@contract/dues';
import type { Res } from '@contract/index';
import { DuesApi } from '@/api/dues';
import { DialogFrame } from '@/components/DialogFrame';
import { FormError } from '@/components/FormError';
import { duesTexts as t } from './texts';

type RecordResult = Res<'dues', 'record'>;

/** The category and base a batch uses for a member: the month's record, else their latest; null when none is known. */
export function batchEntry(row: DuesMonthRow, paidDate: string) {
  const category = row.record?.category ?? row.lastCategory;
  if (!category) return null;
  const baseFen = row.record ? row.record.baseFen : row.lastBaseFen;
  return { userId: row.userId, category, baseFen, paidDate };
}

/** Who a batch recorded, and each one refused with the server's reason. */
export function BatchOutcome({ result, names, onClose }: { result: RecordResult; names: Map<number, string>; onClose: () => void }) {
  return (
    <Alert.Root status={result.refused.length ? 'warning' : 'success'} data-testid="batch-result" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.batchResult(result.recorded.length, result.refused.length)}</Alert.Title>
        {result.refused.length ? (
          <Alert.Description>
            <Box as="ul" ps="4" mt="1" listStyleType="disc">
              {result.refused.map((r) => (
                <li key={r.userId}>{t.refusedLine(r.name || names.get(r.userId) || '', r.reason)}</li>
              ))}
            </Box>
          </Alert.Description>
        ) : null}
      </Alert.Content>
      <CloseButton size="sm" aria-label={t.close} onClick={onClose} />
    </Alert.Root>
  );
}

/** 标记为已缴 for the ticked members: one paid date for all, sent as one batch the server checks person by person. */
export function MarkPaidDialog({
  rows,
  month,
  today,
  onClose,
  onDone,
}: {
  rows: DuesMonthRow[];
  month: string;
  today: string;
  onClose: () => void;
  onDone: (r: RecordResult) => void;
}) {
  const [record, state] = DuesApi.useRecordMutation();
  const [paidDate, setPaidDate] = useState(today);
  const [failure, setFailure] = useState<unknown>(null);
  const entries = rows.flatMap((r) => batchEntry(r, paidDate) ?? []);
  const send = async () => {
    setFailure(null);
    if (!paidDate) return setFailure({ message: t.needsDate });
    try {
      onDone(await record({ month, entries }).unwrap());
    } catch (e) {
      setFailure(e);
    }
  };
  return (
    <DialogFrame open onClose={() => !state.isLoading && onClose()} title={t.markPaidTitle(entries.length)} size="md">
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t.markPaidHint}
          </Text>
          <Text>{rows.map((r) => r.name).join('、')}</Text>
          <Field.Root required>
            <Field.Label>{t.paidDate}</Field.Label>
            <Input
              type="date"
              name="paidDate"
              min={`${month}-01`}
              max={today}
              value={paidDate}
              onChange={(e) => setPaidDate(e.target.value)}
            />
          </Field.Root>
          <FormError error={failure} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={state.isLoading}>
          {t.cancel}
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => void send()}
          loading={state.isLoading}
          loadingText={t.saving}
          disabled={!entries.length}
        >
          {t.save}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
