import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingKind, PendingTask, TaskNums, Workbench } from '@contract/centerWorkbench';
import type { LiveAct, LiveState } from '@contract/live';
import type { StudyInfo } from '@contract/selfStudy';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import WorkbenchPage from './WorkbenchPage';

jest.setTimeout(20_000);

const NAMES: Record<PendingKind, string> = {
  message: '待办消息',
  exam: '考试',
  homework: '作业',
  task: '学习任务',
  vote: '投票',
  develop: '入党文书',
  studyGroup: '中心组学习',
};
const pending: PendingTask[] = [
  {
    kind: 'exam',
    key: 'exam:3',
    title: '2026年秋季入党积极分子培训结业考试',
    source: '考试中心',
    dueAt: '2026-12-01T10:00:00.000Z',
    overdue: true,
    path: '/index/exam-center',
    actionText: '去考试',
  },
  {
    kind: 'homework',
    key: 'experience:2',
    title: '学习党章心得体会',
    source: '2026年秋季入党积极分子培训班',
    dueAt: '2026-12-15T15:59:00.000Z',
    overdue: false,
    path: '/index/special-training/2',
    actionText: '继续撰写',
  },
  {
    kind: 'message',
    key: 'message:9',
    title: '请报名参加专题党课',
    source: '校党校',
    dueAt: null,
    overdue: false,
    path: '/personal-space/notice/detail?id=9',
    actionText: '查看',
  },
];
const numsOf = (items: PendingTask[]): TaskNums => ({
  total: items.length,
  kinds: (Object.keys(NAMES) as PendingKind[]).map((kind) => ({
    kind,
    name: NAMES[kind],
    count: items.filter((i) => i.kind === kind).length,
  })),
});
const bench: Workbench = {
  user: {
    name: '张晓明',
    account: '2023010101',
    orgName: '计算机学院本科生第一党支部',
    identityName: '入党积极分子',
    phaseName: '入党积极分子培训',
    stageName: '2026年秋季',
  },
  study: { today: 1500, week: 9000, total: 45000, lessonsCompleted: 3 },
  unreadMessages: 4,
  taskNums: numsOf(pending),
  upcoming: pending,
  latestMessages: [
    {
      id: 9,
      kind: 'todo',
      title: '请报名参加专题党课',
      summary: '',
      sender: '校党校',
      sentAt: '2026-11-20T02:00:00.000Z',
      read: false,
      dueAt: null,
      actionPath: '/index/train-activity',
      actionText: '去报名',
      done: false,
      overdue: false,
    },
  ],
};
const live = (over: Partial<LiveAct>): LiveAct => ({
  id: 1,
  title: '新时代党的建设总要求专题辅导',
  speaker: '孙红梅',
  speakerTitle: '马克思主义学院教授',
  intro: '',
  organizer: '校党校',
  startTime: '2026-11-25T11:00:00.000Z',
  endTime: '2026-11-25T12:30:00.000Z',
  state: 'live',
  liveUrl: 'https://live.example.com/room/1024',
  replay: null,
  ...over,
});

// 学习统计's answers: Thursday 2026-11-26, three days of 89.6 s this week (the server's week,
// 268.8 s, cut on its own is 4 分 28 秒 beside 学习统计's 4 分 30 秒) and 500.4 s last Sunday
const lastDays = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({
  date,
  seconds: ({ '2026-11-22': 500.4, '2026-11-23': 89.6, '2026-11-24': 89.6, '2026-11-26': 89.6 } as Record<string, number>)[date] ?? 0,
}));
const studyInfo: StudyInfo = {
  today: 89.6,
  week: 268.8,
  month: 769.2,
  total: 769.2,
  days: 4,
  videosCompleted: 2,
  lessonsCompleted: 3,
  lastDays,
};

function serve(items = pending) {
  const asked: unknown[] = [];
  server.use(
    mockEndpoint('selfStudy', 'studyInfo', studyInfo),
    mockEndpoint('center', 'workbenches', { ...bench, taskNums: numsOf(items) }),
    mockEndpoint('center', 'myTaskList', (body) => {
      asked.push(body);
      const shown = items.filter((i) => !body.kind || i.kind === body.kind);
      return {
        list: shown.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
        total: shown.length,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      };
    }),
    mockEndpoint('live', 'liveActList', {
      list: [live({}), live({ id: 2, title: '马克思主义基本原理导读', state: 'ended', liveUrl: '', replay: { videoId: 11, lessonId: 4 } })],
      total: 2,
      pageNum: 1,
      pageSize: 4,
      serverTime: '2026-11-25T11:20:00.000Z',
    }),
  );
  return asked;
}
const show = (url = '/personal-space/workbenches/index') =>
  renderScreen(<WorkbenchPage />, { path: '/personal-space/workbenches/index', url, user: loginResult() });

describe('the workbench', () => {
  it('shows who the learner is, the study figures, the pending things with their actions, the latest messages and the live lectures', async () => {
    serve();
    show();
    expect(await screen.findByText('张晓明，你好')).toBeInTheDocument();
    expect(screen.getByText(/计算机学院本科生第一党支部/)).toBeInTheDocument();
    // the figures of 学习统计, to the second and in its words (not 0.0 小时 for a learner who just studied);
    // 累计 is the 769.2 s credited (its two halves of 384.6 s each rounded up made it 12 分 50 秒)
    await waitFor(() =>
      expect(screen.getAllByTestId('workbench-stat').map((s) => s.textContent)).toEqual([
        '今日学时1 分 30 秒',
        '本周学时4 分 30 秒',
        '累计学时12 分 49 秒',
        '完成课程3 门',
      ]),
    );
    expect(screen.getByRole('link', { name: '查看学习统计' })).toHaveAttribute('href', '/index/my/statistics');
    const rows = await screen.findAllByTestId('pending-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: '去考试：2026年秋季入党积极分子培训结业考试' })).toHaveAttribute(
      'href',
      '/index/exam-center',
    );
    expect(within(rows[0]).getByTestId('pending-overdue')).toHaveTextContent('逾期');
    expect(within(rows[1]).queryByTestId('pending-overdue')).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: /继续撰写/ })).toHaveAttribute('href', '/index/special-training/2');
    expect(screen.getByRole('heading', { name: '我的待办（3 项）' })).toBeInTheDocument();
    expect(screen.getByText('4 条未读')).toBeInTheDocument();
    expect(screen.getByTestId('workbench-message')).toHaveAttribute('data-read', 'false');
    const lives = await screen.findAllByTestId('live-row');
    const enter = within(lives[0]).getByRole('link', { name: '进入直播' });
    expect(enter).toHaveAttribute('href', 'https://live.example.com/room/1024');
    expect(enter).toHaveAttribute('target', '_blank');
    expect(within(lives[1]).getByRole('link', { name: '观看回放' })).toHaveAttribute('href', '/index/videodetails/11/4');
    // the speaker and their title, whole on hover should the panel cut them short
    const speaker = within(lives[0]).getByTestId('live-speaker');
    expect(speaker).toHaveAttribute('title', expect.stringContaining('孙红梅（马克思主义学院教授）'));
    expect(getComputedStyle(speaker).whiteSpace).not.toBe('nowrap');
  });

  it('without 学习统计’s answers, the workbench’s own figures said the same way', async () => {
    serve();
    server.use(mockEndpoint('selfStudy', 'studyInfo', () => failure(10002, '统计暂不可用')));
    show();
    await screen.findByText('张晓明，你好');
    // 1500 s, 9000 s and 45000 s (were 25 分钟, 2.5 小时 and 12.5 小时)
    await waitFor(() =>
      expect(screen.getAllByTestId('workbench-stat').map((s) => s.textContent)).toEqual([
        '今日学时25 分 0 秒',
        '本周学时2 小时 30 分 0 秒',
        '累计学时12 小时 30 分 0 秒',
        '完成课程3 门',
      ]),
    );
  });

  it('a kind’s tab shows its count and lists only that kind (kept in the URL)', async () => {
    const asked = serve();
    show();
    const tab = await screen.findByTestId('pending-tab-homework');
    expect(tab).toHaveTextContent('作业 1');
    fireEvent.click(tab);
    expect(await screen.findByText('学习党章心得体会')).toBeInTheDocument();
    await screen.findByText(
      (_, el) => el?.getAttribute('data-testid') === 'pending-row' && screen.getAllByTestId('pending-row').length === 1,
    );
    expect(asked).toContainEqual(expect.objectContaining({ kind: 'homework' }));
  });

  it('nothing pending: a kind with none says so', async () => {
    serve([]);
    show('/personal-space/workbenches/index?kind=vote');
    expect(await screen.findByText('暂无投票类待办')).toBeInTheDocument();
  });

  it('the overview refused shows the reason without 重试; a network failure offers 重试', async () => {
    const live = mockEndpoint('live', 'liveActList', {
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 4,
      serverTime: '2026-11-25T11:20:00.000Z',
    });
    server.use(
      mockEndpoint('center', 'workbenches', () => failure(10002, '用户不存在')),
      live,
    );
    const first = show();
    expect(await screen.findByText(/用户不存在/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(
      mockEndpoint('center', 'workbenches', () => networkError()),
      live,
    );
    show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('直播课堂', () => {
  const titles = (rows: HTMLElement[]) => rows.map((r) => within(r).getByText(/^第 \d+ 场/).textContent);
  // 11 lectures: 1 on air, 2 coming, 8 ended (every other with a replay), in the server's order
  const acts = Array.from({ length: 11 }, (_, i) => {
    const state: LiveState = i === 0 ? 'live' : i < 3 ? 'upcoming' : 'ended';
    return live({
      id: i + 1,
      title: `第 ${i + 1} 场专题辅导`,
      state,
      liveUrl: state === 'ended' ? '' : 'https://live.example.com/room/1',
      replay: state === 'ended' && i % 2 === 1 ? { videoId: 100 + i, lessonId: 4 } : null,
    });
  });
  const serveLive = (all = acts) => {
    const asked: Array<{ pageNum: number; pageSize: number; state?: LiveState }> = [];
    serve();
    server.use(
      mockEndpoint('live', 'liveActList', (body) => {
        asked.push(body);
        const shown = all.filter((a) => !body.state || a.state === body.state);
        return {
          list: shown.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
          total: shown.length,
          pageNum: body.pageNum,
          pageSize: body.pageSize,
          serverTime: '2026-11-25T11:20:00.000Z',
        };
      }),
    );
    return asked;
  };

  it('the panel shows four; 更多直播 opens all of them a page at a time, the ended ones with their replays', async () => {
    const asked = serveLive();
    show();
    const panel = within(await screen.findByRole('region', { name: '直播课堂' }));
    await waitFor(() =>
      expect(titles(panel.getAllByTestId('live-row'))).toEqual([
        '第 1 场专题辅导',
        '第 2 场专题辅导',
        '第 3 场专题辅导',
        '第 4 场专题辅导',
      ]),
    );
    const user = userEvent.setup();
    await user.click(panel.getByRole('button', { name: '更多直播（共 11 场）' }));
    const dialog = within(await screen.findByTestId('live-dialog'));
    await waitFor(() => expect(dialog.getAllByTestId('live-row')).toHaveLength(8));
    expect(dialog.getByText('共 11 条')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(titles(dialog.getAllByTestId('live-row'))).toEqual(['第 9 场专题辅导', '第 10 场专题辅导', '第 11 场专题辅导']),
    );
    expect(within(dialog.getAllByTestId('live-row')[1]).getByRole('link', { name: '观看回放' })).toHaveAttribute(
      'href',
      '/index/videodetails/109/4',
    );
    expect(asked).toContainEqual({ pageNum: 2, pageSize: 8 });
  });

  it('the dialog narrows to one state, from its first page', async () => {
    const asked = serveLive();
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '更多直播（共 11 场）' }));
    const dialog = within(await screen.findByTestId('live-dialog'));
    await waitFor(() => expect(dialog.getAllByTestId('live-row')).toHaveLength(8));
    await user.click(dialog.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(dialog.getAllByTestId('live-row')).toHaveLength(3));
    await user.click(dialog.getByRole('button', { name: '已结束' }));
    await waitFor(() => expect(titles(dialog.getAllByTestId('live-row'))).toEqual(acts.slice(3).map((a) => a.title)));
    expect(dialog.getByRole('button', { name: '已结束' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked.at(-1)).toEqual({ pageNum: 1, pageSize: 8, state: 'ended' });
    await user.click(dialog.getByRole('button', { name: '直播中' }));
    await waitFor(() => expect(titles(dialog.getAllByTestId('live-row'))).toEqual(['第 1 场专题辅导']));
    expect(dialog.queryByRole('link', { name: '观看回放' })).toBeNull();
  });

  it('no 更多直播 when the panel shows them all', async () => {
    serveLive(acts.slice(0, 4));
    show();
    await waitFor(() => expect(screen.getAllByTestId('live-row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /更多直播/ })).toBeNull();
  });
});
