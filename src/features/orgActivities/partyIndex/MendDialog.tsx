import { useState } from 'react';
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { countChars } from '@contract/charCount';
import { MEND_NOTE_MAX, MEND_NOTE_MIN, type MendItem } from '@contract/partyIndex';
import { PartyIndexApi } from '@/api/partyIndex';
import { errorMessage } from '@/api/errors';
import { formatDate } from '@/lib/date';
import { MendBadges } from './MendBadges';
import { partyActTexts as t } from './texts';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

/** One make-up record: what to do and by when, my report, the branch's confirmation; the report form while allowed. */
export function MendDialog({ mend, onSubmitted, onClose }: { mend: MendItem | null; onSubmitted: (m: MendItem) => void; onClose: () => void }) {
  const [submit, submitting] = PartyIndexApi.useMendSubmitMutation();
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // counted as the server counts it (countChars: blanks and line breaks left out)
  const length = countChars(note);
  const short = length < MEND_NOTE_MIN;
  const long = length > MEND_NOTE_MAX;

  const close = () => {
    setNotice(null);
    setNote('');
    onClose();
  };
  const send = async (id: number) => {
    setNotice(null);
    try {
      const done = await submit({ mendId: id, note: note.trim() }).unwrap();
      setNotice({ ok: true, text: t.submitted });
      setNote('');
      onSubmitted(done);
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <Dialog.Root open={mend !== null} onOpenChange={(d) => !d.open && close()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{mend ? mend.actTitle : t.mendTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {mend ? (
                <Stack gap="3" fontSize="sm" data-testid="mend-detail">
                  <MendBadges mend={mend} />
                  <Text>{`${t.activity}：${t.missed(t.reasons[mend.reason], when(mend.actStartTime))} · ${mend.orgName}`}</Text>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{t.requirement}</Text>
                    <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">{mend.requirement}</Text>
                  </Stack>
                  <Text color={mend.overdue ? 'brand.600' : undefined}>{t.deadline(when(mend.deadline))}</Text>
                  {mend.overdue ? <Text color="brand.600">{t.lateHint}</Text> : null}
                  {mend.state !== 'pending' ? (
                    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="mend-report">
                      <Text fontWeight="semibold">{t.myNote}</Text>
                      <Text whiteSpace="pre-wrap">{mend.note}</Text>
                      {mend.submittedAt ? <Text color="fg.muted">{t.submittedAt(when(mend.submittedAt))}</Text> : null}
                      {mend.state === 'confirmed' && mend.confirmedAt ? (
                        <>
                          <Text color="green.700">{t.confirmedBy(mend.confirmedBy, when(mend.confirmedAt))}</Text>
                          {mend.confirmComment ? <Text>{t.confirmComment(mend.confirmComment)}</Text> : null}
                        </>
                      ) : (
                        <Text color="fg.muted">{t.waiting}</Text>
                      )}
                    </Stack>
                  ) : null}
                  {mend.canSubmit ? (
                    <Field.Root invalid={long}>
                      <Field.Label>{t.note}</Field.Label>
                      <Textarea value={note} rows={7} resize="vertical" lineHeight="1.8" onChange={(e) => setNote(e.target.value)} />
                      <Field.HelperText>{t.noteHint(MEND_NOTE_MIN, MEND_NOTE_MAX)}</Field.HelperText>
                      <Text fontSize="sm" color={short || long ? 'brand.600' : 'fg.muted'} data-testid="mend-note-count">
                        {t.count(length)}{short ? t.tooShort(MEND_NOTE_MIN) : long ? t.tooLong(MEND_NOTE_MAX) : ''}
                      </Text>
                    </Field.Root>
                  ) : null}
                  {notice ? (
                    <Alert.Root status={notice.ok ? 'success' : 'error'} size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{notice.text}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t.close}
              </Button>
              {mend?.canSubmit ? (
                <Button colorPalette="brand" loading={submitting.isLoading} disabled={short || long} onClick={() => void send(mend.id)}>
                  {t.submit}
                </Button>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
