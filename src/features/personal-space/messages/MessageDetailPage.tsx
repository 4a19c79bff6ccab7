import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { CenterApi } from '@/api/center';
import { DetailState } from '@/components/article/DetailState';
import { isAppPath } from '@/components/messages/unread';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { at, DueLine, KindBadge } from './parts';
import { messageTexts as t } from './texts';

/** Plain text in paragraphs (split on blank lines), never markup. */
function Paragraphs({ text }: { text: string }) {
  const paras = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Stack gap="3" data-testid="message-body">
      {paras.map((para, i) => (
        <Text key={i} whiteSpace="pre-wrap" lineHeight="1.9" textIndent="2em">
          {para}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /personal-space/notice/detail?id=N (消息详情): one message in full; opening it marks it read
 * (the badge and lists refresh, api/crossGroupInvalidation.ts). A to-do adds its due time and the
 * way to do it. 返回 goes back to the list it was opened from (待办消息 passes itself), else 我的消息.
 */
export default function MessageDetailPage() {
  const [params] = useSearchParams();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const id = routeId(params.get('id'));
  const valid = id !== null;
  const query = CenterApi.useMessageDetailQuery({ messageId: id ?? 0 }, { skip: !valid });
  const back = { to: from === paths.spaceMessages() ? from : paths.spaceNotices(), label: t.back };
  const m = valid ? query.data : undefined;
  return (
    <DetailState
      isLoading={valid && query.isLoading}
      error={valid ? query.error : { message: t.notFound }}
      onRetry={() => void query.refetch()}
      back={back}
    >
      {m ? (
        <Box as="article" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '8' }}>
          <Stack gap="2" pb="4" mb="5" borderBottomWidth="1px">
            <HStack gap="2" align="center">
              <KindBadge kind={m.kind} />
              <Heading as="h1" size="lg" minW="0">
                {m.title}
              </Heading>
            </HStack>
            <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text>{t.sender(m.sender)}</Text>
              <Text>{t.sentAt(at(m.sentAt))}</Text>
              {m.kind === 'todo' ? <DueLine dueAt={m.dueAt} /> : null}
            </HStack>
          </Stack>
          <Paragraphs text={m.body} />
          <HStack gap="3" mt="8" pt="4" borderTopWidth="1px">
            {m.kind === 'todo' && m.actionText && isAppPath(m.actionPath) ? (
              <Button asChild size="sm" colorPalette="brand" minH={{ base: '44px', md: 'auto' }}>
                <RouterLink to={m.actionPath}>{m.actionText}</RouterLink>
              </Button>
            ) : null}
            <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
              <RouterLink to={back.to}>{back.label}</RouterLink>
            </Button>
          </HStack>
        </Box>
      ) : null}
    </DetailState>
  );
}
