import { Box, Flex, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isActive, visibleMenu } from './menu';
import { layoutTexts } from './texts';
import { useAppId } from '@/components/session/useAppId';

/** The horizontal menu of the learning areas; the current area is highlighted. Phones get PhoneMainMenu instead. */
export function MainMenu() {
  const appId = useAppId();
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label={layoutTexts.mainMenu} bg="brand.500" hideBelow="md">
      <Flex maxW="1200px" mx="auto" px="4" overflowX="auto" as="ul" listStyleType="none" my="0">
        {visibleMenu(appId).map((item) => {
          const active = isActive(item, pathname);
          return (
            <Box as="li" key={item.path} flexShrink={0}>
              <RouterLink to={item.path} aria-current={active ? 'page' : undefined}>
                <Box
                  px={{ base: '3', xl: '4' }}
                  py="3"
                  color="white"
                  fontSize="15px"
                  fontWeight={active ? 'bold' : 'normal'}
                  bg={active ? 'brand.700' : 'transparent'}
                  borderBottomWidth="3px"
                  borderBottomColor={active ? 'gold.500' : 'transparent'}
                  _hover={{ bg: 'brand.600' }}
                  whiteSpace="nowrap"
                >
                  {item.label}
                </Box>
              </RouterLink>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** The same areas as a list in the phone's menu drawer: one row per area, each a full-width touch target. */
export function MainMenuList() {
  const appId = useAppId();
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label={layoutTexts.mainMenu}>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {visibleMenu(appId).map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.path}>
              <RouterLink to={item.path} aria-current={active ? 'page' : undefined}>
                <Box
                  px="5"
                  minH="48px"
                  display="flex"
                  alignItems="center"
                  fontSize="md"
                  borderLeftWidth="4px"
                  borderLeftColor={active ? 'brand.600' : 'transparent'}
                  bg={active ? 'brand.50' : 'transparent'}
                  color={active ? 'brand.600' : 'inherit'}
                  fontWeight={active ? 'bold' : 'normal'}
                >
                  {item.label}
                </Box>
              </RouterLink>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
