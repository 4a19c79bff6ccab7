import { useState } from 'react';
import { Box, Button, Dialog, Field, List, Portal, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { STUDY_LEAVE_MAX, STUDY_LEAVE_MIN } from '@contract/centerGroup';
import { CenterGroupApi } from '@/api/centerGroup';
import { errorMessage } from '@/api/errors';
import { formatDate } from '@/lib/date';
import { SessionBadges, sessionWhen } from './SessionList';
import { centerGroupTexts as t } from './texts';
import { OutcomeNotice, type Outcome } from '@/components/OutcomeNotice';

/** A session's detail: host, speakers, agenda and readings, my check-in and leave, the leave form before the start. */
export function SessionDialog({ sessionId, onClose, onExperience }: { sessionId: number | null; onClose: () => void; onExperience: (id: number) => void }) {
  const detail = CenterGroupApi.useActivityDetailQuery({ activityId: sessionId ?? 0 }, { skip: sessionId === null });
  const data = detail.currentData && detail.currentData.id === sessionId ? detail.currentData : null;
  const [askLeave, asking] = CenterGroupApi.useActivityLeaveMutation();
  const [reason, setReason] = useState('');
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const length = [...reason.trim()].length;
  const mayWrite = data !== null && data.state !== 'upcoming' && (data.checkedIn || data.leaveState === 'approved' || data.experienceState !== 'none');

  const close = () => {
    setNotice(null);
    setWriting(false);
    onClose();
  };
  const submit = async (id: number) => {
    setNotice(null);
    try {
      await askLeave({ activityId: id, reason: reason.trim() }).unwrap();
      setNotice({ ok: true, text: t.leaveDone });
      setWriting(false);
      setReason('');
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <Dialog.Root open={sessionId !== null} onOpenChange={(d) => !d.open && close()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{data ? data.theme : t.detailTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {detail.isError ? (
                <Text color="brand.600">{errorMessage(detail.error)}</Text>
              ) : !data ? (
                <Spinner size="sm" />
              ) : (
                <Stack gap="3" fontSize="sm" data-testid="study-detail">
                  <SessionBadges session={data} />
                  <Text>{`${t.time}：${sessionWhen(data)}`}</Text>
                  <Text>{`${t.place}：${data.place}`}</Text>
                  <Text>{`${t.host}：${data.host}`}</Text>
                  {data.speakers.length > 0 ? <Text>{`${t.speakers}：${data.speakers.join('、')}`}</Text> : null}
                  <Stack gap="1">
                    <Text fontWeight="semibold">{t.readings}</Text>
                    {data.readings.length > 0 ? (
                      <List.Root as="ol" ps="5" gap="1" data-testid="study-readings">
                        {data.readings.map((r, i) => <List.Item key={i}>{r}</List.Item>)}
                      </List.Root>
                    ) : <Text color="fg.muted">{t.noReadings}</Text>}
                  </Stack>
                  {data.agenda ? (
                    <Stack gap="1">
                      <Text fontWeight="semibold">{t.agenda}</Text>
                      <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">{data.agenda}</Text>
                    </Stack>
                  ) : null}
                  {data.state !== 'upcoming' ? (
                    <Text>{`${t.myCheckIn}：${data.checkedInAt ? formatDate(data.checkedInAt, 'YYYY-MM-DD HH:mm') : t.notCheckedIn}`}</Text>
                  ) : null}
                  {data.leave ? (
                    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="study-leave">
                      <Text fontWeight="semibold">{`${t.myLeave}：${t.leaveStates[data.leave.state]}`}</Text>
                      <Text whiteSpace="pre-wrap">{`${t.leaveReason}：${data.leave.reason}`}</Text>
                      {data.leave.comment ? <Text>{t.leaveComment(data.leave.comment)}</Text> : null}
                    </Box>
                  ) : null}
                  {writing && data.canLeave ? (
                    <Field.Root invalid={length > STUDY_LEAVE_MAX}>
                      <Field.Label>{t.leaveReason}</Field.Label>
                      <Textarea value={reason} maxLength={STUDY_LEAVE_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
                      <Field.HelperText>{`${t.leaveReasonHint} · ${t.counter(length, STUDY_LEAVE_MAX)}`}</Field.HelperText>
                    </Field.Root>
                  ) : null}
                  <OutcomeNotice outcome={notice} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>{t.close}</Button>
              {data && mayWrite ? (
                <Button variant="outline" colorPalette="brand" onClick={() => onExperience(data.id)}>
                  {data.experienceState === 'submitted' ? t.viewExperience : t.writeExperience}
                </Button>
              ) : null}
              {data?.canLeave && !writing ? (
                <Button variant="outline" colorPalette="brand" onClick={() => setWriting(true)}>{t.askLeave}</Button>
              ) : null}
              {data?.canLeave && writing ? (
                <Button colorPalette="brand" loading={asking.isLoading} disabled={length < STUDY_LEAVE_MIN} onClick={() => void submit(data.id)}>
                  {t.submitLeave}
                </Button>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
