import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgActDetail, OrgActItem, VoteDetail, VoteResults, VoteSummary } from '@contract/orgAct';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import OrgActivitiesPage from './OrgActivitiesPage';

const HOUR = 3600_000;
const iso = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const PATH = '/personal-space/workbenches/activity';

const act = (id: number, title: string, over: Partial<OrgActItem> = {}): OrgActItem => ({
  id,
  title,
  category: '支部党员大会',
  orgName: '马克思主义学院研究生党支部',
  startTime: iso(48),
  endTime: iso(50),
  place: '行政楼 305',
  organizer: '研究生党支部委员会',
  state: 'upcoming',
  attendance: null,
  leaveState: null,
  canLeave: true,
  ...over,
});
const detailOf = (a: OrgActItem, over: Partial<OrgActDetail> = {}): OrgActDetail => ({
  ...a,
  agenda: '一、预备党员汇报\n二、<b>举手表决</b>',
  leave: null,
  ...over,
});
const summary = (id: number, over: Partial<VoteSummary> = {}): VoteSummary => ({
  id,
  title: '推选2026年度优秀共产党员',
  description: '请推选不超过 2 名。',
  orgName: '马克思主义学院研究生党支部',
  startTime: iso(-24),
  endTime: iso(120),
  mode: 'multiple',
  maxChoices: 2,
  anonymous: false,
  showResultsBeforeEnd: false,
  eligibleIdentities: [],
  state: 'open',
  eligible: true,
  voted: false,
  resultsVisible: false,
  ...over,
});
const items = [
  { id: 11, name: '陈静', intro: '支部宣传委员' },
  { id: 12, name: '林博文', intro: '硕士班班长' },
  { id: 13, name: '周明远', intro: '支部组织委员' },
];
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

const show = (url = PATH) => renderScreen(<OrgActivitiesPage />, { path: PATH, url });

describe('OrgActivitiesPage: organisation life', () => {
  it('lists activities with their state, attendance and leave; the detail shows the agenda as text', async () => {
    server.use(
      mockEndpoint(
        'orgAct',
        'actList',
        page([
          act(1, '主题党日：重温入党誓词', { category: '主题党日', state: 'ongoing', canLeave: false }),
          act(2, '党小组会：对照党章找差距', {
            category: '党小组会',
            state: 'ended',
            attendance: 'present',
            leaveState: 'rejected',
            canLeave: false,
          }),
          act(3, '支部党员大会：学习全会精神', { state: 'ended', attendance: 'leave', leaveState: 'approved', canLeave: false }),
        ]),
      ),
      mockEndpoint(
        'orgAct',
        'actDetail',
        detailOf(act(2, '党小组会：对照党章找差距', { state: 'ended', attendance: 'present', leaveState: 'rejected', canLeave: false }), {
          leave: { reason: '准备课程作业', state: 'rejected', comment: '请按时参加', createdAt: iso(-50), reviewedAt: iso(-49) },
        }),
      ),
    );
    show();
    const rows = await screen.findAllByTestId('act-row');
    expect(rows[0]).toHaveTextContent('进行中');
    expect(rows[1]).toHaveTextContent('我的出席：出席');
    expect(rows[1]).toHaveTextContent('请假未批准');
    expect(rows[2]).toHaveTextContent('我的出席：请假');
    expect(rows[2]).toHaveTextContent('请假已批准');
    fireEvent.click(within(rows[1]).getByRole('button', { name: /查看详情/ }));
    const detail = await screen.findByTestId('act-detail');
    expect(detail).toHaveTextContent('<b>举手表决</b>');
    expect(within(detail).getByTestId('leave-detail')).toHaveTextContent('审批意见：请按时参加');
    expect(screen.queryByRole('button', { name: '请假' })).not.toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    server.use(mockEndpoint('orgAct', 'actList', page([])));
    show();
    expect(await screen.findByText('暂无组织生活安排')).toBeInTheDocument();
  });

  it('a refused list shows the reason without 重试; a network failure offers 重试', async () => {
    server.use(mockEndpoint('orgAct', 'actList', () => failure(10002, '页码不正确')));
    const first = show();
    expect(await screen.findByText('页码不正确')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(mockEndpoint('orgAct', 'actList', () => networkError()));
    show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('请假 before the start: a reason with its counter, a refusal shown as worded, then the pending request', async () => {
    let asked = false;
    let tries = 0;
    const sent: unknown[] = [];
    const coming = () => act(5, '支部党员大会：讨论预备党员转正', asked ? { leaveState: 'pending', canLeave: false } : {});
    server.use(
      mockEndpoint('orgAct', 'actList', () => page([coming()])),
      mockEndpoint('orgAct', 'actDetail', () =>
        detailOf(
          coming(),
          asked ? { leave: { reason: '参加论文开题答辩', state: 'pending', comment: '', createdAt: iso(0), reviewedAt: null } } : {},
        ),
      ),
      mockEndpoint('orgAct', 'actLeave', (body) => {
        sent.push(body);
        tries += 1;
        if (tries === 1) return failure(10002, '已提交过请假申请');
        asked = true;
        return detailOf(coming(), {
          leave: { reason: '参加论文开题答辩', state: 'pending', comment: '', createdAt: iso(0), reviewedAt: null },
        });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: /查看详情/ }));
    fireEvent.click(await screen.findByRole('button', { name: '请假' }));
    const submit = screen.getByRole('button', { name: '提交请假' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('请假事由'), { target: { value: '参加论文开题答辩' } });
    expect(screen.getByText(/8\/200/)).toBeInTheDocument();
    fireEvent.click(submit);
    expect(await screen.findByText('已提交过请假申请')).toBeInTheDocument();
    expect(screen.getByLabelText('请假事由')).toHaveValue('参加论文开题答辩');
    fireEvent.click(screen.getByRole('button', { name: '提交请假' }));
    expect(await screen.findByText('请假申请已提交，等待审批')).toBeInTheDocument();
    expect(await screen.findByTestId('leave-detail')).toHaveTextContent('请假待审批');
    expect(sent).toEqual([
      { actId: 5, reason: '参加论文开题答辩' },
      { actId: 5, reason: '参加论文开题答辩' },
    ]);
    await waitFor(() => expect(screen.getByTestId('act-row')).toHaveTextContent('请假待审批'));
  });
});

describe('OrgActivitiesPage: votes', () => {
  it('votes within maxChoices, confirms 提交后不能修改, then shows 已投票 with the choices', async () => {
    let voted = false;
    const sent: unknown[] = [];
    const detail = (): VoteDetail => ({ vote: summary(7, { voted }), items, myChoices: voted ? [11, 13] : [] });
    server.use(
      mockEndpoint('orgAct', 'voteList', () => page([summary(7, { voted })])),
      mockEndpoint('orgAct', 'voteItemList', () => detail()),
      mockEndpoint('orgAct', 'voteResult', (body) => {
        sent.push(body);
        voted = true;
        return detail();
      }),
    );
    show(`${PATH}?tab=votes`);
    const row = await screen.findByTestId('vote-row');
    expect(row).toHaveTextContent('未投票');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: '投票' }));
    expect(await screen.findByTestId('vote-hint')).toHaveTextContent('多选，最多选择 2 项（已选 0 项）');
    expect(screen.getByRole('button', { name: '提交投票' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /陈静/ }));
    await user.click(screen.getByRole('checkbox', { name: /周明远/ }));
    expect(screen.getByTestId('vote-hint')).toHaveTextContent('已选 2 项');
    expect(screen.getByRole('checkbox', { name: /林博文/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '提交投票' }));
    expect(screen.getByText('提交后不能修改，确定提交吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('投票成功')).toBeInTheDocument();
    expect(sent).toEqual([{ voteId: 7, itemIds: [11, 13] }]);
    expect(await screen.findByTestId('my-ballot')).toHaveTextContent('我的选择：陈静、周明远');
    // the picker's count (已选 0 项) goes with the ballot; the rule stays
    expect(screen.getByTestId('vote-hint')).toHaveTextContent('多选，每人最多选择 2 项');
    expect(screen.getByTestId('vote-hint')).not.toHaveTextContent('已选');
    expect(screen.queryByRole('button', { name: '提交投票' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('vote-row')).toHaveTextContent('已投票'));
  });

  it('a single-choice vote uses radios; a refusal is shown as worded', async () => {
    server.use(
      mockEndpoint('orgAct', 'voteList', page([summary(8, { mode: 'single', maxChoices: 1 })])),
      mockEndpoint('orgAct', 'voteItemList', { vote: summary(8, { mode: 'single', maxChoices: 1 }), items, myChoices: [] }),
      mockEndpoint('orgAct', 'voteResult', () => failure(10002, '你已经投过票')),
    );
    show(`${PATH}?tab=votes`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '投票' }));
    expect(await screen.findByTestId('vote-hint')).toHaveTextContent('单选，请选择 1 项');
    await user.click(screen.getByRole('radio', { name: /林博文/ }));
    await user.click(screen.getByRole('button', { name: '提交投票' }));
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('你已经投过票')).toBeInTheDocument();
  });

  it('results before the end of a vote that hides them say when they come, without asking the server', async () => {
    const asked = jest.fn();
    server.use(
      mockEndpoint('orgAct', 'voteList', page([summary(7)])),
      mockEndpoint('orgAct', 'voteItemList', { vote: summary(7), items, myChoices: [] }),
      mockEndpoint('orgAct', 'getVoteResult', () => {
        asked();
        return failure(10002, '投票结束后公布结果');
      }),
    );
    show(`${PATH}?tab=votes`);
    fireEvent.click(await screen.findByRole('button', { name: '查看结果' }));
    expect(await screen.findByTestId('results-hidden')).toHaveTextContent('投票结束后公布结果');
    expect(asked).not.toHaveBeenCalled();
  });

  it('results after the end: bars per item with counts, turnout, voters only when given; anonymous shows none', async () => {
    const ended = summary(9, {
      title: '2025年度民主评议党员',
      state: 'ended',
      anonymous: true,
      voted: true,
      resultsVisible: true,
      startTime: iso(-300),
      endTime: iso(-200),
    });
    const results: VoteResults = {
      vote: ended,
      eligibleCount: 4,
      ballotCount: 3,
      final: true,
      items: [
        { id: 11, name: '陈静', count: 3, voters: null },
        { id: 12, name: '林博文', count: 1, voters: null },
        { id: 13, name: '周明远', count: 0, voters: null },
      ],
    };
    server.use(
      mockEndpoint('orgAct', 'voteList', page([ended])),
      mockEndpoint('orgAct', 'voteItemList', { vote: ended, items, myChoices: [] }),
      mockEndpoint('orgAct', 'getVoteResult', results),
    );
    show(`${PATH}?tab=votes`);
    fireEvent.click(await screen.findByRole('button', { name: '查看结果' }));
    const view = await screen.findByTestId('vote-results');
    expect(view).toHaveTextContent('参与投票 3 / 4 人（75%）');
    const rows = within(view).getAllByTestId('result-item');
    expect(rows[0]).toHaveTextContent('3 票（100%）');
    expect(rows[1]).toHaveTextContent('1 票（33%）');
    expect(within(view).getAllByRole('progressbar')).toHaveLength(3);
    expect(view).not.toHaveTextContent('投票人');
  });
});
