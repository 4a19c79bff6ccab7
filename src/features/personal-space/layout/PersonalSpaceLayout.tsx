import { Outlet } from 'react-router-dom';
import { Box, Grid, Text } from '@chakra-ui/react';
import { DrawerButton } from '@/components/DrawerButton';
import { uiTexts } from '@/components/texts';
import { SideMenu, useCurrentEntry } from './SideMenu';
import { spaceTexts } from './texts';

/** A caret pointing down (inline: the app ships no icon set). */
function Caret() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * /personal-space: a side menu beside the page. It sits inside the platform's layout (header,
 * main menu, footer: app/routes.tsx), like every other screen of the learner. On a phone the
 * side menu would push the page a screen down: there a bar names the current entry and opens the
 * same menu in a drawer.
 */
export default function PersonalSpaceLayout() {
  const current = useCurrentEntry();
  return (
    // on paper the side menu is left out and the page takes the whole width (base.css print rules)
    <Grid
      className="print-single"
      gap={{ base: '3', md: '5' }}
      pb="2"
      templateColumns={{ base: '1fr', md: '200px 1fr' }}
      alignItems="start"
    >
      <Box className="no-print" hideBelow="md">
        <SideMenu />
      </Box>
      <Box className="no-print" hideFrom="md">
        <DrawerButton
          label={spaceTexts.sideMenu}
          title={spaceTexts.title}
          closeLabel={uiTexts.closeMenu}
          buttonProps={{ variant: 'outline', bg: 'white', w: 'full', justifyContent: 'space-between', color: 'brand.600' }}
          content={<SideMenu inDrawer />}
        >
          <Text as="span" truncate fontWeight="bold">
            {spaceTexts.menuButton(current)}
          </Text>
          <Caret />
        </DrawerButton>
      </Box>
      <Box minW="0">
        <Outlet />
      </Box>
    </Grid>
  );
}
