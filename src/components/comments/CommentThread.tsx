import { useState } from 'react';
import { Box, Button, HStack, Stack, Text, Textarea, type StackProps } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';
import { FormError } from '@/components/FormError';
import { QueryState, type QueryLike } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { formatDate } from '@/lib/date';
import { commentTexts as t } from './texts';

/** a comment as the thread shows it; `branchName` where the author's branch is told */
export interface ThreadComment {
  id: number;
  authorName: string;
  branchName?: string;
  createdAt: string;
  content: string;
  mine: boolean;
}

/** one page of a thread, newest first */
export interface CommentPage<C extends ThreadComment> {
  list: C[];
  pageNum: number;
  pageSize: number;
  total: number;
}

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

function CommentRow({ comment, remove }: { comment: ThreadComment; remove?: (commentId: number) => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = async (send: (commentId: number) => Promise<unknown>) => {
    setRemoving(true);
    setError(null);
    try {
      await send(comment.id);
    } catch (e) {
      setError(e);
    } finally {
      setRemoving(false);
    }
  };
  return (
    <Box as="li" listStyleType="none" py="2" borderBottomWidth="1px" data-testid="sns-comment">
      <HStack justify="space-between" gap="2">
        <HStack gap="2" minW="0">
          <Text fontSize="sm" fontWeight="medium">
            {comment.authorName}
          </Text>
          {comment.branchName ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              {comment.branchName}
            </Text>
          ) : null}
        </HStack>
        <HStack gap="2" flexShrink={0}>
          <Text fontSize="xs" color="fg.muted">
            {at(comment.createdAt)}
          </Text>
          {remove && comment.mine && !confirming ? (
            <Button size="2xs" minH={{ base: '44px', md: 'auto' }} variant="ghost" onClick={() => setConfirming(true)}>
              {t.delete}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {comment.content}
      </Text>
      {remove && confirming ? (
        <HStack gap="2" mt="1" justify="flex-end" role="group" aria-label={t.confirmDelete}>
          <Text fontSize="sm">{t.confirmDelete}</Text>
          <Button
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            loading={removing}
            onClick={() => void confirm(remove)}
          >
            {t.confirm}
          </Button>
          <Button size="xs" minH={{ base: '44px', md: 'auto' }} variant="outline" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
        </HStack>
      ) : null}
      <FormError error={error} />
    </Box>
  );
}

/**
 * A post's comments (newest first, paged) with the composer above them. The screen owns the page
 * (its list query is asked per page) and the calls: `send` posts a comment, then the thread goes
 * back to the first page, where the new one stands; `remove`, where given, lets the author delete
 * their own comment after a confirmation. Other props go to the outer stack.
 */
export function CommentThread<C extends ThreadComment>({
  query,
  onPage,
  send,
  sending,
  max,
  remove,
  ...rest
}: {
  query: QueryLike<CommentPage<C>>;
  onPage: (page: number) => void;
  send: (content: string) => Promise<unknown>;
  sending: boolean;
  max: number;
  remove?: (commentId: number) => Promise<unknown>;
} & Omit<StackProps, 'children'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const post = async () => {
    setError('');
    try {
      await send(text);
      setText('');
      onPage(1);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack gap="3" data-testid="sns-comments" {...rest}>
      <Stack gap="2">
        <Textarea
          value={text}
          maxLength={max}
          placeholder={t.placeholder(max)}
          onChange={(e) => setText(e.target.value)}
          aria-label={t.send}
          minH="72px"
        />
        <HStack justify="space-between">
          <Text fontSize="xs" color="fg.muted">
            {t.counter(text.length, max)}
          </Text>
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            loading={sending}
            disabled={text.trim() === ''}
            onClick={() => void post()}
          >
            {t.send}
          </Button>
        </HStack>
        {error ? (
          <Text fontSize="sm" color="brand.600" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.none} skeletonRows={2}>
        {(d) => (
          <>
            <Stack as="ul" gap="0" m="0" p="0">
              {d.list.map((c) => (
                <CommentRow key={c.id} comment={c} remove={remove} />
              ))}
            </Stack>
            <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
