import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';

const CLOSE = '关闭';

/**
 * A record's detail in a dialog, open while `open`: the server's refusal when the lookup failed, a
 * spinner until `data` is there, then `children(data)` in a small-print stack (`testId`). The
 * footer holds 关闭 and then `footer`. `data` is the screen's answer for the record being opened
 * (null while it is on its way), so a dialog opened on another record never shows the last one.
 */
export function DetailDialog<T>({ open, onClose, title, size = 'lg', failed, error, data, testId, children, footer }: {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg';
  failed: boolean;
  error?: unknown;
  data: T | null;
  testId: string;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {failed ? (
                <Text color="brand.600">{errorMessage(error)}</Text>
              ) : data === null ? (
                <Spinner size="sm" />
              ) : (
                <Stack gap="3" fontSize="sm" data-testid={testId}>
                  {children(data)}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {CLOSE}
              </Button>
              {footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
