import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Project } from '@contract/activity';
import { ListEmpty } from '@/components/ListStates';
import { ActivityRow } from './ActivityRow';
import { activityTexts as t } from './texts';

/** Training projects, each with its activities in time order. */
export function ProjectList({ projects, onOpen }: { projects: Project[]; onOpen: (id: number) => void }) {
  if (projects.length === 0) return <ListEmpty text={t.noProjects} />;
  return (
    <Stack gap="6">
      {projects.map((p) => (
        <Stack as="section" key={p.id} gap="3" aria-label={p.title} data-testid="activity-project">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {p.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">{`${t.organizer(p.organizer)} · ${t.projectDates(p.startDate, p.endDate)}`}</Text>
            {p.intro ? (
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {p.intro}
              </Text>
            ) : null}
          </Stack>
          {p.activities.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t.noActivities}
            </Text>
          ) : (
            <Stack as="ul" gap="2" m="0" p="0">
              {p.activities.map((a) => (
                <ActivityRow key={a.id} activity={a} onOpen={onOpen} />
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
