import { Box, Grid, Stack, Table, Text } from '@chakra-ui/react';
import type { PersonDetail } from '@contract/people';
import { hoursMinutes } from '@/lib/duration';
import { Panel } from './Panel';
import { personTexts as t } from './texts';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color="brand.700">
        {value}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** 本期学时 against the requirement, required lessons, and the stage's exams with the best score. */
export function PersonFigures({ person }: { person: PersonDetail }) {
  const { hours, lessons } = person;
  return (
    <Panel title={person.stage ? `${t.stage} · ${person.stage.phaseName} ${person.stage.name}` : t.noStage} testId="person-figures">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3" mb="4">
        <Figure
          label={t.hours}
          value={t.hoursOf(hoursMinutes(hours.credited), hoursMinutes(hours.required))}
          hint={t.totalHours(hoursMinutes(hours.total))}
          testId="figure-hours"
        />
        <Figure label={t.lessons} value={t.lessonsOf(lessons.completed, lessons.required)} testId="figure-lessons" />
      </Grid>
      <Text fontWeight="medium" mb="2">
        {t.exams}
      </Text>
      {person.exams.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t.noExams}
        </Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="person-exams">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.examHeads.title}</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">{t.examHeads.best}</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">{t.examHeads.passed}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {person.exams.map((e) => (
                <Table.Row key={e.examId}>
                  <Table.Cell minW="160px">{e.title}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{e.best === null ? t.notTaken : `${e.best} / ${e.totalScore}`}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap" color={e.passed ? undefined : 'brand.700'}>
                    {e.best === null ? '' : e.passed ? t.passed : t.notPassed}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Panel>
  );
}
