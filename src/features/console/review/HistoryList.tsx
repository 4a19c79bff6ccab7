import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Decision } from '@contract/review';
import { itemTexts as t } from '../texts';
import { at } from './format';
import { StateBadge } from './StateBadge';

/** The earlier hand-ins of the same thing and their verdicts, newest first. */
export function HistoryList({ history }: { history: Decision[] }) {
  if (history.length === 0) return <Text color="fg.muted">{t.noHistory}</Text>;
  return (
    <Stack as="ol" gap="3" m="0" p="0" listStyleType="none">
      {history.map((d) => (
        <Box as="li" key={d.id} borderLeftWidth="3px" borderColor="gray.200" ps="3" data-testid="history-entry">
          <HStack gap="2" wrap="wrap">
            <StateBadge state={d.state} />
            <Text fontSize="sm">{t.historyLine(at(d.submittedAt))}</Text>
            {d.decidedAt ? (
              <Text fontSize="sm" color="fg.muted">
                {t.decidedBy(d.reviewerName, at(d.decidedAt))}
              </Text>
            ) : null}
            {d.score !== null ? <Text fontSize="sm">{`${t.score} ${d.score}`}</Text> : null}
          </HStack>
          {d.reason ? (
            <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">
              {d.reason}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
