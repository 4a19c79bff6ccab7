import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { PHONE_MEDIA } from '@/lib/phoneMedia';

/** On a phone the footer's buttons are a finger high, in a sheet and in a warning's box alike. */
const FINGER_BUTTONS = { '& [data-part=footer] button': { minHeight: '44px' } };

/**
 * Below the md breakpoint (768 px) the dialog fills the screen. Set on the box rather than as a
 * responsive `size`: the `full` size's height would carry on above the breakpoint, and the
 * desktop must keep the size it has.
 */
export const PHONE_SHEET = {
  [PHONE_MEDIA]: {
    maxW: '100vw',
    w: '100vw',
    h: '100%',
    maxH: '100%',
    '--dialog-margin': '0',
    borderRadius: '0',
    ...FINGER_BUTTONS,
  },
} as const;

/** A short warning stays a box over the page on a phone; only its buttons grow. */
const PHONE_BOX = { [PHONE_MEDIA]: FINGER_BUTTONS } as const;

/**
 * The frame of the app's dialogs: open while `open`, closed by Esc, the backdrop or `onClose`,
 * scrolling inside, with `title` in its header. `children` are the dialog's Dialog.Body and
 * Dialog.Footer. `closeLabel` adds the ✕ in the top corner (the header leaves it room); `role`
 * alertdialog for a warning that asks for an answer. On a phone a dialog is a full-screen sheet
 * (a form or a text needs the whole width); a short warning stays a box over the page.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  size = 'lg',
  role = 'dialog',
  closeLabel,
  contentTestId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  contentTestId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} role={role} size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={contentTestId} css={role === 'alertdialog' ? PHONE_BOX : PHONE_SHEET}>
            <Dialog.Header pe={closeLabel ? '12' : undefined}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            {closeLabel ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
