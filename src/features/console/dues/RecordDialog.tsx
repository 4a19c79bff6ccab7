import { useState } from 'react';
import { Button, Dialog, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { DuesMonthRow } from '@contract/dues';
import type { DuesCategory } from '@contract/party';
import { toastRequested } from '@/api/apiEvents';
import { DuesApi } from '@/api/dues';
import { DialogFrame } from '@/components/DialogFrame';
import { FormError } from '@/components/FormError';
import { useAppDispatch } from '@/store/hooks';
import { fenOf, yuan } from './money';
import { duesTexts as t } from './texts';

const CATEGORIES: DuesCategory[] = ['student', 'staff', 'retired'];

/**
 * 记录 / 更正 one member's month: category, base (staff and retired), paid or not and when. The
 * amount is the server's, shown once saved; a refusal (the server's reason) stays in the dialog
 * with what was typed.
 */
export function RecordDialog({ row, month, today, onClose }: { row: DuesMonthRow; month: string; today: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [record, state] = DuesApi.useRecordMutation();
  const start = row.record ?? { category: row.lastCategory ?? 'student', baseFen: row.lastBaseFen, paidDate: null };
  const [category, setCategory] = useState<DuesCategory>(start.category);
  const [base, setBase] = useState(start.baseFen ? yuan(start.baseFen) : '');
  const [paid, setPaid] = useState(start.paidDate !== null);
  const [paidDate, setPaidDate] = useState(start.paidDate ?? today);
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const withBase = category !== 'student';

  const save = async () => {
    setFailure(null);
    const baseFen = withBase ? fenOf(base) : null;
    if (withBase && !base.trim()) return setProblem(t.needsBase);
    if (withBase && baseFen === null) return setProblem(t.badBase);
    if (paid && !paidDate) return setProblem(t.needsDate);
    setProblem('');
    try {
      const answer = await record({
        month,
        entries: [{ userId: row.userId, category, baseFen, paidDate: paid ? paidDate : null }],
      }).unwrap();
      const done = answer.recorded[0];
      if (!done) return setFailure({ message: answer.refused[0]?.reason ?? '' });
      dispatch(toastRequested({ type: 'success', title: t.saved(yuan(done.amountFen)) }));
      onClose();
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <DialogFrame open onClose={() => !state.isLoading && onClose()} title={t.recordTitle(row.name, month)} size="md">
      <Dialog.Body>
        <form aria-label={t.recordTitle(row.name, month)} noValidate onSubmit={(e) => e.preventDefault()}>
          <Stack gap="3">
            <Field.Root>
              <Field.Label>{t.category}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="category" value={category} onChange={(e) => setCategory(e.target.value as DuesCategory)}>
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t.categories[c]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {withBase ? (
              <Field.Root required>
                <Field.Label>{t.baseNames[category]}</Field.Label>
                <Input name="base" inputMode="decimal" value={base} onChange={(e) => setBase(e.target.value)} />
                <Field.HelperText>{t.baseHint}</Field.HelperText>
              </Field.Root>
            ) : null}
            <Text as="label" display="flex" alignItems="center" gap="2" minH="44px">
              <input type="checkbox" name="paid" checked={paid} onChange={(e) => setPaid(e.target.checked)} />
              {t.paid}
            </Text>
            {paid ? (
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
            ) : null}
            {problem ? (
              <Text color="brand.600" role="alert">
                {problem}
              </Text>
            ) : null}
            <FormError error={failure} />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={state.isLoading}>
          {t.cancel}
        </Button>
        <Button colorPalette="brand" onClick={() => void save()} loading={state.isLoading} loadingText={t.saving}>
          {t.save}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
