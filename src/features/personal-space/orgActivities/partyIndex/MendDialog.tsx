import { useEffect, useState } from 'react';
import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { countChars } from '@contract/charCount';
import { MEND_NOTE_MAX, MEND_NOTE_MIN, type MendItem } from '@contract/partyIndex';
import { PartyIndexApi } from '@/api/partyIndex';
import { errorMessage } from '@/api/errors';
import { draftMirror } from '@/components/draft/draftMirror';
import { useFormDraft } from '@/components/draft/useFormDraft';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/auth/selectors';
import { formatDate } from '@/lib/date';
import { MendBadges } from './MendBadges';
import { MendMaterials } from './MendMaterials';
import { partyActTexts as t } from './texts';
import { OutcomeNotice, type Outcome } from '@/components/OutcomeNotice';
import { RestoredNotice } from '@/components/draft/RestoredNotice';
import { DialogFrame } from '@/components/DialogFrame';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

/** the note's copy on this computer: per learner and make-up, so a shared PC shows it to no one else */
export const mendMirrorKey = (userId: number, mendId: number) => `${userId}:mend:${mendId}`;

/**
 * One make-up's detail and, while allowed, the report form. The note is kept on this computer as
 * it is typed (useFormDraft) until the server has it: closing the dialog, or a login that expired
 * while sending, leaves it there for the next opening.
 */
function MendContent({
  mend,
  userId,
  onSubmitted,
  onClose,
}: {
  mend: MendItem;
  userId: number;
  onSubmitted: (m: MendItem) => void;
  onClose: () => void;
}) {
  const [submit, submitting] = PartyIndexApi.useMendSubmitMutation();
  const key = mendMirrorKey(userId, mend.id);
  // a returned report is corrected from what was sent
  const draft = useFormDraft(key, { note: mend.returned ? mend.note : '' });
  const note = draft.values.note;
  const [notice, setNotice] = useState<Outcome | null>(null);
  // counted as the server counts it (countChars: blanks and line breaks left out)
  const length = countChars(note);
  const short = length < MEND_NOTE_MIN;
  const long = length > MEND_NOTE_MAX;
  // reported (here or elsewhere) or past the deadline: nothing to keep for this make-up
  useEffect(() => {
    if (!mend.canSubmit) draftMirror.forget(key);
  }, [key, mend.canSubmit]);

  const send = async (id: number) => {
    setNotice(null);
    const at = draft.sending();
    try {
      const done = await submit({ mendId: id, note: note.trim() }).unwrap();
      draft.sent(at);
      setNotice({ ok: true, text: t.submitted });
      onSubmitted(done);
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="3" fontSize="sm" data-testid="mend-detail">
          <MendBadges mend={mend} />
          <Text>{`${t.activity}：${t.missed(t.reasons[mend.reason], when(mend.actStartTime))} · ${mend.orgName}`}</Text>
          <Stack gap="1">
            <Text fontWeight="semibold">{t.requirement}</Text>
            <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">
              {mend.requirement}
            </Text>
          </Stack>
          <MendMaterials mend={mend} />
          <Text color={mend.overdue ? 'brand.600' : undefined}>{t.deadline(when(mend.deadline))}</Text>
          {mend.overdue ? <Text color="brand.600">{t.lateHint}</Text> : null}
          {mend.returned && mend.confirmedAt ? (
            <Stack gap="1" borderWidth="1px" borderColor="brand.300" borderRadius="md" p="3" data-testid="mend-returned">
              <Text color="brand.700">{t.returnedBy(mend.confirmedBy, when(mend.confirmedAt))}</Text>
              {mend.confirmComment ? <Text whiteSpace="pre-wrap">{t.returnReason(mend.confirmComment)}</Text> : null}
            </Stack>
          ) : null}
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
              <RestoredNotice shown={draft.restored} text={t.restored} mb="1" />
              <Textarea value={note} rows={7} resize="vertical" lineHeight="1.8" onChange={(e) => draft.change({ note: e.target.value })} />
              <Field.HelperText>{t.noteHint(MEND_NOTE_MIN, MEND_NOTE_MAX)}</Field.HelperText>
              <Text fontSize="sm" color={short || long ? 'brand.600' : 'fg.muted'} data-testid="mend-note-count">
                {t.count(length)}
                {short ? t.tooShort(MEND_NOTE_MIN) : long ? t.tooLong(MEND_NOTE_MAX) : ''}
              </Text>
            </Field.Root>
          ) : null}
          <OutcomeNotice outcome={notice} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={onClose}>
          {t.close}
        </Button>
        {mend.canSubmit ? (
          <Button
            colorPalette="brand"
            minH={{ base: '44px', md: 'auto' }}
            loading={submitting.isLoading}
            disabled={short || long}
            onClick={() => void send(mend.id)}
          >
            {t.submit}
          </Button>
        ) : null}
      </Dialog.Footer>
    </>
  );
}

/** One make-up record: what to do and by when, my report, the branch's confirmation; the report form while allowed. */
export function MendDialog({
  mend,
  onSubmitted,
  onClose,
}: {
  mend: MendItem | null;
  onSubmitted: (m: MendItem) => void;
  onClose: () => void;
}) {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  return (
    <DialogFrame open={mend !== null} onClose={onClose} title={mend ? mend.actTitle : t.mendTitle}>
      {/* one form per make-up and learner: another record opens with its own note */}
      {mend ? <MendContent key={`${userId}:${mend.id}`} mend={mend} userId={userId} onSubmitted={onSubmitted} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
