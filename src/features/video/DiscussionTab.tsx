import { useState } from 'react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Discussion } from '@contract/lessonSocial';
import { LessonApi } from '@/api/lesson';
import { FormError } from '@/components/FormError';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { formatDate } from '@/lib/date';
import { EmptyLine } from './EmptyLine';
import { SocialTextBox } from './SocialTextBox';
import { charCount, SOCIAL_TEXT_MAX, socialTexts as t } from './socialTexts';

const PAGE_SIZE = 10;

/** A post: author, time and the text exactly as typed (React renders it as text, never as HTML). */
function DiscussionRow({ post }: { post: Discussion }) {
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="whiteAlpha.300">
      <HStack gap="2" fontSize="xs" color="whiteAlpha.700">
        <Text fontWeight="bold" color="yellow.300">
          {post.authorName}
          {post.mine ? t.me : ''}
        </Text>
        <Text>{formatDate(post.createdAt, 'YYYY-MM-DD HH:mm')}</Text>
      </HStack>
      <Text mt="1" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="discussion-content">
        {post.content}
      </Text>
    </Box>
  );
}

/** The lesson's discussion, newest first, with a box to post in; a refused post stays in the box. */
export function DiscussionTab({ lessonId }: { lessonId: number }) {
  const [page, setPage] = useState(1);
  const list = LessonApi.useDiscussionListQuery({ lessonId, pageNum: page, pageSize: PAGE_SIZE });
  const [write, writing] = LessonApi.useWriteDiscussionMutation();
  const [text, setText] = useState('');
  const left = SOCIAL_TEXT_MAX - charCount(text.trim());
  const canPost = text.trim() !== '' && left >= 0 && !writing.isLoading;

  const post = async () => {
    const result = await write({ lessonId, content: text.trim() });
    if ('data' in result) {
      setText('');
      writing.reset();
      setPage(1);
    }
  };

  return (
    <Stack gap="3">
      <Stack
        gap="2"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (canPost) void post();
        }}
      >
        <SocialTextBox
          value={text}
          onChange={setText}
          label={t.discussionPlaceholder}
          left={left}
          leftTestId="discussion-remaining"
          submitLabel={t.post}
          canSubmit={canPost}
          submitting={writing.isLoading}
        />
        <FormError error={writing.error} />
      </Stack>
      <QueryState query={list} skeletonRows={3} isEmpty={() => false}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyLine text={t.noDiscussions} />
          ) : (
            <>
              <Box as="ul" listStyleType="none" m="0" p="0" aria-label={t.discussions}>
                {data.list.map((d) => (
                  <DiscussionRow key={d.id} post={d} />
                ))}
              </Box>
              {data.total > PAGE_SIZE ? <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} /> : null}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
