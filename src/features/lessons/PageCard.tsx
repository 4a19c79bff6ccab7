import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

/** The white card every learning screen sits in, with its red-ruled heading. */
export function PageCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="lg" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
