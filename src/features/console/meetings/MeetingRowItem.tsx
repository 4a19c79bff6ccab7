import { consolePaths } from '../consolePaths';
import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MeetingRow } from '@contract/meeting';
import { meetingTexts as t } from './texts';
import { whenOf } from './when';

const STATE_PALETTE = { upcoming: 'blue', ongoing: 'green', ended: 'gray' } as const;

/** One meeting: state, kind and title (opens it), when and where, and 实到 / 应到 with late and leave. */
export function MeetingRowItem({ meeting: m }: { meeting: MeetingRow }) {
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" data-testid="meeting-row">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" minW="0">
            <Badge colorPalette={STATE_PALETTE[m.state]} flexShrink={0}>
              {t.states[m.state]}
            </Badge>
            <Badge variant="outline" flexShrink={0}>
              {m.kind}
            </Badge>
            <RouterLink to={consolePaths.adminMeeting(m.id)} style={{ minWidth: 0 }} aria-label={t.open(m.title)}>
              <Text lineClamp={2} fontWeight="semibold" color="brand.700" _hover={{ textDecoration: 'underline' }}>
                {m.title}
              </Text>
            </RouterLink>
          </HStack>
          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{whenOf(m.startAt, m.endAt)}</Text>
            <Text>{m.place}</Text>
            <Text>{m.orgName}</Text>
          </HStack>
        </Stack>
        <HStack gap="3" fontSize="sm" flexShrink={0} wrap="wrap" data-testid="meeting-counts">
          <Text fontWeight="medium">{t.counts(m.present, m.invited)}</Text>
          {m.late > 0 ? <Text>{t.late(m.late)}</Text> : null}
          {m.leave > 0 ? <Text color="fg.muted">{t.leave(m.leave)}</Text> : null}
        </HStack>
      </Flex>
    </Box>
  );
}
