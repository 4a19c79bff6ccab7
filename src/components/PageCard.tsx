import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';

/**
 * The white panel of a 个人中心 screen: its red-ruled title with optional actions on the right.
 * `ruled={false}` drops the line under the title for a screen whose tabs draw their own.
 */
export function PageCard({
  title,
  actions,
  ruled = true,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  ruled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Flex
        justify="space-between"
        align="center"
        mb={ruled ? '5' : '4'}
        pb={ruled ? '3' : '0'}
        borderBottomWidth={ruled ? '1px' : '0'}
        gap="3"
        wrap="wrap"
      >
        <Heading as="h1" size="lg" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
