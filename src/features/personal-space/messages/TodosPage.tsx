import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { MessageItem } from '@contract/centerMessages';
import { CenterApi } from '@/api/center';
import { isAppPath } from '@/components/messages/unread';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { paths } from '@/lib/paths';
import { MarkAllRead } from './MarkAllRead';
import { at, detailPath, DueLine } from './parts';
import { messageTexts as t } from './texts';

const PAGE_SIZE = 10;

/** On a phone the buttons go below the text, so the title keeps the row's width. */
function TodoRow({ todo, onAction, busy }: { todo: MessageItem; onAction: (m: MessageItem) => void; busy: boolean }) {
  return (
    <Stack
      as="li"
      listStyleType="none"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align="flex-start"
      gap={{ base: '2', md: '4' }}
      py="3"
      borderBottomWidth="1px"
      data-testid="todo-row"
      data-read={todo.read}
    >
      <Stack gap="1" minW="0" maxW="full">
        <HStack gap="2" align="center">
          <Box w="8px" h="8px" borderRadius="full" bg={todo.read ? 'transparent' : 'brand.600'} flexShrink={0} aria-hidden="true" />
          <Text fontWeight={todo.read ? 'normal' : 'bold'} truncate>
            {todo.title}
          </Text>
          {todo.read ? null : (
            <Text as="span" fontSize="xs" color="brand.600" flexShrink={0}>
              {t.unreadMark}
            </Text>
          )}
          <Badge
            colorPalette={todo.done ? 'green' : todo.overdue ? 'red' : 'orange'}
            variant="subtle"
            flexShrink={0}
            data-testid="todo-state"
          >
            {todo.done ? t.todoDone : todo.overdue ? t.todoOverdue : t.todoOpen}
          </Badge>
        </HStack>
        {todo.summary ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2} pl="4">
            {todo.summary}
          </Text>
        ) : null}
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" pl="4">
          {todo.done ? null : <DueLine dueAt={todo.dueAt} />}
          <Text fontSize="xs" color="fg.subtle">
            {t.sender(todo.sender)} · {at(todo.sentAt)}
          </Text>
        </HStack>
      </Stack>
      <HStack gap="2" flexShrink={0} pl={{ base: '4', md: '0' }}>
        {todo.actionText && isAppPath(todo.actionPath) ? (
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            variant={todo.done ? 'outline' : 'solid'}
            disabled={busy}
            onClick={() => onAction(todo)}
          >
            {todo.actionText}
          </Button>
        ) : null}
        <Button asChild size="sm" variant="ghost" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={detailPath(todo.id)} state={{ from: paths.spaceMessages() }} aria-label={`${t.viewDetail}：${todo.title}`}>
            {t.viewDetail}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * /personal-space/messages/index (待办消息): the learner's to-dos, unread first, with their due
 * times and whether each is done (the server checks the thing itself: reading closes nothing);
 * the action marks the to-do read and goes where it is done; 查看详情 opens it in full.
 */
export default function TodosPage() {
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  const list = usePageInRange(CenterApi.useMyMessagesQuery({ pageNum: page, pageSize: PAGE_SIZE, kind: 'todo' }), page);
  const [markRead, marking] = CenterApi.useSetReadSingleMutation();
  const navigate = useNavigate();
  const act = async (todo: MessageItem) => {
    // being read is secondary: the to-do's screen opens even if the mark fails
    if (!todo.read)
      await markRead({ messageId: todo.id })
        .unwrap()
        .catch(() => undefined);
    void navigate(todo.actionPath);
  };
  return (
    <PageCard title={t.todosTitle} actions={<MarkAllRead kind="todo" unread={list.data?.counts.unreadTodos ?? 0} />}>
      <PagedList
        query={list}
        emptyText={t.todosEmpty}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        row={(m) => <TodoRow key={m.id} todo={m} busy={marking.isLoading} onAction={(x) => void act(x)} />}
      />
    </PageCard>
  );
}
