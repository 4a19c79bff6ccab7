import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

/**
 * A step the learner cannot take back (交卷, handing a task in): says what follows, shows why the
 * last try was refused, and closes only when nothing is under way.
 */
export function ConfirmDialog({
  open,
  title,
  cancelText,
  confirmText,
  loadingText,
  submitting,
  error,
  onConfirm,
  onClose,
  bodyTestId,
  contentTestId,
  children,
}: {
  open: boolean;
  title: string;
  cancelText: string;
  confirmText: string;
  loadingText?: string;
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  bodyTestId?: string;
  contentTestId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && !submitting && onClose()} role="alertdialog" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={contentTestId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2" data-testid={bodyTestId}>
                {children}
                {error ? (
                  <Text color="brand.600" role="alert">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={submitting} minH={{ base: '44px', md: 'auto' }}>
                {cancelText}
              </Button>
              <Button
                colorPalette="brand"
                onClick={onConfirm}
                loading={submitting}
                loadingText={loadingText}
                minH={{ base: '44px', md: 'auto' }}
              >
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
