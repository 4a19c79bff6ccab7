import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@/test/renderScreen';
import { LeaveRequestDialog, type LeaveRecord } from './LeaveRequestDialog';

interface Act {
  id: number;
  title: string;
  canLeave: boolean;
}
const RULE = { min: 5, max: 200, hint: '请写明原因（5–200 字）', done: '请假申请已提交，等待审批' };

/**
 * A screen's use of the dialog over an activity kept here: the first leave request is refused
 * with `refusal`, the next one is recorded and becomes the activity's leave; 签到 is the screen's
 * own action.
 */
function Harness({ refusal, failed = false }: { refusal: string; failed?: boolean }) {
  const [open, setOpen] = useState(true);
  const [act, setAct] = useState<Act>({ id: 9, title: '支部党员大会', canLeave: true });
  const [leave, setLeave] = useState<LeaveRecord | null>(null);
  const [sent, setSent] = useState<string[]>([]);
  const send = async (id: number, reason: string) => {
    setSent((x) => [...x, `${id}:${reason}`]);
    if (sent.length === 0) throw new Error(refusal);
    setLeave({ state: 'pending', reason, comment: '' });
    setAct((a) => ({ ...a, canLeave: false }));
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Text data-testid="sent">{sent.join('|')}</Text>
      <LeaveRequestDialog
        open={open}
        onClose={() => setOpen(false)}
        title={act.title}
        failed={failed}
        error={new Error('活动不存在')}
        data={act}
        testId="act-detail"
        leave={leave}
        rule={RULE}
        sendLeave={send}
        sending={false}
        actions={(d, run) => <Button onClick={() => void run(async () => d.id, '签到成功')}>签到</Button>}
      >
        {(d) => <Text>{`活动编号：${d.id}`}</Text>}
      </LeaveRequestDialog>
    </>
  );
}

describe('LeaveRequestDialog', () => {
  it('请假: the reason counted and held to its minimum, a refusal shown with the text kept, then the request and its state', async () => {
    renderScreen(<Harness refusal="活动已开始，不能再请假" />);
    const detail = await screen.findByTestId('act-detail');
    expect(detail).toHaveTextContent('活动编号：9');
    expect(screen.queryByTestId('leave-detail')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '请假' }));
    const submit = screen.getByRole('button', { name: '提交请假' });
    fireEvent.change(screen.getByLabelText('请假事由'), { target: { value: ' 出差 ' } });
    expect(screen.getByText('请写明原因（5–200 字） · 2/200')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('请假事由'), { target: { value: ' 赴外地出差参会 ' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await screen.findByText('活动已开始，不能再请假')).toBeInTheDocument();
    expect(screen.getByLabelText('请假事由')).toHaveValue(' 赴外地出差参会 ');
    fireEvent.click(screen.getByRole('button', { name: '提交请假' }));
    expect(await screen.findByText('请假申请已提交，等待审批')).toBeInTheDocument();
    expect(screen.getByTestId('leave-detail')).toHaveTextContent('我的请假：请假待审批请假事由：赴外地出差参会');
    expect(screen.queryByLabelText('请假事由')).toBeNull();
    expect(screen.queryByRole('button', { name: '请假' })).toBeNull();
    expect(screen.getByTestId('sent')).toHaveTextContent('9:赴外地出差参会|9:赴外地出差参会');
  });

  it("the screen's own actions come after 关闭 and share the notice; closing drops the notice and the open form", async () => {
    renderScreen(<Harness refusal="不会用到" />);
    const footer = (await screen.findByRole('button', { name: '关闭' })).parentElement as HTMLElement;
    expect(
      within(footer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['关闭', '签到', '请假']);
    fireEvent.click(screen.getByRole('button', { name: '签到' }));
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '请假' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    await screen.findByTestId('act-detail');
    expect(screen.queryByText('签到成功')).toBeNull();
    expect(screen.queryByLabelText('请假事由')).toBeNull();
  });

  it("a failed lookup shows the server's words instead of the detail", async () => {
    renderScreen(<Harness refusal="不会用到" failed />);
    expect(await screen.findByText('活动不存在')).toBeInTheDocument();
    expect(screen.queryByTestId('act-detail')).toBeNull();
  });
});
