import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PeopleApi } from '@/api/people';
import { QueryState } from '@/components/ListStates';
import { PersonFigures } from './PersonFigures';
import { PersonHeader } from './PersonHeader';
import { DevelopRoad, RecentActivity, WriteUps } from './PersonLists';
import { personTexts as t } from './texts';

/**
 * /admin/people/:id (学员情况): who the learner is, their figures this stage (as their own report
 * shows them), write-ups, 入党 road and recent activity; the list's filters ride along in `search`.
 */
export default function PersonPage() {
  const { id: idParam } = useParams();
  const { search } = useLocation();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  // asked again on every visit: the roster actions, an import or a verdict elsewhere may have changed it
  const detail = PeopleApi.useDetailQuery(valid ? { id } : skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="4" minW="0">
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`${consolePaths.adminPeople()}${search}`}>{t.back}</RouterLink>
        </Button>
      </HStack>
      <QueryState query={detail} invalid={valid ? undefined : t.badId} refusal={{}} skeletonRows={8} isEmpty={() => false}>
        {(person) => (
          <Stack gap="4" key={person.id}>
            <PersonHeader person={person} onChanged={() => void detail.refetch()} />
            <PersonFigures person={person} />
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
              <WriteUps writeUps={person.writeUps} />
              <DevelopRoad develop={person.develop} />
            </Grid>
            <RecentActivity recent={person.recent} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
