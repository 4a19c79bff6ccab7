import type { ReactNode } from 'react';
import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { StudyStatus } from '@contract/lesson';
import { CardLink } from '@/components/CardLink';
import { ProgressBar } from './ProgressBar';
import { StatusBadge } from './StatusBadge';

/**
 * A card in a grid of lessons or specials: cover, title (`badge` before it), the lines in
 * `children`, the reader's state, percent and bar, all one link; `footer` below the link.
 */
export function ProgressCard({
  to,
  title,
  coverUrl,
  status,
  percent,
  badge,
  footer,
  children,
}: {
  to: string;
  title: string;
  coverUrl: string;
  status: StudyStatus;
  percent: number;
  badge?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" bg="white" _hover={{ boxShadow: 'md' }}>
      <CardLink to={to} label={title}>
        <Image src={coverUrl} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" bg="gray.100" />
        <Stack gap="1.5" p="3">
          <HStack gap="2">
            {badge}
            <Text fontWeight="semibold" truncate title={title}>
              {title}
            </Text>
          </HStack>
          {children}
          <HStack justify="space-between">
            <StatusBadge status={status} />
            <Text fontSize="sm" color="fg.muted">
              {percent}%
            </Text>
          </HStack>
          <ProgressBar percent={percent} />
        </Stack>
      </CardLink>
      {footer}
    </Box>
  );
}
