import type { ReactNode } from 'react';
import { Flex, Heading, Image, Stack } from '@chakra-ui/react';

/** The head of a lesson's or a special's screen: its cover beside its title (the screen's h1) and `children`. */
export function CoverHeader({ coverUrl, title, children }: { coverUrl: string; title: string; children: ReactNode }) {
  return (
    <Flex bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }} gap="6" direction={{ base: 'column', md: 'row' }}>
      <Image src={coverUrl} alt="" w={{ base: 'full', md: '360px' }} aspectRatio={16 / 9} objectFit="cover" borderRadius="md" bg="gray.100" />
      <Stack gap="3" flex="1" minW="0">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Flex>
  );
}
