import type { ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/date';
import { orgActTexts as t } from './texts';

/** An activity's time, the end on the start's day: 2024-05-01 09:00 – 11:00. */
export const actWhen = (a: { startTime: string; endTime: string }) =>
  `${formatDate(a.startTime, 'YYYY-MM-DD HH:mm')} – ${formatDate(a.endTime, 'HH:mm')}`;

/**
 * A row of an organisation-life list (activities, votes, sessions, make-ups): the title, its badges and lines on the
 * left, what the learner may do on the right, 查看详情 last when the row has a detail.
 */
export function ActRow({
  testId,
  title,
  badges,
  actions,
  onDetails,
  children,
}: {
  testId: string;
  title: string;
  badges: ReactNode;
  actions?: ReactNode;
  onDetails?: () => void;
  /** the lines under the badges */
  children: ReactNode;
}) {
  return (
    <HStack
      as="li"
      listStyleType="none"
      justify="space-between"
      align="center"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      gap="4"
      data-testid={testId}
    >
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold">{title}</Text>
        {badges}
        {children}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        {actions}
        {onDetails ? (
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            variant="outline"
            colorPalette="brand"
            onClick={onDetails}
            aria-label={`${t.details}：${title}`}
          >
            {t.details}
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
}
