import { Button, Dialog, Text } from '@chakra-ui/react';
import { DialogFrame } from '@/components/DialogFrame';
import { answerTexts as t } from './texts';

/**
 * Shown when the page comes back after a counted leave, before the limit closes the attempt;
 * `resumed`: the page itself was left (a reload, the tab closed), which the learner may not
 * have known counts.
 */
export function LeaveWarning({
  warning,
  max,
  onClose,
}: {
  warning: { count: number; resumed: boolean } | null;
  max: number;
  onClose: () => void;
}) {
  return (
    <DialogFrame open={warning !== null} onClose={onClose} title={t.leaveTitle} role="alertdialog" size="sm">
      <Dialog.Body>
        <Text data-testid="leave-warning">
          {warning?.resumed ? t.leaveResumed : ''}
          {t.leaveWarn(warning?.count ?? 0, max)}
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose}>
          {t.understood}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
