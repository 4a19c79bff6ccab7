import { useState } from 'react';
import { Alert, Badge, Box, Button, Dialog, Field, HStack, Image, Input, NativeSelect, Portal, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Practice } from '@contract/work';
import { errorMessage } from '@/api/errors';
import { TopicApi } from '@/api/topic';
import { WorkApi } from '@/api/work';
import { formatDate } from '@/lib/date';
import { PhotoPicker } from '@/components/PhotoPicker';
import { homeworkTexts as t } from './texts';

export type PracticeTarget = number | 'new' | null;

const PRACTICE_PALETTE: Record<Practice['state'], string> = { draft: 'gray', submitted: 'blue', reviewed: 'green' };

const today = () => formatDate(new Date(), 'YYYY-MM-DD');

function ReadOnly({ p }: { p: Practice }) {
  return (
    <Stack gap="3" fontSize="sm" data-testid="practice-readonly">
      <HStack gap="2"><Badge colorPalette={PRACTICE_PALETTE[p.state]}>{p.state === 'reviewed' ? '已批阅' : '已提交'}</Badge><Text color="fg.muted">{t.readOnly}</Text></HStack>
      <Text>{t.topic(p.topicTitle)}</Text>
      <Text>{`${t.dateLabel}：${p.practiceDate} · ${t.placeLabel}：${p.place}`}</Text>
      <Text whiteSpace="pre-wrap" lineHeight="1.9">{p.content}</Text>
      {p.images.length > 0 ? (
        <SimpleGrid columns={3} gap="2">{p.images.map((url) => <Image key={url} src={url} alt="" borderRadius="md" w="full" />)}</SimpleGrid>
      ) : null}
      {p.review ? (
        <Box borderLeftWidth="4px" borderLeftColor="brand.600" bg="brand.50" p="3" borderRadius="md">
          <HStack justify="space-between"><Text fontWeight="semibold">{t.review}</Text>{p.review.score !== null ? <Badge colorPalette="brand" variant="solid">{t.score(p.review.score)}</Badge> : null}</HStack>
          <Text whiteSpace="pre-wrap">{p.review.comment}</Text>
          <Text color="fg.muted" fontSize="xs">{`${p.review.reviewer} · ${formatDate(p.review.reviewedAt, 'YYYY-MM-DD HH:mm')}`}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}

function Form({ initial, onDone }: { initial: Practice | null; onDone: (text: string) => void }) {
  const topics = TopicApi.useNewTopicListQuery();
  const open = (topics.data ?? []).filter((x) => x.state !== 'ended');
  const [topicId, setTopicId] = useState(initial?.topicId ?? 0);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [date, setDate] = useState(initial?.practiceDate ?? today());
  const [place, setPlace] = useState(initial?.place ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [images, setImages] = useState<string[]>(initial?.images ?? []);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [write, state] = WorkApi.useWritePracticeMutation();
  const chosen = topicId || open[0]?.id || 0;

  const send = async (submit: boolean) => {
    setError('');
    try {
      await write({ ...(initial ? { practiceId: initial.id } : {}), topicId: chosen, title, practiceDate: date, place, content, images, submit }).unwrap();
      onDone(submit ? t.submitted : t.saved);
    } catch (e) {
      setError(errorMessage(e));
      setConfirming(false);
    }
  };

  if (topics.isSuccess && open.length === 0 && !initial) return <Text color="fg.muted">{t.noOpenTopic}</Text>;
  return (
    <Stack gap="3" as="form" onSubmit={(e) => e.preventDefault()} data-testid="practice-form">
      <Field.Root required>
        <Field.Label>{t.topicLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={chosen || ''} onChange={(e) => setTopicId(Number(e.target.value))}>
            {initial && !open.some((x) => x.id === initial.topicId) ? <option value={initial.topicId}>{initial.topicTitle}</option> : null}
            {open.map((x) => <option key={x.id} value={x.id}>{x.title}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required><Field.Label>{t.titleLabel}</Field.Label><Input value={title} maxLength={50} onChange={(e) => setTitle(e.target.value)} /></Field.Root>
      <HStack gap="3" align="flex-start">
        <Field.Root required flex="1"><Field.Label>{t.dateLabel}</Field.Label><Input type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} /></Field.Root>
        <Field.Root required flex="2"><Field.Label>{t.placeLabel}</Field.Label><Input value={place} maxLength={50} onChange={(e) => setPlace(e.target.value)} /></Field.Root>
      </HStack>
      <Field.Root required>
        <Field.Label>{t.contentLabel}</Field.Label>
        <Textarea value={content} maxLength={5000} minH="140px" onChange={(e) => setContent(e.target.value)} />
        <Field.HelperText>{`${content.length}/5000`}</Field.HelperText>
      </Field.Root>
      <PhotoPicker value={images} onChange={setImages} />
      {error ? <Text color="brand.600" fontSize="sm" role="alert">{error}</Text> : null}
      {confirming ? (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{t.submitConfirm}</Alert.Title>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>{t.close}</Button>
            <Button size="sm" colorPalette="brand" loading={state.isLoading} onClick={() => void send(true)}>{t.submit}</Button>
          </HStack>
        </Alert.Root>
      ) : (
        <HStack justify="flex-end">
          <Button variant="outline" loading={state.isLoading} onClick={() => void send(false)}>{t.saveDraft}</Button>
          <Button colorPalette="brand" onClick={() => setConfirming(true)}>{t.submit}</Button>
        </HStack>
      )}
    </Stack>
  );
}

/** A practice record: new or a draft in a form, handed in read-only with the teacher's review. */
export function PracticeDialog({ target, onClose, onDone }: { target: PracticeTarget; onClose: () => void; onDone: (text: string) => void }) {
  const detail = WorkApi.usePracticeDetailQuery({ practiceId: typeof target === 'number' ? target : 0 }, { skip: typeof target !== 'number' });
  const p = typeof target === 'number' && detail.currentData?.id === target ? detail.currentData : null;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(d) => !d.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{p ? p.title : t.practiceTitle}</Dialog.Title></Dialog.Header>
            <Dialog.Body pb="6">
              {detail.isError ? <Text color="brand.600">{errorMessage(detail.error)}</Text>
                : target === 'new' ? <Form key="new" initial={null} onDone={onDone} />
                : !p ? <Spinner size="sm" />
                : p.editable ? <Form key={p.id} initial={p} onDone={onDone} /> : <ReadOnly p={p} />}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
