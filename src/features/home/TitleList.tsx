import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** The bare list the home page's title rows (TitleRow) stand in. */
export function TitleList({ children }: { children: ReactNode }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {children}
    </Box>
  );
}
