import { useRef, useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { TopicWork } from '@contract/topic';
import { errorMessage } from '@/api/errors';
import { WorkApi } from '@/api/work';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { DraftEditor } from '@/components/draft/DraftEditor';
import { toaster } from '@/components/toaster';
import { useWorkDraft } from './useWorkDraft';
import { workTexts as t } from './texts';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

/** The text as the learner wrote it: shown as text, paragraphs and line breaks kept. */
export function PlainText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="1.9">
      {text}
    </Text>
  );
}

function Editing({ userId, work, titleRef }: { userId: number; work: TopicWork; titleRef: RefObject<HTMLParagraphElement | null> }) {
  const draft = useWorkDraft(userId, work);
  return (
    <DraftEditor
      draft={draft}
      texts={t}
      label={work.title}
      minChars={work.minChars}
      maxChars={work.maxChars}
      minH="280px"
      testIds={{ editor: 'work-editor', count: 'work-count', status: 'work-status' }}
      onSubmitted={() => toaster.create({ type: 'success', title: t.submitDone })}
      // handed in, the editor gives way to the text: the focus goes to the write-up's title line
      submittedFocus={titleRef}
    />
  );
}

/** 心得交流, the classmates' feed on 我的作业 */
const feed = `${paths.myHomework()}?view=feed`;

function Shared({ sharedAt }: { sharedAt: string }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="work-shared">
      <Text fontSize="sm" color="fg.muted">
        {t.shared(at(sharedAt))}
      </Text>
      <Link asChild color="brand.600" fontSize="sm" minH={{ base: '44px', md: 'auto' }}>
        <RouterLink to={feed}>{t.toFeed}</RouterLink>
      </Link>
    </HStack>
  );
}

/**
 * 分享给同学 until the write-up is shared; then when, with a link to 心得交流. Whether it is shared comes
 * from the server (`work.share`, so it holds after a reload); a share made here is written into the
 * topic's cached write-up at once (api/crossGroupInvalidation.ts), so coming back to the page does
 * not offer the button again.
 */
function ShareButton({ work }: { work: TopicWork }) {
  const [share, state] = WorkApi.useSendSnsMutation();
  const [error, setError] = useState('');
  const topicId = work.topicId;
  const justShared = state.data && state.data.topicId === topicId ? state.data : null;
  const shared = work.share ?? justShared;
  if (shared) return <Shared sharedAt={shared.sharedAt} />;
  const onShare = () => {
    setError('');
    share({ topicId })
      .unwrap()
      .catch((e: unknown) => setError(errorMessage(e)));
  };
  return (
    <HStack gap="2">
      <Button
        size="xs"
        minH={{ base: '44px', md: 'auto' }}
        variant="outline"
        colorPalette="brand"
        loading={state.isLoading}
        onClick={onShare}
      >
        {t.share}
      </Button>
      {error ? (
        <Text fontSize="sm" color="brand.600" role="alert">
          {error}
        </Text>
      ) : null}
    </HStack>
  );
}

function HandedIn({ work }: { work: TopicWork }) {
  return (
    <Stack gap="3" data-testid="work-readonly">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {work.submittedAt ? t.submitted(at(work.submittedAt)) : null}
        </Text>
        <ShareButton work={work} />
      </HStack>
      <Box borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
        <PlainText text={work.content} />
      </Box>
      {work.review ? (
        <Box borderLeftWidth="4px" borderLeftColor="brand.600" bg="brand.50" p="4" borderRadius="md" data-testid="work-review">
          <HStack justify="space-between" mb="1">
            <Text fontWeight="semibold">{t.review}</Text>
            {work.review.score !== null ? (
              <Badge colorPalette="brand" variant="solid">
                {t.score(work.review.score)}
              </Badge>
            ) : null}
          </HStack>
          <PlainText text={work.review.comment} />
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t.reviewer(work.review.reviewer, at(work.review.reviewedAt))}
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The reviewer sent the write-up back: why, by whom and when, above the editor. */
function ReturnedNotice({ review }: { review: NonNullable<TopicWork['review']> }) {
  return (
    <Box borderLeftWidth="4px" borderLeftColor="gold.500" bg="brand.50" p="4" borderRadius="md" role="note" data-testid="work-returned">
      <Text fontWeight="semibold" mb="1">
        {t.returned}
      </Text>
      <PlainText text={review.comment} />
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t.reviewer(review.reviewer, at(review.reviewedAt))} · {t.returnedHint}
      </Text>
    </Box>
  );
}

/** The topic's write-up: its requirement, then the editor (draft) or the handed-in text with the teacher's review. */
export function WorkEditor({ userId, work }: { userId: number; work: TopicWork }) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  if (!work.required) return <Text color="fg.muted">{t.none}</Text>;
  const handedIn = work.state === 'submitted' || work.state === 'reviewed';
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text ref={titleRef} tabIndex={-1} fontWeight="semibold" data-testid="work-title">
          {work.title}
        </Text>
        <Badge colorPalette={handedIn ? 'green' : work.state === 'returned' ? 'orange' : 'gray'} data-testid="work-state">
          {t.states[work.state]}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
        {work.prompt}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t.limits(work.minChars, work.maxChars)} · {work.deadline ? t.deadline(at(work.deadline)) : t.noDeadline}
      </Text>
      {handedIn ? (
        <HandedIn work={work} />
      ) : work.editable ? (
        <>
          {work.state === 'returned' && work.review ? <ReturnedNotice review={work.review} /> : null}
          <Editing key={work.topicId} userId={userId} work={work} titleRef={titleRef} />
        </>
      ) : (
        <Stack gap="2">
          <Text color="brand.600">{t.closed}</Text>
          {work.content ? (
            <Box borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
              <PlainText text={work.content} />
            </Box>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
