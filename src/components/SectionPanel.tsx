import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

/** A white panel below a screen's PageCard, with an h2 title. */
export function SectionPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
