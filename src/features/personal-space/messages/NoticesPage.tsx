import { Button, HStack, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { MessageCounts, MessageFilter, MessageKind } from '@contract/centerMessages';
import { CenterApi } from '@/api/center';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { MarkAllRead } from './MarkAllRead';
import { MessageRow } from './MessageRow';
import { messageTexts as t } from './texts';

const FILTERS: MessageFilter[] = ['all', 'unread', 'read'];
const KINDS: Array<MessageKind | undefined> = [undefined, 'notice', 'todo'];
const PAGE_SIZE = 10;

const unreadOf = (counts: MessageCounts | undefined, kind: MessageKind | undefined) =>
  !counts ? 0 : kind === 'notice' ? counts.unreadNotices : kind === 'todo' ? counts.unreadTodos : counts.unread;

/**
 * /personal-space/notice/index (我的消息): the learner's messages, unread first, by read state and
 * kind, paged; a title opens the message. Filter, kind and page live in the address.
 */
export default function NoticesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('filter') as MessageFilter | null;
  const filter: MessageFilter = asked && FILTERS.includes(asked) ? asked : 'all';
  const kindParam = params.get('kind');
  const kind = KINDS.find((k) => k !== undefined && k === kindParam);
  const page = usePageParam();
  const go = (next: { filter?: MessageFilter; kind?: MessageKind; page?: number }) =>
    setParams({
      ...(next.filter && next.filter !== 'all' ? { filter: next.filter } : {}),
      ...(next.kind ? { kind: next.kind } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  const list = usePageInRange(
    CenterApi.useMyMessagesQuery({ pageNum: page, pageSize: PAGE_SIZE, filter, ...(kind ? { kind } : {}) }),
    page,
  );
  const unread = unreadOf(list.data?.counts, kind);

  return (
    <PageCard title={t.noticesTitle} actions={<MarkAllRead kind={kind} unread={unread} onDone={() => go({ filter, kind })} />}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack as="nav" aria-label={t.filterNav} gap="2">
            {FILTERS.map((key) => (
              <Button
                key={key}
                size="sm"
                minH={{ base: '44px', md: 'auto' }}
                colorPalette="brand"
                variant={key === filter ? 'solid' : 'outline'}
                aria-pressed={key === filter}
                onClick={() => go({ filter: key, kind })}
              >
                {key === 'unread' && unread > 0 ? t.unreadCount(t.filters[key], unread) : t.filters[key]}
              </Button>
            ))}
          </HStack>
          <HStack as="nav" aria-label={t.kindNav} gap="2">
            {KINDS.map((key) => (
              <Button
                key={key ?? 'all'}
                size="xs"
                minH={{ base: '44px', md: 'auto' }}
                variant={key === kind ? 'subtle' : 'ghost'}
                aria-pressed={key === kind}
                onClick={() => go({ filter, kind: key })}
              >
                {key ? t.kinds[key] : t.allKinds}
              </Button>
            ))}
          </HStack>
        </HStack>
        <PagedList
          query={list}
          emptyText={t.empty[filter]}
          onPage={(p) => go({ filter, kind, page: p })}
          row={(m) => <MessageRow key={m.id} message={m} />}
        />
      </Stack>
    </PageCard>
  );
}
