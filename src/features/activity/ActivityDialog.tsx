import { useState } from 'react';
import { Badge, Button, Dialog, Field, HStack, Portal, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { ActivityApi } from '@/api/activity';
import { errorMessage } from '@/api/errors';
import { formatDate } from '@/lib/date';
import { activityTexts as t } from './texts';
import { OutcomeNotice, type Outcome } from '@/components/OutcomeNotice';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

/** An activity's detail with what the learner may do now: sign up, cancel, ask for leave. */
export function ActivityDialog({ activityId, onClose }: { activityId: number | null; onClose: () => void }) {
  const detail = ActivityApi.useActivityDetailQuery({ activityId: activityId ?? 0 }, { skip: activityId === null });
  const data = detail.currentData && detail.currentData.id === activityId ? detail.currentData : null;
  const leaveQuery = ActivityApi.useProjectLeaveDetailQuery({ activityId: activityId ?? 0 }, { skip: !data?.leaveState });
  // currentData, and only while the activity has a leave: `data` is the last answer for any
  // activity, so a skipped lookup would show the previous activity's leave in this one
  const leave = data?.leaveState && leaveQuery.currentData?.activityId === activityId ? leaveQuery.currentData : undefined;
  const [baoMing, signing] = ActivityApi.useBaoMingMutation();
  const [askLeave, asking] = ActivityApi.useProjectLeaveMutation();
  const [reason, setReason] = useState('');
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: done });
      return true;
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
      return false;
    }
  };
  const close = () => {
    setNotice(null);
    setWriting(false);
    onClose();
  };

  return (
    <Dialog.Root open={activityId !== null} onOpenChange={(d) => !d.open && close()} size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{data ? data.title : t.detailTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {detail.isError ? (
                <Text color="brand.600">{errorMessage(detail.error)}</Text>
              ) : !data ? (
                <Spinner size="sm" />
              ) : (
                <Stack gap="3" fontSize="sm" data-testid="activity-detail">
                  <HStack gap="2" wrap="wrap">
                    <Badge variant="outline" colorPalette="brand">{data.category}</Badge>
                    <Badge>{t.states[data.state]}</Badge>
                    {data.signedUp ? <Badge colorPalette="green" variant="solid">{t.signedUp}</Badge> : null}
                  </HStack>
                  <Text>{`${t.time}：${at(data.startTime)} – ${formatDate(data.endTime, 'HH:mm')}`}</Text>
                  <Text>{`${t.place}：${data.place}`}</Text>
                  <Text>{`${t.organizerLabel}：${data.organizer}`}</Text>
                  <Text>{`${t.seats(data.signedCount, data.capacity)}，${t.deadline(at(data.signupDeadline))}`}</Text>
                  <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">{data.content}</Text>
                  {leave ? (
                    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="leave-detail">
                      <Text fontWeight="semibold">{`${t.leaveTitle}：${t.leaveStates[leave.state]}`}</Text>
                      <Text>{`${t.leaveReason}：${leave.reason}`}</Text>
                      {leave.comment ? <Text>{t.leaveComment(leave.comment)}</Text> : null}
                    </Stack>
                  ) : null}
                  {writing && data.canLeave ? (
                    <Field.Root>
                      <Field.Label>{t.leaveReason}</Field.Label>
                      <Textarea value={reason} maxLength={200} rows={3} onChange={(e) => setReason(e.target.value)} />
                      <Field.HelperText>{t.leaveReasonHint}</Field.HelperText>
                    </Field.Root>
                  ) : null}
                  <OutcomeNotice outcome={notice} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t.close}
              </Button>
              {data && data.state === 'open' && !data.signedUp ? (
                <Button colorPalette="brand" loading={signing.isLoading} onClick={() => void run(() => baoMing({ activityId: data.id }).unwrap(), t.signedDone)}>
                  {t.signUp}
                </Button>
              ) : null}
              {data?.canCancel ? (
                <Button variant="outline" colorPalette="brand" loading={signing.isLoading} onClick={() => void run(() => baoMing({ activityId: data.id, cancel: true }).unwrap(), t.cancelDone)}>
                  {t.cancel}
                </Button>
              ) : null}
              {data?.canLeave && !writing ? (
                <Button variant="outline" onClick={() => setWriting(true)}>
                  {t.askLeave}
                </Button>
              ) : null}
              {data?.canLeave && writing ? (
                <Button
                  colorPalette="brand"
                  loading={asking.isLoading}
                  onClick={() =>
                    void run(() => askLeave({ activityId: data.id, reason: reason.trim() }).unwrap(), t.leaveDone).then((ok) => {
                      if (ok) {
                        setWriting(false);
                        setReason('');
                      }
                    })
                  }
                >
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
