import { useState, type ReactNode } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';
import { DetailDialog, type DetailDialogProps } from '@/components/DetailDialog';
import { OutcomeNotice, type Outcome } from '@/components/OutcomeNotice';
import { leaveStateTexts, leaveTexts as t, type LeaveState } from './texts';

/** the learner's leave request as the server keeps it */
export interface LeaveRecord {
  state: LeaveState;
  reason: string;
  comment: string;
}

/** what the server accepts as a reason (characters after trimming) and what the form says about it */
export interface LeaveRule {
  min: number;
  max: number;
  hint: string;
  /** the notice once the request is in */
  done: string;
}

/** runs one of the dialog's actions and shows its outcome (`done`, or the server's refusal); true when it went through */
export type RunAction = (action: () => Promise<unknown>, done: string) => Promise<boolean>;

/**
 * An activity's detail (a training activity, an organisation activity, a study session) with the
 * learner's leave: the request and its review once there is one, and while `canLeave` 请假 opens
 * the reason form, 提交请假 sends it. `children` draws the activity's own lines; `actions` adds
 * its other buttons after 关闭, with `run` so their outcome shows in the same notice.
 */
export function LeaveRequestDialog<T extends { id: number; canLeave: boolean }>({
  leave,
  rule,
  sendLeave,
  sending,
  actions,
  onClose,
  children,
  data,
  ...detail
}: DetailDialogProps<T> & {
  leave: LeaveRecord | null | undefined;
  rule: LeaveRule;
  sendLeave: (id: number, reason: string) => Promise<unknown>;
  sending: boolean;
  actions?: (data: T, run: RunAction) => ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const length = [...reason.trim()].length;

  const run: RunAction = async (action, done) => {
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: done });
      return true;
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
      return false;
    }
  };
  const close = () => {
    setNotice(null);
    setWriting(false);
    onClose();
  };
  const submit = async (id: number) => {
    if (await run(() => sendLeave(id, reason.trim()), rule.done)) {
      setWriting(false);
      setReason('');
    }
  };

  return (
    <DetailDialog
      {...detail}
      data={data}
      onClose={close}
      footer={
        data ? (
          <>
            {actions?.(data, run)}
            {data.canLeave && !writing ? (
              <Button variant="outline" colorPalette="brand" onClick={() => setWriting(true)}>
                {t.askLeave}
              </Button>
            ) : null}
            {data.canLeave && writing ? (
              <Button colorPalette="brand" loading={sending} disabled={length < rule.min} onClick={() => void submit(data.id)}>
                {t.submit}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {(d) => (
        <>
          {children(d)}
          {leave ? (
            <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="leave-detail">
              <Text fontWeight="semibold">{`${t.mine}：${leaveStateTexts[leave.state]}`}</Text>
              <Text whiteSpace="pre-wrap">{`${t.reason}：${leave.reason}`}</Text>
              {leave.comment ? <Text>{t.comment(leave.comment)}</Text> : null}
            </Stack>
          ) : null}
          {writing && d.canLeave ? (
            <Field.Root invalid={length > rule.max}>
              <Field.Label>{t.reason}</Field.Label>
              <Textarea value={reason} maxLength={rule.max} rows={3} onChange={(e) => setReason(e.target.value)} />
              <Field.HelperText>{`${rule.hint} · ${t.counter(length, rule.max)}`}</Field.HelperText>
            </Field.Root>
          ) : null}
          <OutcomeNotice outcome={notice} />
        </>
      )}
    </DetailDialog>
  );
}
