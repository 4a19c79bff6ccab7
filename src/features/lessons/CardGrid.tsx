import type { ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react';

/** The grid of lesson and special cards (each card an li): one to four across by the screen's width. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap="4" m="0" p="0">
      {children}
    </SimpleGrid>
  );
}
