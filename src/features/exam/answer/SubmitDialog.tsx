import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { answerTexts as t } from './texts';

const numbers = (list: number[]) => list.join('、');

/** 确认交卷: names the unanswered and the marked questions by number before the attempt closes. */
export function SubmitDialog({ open, unanswered, marked, submitting, error, onConfirm, onClose }: {
  open: boolean;
  unanswered: number[];
  marked: number[];
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
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2" data-testid="submit-summary">
                {unanswered.length === 0 && marked.length === 0 ? <Text>{t.confirmAll}</Text> : null}
                {unanswered.length > 0 ? <Text color="brand.600">{t.unanswered(numbers(unanswered))}</Text> : null}
                {marked.length > 0 ? <Text color="yellow.800">{t.marked(numbers(marked))}</Text> : null}
                {error ? (
                  <Text color="brand.600" role="alert">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={submitting}>
                {t.keepAnswering}
              </Button>
              <Button colorPalette="brand" onClick={onConfirm} loading={submitting} loadingText={t.submitting}>
                {t.confirmSubmit}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
