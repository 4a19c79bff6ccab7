import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Req } from '@contract/index';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { beijingDay } from '../beijingTime';
import DevelopPersonPage from './DevelopPersonPage';
import { personOf, roadOf } from './developFixtures';

// One person's 发展党员 record against developRecord/person and record: the stages, the 25 steps
// by phase with their states, the evidence, and the record form sending exactly what was typed.

const show = (url = '/admin/develop/11') => {
  render(<LazyToaster />);
  return renderScreen(<DevelopPersonPage />, { path: '/admin/develop/:userId', url, user: loginResult({ id: 501 }) });
};
const step = (no: number) => screen.getAllByTestId('develop-step').find((el) => el.dataset.step === String(no))!;

/** 张晓明 with only step 1 recorded: 党组织派人谈话 is next, and overdue */
const applicant = () =>
  personOf({
    stage: 'applicant',
    stageName: '入党申请人',
    steps: roadOf(1, 'ready', { 2: { deadline: '2025-10-10', overdue: true } }),
    overdue: 1,
  });

describe('a person’s 发展党员 record', () => {
  it('shows who they are, the stages, the 25 steps by phase with their states, and the evidence', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('developRecord', 'person', (body) => {
        asked.push(body);
        return personOf();
      }),
    );
    show('/admin/develop/11?step=7');
    const header = await screen.findByTestId('develop-header');
    expect(asked).toEqual([{ userId: 11 }]);
    expect(within(header).getByRole('heading', { name: '张晓明' })).toBeInTheDocument();
    expect(header).toHaveTextContent('2023010101');
    expect(header).toHaveTextContent('本科生第一党支部');
    const stages = within(header).getAllByTestId('develop-stage');
    expect(stages.map((s) => s.textContent)).toEqual([
      '入党申请人2025-09-10',
      '入党积极分子2026-01-03',
      '发展对象未到',
      '预备党员未到',
      '正式党员未到',
    ]);
    expect(stages[1]).toHaveAttribute('aria-current', 'step');

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '依据的材料',
      '第一阶段 · 申请入党',
      '第二阶段 · 入党积极分子的确定和培养教育',
      '第三阶段 · 发展对象的确定和考察',
      '第四阶段 · 预备党员的接收',
      '第五阶段 · 预备党员的教育考察和转正',
    ]);
    expect(screen.getAllByTestId('develop-step')).toHaveLength(25);
    expect(step(2)).toHaveTextContent('2. 党组织派人谈话党支部已记录');
    expect(step(2)).toHaveTextContent('谈话日期：2026-01-02');
    expect(step(2)).toHaveTextContent('谈话人：谈话人内容');
    expect(step(2)).toHaveTextContent('经办：本科生第一党支部 · 记录人：周建国');
    expect(step(4)).toHaveTextContent('4. 上级党委备案上级党委已记录');
    expect(step(7)).toHaveTextContent('条件未满足');
    expect(within(step(7)).getByTestId('step-missing')).toHaveTextContent(
      '确定为入党积极分子满一年（2027-01-03 起）2026年第三季度的思想汇报尚未通过',
    );
    expect(step(7)).toHaveTextContent('最早可记录：2027-01-03');
    expect(step(8)).toHaveTextContent('待前序步骤');

    // 记录: the branch's steps that are ready or blocked; not the 党委's, not a recorded or waiting one
    expect(within(step(7)).getByRole('button', { name: '记录第 7 步：确定发展对象' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^记录第/ })).toHaveLength(1);

    const evidence = screen.getByTestId('develop-evidence');
    expect(evidence).toHaveTextContent('确定为入党积极分子2026-01-03');
    expect(within(evidence).getByTestId('evidence-reports')).toHaveTextContent('已通过 2 / 应交 3 篇缺：2026年第三季度');
    expect(evidence).toHaveTextContent('12.5 学时 · 2 天');
    expect(within(evidence).getByTestId('evidence-exam')).toHaveTextContent('2026年秋季发展对象培训班结业考试 · 已通过 · 86 分');
    expect(evidence).toHaveTextContent('预备期满—');

    expect(screen.getByRole('link', { name: '打印记实表' })).toHaveAttribute('href', '/admin/develop/11/sheet');
    expect(screen.getByRole('link', { name: '返回发展党员列表' })).toHaveAttribute('href', '/admin/develop?step=7');
  });

  it('shows a deadline passed in red, and records a step with exactly what was typed', async () => {
    let recorded = false;
    const sent: Array<Req<'developRecord', 'record'>> = [];
    server.use(
      mockEndpoint('developRecord', 'person', () => (recorded ? personOf({ steps: roadOf(2) }) : applicant())),
      mockEndpoint('developRecord', 'record', (body) => {
        sent.push(body);
        recorded = true;
        return { recorded: [{ userId: 11, name: '张晓明' }], refused: [] };
      }),
    );
    show();
    await screen.findByTestId('develop-header');
    expect(screen.getByTestId('develop-header')).toHaveTextContent('超期 1 项');
    expect(step(2)).toHaveTextContent('已超期');
    expect(step(2)).toHaveTextContent('期限：2025-10-10');
    fireEvent.click(within(step(2)).getByRole('button', { name: '记录第 2 步：党组织派人谈话' }));
    const dialog = await screen.findByTestId('record-dialog');
    const date = within(dialog).getByLabelText(/谈话日期/);
    // today in Beijing, and never a later day
    expect(date).toHaveValue(beijingDay(new Date()));
    expect(date).toHaveAttribute('max', beijingDay(new Date()));
    // checked before sending: the required 谈话人
    fireEvent.click(within(dialog).getByRole('button', { name: '保存记录' }));
    expect(await within(dialog).findByText('请填写谈话人')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /谈话人/ }), { target: { value: '周' } });
    expect(within(dialog).getByText('谈话人应填写姓名（2-20 个字）')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(date, { target: { value: '2026-01-05' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /谈话人/ }), { target: { value: ' 周建国 ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /谈话情况/ }), { target: { value: '表明了入党动机' } });
    expect(within(dialog).getByText('7 / 500')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存记录' }));
    await waitFor(() => expect(screen.queryByTestId('record-dialog')).toBeNull());
    expect(sent).toEqual([
      {
        userIds: [11],
        stepNo: 2,
        doneOn: '2026-01-05',
        fields: [
          { key: 'talker', value: '周建国' },
          { key: 'summary', value: '表明了入党动机' },
        ],
      },
    ]);
    expect(await screen.findByText('已记录第 2 步：党组织派人谈话')).toBeInTheDocument();
    // the record refreshed the person: step 2 is recorded now
    await waitFor(() => expect(step(2)).toHaveTextContent('谈话日期：2026-01-02'));
  });

  it('shows the server’s refusal in the form and keeps what was typed, also after closing and opening it again', async () => {
    server.use(
      mockEndpoint('developRecord', 'person', personOf()),
      mockEndpoint('developRecord', 'record', () => failure(10002, '确定为入党积极分子未满一年，2027-01-03 起方可确定为发展对象')),
    );
    show();
    await screen.findByTestId('develop-header');
    fireEvent.click(screen.getByRole('button', { name: '记录第 7 步：确定发展对象' }));
    let dialog = await screen.findByTestId('record-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /听取党小组/ }), { target: { value: '党小组同意' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存记录' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('确定为入党积极分子未满一年，2027-01-03 起方可确定为发展对象');
    expect(within(dialog).getByRole('textbox', { name: /听取党小组/ })).toHaveValue('党小组同意');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('record-dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '记录第 7 步：确定发展对象' }));
    dialog = await screen.findByTestId('record-dialog');
    expect(within(dialog).getByRole('textbox', { name: /听取党小组/ })).toHaveValue('党小组同意');
    expect(within(dialog).getByText('已恢复上次未提交的内容')).toBeInTheDocument();
  });

  it('withdraws only the last recorded step, with a reason; a refusal keeps the reason typed', async () => {
    let withdrawn = false;
    const sent: Array<Req<'developRecord', 'withdraw'>> = [];
    let refuse = true;
    server.use(
      mockEndpoint('developRecord', 'person', () => (withdrawn ? personOf({ steps: roadOf(5), canWithdraw: 5 }) : personOf())),
      mockEndpoint('developRecord', 'withdraw', (body) => {
        sent.push(body);
        if (refuse) return failure(10002, '此人的记录刚被其他管理员更改，请刷新后再试');
        withdrawn = true;
        return personOf({ steps: roadOf(5), canWithdraw: 5 });
      }),
    );
    show();
    await screen.findByTestId('develop-header');
    // only step 6, the last recorded, offers 撤销
    expect(screen.getAllByRole('button', { name: /^撤销第/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      '撤销第 6 步：培养教育考察',
    ]);
    fireEvent.click(within(step(6)).getByRole('button', { name: '撤销第 6 步：培养教育考察' }));
    let dialog = await screen.findByTestId('withdraw-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤销' }));
    expect(await within(dialog).findByText('请填写撤销原因（5 至 200 字）')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /撤销原因/ }), { target: { value: ' 日期记录错误 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤销' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('此人的记录刚被其他管理员更改，请刷新后再试');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('withdraw-dialog')).toBeNull());
    fireEvent.click(within(step(6)).getByRole('button', { name: '撤销第 6 步：培养教育考察' }));
    dialog = await screen.findByTestId('withdraw-dialog');
    expect(within(dialog).getByRole('textbox', { name: /撤销原因/ })).toHaveValue(' 日期记录错误 ');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤销' }));
    await waitFor(() => expect(screen.queryByTestId('withdraw-dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ userId: 11, stepNo: 6, reason: '日期记录错误' });
    expect(await screen.findByText('已撤销第 6 步「培养教育考察」')).toBeInTheDocument();
    await waitFor(() => expect(step(6)).not.toHaveTextContent('经办'));
    expect(within(step(5)).getByRole('button', { name: '撤销第 5 步：指定培养联系人' })).toBeInTheDocument();
  });

  it('shows a failed load, a refusal for someone outside the scope, and asks nothing for a bad address', async () => {
    server.use(mockEndpoint('developRecord', 'person', () => failure(10002, '该人员不在您的管理范围内')));
    const first = show();
    expect(await screen.findByText('该人员不在您的管理范围内')).toBeInTheDocument();
    first.unmount();
    let asked = 0;
    server.use(
      mockEndpoint('developRecord', 'person', () => {
        asked += 1;
        return personOf();
      }),
    );
    show('/admin/develop/abc');
    expect(await screen.findByText('人员编号有误，请从发展党员列表进入')).toBeInTheDocument();
    expect(asked).toBe(0);
    expect(screen.queryByRole('link', { name: '打印记实表' })).toBeNull();
  });
});
