import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { taskTexts as t } from './texts';

/** 确认提交: handing a task in ends changes until the branch has reviewed it, so the learner says so first. */
export function TaskSubmitConfirm({ open, submitting, error, onConfirm, onClose }: {
  open: boolean;
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && !submitting && onClose()} role="alertdialog" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="task-submit-confirm">
            <Dialog.Header><Dialog.Title>{t.confirmTitle}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text>{t.confirmBody}</Text>
                {error ? <Text color="brand.600" role="alert">{error}</Text> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={submitting}>{t.cancel}</Button>
              <Button colorPalette="brand" onClick={onConfirm} loading={submitting}>{t.confirm}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
