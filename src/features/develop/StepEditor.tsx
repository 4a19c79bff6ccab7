import { useState } from 'react';
import { Alert, Button, Dialog, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { countChars } from '@contract/charCount';
import type { DocInfo, StepDetail } from '@contract/develop';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { useAppDispatch } from '@/components/hooks';
import type { SaveStatus } from '@/components/draft/useAutosaveDraft';
import { dayjs, formatDate } from '@/lib/date';
import { useDevelopDraft } from './useDevelopDraft';
import { developTexts as t } from './texts';

function StatusLine({ status, savedAt, message }: { status: SaveStatus; savedAt: string | null; message: string }) {
  const text = status === 'saving' ? t.saving : status === 'dirty' ? t.local : status === 'offline' ? t.offline : status === 'refused' ? message
    : savedAt ? t.saved(formatDate(savedAt, 'HH:mm')) : '';
  const alert = status === 'offline' || status === 'refused';
  return <Text fontSize="sm" color={alert ? 'brand.600' : 'fg.muted'} role="status" data-testid="develop-save-status">{text}</Text>;
}

/** The editor of an open step: autosaved draft, the count against the limits, submit with confirmation. */
export function StepEditor({ userId, step, doc }: { userId: number; step: StepDetail; doc: DocInfo }) {
  const dispatch = useAppDispatch();
  const draft = useDevelopDraft(userId, step);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const n = countChars(draft.text);
  const short = n < doc.minChars;
  const long = n > doc.maxChars;
  const later = step.availableFrom !== null && step.availableFrom > dayjs().format('YYYY-MM-DD') ? step.availableFrom : null;

  const submit = async () => {
    setSubmitting(true);
    setError('');
    try {
      await draft.submit();
      setConfirming(false);
      dispatch(toastRequested({ type: 'success', title: t.submitted }));
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
      {later ? <Text fontSize="sm" color="yellow.800" data-testid="develop-not-yet">{t.notYet(later)}</Text> : null}
      <Textarea value={draft.text} onChange={(e) => draft.change(e.target.value)} placeholder={t.placeholder} minH="360px" resize="vertical"
        aria-label={step.title} lineHeight="1.8" data-testid="develop-editor" />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3">
          <Text fontSize="sm" color={short || long ? 'brand.600' : 'fg.muted'} data-testid="develop-count">
            {t.count(n)}{short ? t.tooShort(doc.minChars) : long ? t.tooLong(doc.maxChars) : ''}
          </Text>
          <StatusLine status={draft.status} savedAt={draft.savedAt} message={draft.message} />
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => void draft.save()} disabled={draft.status === 'saving'}>{t.saveDraft}</Button>
          <Button size="sm" colorPalette="brand" onClick={() => setConfirming(true)} disabled={short || long}>{t.submit}</Button>
        </HStack>
      </HStack>
      {error ? <Text color="brand.600" fontSize="sm" role="alert">{error}</Text> : null}
      {doc.template && draft.text.trim() === '' ? (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => draft.change(doc.template)}>{t.useTemplate}</Button>
      ) : null}
      <Dialog.Root open={confirming} onOpenChange={(d) => setConfirming(d.open)} role="alertdialog" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header><Dialog.Title>{t.confirmTitle}</Dialog.Title></Dialog.Header>
              <Dialog.Body><Text>{t.confirmBody}</Text><Text mt="2" color="fg.muted" fontSize="sm">{step.title} · {t.count(n)}</Text></Dialog.Body>
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
