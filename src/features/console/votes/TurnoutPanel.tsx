import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { VoteConsoleDetail } from '@contract/vote';
import { SectionPanel } from '@/components/SectionPanel';
import { saveTextFile } from '@/lib/saveFile';
import { formatBeijing } from '../beijingTime';
import { csvName, turnoutCsv } from './votesCsv';
import { voteTexts as t } from './texts';

/** 投票情况: everyone who may vote and whether (and when) they voted; never what they chose. Exported as CSV. */
export function TurnoutPanel({ vote: v }: { vote: VoteConsoleDetail }) {
  return (
    <SectionPanel title={t.turnoutTitle}>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Text fontSize="sm" color="fg.muted" data-testid="turnout-summary">
          {t.turnout(v.ballotCount, v.eligibleCount)} · {t.rate(v.ballotCount, v.eligibleCount)} · {t.turnoutHint}
        </Text>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '44px', md: 'auto' }}
          onClick={() => saveTextFile(turnoutCsv(v), csvName(v, 'turnout'))}
        >
          {t.exportTurnout}
        </Button>
      </HStack>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" data-testid="turnout-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader whiteSpace="nowrap">{t.turnoutHeads.name}</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">{t.turnoutHeads.account}</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">{t.turnoutHeads.identity}</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">{t.turnoutHeads.voted}</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">{t.turnoutHeads.votedAt}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {v.turnout.map((r) => (
              <Table.Row key={r.userId} data-testid="turnout-row">
                <Table.Cell whiteSpace="nowrap">{r.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.account}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.identity}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Badge colorPalette={r.voted ? 'green' : 'gray'}>{r.voted ? t.voted : t.notVoted}</Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatBeijing(r.votedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </SectionPanel>
  );
}
