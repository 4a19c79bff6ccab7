import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/theme/system';

/**
 * Chakra UI's provider with the app's system. Only lazily loaded modules import this file
 * (ChakraLayout, AppToaster, the login dialogs), so Chakra stays out of the entry bundle and
 * the login route's first load.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
