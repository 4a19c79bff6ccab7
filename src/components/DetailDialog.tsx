import type { ReactNode } from 'react';
import { Button, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';
import { DialogFrame } from '@/components/DialogFrame';

const CLOSE = '关闭';

/** the record a detail dialog shows and how its lookup went */
export interface DetailDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg';
  failed: boolean;
  error?: unknown;
  /** the screen's answer for the record being opened, null while it is on its way */
  data: T | null;
  testId: string;
  children: (data: T) => ReactNode;
}

/**
 * A record's detail in a dialog: the server's refusal when the lookup failed, a spinner until
 * `data` is there, then `children(data)` in a small-print stack (`testId`). Since `data` belongs
 * to the record being opened, a dialog opened on another record never shows the last one. The
 * footer holds 关闭 and then `footer`.
 */
export function DetailDialog<T>({
  open,
  onClose,
  title,
  size = 'lg',
  failed,
  error,
  data,
  testId,
  children,
  footer,
}: DetailDialogProps<T> & { footer?: ReactNode }) {
  return (
    <DialogFrame open={open} onClose={onClose} title={title} size={size}>
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
    </DialogFrame>
  );
}
