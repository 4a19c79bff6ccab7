import { Box, Flex, HStack } from '@chakra-ui/react';
import { Brand } from '@/components/Brand';
import { DrawerButton } from '@/components/DrawerButton';
import { uiTexts } from '@/components/texts';
import { UserMenu } from '@/components/UserMenu';
import { MainMenu, MainMenuList } from './MainMenu';
import { MenuIcon } from './MenuIcon';
import { MessageBell } from './MessageBell';
import { layoutTexts as t } from './texts';

/**
 * Logo and name, 消息 and the user menu; below them the main menu. On a phone the row is compact
 * (the name gives way with an ellipsis, the bell and avatar keep their place) and the main menu
 * is a drawer behind the 菜单 button.
 */
export function AppHeader({ onHelp }: { onHelp: () => void }) {
  return (
    <Box as="header" className="no-print" bg="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Flex
        maxW="1200px"
        mx="auto"
        px={{ base: '2', md: '4' }}
        h={{ base: '56px', md: '64px' }}
        align="center"
        justify="space-between"
        gap="1"
      >
        <Box hideFrom="md" flexShrink={0}>
          <DrawerButton
            label={t.openMenu}
            title={t.mainMenu}
            closeLabel={uiTexts.closeMenu}
            buttonProps={{ variant: 'ghost', px: '2', color: 'brand.600' }}
            content={<MainMenuList />}
          >
            <MenuIcon />
          </DrawerButton>
        </Box>
        <Box flex="1" minW="0">
          <Brand />
        </Box>
        <HStack gap={{ base: '0', md: '2' }} flexShrink={0}>
          <MessageBell />
          <UserMenu onHelp={onHelp} />
        </HStack>
      </Flex>
      <MainMenu />
    </Box>
  );
}
