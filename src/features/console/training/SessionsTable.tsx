import { consolePaths } from '../consolePaths';
import { Badge, Box, Table, Text } from '@chakra-ui/react';
import type { ActivityState } from '@contract/activity';
import type { TrainingActivityRow } from '@contract/training';
import { RowLink } from '../stackedTable';
import { formatBeijing } from '../beijingTime';
import { trainingTexts as t } from './texts';

const PALETTE: Record<ActivityState, string> = { open: 'green', full: 'blue', closed: 'gray', ongoing: 'brand', ended: 'gray' };

/** 2026-12-03 14:00 至 16:00 (the end's date only when it is another day), Beijing time. */
export function sessionWhen(startAt: string, endAt: string): string {
  const start = formatBeijing(startAt);
  const end = formatBeijing(endAt);
  return t.when(start, end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end);
}

/** The class's sessions: when and where, seats taken, check-ins, approved leave, 学时; each opens its sign-up list. Scrolls sideways on a phone. */
export function SessionsTable({ list }: { list: TrainingActivityRow[] }) {
  if (list.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t.noSessions}
      </Text>
    );
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="sessions-table">
        <Table.Header>
          <Table.Row>
            {Object.values(t.sessionHeads).map((h) => (
              <Table.ColumnHeader key={h} whiteSpace="nowrap">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((s) => (
            <Table.Row key={s.id} data-testid="session-row">
              <Table.Cell minW="160px">
                <RowLink to={consolePaths.adminTrainingActivity(s.id)} label={t.openSession(s.title)}>
                  {s.title}
                </RowLink>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{sessionWhen(s.startAt, s.endAt)}</Table.Cell>
              <Table.Cell minW="120px">{s.place}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {s.signedCount} / {s.capacity}
              </Table.Cell>
              <Table.Cell>{s.checkedIn}</Table.Cell>
              <Table.Cell>{s.leave}</Table.Cell>
              <Table.Cell>{s.hours}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Badge colorPalette={PALETTE[s.state]}>{t.states[s.state]}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
