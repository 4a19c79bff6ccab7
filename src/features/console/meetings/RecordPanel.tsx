import { useState } from 'react';
import { Alert, Box, Button, Field, HStack, Image, Input, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { MINUTES_MAX, type MeetingDetail } from '@contract/meeting';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { MeetingApi } from '@/api/meeting';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { PhotoPicker } from '@/components/PhotoPicker';
import { SectionPanel } from '@/components/SectionPanel';
import { selectUserInfo } from '@/store/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatBeijing } from '../beijingTime';
import { recordBodyOf, recordFormOf, validateRecord, type RecordErrors, type RecordForm } from './recordForm';
import { meetingTexts as t } from './texts';
import { typedLength } from '../typedLength';

/** the unsaved record's copy on this computer, per organiser and meeting */
export const recordMirrorKey = (userId: number, meetingId: number) => `${userId}:console:meeting:${meetingId}:record`;

/**
 * 会议记录与补学: after the meeting, its minutes, a recording's link and photos; saving them gives
 * each absentee a 补学 and its to-do (the server writes each once). Saved: shown, with 修改.
 */
export function RecordPanel({ meeting: m }: { meeting: MeetingDetail }) {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const [editing, setEditing] = useState(false);
  if (m.state !== 'ended') {
    return (
      <SectionPanel title={t.recordTitle}>
        <Text fontSize="sm" color="fg.muted">
          {t.recordAfterEnd}
        </Text>
      </SectionPanel>
    );
  }
  return (
    <SectionPanel title={t.recordTitle}>
      {m.recordedAt && !editing ? (
        <Saved meeting={m} onEdit={() => setEditing(true)} />
      ) : (
        <RecordEditor key={`${userId}:${m.id}`} meeting={m} userId={userId} onSaved={() => setEditing(false)} />
      )}
    </SectionPanel>
  );
}

function Saved({ meeting: m, onEdit }: { meeting: MeetingDetail; onEdit: () => void }) {
  return (
    <Stack gap="3" fontSize="sm" data-testid="meeting-record">
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {m.minutes}
      </Text>
      {m.recordingUrl ? (
        <Link href={m.recordingUrl} target="_blank" rel="noopener noreferrer" color="brand.700" wordBreak="break-all">
          {t.recordingUrl}：{m.recordingUrl}
        </Link>
      ) : (
        <Text color="fg.muted">{t.noRecording}</Text>
      )}
      {m.photos.length ? (
        <SimpleGrid columns={{ base: 3, md: 5 }} gap="2">
          {m.photos.map((src) => (
            <Image key={src} src={src} alt={t.photos} aspectRatio={1} objectFit="cover" borderRadius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2" color="fg.muted">
        <Text>
          {t.mendCount(m.mends)} · {t.recordedAt(formatBeijing(m.recordedAt))}
        </Text>
        <Button size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={onEdit}>
          {t.editRecord}
        </Button>
      </HStack>
    </Stack>
  );
}

function RecordEditor({ meeting: m, userId, onSaved }: { meeting: MeetingDetail; userId: number; onSaved: () => void }) {
  const draft = useFormDraft<RecordForm>(recordMirrorKey(userId, m.id), recordFormOf(m, new Date()));
  const f = draft.values;
  const [save, saving] = MeetingApi.useRecordMutation();
  const dispatch = useAppDispatch();
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState('');
  const errors: RecordErrors = tried ? validateRecord(f, new Date()) : {};
  const change = (patch: Partial<RecordForm>) => {
    setServerError('');
    draft.change(patch);
  };
  const submit = async () => {
    setTried(true);
    setServerError('');
    if (Object.keys(validateRecord(f, new Date())).length) return;
    try {
      const after = await save(recordBodyOf(m.id, f)).unwrap();
      draft.reset();
      dispatch(toastRequested({ type: 'success', title: t.recordSaved(after.mends - m.mends) }));
      onSaved();
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <RestoredNotice shown={draft.restored} text={t.restored} />
        <Field.Root required invalid={Boolean(errors.minutes)}>
          <Field.Label>
            {t.minutes}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={8} value={f.minutes} onChange={(e) => change({ minutes: e.target.value })} />
          {errors.minutes ? (
            <Field.ErrorText>{errors.minutes}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t.minutesHelp(typedLength(f.minutes), MINUTES_MAX)}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.recordingUrl)}>
          <Field.Label>{t.recordingUrl}</Field.Label>
          <Input type="url" value={f.recordingUrl} onChange={(e) => change({ recordingUrl: e.target.value })} />
          {errors.recordingUrl ? (
            <Field.ErrorText>{errors.recordingUrl}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t.recordingHelp}</Field.HelperText>
          )}
        </Field.Root>
        <Box>
          <PhotoPicker value={f.photos} onChange={(photos) => change({ photos })} label={t.photos} />
        </Box>
        <Field.Root required invalid={Boolean(errors.mendRequirement)}>
          <Field.Label>
            {t.mendRequirement}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={2} value={f.mendRequirement} onChange={(e) => change({ mendRequirement: e.target.value })} />
          {errors.mendRequirement ? <Field.ErrorText>{errors.mendRequirement}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.mendDeadline)} maxW={{ md: '320px' }}>
          <Field.Label>
            {t.mendDeadline}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="datetime-local" value={f.mendDeadline} onChange={(e) => change({ mendDeadline: e.target.value })} />
          {errors.mendDeadline ? <Field.ErrorText>{errors.mendDeadline}</Field.ErrorText> : null}
        </Field.Root>
        {serverError ? (
          <Alert.Root status="error" size="sm" role="alert" data-testid="record-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={saving.isLoading} minH={{ base: '44px', md: 'auto' }}>
            {t.saveRecord}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
