import { consolePaths } from '../consolePaths';
import { Box, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SentMessage } from '@contract/notify';
import { formatBeijing } from '../beijingTime';
import { KindBadge, type ReadersState } from './parts';
import { messagesTexts as t } from './texts';

/** One sent message: kind, title (opens who has read it), when, deadline, how many, and 已读 n/m as a bar. */
export function SentRow({ message: m }: { message: SentMessage }) {
  const state: ReadersState = { title: m.title, recipients: m.recipients, read: m.read };
  const percent = m.recipients ? Math.round((m.read / m.recipients) * 100) : 0;
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" data-testid="sent-row">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2">
            <KindBadge kind={m.kind} />
            <RouterLink
              to={consolePaths.adminMessageReaders(m.id)}
              state={state}
              style={{ minWidth: 0 }}
              aria-label={`${m.title} ${t.viewReaders}`}
            >
              <Text truncate fontWeight="semibold" _hover={{ color: 'brand.600' }}>
                {m.title}
              </Text>
            </RouterLink>
          </HStack>
          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{t.sentAt(formatBeijing(m.sentAt))}</Text>
            {m.dueAt ? <Text>{t.due(formatBeijing(m.dueAt))}</Text> : null}
            <Text>{t.recipients(m.recipients)}</Text>
          </HStack>
        </Stack>
        <Progress.Root value={percent} size="sm" colorPalette="brand" w={{ base: 'full', md: '200px' }} flexShrink={0}>
          <HStack gap="2">
            <Progress.Track flex="1" aria-label={t.readOf(m.read, m.recipients)}>
              <Progress.Range />
            </Progress.Track>
            <Text fontSize="sm" whiteSpace="nowrap" data-testid="read-count">
              {t.readOf(m.read, m.recipients)}
            </Text>
          </HStack>
        </Progress.Root>
      </Flex>
    </Box>
  );
}
