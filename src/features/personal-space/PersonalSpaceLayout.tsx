import { Outlet } from 'react-router-dom';
import { Box, Grid } from '@chakra-ui/react';
import { SideMenu } from './SideMenu';

/**
 * /personal-space: a side menu beside the page. It sits inside the platform's layout (header,
 * main menu, footer: app/routes.tsx), like every other screen of the learner.
 */
export default function PersonalSpaceLayout() {
  return (
    <Grid gap="5" pb="2" templateColumns={{ base: '1fr', md: '200px 1fr' }} alignItems="start">
      <SideMenu />
      <Box minW="0">
        <Outlet />
      </Box>
    </Grid>
  );
}
