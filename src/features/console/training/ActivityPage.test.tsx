import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Req } from '@contract/index';
import type { SignupRow, TrainingActivityDetail } from '@contract/training';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ActivityPage from './ActivityPage';

// A session's page against training/signups, checkinCode and mark: the session, its QR code while
// check-in is open (the server's address), the sign-up list, and marking one present by hand.

const ACTIVITY: TrainingActivityDetail = {
  id: 31,
  title: '入党程序与党的纪律专题辅导',
  category: '集中学习',
  place: '计算机学院 A 座 301',
  startAt: '2026-12-03T06:00:00.000Z',
  endAt: '2026-12-03T08:00:00.000Z',
  signupDeadline: '2026-12-01T06:00:00.000Z',
  capacity: 40,
  signedCount: 2,
  hours: 2,
  checkedIn: 1,
  leave: 0,
  state: 'ongoing',
  projectId: 7,
  projectTitle: '2026年计算机学院发展对象培训班',
  checkinOpen: true,
  checkinOpensAt: '2026-12-03T05:30:00.000Z',
};
const ROWS: SignupRow[] = [
  {
    userId: 11,
    name: '李思雨',
    account: '2023010102',
    orgName: '计算机第一党支部',
    status: 'signed',
    signedAt: '2026-11-30T06:00:00.000Z',
    cancelledAt: null,
    leaveState: null,
    checkedInAt: '2026-12-03T05:50:07.000Z',
    byHand: false,
  },
  {
    userId: 12,
    name: '王浩',
    account: '2023010103',
    orgName: '计算机第一党支部',
    status: 'signed',
    signedAt: '2026-11-30T06:00:00.000Z',
    cancelledAt: null,
    leaveState: 'pending',
    checkedInAt: null,
    byHand: false,
  },
  {
    userId: 13,
    name: '张晓明',
    account: '2023010101',
    orgName: '计算机第一党支部',
    status: 'cancelled',
    signedAt: '2026-11-30T06:00:00.000Z',
    cancelledAt: '2026-11-30T07:00:00.000Z',
    leaveState: null,
    checkedInAt: null,
    byHand: false,
  },
];
const URL_1 = 'http://campus.example/index/check-in?code=a31-1a-AAAAAAAAAAAAAAAA';

function setup(activity: Partial<TrainingActivityDetail> = {}, refuse?: string) {
  const marks: Req<'training', 'mark'>[] = [];
  let rows = ROWS;
  server.use(
    mockEndpoint('training', 'signups', () => ({ activity: { ...ACTIVITY, ...activity }, list: rows })),
    mockEndpoint('training', 'checkinCode', { code: 'a31-1a-AAAAAAAAAAAAAAAA', url: URL_1, expiresAt: '2026-12-03T06:31:00.000Z' }),
    mockEndpoint('training', 'mark', (body) => {
      marks.push(body);
      if (refuse) return failure(10002, refuse);
      rows = rows.map((r) => (r.userId === body.userId ? { ...r, checkedInAt: '2026-12-03T06:10:00.000Z', byHand: true } : r));
      return { list: rows };
    }),
  );
  return marks;
}
const show = () => {
  render(<LazyToaster />);
  return renderScreen(<ActivityPage />, {
    path: '/admin/training/activity/:activityId',
    url: '/admin/training/activity/31',
    user: loginResult({ id: 501 }),
  });
};

describe('a session’s page', () => {
  it('shows the session and, on request, its QR code with the server’s address', async () => {
    setup();
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { name: '入党程序与党的纪律专题辅导' })).toBeInTheDocument();
    expect(screen.getByText('2026-12-03 14:00 至 16:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回培训班' })).toHaveAttribute('href', '/admin/training/7');
    await user.click(screen.getByRole('button', { name: '显示签到二维码' }));
    expect(await screen.findByRole('img', { name: '签到二维码' })).toHaveAttribute('data-qr-value', URL_1);
  });

  it('before check-in opens: says when, and offers no code', async () => {
    setup({ checkinOpen: false, state: 'closed' });
    show();
    expect(await screen.findByTestId('checkin-closed')).toHaveTextContent('签到将于 2026-12-03 13:30 开放（活动开始前 30 分钟）');
    expect(screen.queryByRole('button', { name: '显示签到二维码' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /登记签到/ })).not.toBeInTheDocument();
  });

  it('lists the sign-ups and marks one present by hand', async () => {
    const marks = setup();
    const user = userEvent.setup();
    show();
    const rows = await screen.findAllByTestId('signup-row');
    expect(screen.getByTestId('signups-summary')).toHaveTextContent('已报名 2 人 · 已签到 1 人 · 请假获批 0 人');
    expect(within(rows[0]).getByText('2026-12-03 13:50:07')).toBeInTheDocument();
    expect(within(rows[1]).getByText('待审批')).toBeInTheDocument();
    expect(within(rows[2]).getByText('已取消')).toBeInTheDocument();
    // only a signed-up learner without a check-in
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(rows[1]).getByRole('button', { name: '为 王浩 登记签到' }));
    expect(await screen.findByText('已为 王浩 登记签到')).toBeInTheDocument();
    expect(marks).toEqual([{ activityId: 31, userId: 12 }]);
    expect(await within(screen.getAllByTestId('signup-row')[1]).findByText('（手工登记）')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a mark', async () => {
    setup({}, '此人已签到，无需再登记');
    const user = userEvent.setup();
    show();
    const rows = await screen.findAllByTestId('signup-row');
    await user.click(within(rows[1]).getByRole('button', { name: '为 王浩 登记签到' }));
    expect(await screen.findByText('此人已签到，无需再登记')).toBeInTheDocument();
  });
});
