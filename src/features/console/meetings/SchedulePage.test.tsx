import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Req } from '@contract/index';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import SchedulePage from './SchedulePage';

// 安排会议 against the meeting and organiser endpoints: checked before sending, the branch's
// members or chosen ones, the server's refusal beside the form, and on to the meeting's page.

const MEMBERS = [
  { id: 11, name: '张晓明', account: '2023010101', identity: '入党积极分子' },
  { id: 12, name: '李思雨', account: '2023010102', identity: '预备党员' },
  { id: 13, name: '王浩', account: '2023010103', identity: '正式党员' },
];

function setup({ units = 1, refuse }: { units?: number; refuse?: string } = {}) {
  const sent: Req<'meeting', 'schedule'>[] = [];
  const asked: (number | undefined)[] = [];
  server.use(
    mockEndpoint(
      'organiser',
      'scopeUnits',
      [
        { id: 3, parentId: 1, name: '计算机第一党支部', kind: '党支部' },
        { id: 1, parentId: null, name: '计算机学院党委', kind: '党委' },
      ].slice(0, units),
    ),
    mockEndpoint('meeting', 'members', (body) => {
      asked.push(body.orgId);
      return { orgId: body.orgId ?? 3, orgName: body.orgId === 1 ? '计算机学院党委' : '计算机第一党支部', list: MEMBERS };
    }),
    mockEndpoint('meeting', 'schedule', (body) => {
      sent.push(body);
      return refuse ? failure(10002, refuse) : { meetingId: 42 };
    }),
  );
  return { sent, asked };
}

const show = () => {
  render(<LazyToaster />);
  return renderScreen(<SchedulePage />, { path: '/admin/meetings/new', user: loginResult({ id: 501 }) });
};
const errorsShown = () =>
  within(screen.getByTestId('schedule-errors'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /会议主题/ }), '主题党日：参观校史馆');
  await user.type(screen.getByRole('textbox', { name: /地点/ }), '校史馆一楼');
  fireEvent.change(screen.getByLabelText(/开始时间/), { target: { value: '2099-12-03T14:30' } });
  fireEvent.change(screen.getByLabelText(/结束时间/), { target: { value: '2099-12-03T16:30' } });
}

describe('安排会议', () => {
  it('says what is missing before sending, and offers the branch’s members by count', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('radio', { name: '计算机第一党支部全体成员（3 人）' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '安排会议' }));
    expect(errorsShown()).toEqual(['请填写会议主题（2 至 60 字）', '请填写会议地点（60 字以内）', '请选择开始时间', '请选择结束时间']);
    expect(sent).toEqual([]);
  });

  it('sends the chosen people with Beijing times as instants, then opens the meeting', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    show();
    await fill(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /会议类别/ }), '党小组会');
    await user.click(await screen.findByRole('radio', { name: '指定人员' }));
    await user.click(screen.getByRole('button', { name: '安排会议' }));
    expect(errorsShown()).toEqual(['请至少选择一名参会人员']);
    await user.click(screen.getByRole('checkbox', { name: /李思雨/ }));
    await user.click(screen.getByRole('checkbox', { name: /张晓明/ }));
    expect(screen.getByText('已选 2 / 3 人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '安排会议' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/meetings/42'));
    expect(sent).toEqual([
      {
        kind: '党小组会',
        title: '主题党日：参观校史馆',
        startAt: '2099-12-03T06:30:00.000Z',
        endAt: '2099-12-03T08:30:00.000Z',
        place: '校史馆一楼',
        agenda: '',
        attendeeIds: [11, 12],
      },
    ]);
    expect(await screen.findByText('已安排会议，2 名参会人员收到了待办')).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    setup({ refuse: '参会人员中有 1 人不是计算机第一党支部的党员，请重新选择' });
    const user = userEvent.setup();
    show();
    await fill(user);
    await screen.findByRole('radio', { name: /全体成员/ });
    await user.click(screen.getByRole('button', { name: '安排会议' }));
    expect(await screen.findByTestId('schedule-error')).toHaveTextContent('参会人员中有 1 人不是计算机第一党支部的党员，请重新选择');
    expect(screen.getByRole('textbox', { name: /会议主题/ })).toHaveValue('主题党日：参观校史馆');
  });

  it('asks an organiser of several organisations which one holds it, and lists that one’s members', async () => {
    const { sent, asked } = setup({ units: 2 });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('请先选择召开会议的党组织')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '安排会议' }));
    expect(errorsShown()).toEqual(['请选择召开会议的党组织']);
    await user.selectOptions(screen.getByRole('combobox', { name: /召开会议的党组织/ }), '1');
    expect(await screen.findByRole('radio', { name: '计算机学院党委全体成员（3 人）' })).toBeInTheDocument();
    expect(asked).toEqual([1]);
    await user.click(screen.getByRole('button', { name: '安排会议' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].orgId).toBe(1);
  });
});
