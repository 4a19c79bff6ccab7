import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { VoteConsoleDetail } from '@contract/vote';
import { SectionPanel } from '@/components/SectionPanel';
import { saveTextFile } from '@/lib/saveFile';
import { csvName, resultsCsv } from './votesCsv';
import { voteTexts as t } from './texts';

/**
 * 投票结果: the counts per option (with a bar), once the server gives them — after the end, or
 * while it runs when the vote shows results before the end — and who chose each only after the end
 * of a vote that is not anonymous. Exported as CSV.
 */
export function ResultsPanel({ vote: v }: { vote: VoteConsoleDetail }) {
  const r = v.results;
  return (
    <SectionPanel title={t.resultsTitle}>
      {r === null ? (
        <Text fontSize="sm" color="fg.muted" data-testid="results-later">
          {v.state === 'upcoming' ? t.resultsNotStarted : t.resultsLater}
        </Text>
      ) : (
        <Stack gap="3" data-testid="results">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontSize="sm" color="fg.muted">
              {r.final ? t.resultsFinal : t.resultsLive} {v.anonymous ? t.anonymousVoters : ''}
            </Text>
            <Button
              size="sm"
              variant="outline"
              minH={{ base: '44px', md: 'auto' }}
              onClick={() => saveTextFile(resultsCsv(v), csvName(v, 'results'))}
            >
              {t.exportResults}
            </Button>
          </HStack>
          <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm" data-testid="results-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader whiteSpace="nowrap">{t.resultsHeads.option}</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">{t.resultsHeads.count}</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap" minW="140px">
                    {t.resultsHeads.share}
                  </Table.ColumnHeader>
                  {r.final && !v.anonymous ? <Table.ColumnHeader>{t.resultsHeads.voters}</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {r.options.map((o) => {
                  const share = v.ballotCount > 0 ? (o.count / v.ballotCount) * 100 : 0;
                  return (
                    <Table.Row key={o.id} data-testid="result-row">
                      <Table.Cell minW="8em">{o.name}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{o.count}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Box flex="1" minW="60px" h="2" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden>
                            <Box h="full" w={`${share}%`} bg="brand.500" />
                          </Box>
                          <Text fontSize="xs" whiteSpace="nowrap">
                            {t.share(o.count, v.ballotCount)}
                          </Text>
                        </HStack>
                      </Table.Cell>
                      {r.final && !v.anonymous ? <Table.Cell minW="10em">{(o.voters ?? []).join('、')}</Table.Cell> : null}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      )}
    </SectionPanel>
  );
}
