import { Box, Flex } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isActive, visibleMenu } from './menu';
import { layoutTexts } from './texts';
import { useAppId } from '@/components/session/useAppId';

/** The horizontal menu of the learning areas; the current area is highlighted. */
export function MainMenu() {
  const appId = useAppId();
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label={layoutTexts.mainMenu} bg="brand.500">
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
