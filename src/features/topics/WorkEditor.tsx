import { useState } from 'react';
import { Alert, Badge, Box, Button, Dialog, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { countChars } from '@contract/charCount';
import type { TopicWork } from '@contract/topic';
import { errorMessage } from '@/api/errors';
import { WorkApi } from '@/api/work';
import { formatDate } from '@/lib/date';
import { toaster } from '@/components/toaster';
import { useWorkDraft, type SaveStatus } from './useWorkDraft';
import { workTexts as t } from './texts';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

function StatusLine({ status, savedAt, message }: { status: SaveStatus; savedAt: string | null; message: string }) {
  const text = status === 'saving' ? t.saving : status === 'dirty' ? t.unsaved : status === 'offline' ? t.offline : status === 'refused' ? message
    : savedAt ? t.saved(formatDate(savedAt, 'MM-DD HH:mm:ss')) : '';
  const alert = status === 'offline' || status === 'refused';
  return <Text fontSize="sm" color={alert ? 'brand.600' : 'fg.muted'} role="status" data-testid="work-status">{text}</Text>;
}

/** The text as the learner wrote it: shown as text, paragraphs and line breaks kept. */
export function PlainText({ text }: { text: string }) {
  return <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="1.9">{text}</Text>;
}

function Editing({ userId, work }: { userId: number; work: TopicWork }) {
  const draft = useWorkDraft(userId, work);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const n = countChars(draft.text);
  const short = n < work.minChars;
  const long = work.maxChars > 0 && n > work.maxChars;

  const submit = async () => {
    setSubmitting(true);
    setError('');
    try {
      await draft.submit();
      setConfirming(false);
      toaster.create({ type: 'success', title: t.submitDone });
    } catch (e) {
      setError(errorMessage(e));
      setConfirming(false);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="3">
      {draft.restored ? <Alert.Root status="info" size="sm"><Alert.Indicator /><Alert.Title>{t.restored}</Alert.Title></Alert.Root> : null}
      <Textarea value={draft.text} onChange={(e) => draft.change(e.target.value)} placeholder={t.placeholder} minH="280px" resize="vertical"
        aria-label={work.title} lineHeight="1.8" data-testid="work-editor" />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3">
          <Text fontSize="sm" color={short || long ? 'brand.600' : 'fg.muted'} data-testid="work-count">
            {t.count(n)}{short ? t.tooShort(work.minChars) : long ? t.tooLong(work.maxChars) : ''}
          </Text>
          <StatusLine status={draft.status} savedAt={draft.savedAt} message={draft.message} />
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => void draft.save()} disabled={draft.status === 'saving'}>{t.saveDraft}</Button>
          <Button size="sm" colorPalette="brand" onClick={() => setConfirming(true)} disabled={short || long}>{t.submit}</Button>
        </HStack>
      </HStack>
      {error ? <Text color="brand.600" fontSize="sm" role="alert">{error}</Text> : null}
      <Dialog.Root open={confirming} onOpenChange={(d) => setConfirming(d.open)} role="alertdialog" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header><Dialog.Title>{t.confirmTitle}</Dialog.Title></Dialog.Header>
              <Dialog.Body><Text>{t.confirmBody}</Text><Text mt="2" color="fg.muted" fontSize="sm">{t.count(n)}</Text></Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(false)}>{t.cancel}</Button>
                <Button colorPalette="brand" loading={submitting} onClick={() => void submit()}>{t.confirm}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

function ShareButton({ topicId }: { topicId: number }) {
  const [share, state] = WorkApi.useSendSnsMutation();
  const [error, setError] = useState('');
  if (state.isSuccess) return <Text fontSize="sm" color="fg.muted">{t.shared}</Text>;
  return (
    <HStack gap="2">
      <Button size="xs" variant="outline" colorPalette="brand" loading={state.isLoading}
        onClick={() => void share({ topicId }).unwrap().catch((e: unknown) => setError(errorMessage(e)))}>{t.share}</Button>
      {error ? <Text fontSize="sm" color="brand.600" role="alert">{error}</Text> : null}
    </HStack>
  );
}

function HandedIn({ work }: { work: TopicWork }) {
  return (
    <Stack gap="3" data-testid="work-readonly">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">{work.submittedAt ? t.submitted(at(work.submittedAt)) : null}</Text>
        <ShareButton topicId={work.topicId} />
      </HStack>
      <Box borderWidth="1px" borderRadius="md" p="4" bg="gray.50"><PlainText text={work.content} /></Box>
      {work.review ? (
        <Box borderLeftWidth="4px" borderLeftColor="brand.600" bg="brand.50" p="4" borderRadius="md" data-testid="work-review">
          <HStack justify="space-between" mb="1">
            <Text fontWeight="semibold">{t.review}</Text>
            {work.review.score !== null ? <Badge colorPalette="brand" variant="solid">{t.score(work.review.score)}</Badge> : null}
          </HStack>
          <PlainText text={work.review.comment} />
          <Text fontSize="sm" color="fg.muted" mt="1">{t.reviewer(work.review.reviewer, at(work.review.reviewedAt))}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The topic's write-up: its requirement, then the editor (draft) or the handed-in text with the teacher's review. */
export function WorkEditor({ userId, work }: { userId: number; work: TopicWork }) {
  if (!work.required) return <Text color="fg.muted">{t.none}</Text>;
  const handedIn = work.state === 'submitted' || work.state === 'reviewed';
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{work.title}</Text>
        <Badge colorPalette={handedIn ? 'green' : 'gray'} data-testid="work-state">{t.states[work.state]}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">{work.prompt}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.limits(work.minChars, work.maxChars)} · {work.deadline ? t.deadline(at(work.deadline)) : t.noDeadline}
      </Text>
      {handedIn ? <HandedIn work={work} /> : work.editable ? <Editing key={work.topicId} userId={userId} work={work} /> : (
        <Stack gap="2">
          <Text color="brand.600">{t.closed}</Text>
          {work.content ? <Box borderWidth="1px" borderRadius="md" p="4" bg="gray.50"><PlainText text={work.content} /></Box> : null}
        </Stack>
      )}
    </Stack>
  );
}
