import { useState } from 'react';
import { PARTY_COMMENT_MAX } from '@contract/party';
import { PartyApi } from '@/api/party';
import { CommentThread } from '@/components/comments/CommentThread';

/** A post's comments on the party board: the author may delete their own. */
export function Comments({ snsId }: { snsId: number }) {
  const [page, setPage] = useState(1);
  const query = PartyApi.useSnsCommentListQuery({ snsId, pageNum: page, pageSize: 10 });
  const [send, sending] = PartyApi.useSubmitCommentMutation();
  const [remove] = PartyApi.useDeleteCommentMutation();
  return (
    <CommentThread
      query={query}
      onPage={setPage}
      send={(content) => send({ snsId, content }).unwrap()}
      sending={sending.isLoading}
      max={PARTY_COMMENT_MAX}
      remove={(commentId) => remove({ commentId }).unwrap()}
      pt="3"
    />
  );
}
