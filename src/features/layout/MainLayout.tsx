import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

const HelpPopup = lazy(() => import('@/components/help/HelpPopup'));

/** The /index shell: header with menu, the page in a centred column, footer, help popup. */
export default function MainLayout() {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <AppHeader onHelp={() => setHelpOpen((open) => !open)} />
      <Box as="main" flex="1" w="full" maxW="1200px" mx="auto" px="4" pt="6">
        <Outlet />
      </Box>
      <AppFooter />
      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpPopup onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
