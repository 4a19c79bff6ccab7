import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Badge, Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TrainingActivityDetail } from '@contract/training';
import { TrainingApi } from '@/api/training';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { routeId } from '@/lib/routeId';
import { sessionWhen } from './SessionsTable';
import { SignupsTable } from './SignupsTable';
import { TrainingCheckinPanel } from './TrainingCheckinPanel';
import { trainingTexts as t } from './texts';

/** how often the page asks again while people may be checking in */
const LIVE_MS = 5_000;

/**
 * /admin/training/activity/:activityId: one session (when, where, seats), its QR check-in while
 * check-in is open, and the sign-up list with each person's leave and check-in, following the
 * check-ins as they come.
 */
export default function ActivityPage() {
  const id = routeId(useParams().activityId);
  const first = TrainingApi.useSignupsQuery(id ? { activityId: id } : skipToken, { refetchOnMountOrArgChange: true });
  const live = first.data?.activity.checkinOpen === true;
  const data = TrainingApi.useSignupsQuery(id ? { activityId: id } : skipToken, { pollingInterval: live ? LIVE_MS : 0 });
  return (
    <Stack gap="4" minW="0">
      <QueryState query={data} invalid={id ? undefined : t.badId} refusal={{}} skeletonRows={8} isEmpty={() => false}>
        {({ activity, list }) => (
          <Stack gap="4" key={activity.id}>
            <HStack>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={consolePaths.adminTrainingProject(activity.projectId)}>{t.backToProject}</RouterLink>
              </Button>
            </HStack>
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
              <Header activity={activity} />
              <TrainingCheckinPanel activity={activity} />
            </Grid>
            <SectionPanel title={t.signupsTitle}>
              <SignupsTable activity={activity} list={list} />
            </SectionPanel>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Header({ activity: a }: { activity: TrainingActivityDetail }) {
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <HStack gap="2" mb="2" wrap="wrap">
        <Badge>{t.states[a.state]}</Badge>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {a.projectTitle}
        </Text>
      </HStack>
      <Heading as="h1" size="lg" wordBreak="break-word">
        {a.title}
      </Heading>
      <Stack gap="1" mt="3" fontSize="sm">
        <Text>{sessionWhen(a.startAt, a.endAt)}</Text>
        <Text>{a.place}</Text>
        <Text color="fg.muted">
          {t.sessionHeads.seats} {a.signedCount} / {a.capacity} · {t.sessionHeads.hours} {a.hours}
        </Text>
      </Stack>
    </Box>
  );
}
