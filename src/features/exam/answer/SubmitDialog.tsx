import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { answerTexts as t } from './texts';

const numbers = (list: number[]) => list.join('、');

/** 确认交卷: names the unanswered and the marked questions by number before the attempt closes. */
export function SubmitDialog({
  open,
  unanswered,
  marked,
  submitting,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  unanswered: number[];
  marked: number[];
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t.confirmTitle}
      cancelText={t.keepAnswering}
      confirmText={t.confirmSubmit}
      loadingText={t.submitting}
      submitting={submitting}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      bodyTestId="submit-summary"
    >
      {unanswered.length === 0 && marked.length === 0 ? <Text>{t.confirmAll}</Text> : null}
      {unanswered.length > 0 ? <Text color="brand.600">{t.unanswered(numbers(unanswered))}</Text> : null}
      {marked.length > 0 ? <Text color="yellow.800">{t.marked(numbers(marked))}</Text> : null}
    </ConfirmDialog>
  );
}
