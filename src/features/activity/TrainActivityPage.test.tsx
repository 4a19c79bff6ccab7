import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityCard, ActivityDetail, Project } from '@contract/activity';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import TrainActivityPage from './TrainActivityPage';

const HOUR = 3600_000;
const iso = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

const card = (id: number, title: string, over: Partial<ActivityCard> = {}): ActivityCard => ({
  id,
  projectId: 1,
  projectTitle: '2026年秋季入党积极分子培训班',
  title,
  category: '专题党课',
  place: '逸夫楼 201 报告厅',
  startTime: iso(120),
  endTime: iso(122),
  signupDeadline: iso(72),
  capacity: 120,
  signedCount: 2,
  state: 'open',
  signedUp: false,
  leaveState: null,
  ...over,
});
const project = (activities: ActivityCard[]): Project => ({
  id: 1,
  title: '2026年秋季入党积极分子培训班',
  track: 'train',
  organizer: '中共华东理工科技大学委员会党校',
  startDate: '2026-10-26',
  endDate: '2027-01-04',
  intro: '面向全校入党积极分子。',
  activities,
});
const detailOf = (c: ActivityCard, over: Partial<ActivityDetail> = {}): ActivityDetail => ({
  ...c,
  organizer: '中共华东理工科技大学委员会党校',
  content: '校党委书记讲授专题党课。',
  canCancel: c.signedUp,
  canLeave: c.signedUp && !c.leaveState,
  ...over,
});

const show = (url = '/index/train-activity', appId = 6) =>
  renderScreen(<TrainActivityPage />, { path: '/index/train-activity', url, user: loginResult({ appId }) });

describe('TrainActivityPage', () => {
  it('lists the projects with their activities; 报名 in the detail signs up and says so', async () => {
    let signed = false;
    const lesson = () => card(7, '专题党课：学习贯彻党的二十大精神', signed ? { signedUp: true, signedCount: 3 } : {});
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('activity', 'projectList', () => [
        project([lesson(), card(8, '红色教育基地现场教学', { state: 'full', capacity: 3, signedCount: 3 })]),
      ]),
      mockEndpoint('activity', 'activityDetail', () => detailOf(lesson())),
      mockEndpoint('activity', 'baoMing', (body) => {
        sent.push(body);
        signed = true;
        return detailOf(lesson());
      }),
    );
    show();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('已报名 2/120');
    expect(rows[1]).toHaveTextContent('名额已满');
    fireEvent.click(within(rows[0]).getByRole('button', { name: '查看详情' }));
    const detail = await screen.findByTestId('activity-detail');
    expect(detail).toHaveTextContent('校党委书记讲授专题党课。');
    fireEvent.click(screen.getByRole('button', { name: '报名' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(sent).toEqual([{ activityId: 7 }]);
    await waitFor(() => expect(screen.getAllByTestId('activity-row')[0]).toHaveTextContent('已报名 3/120'));
  });

  it('a refusal is shown in the dialog as the server words it', async () => {
    server.use(
      mockEndpoint('activity', 'projectList', [project([card(7, '专题党课')])]),
      mockEndpoint('activity', 'activityDetail', detailOf(card(7, '专题党课'))),
      mockEndpoint('activity', 'baoMing', () => failure(10002, '名额已满')),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: '查看详情' }));
    fireEvent.click(await screen.findByRole('button', { name: '报名' }));
    expect(await screen.findByText('名额已满')).toBeInTheDocument();
  });

  it('请假: the reason is written in the dialog, sent, and the request shows with its state; a refusal keeps what was typed', async () => {
    const signed = card(7, '专题党课', { signedUp: true });
    let leave: 'none' | 'pending' = 'none';
    let tries = 0;
    server.use(
      mockEndpoint('activity', 'projectList', [project([signed])]),
      mockEndpoint('activity', 'activityDetail', () => detailOf({ ...signed, leaveState: leave === 'pending' ? 'pending' : null })),
      mockEndpoint('activity', 'projectLeaveDetail', {
        id: 1,
        activityId: 7,
        activityTitle: '专题党课',
        reason: '与专业课实验时间冲突',
        state: 'pending',
        comment: '',
        createdAt: iso(0),
        reviewedAt: null,
      }),
      mockEndpoint('activity', 'projectLeave', () => {
        tries += 1;
        if (tries === 1) return failure(10002, '请假事由至少 5 个字，请写明原因');
        leave = 'pending';
        return {
          id: 1,
          activityId: 7,
          activityTitle: '专题党课',
          reason: '与专业课实验时间冲突',
          state: 'pending' as const,
          comment: '',
          createdAt: iso(0),
          reviewedAt: null,
        };
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: '查看详情' }));
    fireEvent.click(await screen.findByRole('button', { name: '请假' }));
    fireEvent.change(screen.getByLabelText('请假事由'), { target: { value: '与专业课实验时间冲突' } });
    fireEvent.click(screen.getByRole('button', { name: '提交请假' }));
    expect(await screen.findByText('请假事由至少 5 个字，请写明原因')).toBeInTheDocument();
    expect(screen.getByLabelText('请假事由')).toHaveValue('与专业课实验时间冲突');
    fireEvent.click(screen.getByRole('button', { name: '提交请假' }));
    expect(await screen.findByText('请假申请已提交')).toBeInTheDocument();
    expect(await screen.findByTestId('leave-detail')).toHaveTextContent('我的请假：请假待审批');
  });

  it('我的活动 and 签到记录 are tabs in the address, with their empty states', async () => {
    server.use(
      mockEndpoint('activity', 'projectList', [project([])]),
      mockEndpoint('activity', 'myActivity', { list: [], total: 0, pageNum: 1, pageSize: 10 }),
      mockEndpoint('activity', 'userQrcodeScanLog', { list: [], total: 0, pageNum: 1, pageSize: 10 }),
    );
    const { router } = show();
    expect(await screen.findByText('该培训班暂未安排活动')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我的活动' }));
    expect(await screen.findByText('你还没有报名任何活动')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=mine');
    fireEvent.click(screen.getByRole('button', { name: '签到记录' }));
    expect(await screen.findByText('暂无签到记录')).toBeInTheDocument();
  });

  it('a cadre sees the cadre projects (gbActivity) instead of the learner tracks', async () => {
    server.use(
      mockEndpoint('activity', 'gbActivity', [
        { ...project([card(9, '警示教育大会暨专题研讨')]), title: '2026年处级干部党纪学习教育专题培训' },
      ]),
    );
    show('/index/train-activity', 5);
    expect(await screen.findByRole('heading', { name: '2026年处级干部党纪学习教育专题培训' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发展对象培训' })).not.toBeInTheDocument();
  });

  it('an account its branch has not confirmed is told why it sees no class; a confirmed one is not', async () => {
    server.use(mockEndpoint('activity', 'projectList', []));
    const waiting = renderScreen(<TrainActivityPage />, { path: '/index/train-activity', user: loginResult({ branchConfirmed: false }) });
    expect(await screen.findByText('所在党支部尚未确认你的账号')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('报名集中培训');
    waiting.unmount();
    show();
    await screen.findByRole('heading', { name: '集中培训' });
    expect(screen.queryByText('所在党支部尚未确认你的账号')).not.toBeInTheDocument();
  });
});
