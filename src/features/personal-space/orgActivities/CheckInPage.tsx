import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isActivityCode } from '@contract/checkinPath';
import { ActivityApi } from '@/api/activity';
import { errorMessage } from '@/api/errors';
import { OrgActApi } from '@/api/orgAct';
import { ListSkeleton } from '@/components/ListStates';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { checkInTexts as t } from './texts';

/**
 * /index/check-in?code=: the address in the QR code on a meeting's or a 集中培训 session's screen,
 * opened by the phone's camera. It checks in once on opening — a session's code (it starts with a
 * letter) at activity/checkIn, a meeting's at orgAct/checkIn; the server decides: a current code,
 * the person on the list, check-in open — and says what happened in words a person at the door can
 * act on. Not logged in: the guard sends the learner to log in and back here (the code may have
 * changed by then; the answer says to scan again).
 */
export default function CheckInPage() {
  const code = useSearchParams()[0].get('code')?.trim() ?? '';
  const training = isActivityCode(code);
  const [meetingCheckIn, meeting] = OrgActApi.useCheckInMutation();
  const [sessionCheckIn, session] = ActivityApi.useCheckInMutation();
  const result = training ? session : meeting;
  // one request per code, however often the page renders
  const sent = useRef('');
  useEffect(() => {
    if (code && sent.current !== code) {
      sent.current = code;
      void (isActivityCode(code) ? sessionCheckIn({ code }) : meetingCheckIn({ code }));
    }
  }, [code, meetingCheckIn, sessionCheckIn]);

  const m = meeting.data;
  const s = session.data;
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '8' }} maxW="560px" mx="auto" w="full">
      <Heading as="h1" size="lg" mb="4">
        {training ? t.trainingTitle : t.title}
      </Heading>
      {!code ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t.noCode}</Alert.Title>
        </Alert.Root>
      ) : !training && m ? (
        <Stack gap="3" data-testid="checkin-done">
          <Alert.Root status={m.state === 'late' ? 'warning' : 'success'}>
            <Alert.Indicator />
            <Alert.Title fontSize="lg">{m.state === 'late' ? t.doneLate : t.done}</Alert.Title>
          </Alert.Root>
          <Text fontWeight="semibold" wordBreak="break-word">
            {m.title.startsWith(m.category) ? m.title : `${m.category} · ${m.title}`}
          </Text>
          <Text color="fg.muted">{m.orgName}</Text>
          <Text>{t.at(formatDate(m.checkedInAt, 'YYYY-MM-DD HH:mm:ss'))}</Text>
        </Stack>
      ) : training && s ? (
        <Stack gap="3" data-testid="checkin-done">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title fontSize="lg">{t.done}</Alert.Title>
          </Alert.Root>
          <Text fontWeight="semibold" wordBreak="break-word">
            {s.title}
          </Text>
          <Text color="fg.muted" wordBreak="break-word">
            {s.projectTitle} · {s.place}
          </Text>
          <Text>{t.at(formatDate(s.checkedInAt, 'YYYY-MM-DD HH:mm:ss'))}</Text>
        </Stack>
      ) : result.isError ? (
        <Alert.Root status="error" data-testid="checkin-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.failed}</Alert.Title>
            <Alert.Description>{errorMessage(result.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack gap="2" aria-busy="true">
          <Text color="fg.muted">{t.checking}</Text>
          <ListSkeleton rows={3} />
        </Stack>
      )}
      <HStack gap="3" mt="6" wrap="wrap">
        <Button asChild colorPalette="brand" minH="44px" flex={{ base: '1', md: 'none' }}>
          {training ? (
            <RouterLink to={paths.trainActivity()}>{t.toTraining}</RouterLink>
          ) : (
            <RouterLink to={paths.orgActivities()}>{t.toActs}</RouterLink>
          )}
        </Button>
        <Button asChild variant="outline" minH="44px" flex={{ base: '1', md: 'none' }}>
          <RouterLink to={paths.home()}>{t.home}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
