import { useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Dialog, HStack, Portal, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { countChars } from '@contract/charCount';
import type { StudyExperience } from '@contract/centerGroup';
import { endpoints } from '@contract/endpoints';
import { toastRequested } from '@/api/apiEvents';
import { CenterGroupApi } from '@/api/centerGroup';
import { errorMessage } from '@/api/errors';
import { sendKeepalive } from '@/api/keepalive';
import { useAppDispatch, useAppSelector } from '@/components/hooks';
import { useAutosaveDraft, type SaveStatus } from '@/components/draft/useAutosaveDraft';
import { selectUserInfo } from '@/components/session/selectors';
import { formatDate } from '@/lib/date';
import { centerGroupTexts as t } from './texts';

const STATE_PALETTE: Record<string, string> = { none: 'gray', draft: 'orange', submitted: 'green' };

function StatusLine({ status, savedAt, message }: { status: SaveStatus; savedAt: string | null; message: string }) {
  const text = status === 'saving' ? t.saving : status === 'dirty' ? t.unsaved : status === 'offline' ? t.offline : status === 'refused' ? message
    : savedAt ? t.saved(formatDate(savedAt, 'MM-DD HH:mm:ss')) : '';
  const alert = status === 'offline' || status === 'refused';
  return <Text fontSize="sm" color={alert ? 'brand.600' : 'fg.muted'} role="status" data-testid="experience-status">{text}</Text>;
}

/** The draft of one session's 学习体会: autosaved (ordered by rev), submitted after a confirmation. */
function Editor({ userId, experience }: { userId: number; experience: StudyExperience }) {
  const dispatch = useAppDispatch();
  const [write] = CenterGroupApi.useAddUserExperienceMutation();
  const activityId = experience.activityId;
  const firstDraft = useRef(experience.state === 'none');
  const draft = useAutosaveDraft(experience, {
    mirrorKey: `centerGroup:${userId}:${activityId}`,
    save: (content, rev) => write({ activityId, content, rev }).unwrap(),
    submit: (content, rev) => write({ activityId, content, rev, submit: true }).unwrap(),
    flush: (content, rev) => dispatch(sendKeepalive(endpoints.centerGroup.addUserExperience, { activityId, content, rev })),
    onFirstSave: () => {
      if (!firstDraft.current) return;
      firstDraft.current = false;
      // the list's badge moves from 未写 to 草稿; the editor keeps its own text
      dispatch(CenterGroupApi.util.invalidateTags(['CenterGroup']));
    },
  });
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const n = countChars(draft.text);
  const short = n < experience.minChars;
  const long = n > experience.maxChars;

  const submit = async () => {
    setSubmitting(true);
    setError('');
    try {
      await draft.submit();
      setConfirming(false);
      dispatch(toastRequested({ type: 'success', title: t.submitDone }));
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
      <Textarea value={draft.text} onChange={(e) => draft.change(e.target.value)} placeholder={t.placeholder} minH="260px" resize="vertical"
        aria-label={t.experienceTitle} lineHeight="1.8" data-testid="experience-editor" />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3">
          <Text fontSize="sm" color={short || long ? 'brand.600' : 'fg.muted'} data-testid="experience-count">
            {t.count(n)}{short ? t.tooShort(experience.minChars) : long ? t.tooLong(experience.maxChars) : ''}
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
                <Button variant="outline" onClick={() => setConfirming(false)}>{t.back}</Button>
                <Button colorPalette="brand" loading={submitting} onClick={() => void submit()}>{t.confirm}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

function Body({ userId, experience }: { userId: number; experience: StudyExperience }) {
  return (
    <Stack gap="3" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{experience.theme}</Text>
        <Badge colorPalette={STATE_PALETTE[experience.state]} data-testid="experience-state">{t.experienceStates[experience.state]}</Badge>
      </HStack>
      <Text color="fg.muted">{t.limits(experience.minChars, experience.maxChars)}</Text>
      {experience.state === 'submitted' ? (
        <Stack gap="2" data-testid="experience-readonly">
          {experience.submittedAt ? <Text color="fg.muted">{t.submittedAt(formatDate(experience.submittedAt, 'YYYY-MM-DD HH:mm'))}</Text> : null}
          <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.muted">
            <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="1.9">{experience.content}</Text>
          </Box>
        </Stack>
      ) : experience.editable ? (
        <Editor key={experience.activityId} userId={userId} experience={experience} />
      ) : (
        <Text color="brand.600" role="alert">{experience.blockedReason}</Text>
      )}
    </Stack>
  );
}

/** One session's 学习体会: the editor while a draft may be written, the handed-in text after. */
export function ExperienceDialog({ sessionId, onClose }: { sessionId: number | null; onClose: () => void }) {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const query = CenterGroupApi.useGetUserExperienceQuery({ activityId: sessionId ?? 0 }, { skip: sessionId === null });
  const data = query.currentData && query.currentData.activityId === sessionId ? query.currentData : null;
  return (
    <Dialog.Root open={sessionId !== null} onOpenChange={(d) => !d.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{t.experienceTitle}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              {query.isError ? <Text color="brand.600">{errorMessage(query.error)}</Text> : !data ? <Spinner size="sm" /> : <Body userId={userId} experience={data} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t.close}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
