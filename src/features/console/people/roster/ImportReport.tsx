import { Box, HStack, Stack, Stat, Table, Text } from '@chakra-ui/react';
import type { RosterImportResult } from '@contract/roster';
import { rosterTexts as t } from '../rosterTexts';

/** What a check or an import found: the counts, the importer's notes, and every problem by row and column. */
export function ImportReport({ result }: { result: RosterImportResult }) {
  const { summary, problems, dryRun } = result;
  if (problems.length > 0)
    return (
      <Stack gap="3" data-testid="import-problems">
        <Text fontWeight="semibold" color="brand.700" role="alert">
          {t.checkedProblems(problems.length)}
        </Text>
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {[t.row, t.column, t.problem].map((h) => (
                  <Table.ColumnHeader key={h} whiteSpace="nowrap">
                    {h}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {problems.map((p, i) => (
                <Table.Row key={i} data-testid="problem-row">
                  <Table.Cell whiteSpace="nowrap">{p.row}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{p.column || t.wholeRow}</Table.Cell>
                  <Table.Cell minW="240px">{p.message}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    );
  const figures: [string, number][] = [
    [dryRun ? t.willCreate : t.created, summary.created],
    [dryRun ? t.willUpdate : t.updated, summary.updated],
    [t.unchanged, summary.unchanged],
  ];
  return (
    <Stack gap="3" data-testid="import-summary">
      <Text fontWeight="semibold" role="status">
        {dryRun ? t.checkedOk : t.imported}
      </Text>
      <HStack gap="6" flexWrap="wrap">
        {figures.map(([label, n]) => (
          <Stat.Root key={label} flex="0 0 auto">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{n}</Stat.ValueText>
          </Stat.Root>
        ))}
      </HStack>
      {summary.notes.map((n) => (
        <Text key={n} fontSize="sm" color="gray.600">
          {n}
        </Text>
      ))}
    </Stack>
  );
}
