import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { OrgActApi } from '@/api/orgAct';
import { ListSkeleton } from '@/components/ListStates';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { checkInTexts as t } from './texts';

/**
 * /index/check-in?code=: the address in the QR code on the meeting's screen, opened by the phone's
 * camera. It checks in once on opening (the server decides: a current code, the person on the
 * meeting's list, check-in open) and says what happened in words a person at the door can act on.
 * Not logged in: the guard sends the learner to log in and back here (the code may have changed by
 * then; the answer says to scan again).
 */
export default function CheckInPage() {
  const code = useSearchParams()[0].get('code')?.trim() ?? '';
  const [checkIn, result] = OrgActApi.useCheckInMutation();
  // one request per code, however often the page renders
  const sent = useRef('');
  useEffect(() => {
    if (code && sent.current !== code) {
      sent.current = code;
      void checkIn({ code });
    }
  }, [code, checkIn]);

  const done = result.data;
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '8' }} maxW="560px" mx="auto" w="full">
      <Heading as="h1" size="lg" mb="4">
        {t.title}
      </Heading>
      {!code ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t.noCode}</Alert.Title>
        </Alert.Root>
      ) : done ? (
        <Stack gap="3" data-testid="checkin-done">
          <Alert.Root status={done.state === 'late' ? 'warning' : 'success'}>
            <Alert.Indicator />
            <Alert.Title fontSize="lg">{done.state === 'late' ? t.doneLate : t.done}</Alert.Title>
          </Alert.Root>
          <Text fontWeight="semibold" wordBreak="break-word">
            {done.title.startsWith(done.category) ? done.title : `${done.category} · ${done.title}`}
          </Text>
          <Text color="fg.muted">{done.orgName}</Text>
          <Text>{t.at(formatDate(done.checkedInAt, 'YYYY-MM-DD HH:mm:ss'))}</Text>
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
          <RouterLink to={paths.orgActivities()}>{t.toActs}</RouterLink>
        </Button>
        <Button asChild variant="outline" minH="44px" flex={{ base: '1', md: 'none' }}>
          <RouterLink to={paths.home()}>{t.home}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
