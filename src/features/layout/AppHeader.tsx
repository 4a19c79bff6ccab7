import { Box, Flex } from '@chakra-ui/react';
import { Brand } from '@/components/Brand';
import { MainMenu } from './MainMenu';
import { UserMenu } from '@/components/UserMenu';

export function AppHeader({ onHelp }: { onHelp: () => void }) {
  return (
    <Box as="header" bg="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="1200px" mx="auto" px="4" h="64px" align="center" justify="space-between">
        <Brand />
        <UserMenu onHelp={onHelp} />
      </Flex>
      <MainMenu />
    </Box>
  );
}
