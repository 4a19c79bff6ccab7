import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

/** A white card with a heading: one block of a person's page. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }} minW="0" data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
