import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TrainingProjectDetail } from '@contract/training';
import { TrainingApi } from '@/api/training';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { routeId } from '@/lib/routeId';
import { AddSessionPanel } from './AddSessionPanel';
import { HoursPanel } from './HoursPanel';
import { SessionsTable } from './SessionsTable';
import { trainingTexts as t } from './texts';

/**
 * /admin/training/:projectId: the class (organisation, dates, who may sign up, its 结业考试), its
 * sessions with seats and check-ins (each opens its sign-up list and QR check-in), a form to add one,
 * and every learner's hours with those on leave above 1/7 of the class marked.
 */
export default function ProjectPage() {
  const id = routeId(useParams().projectId);
  const detail = TrainingApi.useProjectQuery(id ? { projectId: id } : skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="4" minW="0">
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={consolePaths.adminTraining()}>{t.back}</RouterLink>
        </Button>
      </HStack>
      <QueryState query={detail} invalid={id ? undefined : t.badId} refusal={{}} skeletonRows={8} isEmpty={() => false}>
        {(p) => (
          <Stack gap="4" key={p.id}>
            <Header project={p} />
            <SectionPanel title={t.sessions}>
              <SessionsTable list={p.list} />
            </SectionPanel>
            <AddSessionPanel projectId={p.id} />
            <HoursPanel people={p.people} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Header({ project: p }: { project: TrainingProjectDetail }) {
  const rows: [string, string][] = [
    [t.info.org, p.orgName],
    [t.info.dates, t.dates(p.startDate, p.endDate)],
    [t.info.organizer, p.organizer],
    [t.info.identities, p.identityNames.length ? p.identityNames.join('、') : t.info.all],
    [t.info.exam, p.examTitle ?? t.noExam],
    [t.info.total, String(p.totalHours)],
  ];
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <HStack gap="2" mb="2" wrap="wrap">
        <Badge colorPalette={p.track === 'develop' ? 'brand' : 'blue'}>{t.tracks[p.track]}</Badge>
        <Badge variant="outline">{t.audiences[p.audience]}</Badge>
      </HStack>
      <Heading as="h1" size="lg" wordBreak="break-word">
        {p.title}
      </Heading>
      <Text mt="2" color="fg.muted" data-testid="project-summary">
        {t.rowFigures(p.activities, p.totalHours, p.learners)}
      </Text>
      <Stack gap="1" mt="3" fontSize="sm">
        {rows.map(([k, v]) => (
          <HStack key={k} align="start" gap="3">
            <Text color="fg.muted" minW="5em" flexShrink={0}>
              {k}
            </Text>
            <Text wordBreak="break-word">{v}</Text>
          </HStack>
        ))}
      </Stack>
      {p.intro ? (
        <Text mt="3" whiteSpace="pre-wrap" fontSize="sm" wordBreak="break-word">
          {p.intro}
        </Text>
      ) : null}
    </Box>
  );
}
