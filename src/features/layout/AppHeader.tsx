import { Box, Flex, HStack } from '@chakra-ui/react';
import { Brand } from '@/components/Brand';
import { MainMenu } from './MainMenu';
import { MessageBell } from './MessageBell';
import { UserMenu } from '@/components/UserMenu';

export function AppHeader({ onHelp }: { onHelp: () => void }) {
  return (
    <Box as="header" className="no-print" bg="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="1200px" mx="auto" px="4" h="64px" align="center" justify="space-between">
        <Brand />
        <HStack gap="2">
          <MessageBell />
          <UserMenu onHelp={onHelp} />
        </HStack>
      </Flex>
      <MainMenu />
    </Box>
  );
}
