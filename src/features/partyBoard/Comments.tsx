import { useState } from 'react';
import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { PARTY_COMMENT_MAX, type PartyComment } from '@contract/party';
import { errorMessage } from '@/api/errors';
import { PartyApi } from '@/api/party';
import { FormError } from '@/components/FormError';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { formatDate } from '@/lib/date';
import { boardTexts as t } from './texts';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

function CommentRow({ comment }: { comment: PartyComment }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, removal] = PartyApi.useDeleteCommentMutation();
  return (
    <Box as="li" listStyleType="none" py="2" borderBottomWidth="1px" data-testid="sns-comment">
      <HStack justify="space-between" gap="2">
        <HStack gap="2" minW="0">
          <Text fontSize="sm" fontWeight="medium">{comment.authorName}</Text>
          {comment.branchName ? <Text fontSize="xs" color="fg.muted" truncate>{comment.branchName}</Text> : null}
        </HStack>
        <HStack gap="2" flexShrink={0}>
          <Text fontSize="xs" color="fg.muted">{at(comment.createdAt)}</Text>
          {comment.mine && !confirming ? <Button size="2xs" variant="ghost" onClick={() => setConfirming(true)}>{t.delete}</Button> : null}
        </HStack>
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">{comment.content}</Text>
      {confirming ? (
        <HStack gap="2" mt="1" justify="flex-end" role="group" aria-label={t.confirmDeleteComment}>
          <Text fontSize="sm">{t.confirmDeleteComment}</Text>
          <Button size="xs" colorPalette="brand" loading={removal.isLoading} onClick={() => void remove({ commentId: comment.id })}>{t.confirm}</Button>
          <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>{t.cancel}</Button>
        </HStack>
      ) : null}
      {removal.error ? <FormError error={removal.error} /> : null}
    </Box>
  );
}

/** A post's comments (newest first, paged) with the comment composer above them. */
export function Comments({ snsId }: { snsId: number }) {
  const [page, setPage] = useState(1);
  const query = PartyApi.useSnsCommentListQuery({ snsId, pageNum: page, pageSize: 10 });
  const [send, sending] = PartyApi.useSubmitCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const post = async () => {
    setError('');
    try {
      await send({ snsId, content: text }).unwrap();
      setText('');
      setPage(1);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack gap="3" pt="3" data-testid="sns-comments">
      <Stack gap="2">
        <Textarea value={text} maxLength={PARTY_COMMENT_MAX} placeholder={t.commentPlaceholder} onChange={(e) => setText(e.target.value)} aria-label={t.sendComment} minH="64px" />
        <HStack justify="space-between">
          <Text fontSize="xs" color="fg.muted">{t.counter(text.length, PARTY_COMMENT_MAX)}</Text>
          <Button size="sm" colorPalette="brand" loading={sending.isLoading} disabled={text.trim() === ''} onClick={() => void post()}>{t.sendComment}</Button>
        </HStack>
        {error ? <Text fontSize="sm" color="brand.600" role="alert">{error}</Text> : null}
      </Stack>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.noComments} skeletonRows={2}>
        {(d) => (
          <>
            <Stack as="ul" gap="0" m="0" p="0">
              {d.list.map((c) => <CommentRow key={c.id} comment={c} />)}
            </Stack>
            <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
