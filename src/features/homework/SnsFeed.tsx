import { useState } from 'react';
import { Badge, Box, Button, Dialog, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { COMMENT_MAX, type SnsItem } from '@contract/work';
import { CommentThread } from '@/components/comments/CommentThread';
import { errorMessage } from '@/api/errors';
import { WorkApi } from '@/api/work';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { formatDate } from '@/lib/date';
import { homeworkTexts as t } from './texts';
import { DialogFrame } from '@/components/DialogFrame';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

function LikeButton({ item }: { item: Pick<SnsItem, 'id' | 'liked' | 'likeCount'> }) {
  const [zan, state] = WorkApi.useSnsZanMutation();
  return (
    <Button
      size="xs"
      minH={{ base: '44px', md: 'auto' }}
      variant={item.liked ? 'solid' : 'outline'}
      colorPalette="brand"
      loading={state.isLoading}
      aria-pressed={item.liked}
      onClick={() => void zan({ snsId: item.id, like: !item.liked })}
    >
      {`${item.liked ? t.liked : t.like} ${item.likeCount}`}
    </Button>
  );
}

function Comments({ snsId }: { snsId: number }) {
  const [page, setPage] = useState(1);
  const query = WorkApi.useCommentsQuery({ snsId, pageNum: page, pageSize: 10 });
  const [send, sending] = WorkApi.useSendCommentMutation();
  return (
    <CommentThread
      query={query}
      onPage={setPage}
      send={(content) => send({ snsId, content }).unwrap()}
      sending={sending.isLoading}
      max={COMMENT_MAX}
    />
  );
}

function SnsDialog({ snsId, onClose }: { snsId: number | null; onClose: () => void }) {
  const detail = WorkApi.useBrailleDetailQuery({ snsId: snsId ?? 0 }, { skip: snsId === null });
  const d = detail.currentData && detail.currentData.id === snsId ? detail.currentData : null;
  return (
    <DialogFrame open={snsId !== null} onClose={onClose} title={d ? `${d.authorName}：${d.title}` : t.readAll} closeLabel={t.close}>
      <Dialog.Body pb="6">
        {detail.isError ? (
          <Text color="brand.600">{errorMessage(detail.error)}</Text>
        ) : !d ? (
          <Spinner size="sm" />
        ) : (
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">{`${d.topicTitle} · ${at(d.sharedAt)}`}</Text>
            <Text whiteSpace="pre-wrap" lineHeight="1.9" data-testid="sns-content">
              {d.content}
            </Text>
            <HStack>
              <LikeButton item={d} />
            </HStack>
            <Comments snsId={d.id} />
          </Stack>
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}

/** Write-ups classmates shared in the learner's topics: read, like, comment. */
export function SnsFeed() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = WorkApi.useSnsListQuery({ pageNum: page, pageSize: 10 });
  return (
    <>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.feedEmpty}>
        {(d) => (
          <>
            <Stack as="ul" gap="3" m="0" p="0">
              {d.list.map((s) => (
                <Box as="li" key={s.id} listStyleType="none" borderWidth="1px" borderRadius="md" p="4" data-testid="sns-item">
                  <HStack justify="space-between" mb="1">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{s.authorName}</Text>
                      {s.mine ? <Badge size="sm">{t.mine}</Badge> : null}
                      <Text fontSize="sm" color="fg.muted">
                        {s.topicTitle}
                      </Text>
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      {at(s.sharedAt)}
                    </Text>
                  </HStack>
                  <Text fontWeight="medium" mb="1">
                    {s.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {s.excerpt}
                  </Text>
                  <HStack mt="2" gap="3">
                    <LikeButton item={s} />
                    <Text fontSize="sm" color="fg.muted">
                      {t.comments(s.commentCount)}
                    </Text>
                    <Button
                      size="xs"
                      minH={{ base: '44px', md: 'auto' }}
                      variant="ghost"
                      colorPalette="brand"
                      onClick={() => setOpen(s.id)}
                    >
                      {t.readAll}
                    </Button>
                  </HStack>
                </Box>
              ))}
            </Stack>
            <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={setPage} />
          </>
        )}
      </QueryState>
      <SnsDialog snsId={open} onClose={() => setOpen(null)} />
    </>
  );
}
