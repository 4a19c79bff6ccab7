import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

/**
 * A menu sliding in from the left on a phone (the main menu, the personal space's menu): a modal
 * dialog named `title`, closed by Esc, the backdrop, its ✕ or `onClose` (a link inside calls it).
 * Loaded on first use: a desktop never needs it.
 */
export default function NavDrawer({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={title} maxW="80vw">
            <Drawer.Header pe="14" py="3" borderBottomWidth="1px">
              <Drawer.Title fontSize="md">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0" py="2">
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="1.5" insetEnd="2">
              <CloseButton size="lg" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
