import { fireEvent, screen, within } from '@testing-library/react';
import type { PendingKind, PendingTask, TaskNums, Workbench } from '@contract/centerWorkbench';
import type { LiveAct } from '@contract/live';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import WorkbenchPage from './WorkbenchPage';

jest.setTimeout(20_000);

const NAMES: Record<PendingKind, string> = { message: '待办消息', exam: '考试', homework: '作业', task: '学习任务', vote: '投票', develop: '入党文书', studyGroup: '中心组学习' };
const pending: PendingTask[] = [
  { kind: 'exam', key: 'exam:3', title: '2026年秋季入党积极分子培训结业考试', source: '考试中心', dueAt: '2026-12-01T10:00:00.000Z', overdue: false, path: '/index/exam-center', actionText: '去考试' },
  { kind: 'homework', key: 'experience:2', title: '学习党章心得体会', source: '2026年秋季入党积极分子培训班', dueAt: '2026-12-15T15:59:00.000Z', overdue: false, path: '/index/special-training/2', actionText: '继续撰写' },
  { kind: 'message', key: 'message:9', title: '请报名参加专题党课', source: '校党校', dueAt: null, overdue: false, path: '/personal-space/notice/detail?id=9', actionText: '查看' },
];
const numsOf = (items: PendingTask[]): TaskNums => ({
  total: items.length,
  kinds: (Object.keys(NAMES) as PendingKind[]).map((kind) => ({ kind, name: NAMES[kind], count: items.filter((i) => i.kind === kind).length })),
});
const bench: Workbench = {
  user: { name: '张晓明', account: '2023010101', orgName: '计算机学院本科生第一党支部', identityName: '入党积极分子', phaseName: '入党积极分子培训', stageName: '2026年秋季' },
  study: { today: 1500, week: 9000, total: 45000, lessonsCompleted: 3 },
  unreadMessages: 4,
  taskNums: numsOf(pending),
  upcoming: pending,
  latestMessages: [{ id: 9, kind: 'todo', title: '请报名参加专题党课', summary: '', sender: '校党校', sentAt: '2026-11-20T02:00:00.000Z', read: false, dueAt: null, actionPath: '/index/train-activity', actionText: '去报名' }],
};
const live = (over: Partial<LiveAct>): LiveAct => ({
  id: 1, title: '新时代党的建设总要求专题辅导', speaker: '孙红梅', speakerTitle: '马克思主义学院教授', intro: '', organizer: '校党校',
  startTime: '2026-11-25T11:00:00.000Z', endTime: '2026-11-25T12:30:00.000Z', state: 'live', liveUrl: 'https://live.example.com/room/1024', replay: null, ...over,
});

function serve(items = pending) {
  const asked: unknown[] = [];
  server.use(
    mockEndpoint('center', 'workbenches', { ...bench, taskNums: numsOf(items) }),
    mockEndpoint('center', 'myTaskList', (body) => {
      asked.push(body);
      const shown = items.filter((i) => !body.kind || i.kind === body.kind);
      return { list: shown.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize), total: shown.length, pageNum: body.pageNum, pageSize: body.pageSize };
    }),
    mockEndpoint('live', 'liveActList', {
      list: [live({}), live({ id: 2, title: '马克思主义基本原理导读', state: 'ended', liveUrl: '', replay: { videoId: 11, lessonId: 4 } })],
      total: 2, pageNum: 1, pageSize: 4, serverTime: '2026-11-25T11:20:00.000Z',
    }),
  );
  return asked;
}
const show = (url = '/personal-space/workbenches/index') => renderScreen(<WorkbenchPage />, { path: '/personal-space/workbenches/index', url, user: loginResult() });

describe('the workbench', () => {
  it('shows who the learner is, the study figures, the pending things with their actions, the latest messages and the live lectures', async () => {
    serve();
    show();
    expect(await screen.findByText('张晓明，你好')).toBeInTheDocument();
    expect(screen.getByText(/计算机学院本科生第一党支部/)).toBeInTheDocument();
    expect(screen.getAllByTestId('workbench-stat').map((s) => s.textContent)).toEqual(['今日学时25 分钟', '本周学时2.5 小时', '累计学时12.5 小时', '完成课程3 门']);
    const rows = await screen.findAllByTestId('pending-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: '去考试：2026年秋季入党积极分子培训结业考试' })).toHaveAttribute('href', '/index/exam-center');
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

  it('a kind’s tab shows its count and lists only that kind (kept in the URL)', async () => {
    const asked = serve();
    show();
    const tab = await screen.findByTestId('pending-tab-homework');
    expect(tab).toHaveTextContent('作业 1');
    fireEvent.click(tab);
    expect(await screen.findByText('学习党章心得体会')).toBeInTheDocument();
    await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'pending-row' && screen.getAllByTestId('pending-row').length === 1);
    expect(asked).toContainEqual(expect.objectContaining({ kind: 'homework' }));
  });

  it('nothing pending: a kind with none says so', async () => {
    serve([]);
    show('/personal-space/workbenches/index?kind=vote');
    expect(await screen.findByText('暂无投票类待办')).toBeInTheDocument();
  });

  it('the overview refused shows the reason without 重试; a network failure offers 重试', async () => {
    const live = mockEndpoint('live', 'liveActList', { list: [], total: 0, pageNum: 1, pageSize: 4, serverTime: '2026-11-25T11:20:00.000Z' });
    server.use(mockEndpoint('center', 'workbenches', () => failure(10002, '用户不存在')), live);
    const first = show();
    expect(await screen.findByText(/用户不存在/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(mockEndpoint('center', 'workbenches', () => networkError()), live);
    show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
