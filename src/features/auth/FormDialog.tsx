import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ChakraScope } from '@/components/ChakraScope';

/**
 * A modal with a title, a scrolling body and a 关闭 button. It brings its own Chakra provider:
 * the login page that opens these dialogs (lazily) has none.
 */
export function FormDialog({
  title,
  open,
  onClose,
  children,
  footer,
  size = 'md',
  keepMounted = false,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** rendered (hidden) before it first opens and kept after it closes: opening only shows it, and what was typed stays */
  keepMounted?: boolean;
}) {
  return (
    <ChakraScope>
      <Dialog.Root
        open={open}
        onOpenChange={(d) => !d.open && onClose()}
        size={size}
        scrollBehavior="inside"
        lazyMount={!keepMounted}
        unmountOnExit={!keepMounted}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
