import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Badge, Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { MeetingDetail } from '@contract/meeting';
import { MeetingApi } from '@/api/meeting';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { routeId } from '@/lib/routeId';
import { AttendancePanel } from './AttendancePanel';
import { CheckinPanel } from './CheckinPanel';
import { RecordPanel } from './RecordPanel';
import { meetingTexts as t } from './texts';
import { whenOf } from './when';

/** how often the page asks again while people may be checking in */
const LIVE_MS = 5_000;

/**
 * /admin/meetings/:id: the meeting (when, where, agenda), its check-in QR code while check-in is
 * open, who came, and after it the record (minutes, recording, photos) that sends absentees their
 * 补学. While check-in is open the figures and the list follow the check-ins.
 */
export default function MeetingPage() {
  const id = routeId(useParams().id);
  const first = MeetingApi.useDetailQuery(id ? { meetingId: id } : skipToken, { refetchOnMountOrArgChange: true });
  const live = first.data?.checkinOpen === true;
  const detail = MeetingApi.useDetailQuery(id ? { meetingId: id } : skipToken, { pollingInterval: live ? LIVE_MS : 0 });
  return (
    <Stack gap="4" minW="0">
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={consolePaths.adminMeetings()}>{t.back}</RouterLink>
        </Button>
      </HStack>
      <QueryState query={detail} invalid={id ? undefined : t.badId} refusal={{}} skeletonRows={8} isEmpty={() => false}>
        {(m) => (
          <Stack gap="4" key={m.id}>
            <Header meeting={m} />
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
              <About meeting={m} />
              <CheckinPanel meeting={m} />
            </Grid>
            <AttendancePanel meeting={m} live={m.checkinOpen ? LIVE_MS : 0} />
            <RecordPanel meeting={m} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

const STATE_PALETTE = { upcoming: 'blue', ongoing: 'green', ended: 'gray' } as const;

function Header({ meeting: m }: { meeting: MeetingDetail }) {
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <HStack gap="2" mb="2" wrap="wrap">
        <Badge colorPalette={STATE_PALETTE[m.state]}>{t.states[m.state]}</Badge>
        <Badge variant="outline">{m.kind}</Badge>
      </HStack>
      <Heading as="h1" size="lg" wordBreak="break-word">
        {m.title}
      </Heading>
      <Text mt="2" color="fg.muted" data-testid="meeting-summary">
        {t.counts(m.present, m.invited)} · {t.late(m.late)} · {t.leave(m.leave)}
      </Text>
    </Box>
  );
}

function About({ meeting: m }: { meeting: MeetingDetail }) {
  const rows: [string, string][] = [
    [t.info.org, m.orgName],
    [t.info.time, whenOf(m.startAt, m.endAt)],
    [t.info.place, m.place],
    [t.info.organizer, m.organizer],
  ];
  return (
    <SectionPanel title={t.info.title}>
      <Stack gap="2" fontSize="sm">
        {rows.map(([k, v]) => (
          <HStack key={k} align="start" gap="3">
            <Text color="fg.muted" minW="4em" flexShrink={0}>
              {k}
            </Text>
            <Text wordBreak="break-word">{v}</Text>
          </HStack>
        ))}
        <Text whiteSpace="pre-wrap" mt="2" color={m.agenda ? undefined : 'fg.muted'} wordBreak="break-word">
          {m.agenda || t.noAgenda}
        </Text>
      </Stack>
    </SectionPanel>
  );
}
