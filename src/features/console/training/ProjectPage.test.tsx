import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Req } from '@contract/index';
import type { TrainingProjectDetail } from '@contract/training';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ProjectPage from './ProjectPage';

// A class's page against training/project and createActivity: the class, its sessions (each opens
// its sign-up list), adding one with Beijing times (refusals shown), and each learner's hours with
// the 1/7 flag.

const PROJECT: TrainingProjectDetail = {
  id: 7,
  title: '2026年计算机学院发展对象培训班',
  track: 'develop',
  audience: 'learner',
  orgId: 3,
  orgName: '计算机科学与技术学院党委',
  startDate: '2026-11-23',
  endDate: '2026-12-28',
  activities: 1,
  totalHours: 8,
  learners: 2,
  intro: '学院党委组织的发展对象集中培训。',
  organizer: '计算机科学与技术学院党委',
  identityNames: ['发展对象'],
  examTitle: '发展对象党章党规知识测试',
  list: [
    {
      id: 31,
      title: '党的性质和宗旨专题学习',
      category: '集中学习',
      place: '计算机学院 A 座 301',
      startAt: '2026-11-24T00:00:00.000Z',
      endAt: '2026-11-24T08:00:00.000Z',
      signupDeadline: '2026-11-22T00:00:00.000Z',
      capacity: 40,
      signedCount: 2,
      hours: 8,
      checkedIn: 1,
      leave: 1,
      state: 'ended',
    },
  ],
  people: [
    {
      userId: 12,
      name: '王浩',
      account: '2023010103',
      orgName: '计算机第一党支部',
      signed: 1,
      attendedHours: 0,
      leaveHours: 8,
      flagged: true,
    },
    {
      userId: 11,
      name: '李思雨',
      account: '2023010102',
      orgName: '计算机第一党支部',
      signed: 1,
      attendedHours: 8,
      leaveHours: 0,
      flagged: false,
    },
  ],
};

function setup(refuse?: string) {
  const sent: Req<'training', 'createActivity'>[] = [];
  server.use(
    mockEndpoint('training', 'project', PROJECT),
    mockEndpoint('training', 'createActivity', (body) => {
      sent.push(body);
      return refuse ? failure(10002, refuse) : { activityId: 32 };
    }),
  );
  return sent;
}
const show = () => {
  render(<LazyToaster />);
  return renderScreen(<ProjectPage />, { path: '/admin/training/:projectId', url: '/admin/training/7', user: loginResult({ id: 501 }) });
};

describe('a class’s page', () => {
  it('shows the class, its sessions and each learner’s hours with the leave flag', async () => {
    setup();
    show();
    expect(await screen.findByRole('heading', { name: '2026年计算机学院发展对象培训班' })).toBeInTheDocument();
    expect(screen.getByTestId('project-summary')).toHaveTextContent('活动 1 次 · 共 8 学时 · 报名 2 人');
    expect(screen.getByText('发展对象党章党规知识测试')).toBeInTheDocument();
    const session = screen.getAllByTestId('session-row')[0];
    expect(within(session).getByRole('link', { name: '打开活动：党的性质和宗旨专题学习' })).toHaveAttribute(
      'href',
      '/admin/training/activity/31',
    );
    expect(within(session).getByText('2026-11-24 08:00 至 16:00')).toBeInTheDocument();
    expect(within(session).getByText('2 / 40')).toBeInTheDocument();
    const people = screen.getAllByTestId('hours-row');
    expect(within(people[0]).getByText('请假超过 1/7')).toBeInTheDocument();
    expect(within(people[1]).queryByText('请假超过 1/7')).not.toBeInTheDocument();
  });

  it('adds a session with Beijing times as instants; says what is missing first, and the server’s refusal', async () => {
    const sent = setup('活动应在培训班的日期（2026-11-23 至 2026-12-28）之内');
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { name: '2026年计算机学院发展对象培训班' });
    await user.click(screen.getByRole('button', { name: '添加活动' }));
    expect(
      within(screen.getByTestId('session-errors'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['请填写活动名称（2 个字以上）', '请填写地点', '请选择开始、结束和报名截止时间']);
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /活动名称/ }), '入党程序专题辅导');
    await user.type(screen.getByRole('textbox', { name: /地点/ }), 'A 座 301');
    fireEvent.change(screen.getByLabelText(/开始时间/), { target: { value: '2026-12-30T14:00' } });
    fireEvent.change(screen.getByLabelText(/结束时间/), { target: { value: '2026-12-30T16:00' } });
    fireEvent.change(screen.getByLabelText(/报名截止/), { target: { value: '2026-12-29T18:00' } });
    await user.click(screen.getByRole('button', { name: '添加活动' }));
    expect(await screen.findByText('活动应在培训班的日期（2026-11-23 至 2026-12-28）之内')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        projectId: 7,
        title: '入党程序专题辅导',
        place: 'A 座 301',
        startAt: '2026-12-30T06:00:00.000Z',
        endAt: '2026-12-30T08:00:00.000Z',
        signupDeadline: '2026-12-29T10:00:00.000Z',
        capacity: 40,
      },
    ]);
    expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue('入党程序专题辅导');
  });

  it('clears the form when the session is added', async () => {
    const sent = setup();
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { name: '2026年计算机学院发展对象培训班' });
    await user.type(screen.getByRole('textbox', { name: /活动名称/ }), '入党程序专题辅导');
    await user.type(screen.getByRole('textbox', { name: /地点/ }), 'A 座 301');
    fireEvent.change(screen.getByLabelText(/开始时间/), { target: { value: '2026-12-20T14:00' } });
    fireEvent.change(screen.getByLabelText(/结束时间/), { target: { value: '2026-12-20T16:00' } });
    fireEvent.change(screen.getByLabelText(/报名截止/), { target: { value: '2026-12-20T18:00' } });
    await user.click(screen.getByRole('button', { name: '添加活动' }));
    expect(screen.getByTestId('session-errors')).toHaveTextContent('报名截止时间应早于开始时间');
    fireEvent.change(screen.getByLabelText(/报名截止/), { target: { value: '2026-12-19T18:00' } });
    await user.click(screen.getByRole('button', { name: '添加活动' }));
    expect(await screen.findByText('活动已添加')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /活动名称/ })).toHaveValue(''));
    expect(sent).toHaveLength(1);
  });
});
