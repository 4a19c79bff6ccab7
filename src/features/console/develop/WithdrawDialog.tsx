import { useId, useState } from 'react';
import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { WITHDRAW_REASON_MAX, WITHDRAW_REASON_MIN, type RoadStep } from '@contract/developRecord';
import { DevelopRecordApi } from '@/api/developRecord';
import { DialogFrame } from '@/components/DialogFrame';
import { FormError } from '@/components/FormError';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { typedLength } from '../typedLength';
import { developTexts } from './texts';

const t = developTexts.withdraw;

/** the unsent reason's copy on this computer: per organiser, person and step */
export const withdrawMirrorKey = (organiserId: number, userId: number, stepNo: number) =>
  `${organiserId}:console:develop:withdraw:${userId}:${stepNo}`;

function WithdrawForm({
  userId,
  step,
  mirrorKey,
  onClose,
  onDone,
}: {
  userId: number;
  step: RoadStep;
  mirrorKey: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const formId = useId();
  const draft = useFormDraft<{ reason: string }>(mirrorKey, { reason: '' });
  const reason = draft.values.reason;
  const [withdraw, saving] = DevelopRecordApi.useWithdrawMutation();
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const length = typedLength(reason.trim());
  const error = tried && (length < WITHDRAW_REASON_MIN || length > WITHDRAW_REASON_MAX) ? t.reasonRule : null;
  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (length < WITHDRAW_REASON_MIN || length > WITHDRAW_REASON_MAX) return;
    const at = draft.sending();
    try {
      await withdraw({ userId, stepNo: step.no, reason: reason.trim() }).unwrap();
      draft.sent(at);
      onDone();
    } catch (e) {
      setFailure(e);
    }
  };
  return (
    <>
      <Dialog.Body>
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <RestoredNotice shown={draft.restored} text={developTexts.form.restored} />
            <Text fontSize="sm">{t.explain(step.no, step.name, step.doneOn ?? '')}</Text>
            <Field.Root required invalid={Boolean(error)}>
              <Field.Label>
                {t.reason}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                rows={3}
                value={reason}
                placeholder={t.placeholder}
                onChange={(e) => {
                  setFailure(null);
                  draft.change({ reason: e.target.value });
                }}
              />
              {error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <Field.HelperText>{developTexts.form.chars(length, WITHDRAW_REASON_MAX)}</Field.HelperText>
              )}
            </Field.Root>
            <FormError error={failure} />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving.isLoading} minH={{ base: '44px', md: 'auto' }}>
          {developTexts.form.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          colorPalette="brand"
          loading={saving.isLoading}
          loadingText={t.submitting}
          minH={{ base: '44px', md: 'auto' }}
        >
          {t.submit}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * Withdraws the last recorded step, with a reason, so that it can be recorded again correctly. The
 * server puts the identity and the stage's date back and logs it; the reason typed is kept on this
 * computer until the server has it.
 */
export function WithdrawDialog({
  userId,
  step,
  mirrorKey,
  onClose,
  onDone,
}: {
  userId: number;
  /** null: closed */
  step: RoadStep | null;
  mirrorKey: string;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <DialogFrame
      open={step !== null}
      onClose={onClose}
      title={step ? t.title(step.no, step.name) : ''}
      size="md"
      closeLabel={developTexts.close}
      contentTestId="withdraw-dialog"
    >
      {step ? <WithdrawForm key={mirrorKey} userId={userId} step={step} mirrorKey={mirrorKey} onClose={onClose} onDone={onDone} /> : null}
    </DialogFrame>
  );
}
