import { lazy, Suspense, useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Grid, HStack } from '@chakra-ui/react';
import { Brand } from '@/components/Brand';
import { UserMenu } from '@/components/UserMenu';
import { SideMenu } from './SideMenu';
import { spaceTexts as t } from './texts';
import { paths } from '@/lib/paths';

const HelpPopup = lazy(() => import('@/components/help/HelpPopup'));

/** /personal-space: its own header, a side menu and the page. */
export default function PersonalSpaceLayout() {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Box as="header" bg="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
        <Flex maxW="1200px" mx="auto" px="4" h="64px" align="center" justify="space-between">
          <Brand to={paths.personalSpace()} suffix={t.title} />
          <HStack gap="3">
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={paths.home()}>{t.backHome}</RouterLink>
            </Button>
            <UserMenu onHelp={() => setHelpOpen((o) => !o)} />
          </HStack>
        </Flex>
      </Box>
      <Grid
        as="main"
        flex="1"
        w="full"
        maxW="1200px"
        mx="auto"
        px="4"
        py="6"
        gap="5"
        templateColumns={{ base: '1fr', md: '200px 1fr' }}
        alignItems="start"
      >
        <SideMenu />
        <Box minW="0">
          <Outlet />
        </Box>
      </Grid>
      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpPopup onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
