import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ActivityCard } from '@contract/activity';
import { LeaveBadge } from '@/components/leave/LeaveBadge';
import { formatDate } from '@/lib/date';
import { activityTexts as t } from './texts';

const when = (iso: string) => formatDate(iso, 'MM-DD HH:mm');
const stateColor = { open: 'green', full: 'yellow', closed: 'gray', ongoing: 'blue', ended: 'gray' } as const;

/** One activity in a list: what, when, where, seats, and where the learner stands. */
export function ActivityRow({ activity, onOpen }: { activity: ActivityCard; onOpen: (id: number) => void }) {
  return (
    <Flex
      as="li"
      listStyleType="none"
      gap={{ base: '3', md: '4' }}
      // on a phone 详情 goes under the facts: beside them it left the title a few characters
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="white"
      data-testid="activity-row"
      aria-label={activity.title}
    >
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline" colorPalette="brand">
            {activity.category}
          </Badge>
          <Text fontWeight="semibold">{activity.title}</Text>
          <Badge colorPalette={stateColor[activity.state]}>{t.states[activity.state]}</Badge>
          {activity.signedUp ? (
            <Badge colorPalette="green" variant="solid">
              {t.signedUp}
            </Badge>
          ) : null}
          <LeaveBadge state={activity.leaveState} />
        </HStack>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{t.when(when(activity.startTime), formatDate(activity.endTime, 'HH:mm'))}</Text>
          <Text>{activity.place}</Text>
          <Text>{t.seats(activity.signedCount, activity.capacity)}</Text>
          <Text>{t.deadline(when(activity.signupDeadline))}</Text>
        </HStack>
      </Stack>
      <Button
        size="sm"
        minH={{ base: '44px', md: 'auto' }}
        variant="outline"
        colorPalette="brand"
        onClick={() => onOpen(activity.id)}
        flexShrink={0}
      >
        {t.details}
      </Button>
    </Flex>
  );
}
