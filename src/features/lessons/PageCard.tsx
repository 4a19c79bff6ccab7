import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

/** The white card every learning screen sits in, with its red-ruled heading (h2 for a card below the screen's title). */
export function PageCard({ title, children, as = 'h1' }: { title: ReactNode; children: ReactNode; as?: 'h1' | 'h2' }) {
  return (
    <Box as="section" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Heading as={as} size={as === 'h1' ? 'lg' : 'md'} borderLeftWidth="4px" borderLeftColor="brand.600" pl="2" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
