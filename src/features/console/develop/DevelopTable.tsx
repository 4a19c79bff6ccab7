import { consolePaths } from '../consolePaths';
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import type { DevelopPersonRow } from '@contract/developRecord';
import { RowLink, stackedCell as cell, stackedTable, TickBox } from '../stackedTable';
import { StepStateBadge } from './StepStateBadge';
import { developTexts as t } from './texts';

/** a row a batch may record: its next step is the batch's step, and the steps before it are recorded */
export const canBatch = (row: DevelopPersonRow, step: number) =>
  row.nextStep?.no === step && (row.nextStep.state === 'ready' || row.nextStep.state === 'blocked');

/**
 * One page of the people on the way to membership: identity, the last step recorded and the next
 * with its state, overdue steps in red. The name opens the person's page with the list's filters
 * carried along (`search`). With `selection` (a 下一步 filter is set) the rows that step can be
 * recorded for get a checkbox; on a phone each row is a card (stackedTable).
 */
export function DevelopTable({
  rows,
  search,
  selection,
}: {
  rows: DevelopPersonRow[];
  search: string;
  selection?: {
    step: number;
    selected: ReadonlyMap<number, string>;
    full: boolean;
    onSelect: (rows: DevelopPersonRow[], on: boolean) => void;
  };
}) {
  const pickable = selection ? rows.filter((r) => canBatch(r, selection.step)) : [];
  const allOn = pickable.length > 0 && pickable.every((r) => selection?.selected.has(r.userId));
  const grid = selection ? '44px minmax(0, 1fr)' : 'minmax(0, 1fr)';
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="develop-table" {...stackedTable.table}>
        <Table.Header {...stackedTable.header}>
          <Table.Row {...stackedTable.headRow}>
            {selection ? (
              <Table.ColumnHeader w="36px" {...cell.check}>
                <TickBox
                  label={t.selectAll}
                  checked={allOn}
                  disabled={pickable.length === 0}
                  onChange={(on) => selection.onSelect(pickable, on)}
                />
              </Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader {...cell.text}>{t.heads.name}</Table.ColumnHeader>
            <Table.ColumnHeader {...cell.deskOnly}>{t.heads.branch}</Table.ColumnHeader>
            <Table.ColumnHeader {...cell.deskOnly}>{t.heads.stage}</Table.ColumnHeader>
            <Table.ColumnHeader {...cell.deskOnly}>{t.heads.last}</Table.ColumnHeader>
            <Table.ColumnHeader {...cell.deskOnly}>{t.heads.next}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap" {...cell.deskOnly}>
              {t.heads.overdue}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...stackedTable.body}>
          {rows.map((r) => {
            const on = selection?.selected.has(r.userId) ?? false;
            return (
              <Table.Row
                key={r.userId}
                data-testid="develop-row"
                bg={on ? 'brand.50' : undefined}
                {...stackedTable.row}
                gridTemplateColumns={grid}
              >
                {selection ? (
                  <Table.Cell gridRow="span 6" {...cell.check}>
                    {canBatch(r, selection.step) ? (
                      <TickBox
                        label={t.selectOne(r.name)}
                        checked={on}
                        disabled={!on && selection.full}
                        onChange={(tick) => selection.onSelect([r], tick)}
                      />
                    ) : null}
                  </Table.Cell>
                ) : null}
                <Table.Cell whiteSpace="nowrap" {...cell.text}>
                  <RowLink to={`${consolePaths.adminDevelopPerson(r.userId)}${search}`} label={t.open(r.name)}>
                    {r.name}
                  </RowLink>
                  <Text fontSize="xs" color="fg.muted">
                    {r.account}
                  </Text>
                </Table.Cell>
                <Table.Cell minW={{ base: '0', md: '140px' }} {...cell.text}>
                  {r.branchName}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" {...cell.text}>
                  {r.stageName}
                </Table.Cell>
                <Table.Cell minW={{ base: '0', md: '160px' }} {...cell.text} data-testid="develop-last">
                  {r.lastStep ? (
                    <>
                      <Text>{t.step(r.lastStep.no, r.lastStep.name)}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {r.lastStep.doneOn}
                      </Text>
                    </>
                  ) : (
                    <Text color="fg.muted">{t.none}</Text>
                  )}
                </Table.Cell>
                <Table.Cell minW={{ base: '0', md: '180px' }} {...cell.text} data-testid="develop-next">
                  {r.nextStep ? (
                    <HStack gap="2" wrap="wrap">
                      <Text>{t.step(r.nextStep.no, r.nextStep.name)}</Text>
                      <StepStateBadge state={r.nextStep.state} />
                    </HStack>
                  ) : (
                    <Text color="fg.muted">{t.none}</Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" {...cell.text} data-testid="develop-overdue">
                  {r.overdue > 0 ? (
                    <Text color="brand.600" fontWeight="semibold">
                      {`${t.heads.overdue} ${t.overdueCount(r.overdue)}`}
                    </Text>
                  ) : (
                    <Text color="fg.muted" display={{ base: 'none', md: 'block' }}>
                      {t.none}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
