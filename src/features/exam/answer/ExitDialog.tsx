import { Button, Dialog, Text } from '@chakra-ui/react';
import { DialogFrame } from '@/components/DialogFrame';
import { answerTexts as t } from './texts';

/**
 * Asked before the learner leaves the answer page for another page of the app (the exit button,
 * the browser's back, a menu link): the attempt keeps running and the departure counts as a leave
 * on the server, so they should know before they go.
 */
export function ExitDialog({
  open,
  leaveCount,
  maxLeaves,
  onStay,
  onLeave,
}: {
  open: boolean;
  leaveCount: number;
  maxLeaves: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <DialogFrame open={open} onClose={onStay} title={t.exitTitle} role="alertdialog" size="sm" contentTestId="exit-dialog">
      <Dialog.Body>
        <Text>{t.exitWarn(leaveCount, maxLeaves)}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onStay}>
          {t.keepAnswering}
        </Button>
        <Button colorPalette="brand" onClick={onLeave}>
          {t.exitConfirm}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
