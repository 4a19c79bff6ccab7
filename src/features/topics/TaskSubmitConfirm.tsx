import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { taskTexts as t } from './texts';

/** 确认提交: handing a task in ends changes until the branch has reviewed it, so the learner says so first. */
export function TaskSubmitConfirm({
  open,
  submitting,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t.confirmTitle}
      cancelText={t.cancel}
      confirmText={t.confirm}
      submitting={submitting}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      contentTestId="task-submit-confirm"
    >
      <Text>{t.confirmBody}</Text>
    </ConfirmDialog>
  );
}
