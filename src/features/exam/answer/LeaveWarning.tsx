import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { answerTexts as t } from './texts';

/**
 * Shown when the page comes back after a counted leave, before the limit closes the attempt;
 * `resumed`: the page itself was left (a reload, the tab closed), which the learner may not
 * have known counts.
 */
export function LeaveWarning({ warning, max, onClose }: { warning: { count: number; resumed: boolean } | null; max: number; onClose: () => void }) {
  return (
    <Dialog.Root open={warning !== null} onOpenChange={(d) => !d.open && onClose()} role="alertdialog" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.leaveTitle}</Dialog.Title>
            </Dialog.Header>
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
