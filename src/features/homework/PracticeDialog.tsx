import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { Practice } from '@contract/work';
import { errorMessage } from '@/api/errors';
import { TopicApi } from '@/api/topic';
import { WorkApi } from '@/api/work';
import { formatDate } from '@/lib/date';
import { draftMirror } from '@/components/draft/draftMirror';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { useAppSelector } from '@/store/hooks';
import { PhotoPicker } from '@/components/PhotoPicker';
import { selectUserInfo } from '@/store/auth/selectors';
import { homeworkTexts as t } from './texts';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { DialogFrame } from '@/components/DialogFrame';

export type PracticeTarget = number | 'new' | null;

const PRACTICE_PALETTE: Record<Practice['state'], string> = { draft: 'gray', submitted: 'blue', reviewed: 'green', returned: 'red' };

const today = () => formatDate(new Date(), 'YYYY-MM-DD');

/** the form's copy on this computer: per learner and record ('new' before the server has one) */
export const practiceMirrorKey = (userId: number, practiceId: number | 'new') => `${userId}:practice:${practiceId}`;

function ReadOnly({ p }: { p: Practice }) {
  // not handed in (a draft, or returned and not handed in again) when its topic ended
  const closedDraft = p.state === 'draft' || p.state === 'returned';
  return (
    <Stack gap="3" fontSize="sm" data-testid="practice-readonly">
      <HStack gap="2">
        {closedDraft ? (
          <Badge colorPalette="brand">{t.overdueState}</Badge>
        ) : (
          <Badge colorPalette={PRACTICE_PALETTE[p.state]}>{p.state === 'reviewed' ? '已批阅' : '已提交'}</Badge>
        )}
        <Text color="fg.muted">{closedDraft ? t.closedDraft : t.readOnly}</Text>
      </HStack>
      <Text>{t.topic(p.topicTitle)}</Text>
      <Text>{`${t.dateLabel}：${p.practiceDate} · ${t.placeLabel}：${p.place}`}</Text>
      <Text whiteSpace="pre-wrap" lineHeight="1.9">
        {p.content}
      </Text>
      {p.images.length > 0 ? (
        <SimpleGrid columns={3} gap="2">
          {p.images.map((url) => (
            <Image key={url} src={url} alt="" borderRadius="md" w="full" />
          ))}
        </SimpleGrid>
      ) : null}
      {p.review ? (
        <Box borderLeftWidth="4px" borderLeftColor="brand.600" bg="brand.50" p="3" borderRadius="md">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{t.review}</Text>
            {p.review.score !== null ? (
              <Badge colorPalette="brand" variant="solid">
                {t.score(p.review.score)}
              </Badge>
            ) : null}
          </HStack>
          <Text whiteSpace="pre-wrap">{p.review.comment}</Text>
          <Text color="fg.muted" fontSize="xs">{`${p.review.reviewer} · ${formatDate(p.review.reviewedAt, 'YYYY-MM-DD HH:mm')}`}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}

type FieldName = 'topic' | 'title' | 'date' | 'place' | 'content';
type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * What the form lacks, every field at once, so the learner fixes all before sending. The same rules
 * as the server's (writePractice), which still checks and has the last word.
 */
export function practiceErrors(
  v: { topicId: number; title: string; date: string; place: string; content: string },
  todayIs: string,
): FieldErrors {
  const e: FieldErrors = {};
  const title = v.title.trim();
  const place = v.place.trim();
  if (!(v.topicId > 0)) e.topic = t.errors.topic;
  if (title === '') e.title = t.errors.titleEmpty;
  else if (title.length < 2) e.title = t.errors.titleShort;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) e.date = t.errors.dateEmpty;
  else if (v.date > todayIs) e.date = t.errors.dateFuture;
  if (place === '') e.place = t.errors.placeEmpty;
  else if (place.length < 2) e.place = t.errors.placeShort;
  if (v.content.trim() === '') e.content = t.errors.contentEmpty;
  return e;
}

/**
 * The form of a new record or a draft. What is typed is kept on this computer at once
 * (useFormDraft), on top of the server's copy it started from, until the server has saved it:
 * closing the dialog, or a login that expired while saving, leaves it for the next opening.
 */
function Form({
  initial,
  userId,
  onDone,
  onClose,
}: {
  initial: Practice | null;
  userId: number;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const topics = TopicApi.useNewTopicListQuery();
  const open = (topics.data ?? []).filter((x) => x.state !== 'ended');
  const draft = useFormDraft(
    practiceMirrorKey(userId, initial ? initial.id : 'new'),
    {
      topicId: initial?.topicId ?? 0,
      title: initial?.title ?? '',
      date: initial?.practiceDate ?? today(),
      place: initial?.place ?? '',
      content: initial?.content ?? '',
      images: initial?.images ?? [],
    },
    initial?.savedAt ?? '',
  );
  const { topicId, title, date, place, content, images } = draft.values;
  const [confirming, setConfirming] = useState(false);
  /** the server's refusal of a save or submit */
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [write, state] = WorkApi.useWritePracticeMutation();
  // a topic kept on this computer that has since ended is no longer offered
  const offered = topicId > 0 && (topicId === initial?.topicId || open.some((x) => x.id === topicId));
  const chosen = (offered ? topicId : 0) || open[0]?.id || 0;

  /** true when the form may be sent; otherwise every field's problem is shown */
  const check = () => {
    const found = practiceErrors({ topicId: chosen, title, date, place, content }, today());
    setFieldErrors(found);
    setError('');
    return Object.keys(found).length === 0;
  };
  // the footer's 请按提示修改… stands while a field is marked, and goes with the last mark
  const marked = Object.values(fieldErrors).some(Boolean);
  const footerError = marked ? t.errors.summary : error;

  const send = async (submit: boolean) => {
    if (!check()) {
      setConfirming(false);
      return;
    }
    const at = draft.sending();
    try {
      await write({
        ...(initial ? { practiceId: initial.id } : {}),
        topicId: chosen,
        title,
        practiceDate: date,
        place,
        content,
        images,
        submit,
      }).unwrap();
      draft.sent(at);
      onDone(submit ? t.submitted : t.saved);
    } catch (e) {
      setError(errorMessage(e));
      setConfirming(false);
    }
  };
  // a field's message goes away as soon as the learner changes that field
  const edit = (name: FieldName, patch: Partial<typeof draft.values>) => {
    draft.change(patch);
    if (fieldErrors[name]) setFieldErrors((f) => ({ ...f, [name]: undefined }));
  };

  if (topics.isSuccess && open.length === 0 && !initial) {
    return (
      <>
        <Dialog.Body>
          <Text color="fg.muted">{t.noOpenTopic}</Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={onClose}>
            {t.close}
          </Button>
        </Dialog.Footer>
      </>
    );
  }
  return (
    <>
      <Dialog.Body>
        <Stack gap="3" data-testid="practice-form">
          {initial?.state === 'returned' && initial.review ? (
            <Alert.Root status="error" data-testid="practice-returned">
              <Alert.Indicator />
              <Stack gap="1">
                <Alert.Title>
                  {t.returnedBy(initial.review.reviewer, formatDate(initial.review.reviewedAt, 'YYYY-MM-DD HH:mm'))}
                </Alert.Title>
                <Alert.Description whiteSpace="pre-wrap">{t.returnReason(initial.review.comment)}</Alert.Description>
              </Stack>
            </Alert.Root>
          ) : null}
          <RestoredNotice shown={draft.restored} text={t.restored} />
          <Field.Root required invalid={!!fieldErrors.topic}>
            <Field.Label>{t.topicLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={chosen || ''} onChange={(e) => edit('topic', { topicId: Number(e.target.value) })}>
                {initial && !open.some((x) => x.id === initial.topicId) ? (
                  <option value={initial.topicId}>{initial.topicTitle}</option>
                ) : null}
                {open.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldErrors.topic}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!fieldErrors.title}>
            <Field.Label>{t.titleLabel}</Field.Label>
            <Input value={title} maxLength={50} onChange={(e) => edit('title', { title: e.target.value })} />
            <Field.ErrorText>{fieldErrors.title}</Field.ErrorText>
          </Field.Root>
          {/* on a phone the date and the place take a line each: side by side, the date had 100 px */}
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-start' }}>
            <Field.Root required flex="1" invalid={!!fieldErrors.date}>
              <Field.Label>{t.dateLabel}</Field.Label>
              <Input type="date" value={date} max={today()} onChange={(e) => edit('date', { date: e.target.value })} />
              <Field.ErrorText>{fieldErrors.date}</Field.ErrorText>
            </Field.Root>
            <Field.Root required flex="2" invalid={!!fieldErrors.place}>
              <Field.Label>{t.placeLabel}</Field.Label>
              <Input value={place} maxLength={50} onChange={(e) => edit('place', { place: e.target.value })} />
              <Field.ErrorText>{fieldErrors.place}</Field.ErrorText>
            </Field.Root>
          </Stack>
          <Field.Root required invalid={!!fieldErrors.content}>
            <Field.Label>{t.contentLabel}</Field.Label>
            <Textarea value={content} maxLength={5000} minH="140px" onChange={(e) => edit('content', { content: e.target.value })} />
            {fieldErrors.content ? (
              <Field.ErrorText>{fieldErrors.content}</Field.ErrorText>
            ) : (
              <Field.HelperText>{`${content.length}/5000`}</Field.HelperText>
            )}
          </Field.Root>
          <PhotoPicker value={images} onChange={(next) => draft.change({ images: next })} />
        </Stack>
      </Dialog.Body>
      {/* outside the scrolling body: the buttons stay in sight however long the form is */}
      <Dialog.Footer flexDirection="column" alignItems="stretch" borderTopWidth="1px" pt="3" data-testid="practice-footer">
        {footerError ? (
          <Text color="brand.600" fontSize="sm" role="alert">
            {footerError}
          </Text>
        ) : null}
        {confirming ? (
          // on a phone the buttons go under the question, which keeps the dialog's width
          <Alert.Root status="warning" alignItems="center" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
            <Alert.Indicator />
            <Alert.Title flex="1">{t.submitConfirm}</Alert.Title>
            <HStack>
              <Button size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline" onClick={() => setConfirming(false)}>
                {t.close}
              </Button>
              <Button
                size="sm"
                minH={{ base: '44px', md: 'auto' }}
                colorPalette="brand"
                loading={state.isLoading}
                onClick={() => void send(true)}
              >
                {t.submit}
              </Button>
            </HStack>
          </Alert.Root>
        ) : (
          <HStack justify="flex-end">
            <Button variant="outline" minH={{ base: '44px', md: 'auto' }} loading={state.isLoading} onClick={() => void send(false)}>
              {t.saveDraft}
            </Button>
            <Button colorPalette="brand" minH={{ base: '44px', md: 'auto' }} onClick={() => setConfirming(check())}>
              {t.submit}
            </Button>
          </HStack>
        )}
      </Dialog.Footer>
    </>
  );
}

/** A practice record: new or a draft in a form, handed in read-only with the teacher's review. */
export function PracticeDialog({
  target,
  onClose,
  onDone,
}: {
  target: PracticeTarget;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const detail = WorkApi.usePracticeDetailQuery(
    { practiceId: typeof target === 'number' ? target : 0 },
    { skip: typeof target !== 'number' },
  );
  const p = typeof target === 'number' && detail.currentData?.id === target ? detail.currentData : null;
  // handed in (here or elsewhere) or closed with its topic: nothing left to keep for this record
  const readOnlyId = p && !p.editable ? p.id : null;
  useEffect(() => {
    if (readOnlyId !== null) draftMirror.forget(practiceMirrorKey(userId, readOnlyId));
  }, [readOnlyId, userId]);
  return (
    <DialogFrame open={target !== null} onClose={onClose} title={p ? p.title : t.practiceTitle} closeLabel={t.close}>
      {!detail.isError && target === 'new' ? (
        <Form key={`${userId}:new`} initial={null} userId={userId} onDone={onDone} onClose={onClose} />
      ) : !detail.isError && p?.editable ? (
        <Form key={`${userId}:${p.id}`} initial={p} userId={userId} onDone={onDone} onClose={onClose} />
      ) : (
        <>
          <Dialog.Body>
            {detail.isError ? <Text color="brand.600">{errorMessage(detail.error)}</Text> : !p ? <Spinner size="sm" /> : <ReadOnly p={p} />}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={onClose}>
              {t.close}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </DialogFrame>
  );
}
