import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ChakraScope } from '@/components/ChakraScope';
import { PHONE_MEDIA } from '@/lib/phoneMedia';

/**
 * On a phone (below md) a full-screen sheet, and everything touched in the form a finger high:
 * inputs, selects, buttons and the radio choices, whichever shared field component drew them.
 * Written out here rather than as a responsive `size`: the `full` size's rules would stay on at
 * the wider sizes, where the `md` value's size does not set them back.
 */
const PHONE_SHEET = {
  [PHONE_MEDIA]: {
    width: '100vw',
    maxWidth: '100vw',
    minHeight: '100dvh',
    maxHeight: '100dvh',
    margin: 0,
    borderRadius: 0,
  },
  '& input:not([type=checkbox]):not([type=radio]), & select, & button, & [data-scope=radio-group][data-part=item]': {
    [PHONE_MEDIA]: { minHeight: '44px' },
  },
};

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
            <Dialog.Content css={PHONE_SHEET}>
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
