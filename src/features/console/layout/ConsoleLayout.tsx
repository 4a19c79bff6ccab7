import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { OrganiserApi } from '@/api/organiser';
import { isRefusal, ListError, ListSkeleton } from '@/components/ListStates';
import { sectionOf, sectionsFor } from '../access';
import { useConsoleApisJoined } from '../consoleApis';
import type { ConsoleContext } from './consoleContext';
import { ConsoleNav } from './ConsoleNav';
import { ConsoleTopBar } from './ConsoleTopBar';
import { NoAccessPanel } from './NoAccessPanel';

const MAIN_ID = 'console-main';

/**
 * /admin: the organiser console's own shell (not the learner's layout): top bar, navigation by
 * task, the page. Login and the initial password are the app's guards (AppShell); here the
 * organiser's grants decide: none (or the server's refusal) gives 您没有管理权限, and a section
 * the grants do not open gives its own panel instead of a page whose every call would be refused.
 */
export default function ConsoleLayout() {
  const me = OrganiserApi.useMeQuery();
  const { pathname } = useLocation();
  const joined = useConsoleApisJoined();
  if (me.isLoading || !joined) {
    return (
      <Box p="8">
        <ListSkeleton rows={4} />
      </Box>
    );
  }
  // a refusal means the account holds no grant: the same panel as an empty list
  if (me.isError && !isRefusal(me.error)) {
    return (
      <Box p="8">
        <ListError error={me.error} onRetry={() => void me.refetch()} />
      </Box>
    );
  }
  const grants = me.data?.grants ?? [];
  if (grants.length === 0) return <NoAccessPanel />;
  const sections = sectionsFor(grants);
  const current = sectionOf(pathname);
  const context: ConsoleContext = { grants };
  return (
    // on paper the page alone, on white (the top bar and the navigation carry .no-print)
    <Flex direction="column" minH="100vh" bg="page" _print={{ bg: 'white' }}>
      <ConsoleTopBar grants={grants} />
      <Flex
        direction={{ base: 'column', md: 'row' }}
        flex="1"
        w="full"
        maxW="1440px"
        mx="auto"
        gap={{ base: '0', md: '5' }}
        px={{ base: '0', md: '4' }}
        pt={{ base: '0', md: '5' }}
      >
        <ConsoleNav sections={sections} />
        <Box as="main" id={MAIN_ID} flex="1" minW="0" px={{ base: '3', md: '0' }} pt={{ base: '3', md: '0' }} pb="8">
          {current && !sections.includes(current) ? <NoAccessPanel section /> : <Outlet context={context} />}
        </Box>
      </Flex>
    </Flex>
  );
}
