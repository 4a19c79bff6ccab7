import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageItem } from '@contract/centerMessages';
import { at, detailPath, DueLine, KindBadge } from './parts';
import { messageTexts as t } from './texts';

/** One message in 我的消息: unread ones have a red dot and a bold title; the title opens it. */
export function MessageRow({ message: m }: { message: MessageItem }) {
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" data-testid="message-row" data-read={m.read}>
      {/* on a phone the time wraps under the title, which keeps the row's width and a finger's height */}
      <HStack gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Box w="8px" h="8px" borderRadius="full" bg={m.read ? 'transparent' : 'brand.600'} flexShrink={0} aria-hidden="true" />
        <KindBadge kind={m.kind} />
        <RouterLink to={detailPath(m.id)} style={{ minWidth: 0, flex: 1 }}>
          <Text
            truncate
            py={{ base: '2.5', md: '0' }}
            fontWeight={m.read ? 'normal' : 'bold'}
            color={m.read ? 'fg.muted' : 'fg'}
            _hover={{ color: 'brand.600' }}
          >
            {m.read ? null : <VisuallyHidden>{`${t.unreadMark} `}</VisuallyHidden>}
            {m.title}
          </Text>
        </RouterLink>
        <Text fontSize="sm" color="fg.muted" flexShrink={0} w={{ base: 'full', md: 'auto' }} pl={{ base: '4', md: '0' }}>
          {at(m.sentAt)}
        </Text>
      </HStack>
      <Stack gap="1" pl="4" mt="1">
        {m.summary ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {m.summary}
          </Text>
        ) : null}
        <HStack gap="4" fontSize="xs" color="fg.subtle" wrap="wrap">
          <Text>{t.sender(m.sender)}</Text>
          {m.kind === 'todo' ? <DueLine dueAt={m.dueAt} /> : null}
        </HStack>
      </Stack>
    </Box>
  );
}
