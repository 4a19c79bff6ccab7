import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';

/** A white page panel with a title and optional actions on the right. */
export function PageCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" mb="5" pb="3" borderBottomWidth="1px" gap="3" wrap="wrap">
        <Heading as="h1" size="lg" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
