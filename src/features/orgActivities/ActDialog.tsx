import { useState } from 'react';
import { Button, Dialog, Field, Portal, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { LEAVE_REASON_MAX, LEAVE_REASON_MIN } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { errorMessage } from '@/api/errors';
import { ActBadges, actWhen } from './ActList';
import { orgActTexts as t } from './texts';
import { OutcomeNotice, type Outcome } from '@/components/OutcomeNotice';

/** An activity's detail: agenda, my attendance and leave, and the leave form before the start. */
export function ActDialog({ actId, onClose }: { actId: number | null; onClose: () => void }) {
  const detail = OrgActApi.useActDetailQuery({ actId: actId ?? 0 }, { skip: actId === null });
  const data = detail.currentData && detail.currentData.id === actId ? detail.currentData : null;
  const [askLeave, asking] = OrgActApi.useActLeaveMutation();
  const [reason, setReason] = useState('');
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const length = [...reason.trim()].length;

  const close = () => {
    setNotice(null);
    setWriting(false);
    onClose();
  };
  const submit = async (id: number) => {
    setNotice(null);
    try {
      await askLeave({ actId: id, reason: reason.trim() }).unwrap();
      setNotice({ ok: true, text: t.leaveDone });
      setWriting(false);
      setReason('');
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <Dialog.Root open={actId !== null} onOpenChange={(d) => !d.open && close()} size="lg" scrollBehavior="inside">
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
                <Stack gap="3" fontSize="sm" data-testid="act-detail">
                  <ActBadges act={data} />
                  <Text>{`${t.time}：${actWhen(data)}`}</Text>
                  <Text>{`${t.place}：${data.place}`}</Text>
                  <Text>{`${t.org}：${data.orgName} · ${t.organizer}：${data.organizer}`}</Text>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{t.agenda}</Text>
                    <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">{data.agenda}</Text>
                  </Stack>
                  {data.leave ? (
                    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="leave-detail">
                      <Text fontWeight="semibold">{`${t.myLeave}：${t.leaveStates[data.leave.state]}`}</Text>
                      <Text whiteSpace="pre-wrap">{`${t.leaveReason}：${data.leave.reason}`}</Text>
                      {data.leave.comment ? <Text>{t.leaveComment(data.leave.comment)}</Text> : null}
                    </Stack>
                  ) : null}
                  {writing && data.canLeave ? (
                    <Field.Root invalid={length > LEAVE_REASON_MAX}>
                      <Field.Label>{t.leaveReason}</Field.Label>
                      <Textarea value={reason} maxLength={LEAVE_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
                      <Field.HelperText>{`${t.leaveReasonHint} · ${t.counter(length, LEAVE_REASON_MAX)}`}</Field.HelperText>
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
              {data?.canLeave && !writing ? (
                <Button variant="outline" colorPalette="brand" onClick={() => setWriting(true)}>
                  {t.askLeave}
                </Button>
              ) : null}
              {data?.canLeave && writing ? (
                <Button colorPalette="brand" loading={asking.isLoading} disabled={length < LEAVE_REASON_MIN} onClick={() => void submit(data.id)}>
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
