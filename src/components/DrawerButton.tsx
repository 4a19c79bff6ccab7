import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';

const NavDrawer = lazy(() => import('./NavDrawer'));

/**
 * A phone's menu button: opens `children` in a drawer named `title`. The drawer's code loads on
 * the first press (a desktop never loads it), and it closes when the page changes, so a link
 * inside needs no handler of its own.
 */
export function DrawerButton({
  label,
  title,
  closeLabel,
  buttonProps,
  children,
  content,
}: {
  /** the button's accessible name */
  label: string;
  title: string;
  closeLabel: string;
  buttonProps?: ButtonProps;
  /** what the button shows */
  children: ReactNode;
  /** the drawer's content */
  content: ReactNode;
}) {
  // open on the page where it was opened: a link taken inside closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  return (
    <>
      <Button
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        minH="44px"
        minW="44px"
        {...buttonProps}
        onClick={() => {
          setUsed(true);
          setOpenOn(pathname);
        }}
      >
        {children}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpenOn(null)} title={title} closeLabel={closeLabel}>
            {content}
          </NavDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
