import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { homeTexts } from './texts';

/** A white panel with a red-marked title and an optional 更多 link. */
export function SectionCard({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderRadius="md" boxShadow="xs" p="4" h="full">
      <Flex justify="space-between" align="center" mb="3" borderBottomWidth="1px" pb="2">
        <Heading as="h2" size="md" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2">
          {title}
        </Heading>
        {more ? (
          <RouterLink to={more}>
            <Box
              as="span"
              fontSize="sm"
              color="fg.muted"
              _hover={{ color: 'brand.600' }}
              display={{ base: 'inline-flex', md: 'inline' }}
              alignItems="center"
              minH={{ base: '44px', md: 'auto' }}
            >
              {homeTexts.more} »
            </Box>
          </RouterLink>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}
