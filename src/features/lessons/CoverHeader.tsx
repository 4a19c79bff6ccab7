import type { ReactNode } from 'react';
import { Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { StudyStatus } from '@contract/lesson';
import { StatusBadge } from './StatusBadge';

/**
 * The head of a lesson's or a special's screen: its cover beside its title (the screen's h1), its
 * facts in a muted line, the reader's state with `progress` in words, then `children`.
 */
export function CoverHeader({
  coverUrl,
  title,
  facts,
  status,
  progress,
  children,
}: {
  coverUrl: string;
  title: string;
  facts: ReactNode;
  status: StudyStatus;
  progress: string;
  children: ReactNode;
}) {
  return (
    <Flex bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }} gap="6" direction={{ base: 'column', md: 'row' }}>
      <Image
        src={coverUrl}
        alt=""
        w={{ base: 'full', md: '360px' }}
        aspectRatio={16 / 9}
        objectFit="cover"
        borderRadius="md"
        bg="gray.100"
      />
      <Stack gap="3" flex="1" minW="0">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <HStack gap="3" color="fg.muted" wrap="wrap">
          {facts}
        </HStack>
        <HStack gap="3">
          <StatusBadge status={status} />
          <Text fontSize="sm">{progress}</Text>
        </HStack>
        {children}
      </Stack>
    </Flex>
  );
}
