import { Outlet } from 'react-router-dom';
import { Box, Grid } from '@chakra-ui/react';
import { SideMenu } from './SideMenu';

/**
 * /personal-space: a side menu beside the page. It sits inside the platform's layout (header,
 * main menu, footer: app/routes.tsx), like every other screen of the learner.
 */
export default function PersonalSpaceLayout() {
  return (
    // on paper the side menu is left out and the page takes the whole width (base.css print rules)
    <Grid className="print-single" gap="5" pb="2" templateColumns={{ base: '1fr', md: '200px 1fr' }} alignItems="start">
      <Box className="no-print">
        <SideMenu />
      </Box>
      <Box minW="0">
        <Outlet />
      </Box>
    </Grid>
  );
}
