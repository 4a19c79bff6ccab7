import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'main-content';

const HelpPopup = lazy(() => import('@/components/help/HelpPopup'));

/**
 * The platform's shell around /index, /personal-space and a logged-in 404: a skip link, header
 * with menu, the page in a centred column, footer, help popup. `children` stand in for the
 * route outlet where the layout is not a route (the 404). On paper only the page is printed: the
 * rest carries .no-print, and base.css's print rules (one place for every screen) leave it out.
 */
export default function MainLayout({ children }: { children?: ReactNode }) {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Flex direction="column" minH="100vh" bg="page" className="app-shell">
      <SkipLink target={MAIN_ID} />
      <AppHeader onHelp={() => setHelpOpen((open) => !open)} />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" w="full" maxW="1200px" mx="auto" px="4" pt="6" _focus={{ outline: 'none' }}>
        {children ?? <Outlet />}
      </Box>
      <AppFooter />
      {helpOpen ? (
        <Box className="no-print">
          <Suspense fallback={null}>
            <HelpPopup onClose={() => setHelpOpen(false)} />
          </Suspense>
        </Box>
      ) : null}
    </Flex>
  );
}
