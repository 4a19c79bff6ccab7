import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExamCard, ExamInfo } from '@contract/exam';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ExamCenterPage from './ExamCenterPage';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function card(examId: number, title: string, over: Partial<ExamCard> = {}): ExamCard {
  const now = Date.now();
  return {
    examId,
    title,
    lessonId: null,
    lessonTitle: null,
    startTime: iso(now - 24 * HOUR),
    endTime: iso(now + 30 * 24 * HOUR),
    duration: 30,
    questionCount: 20,
    totalScore: 100,
    passScore: 60,
    attemptsAllowed: 3,
    attemptsUsed: 0,
    bestScore: null,
    passed: false,
    state: 'ongoing',
    openRecordId: null,
    lastRecordId: null,
    ...over,
  };
}

const tabs = [
  { key: 'all' as const, name: '全部', count: 4 },
  { key: 'upcoming' as const, name: '未开始', count: 1 },
  { key: 'ongoing' as const, name: '进行中', count: 2 },
  { key: 'ended' as const, name: '已结束', count: 1 },
];

function listOf(cards: ExamCard[], serverTime = iso(Date.now())) {
  return { list: cards, total: cards.length, pageNum: 1, pageSize: 10, serverTime };
}

const show = (url = '/index/exam-center') => renderScreen(<ExamCenterPage />, { path: '/index/exam-center', url, user: loginResult() });

describe('ExamCenterPage', () => {
  it('tabs with their counts; each card shows its window, rules and the button its state calls for', async () => {
    const now = Date.now();
    server.use(
      mockEndpoint('exam', 'examTab', tabs),
      mockEndpoint(
        'exam',
        'examList',
        listOf([
          card(1, '发展对象党章党规知识测试', { attemptsUsed: 1, bestScore: 55 }),
          card(2, '2026年秋季入党积极分子培训结业考试', { openRecordId: 77, attemptsUsed: 1 }),
          card(3, '党的二十大精神学习测试', { state: 'upcoming', startTime: iso(now + 5 * HOUR), attemptsAllowed: 1 }),
          card(4, '党章学习周测（第十周）', {
            state: 'ended',
            attemptsUsed: 1,
            attemptsAllowed: 1,
            bestScore: 75,
            passed: true,
            lastRecordId: 31,
          }),
        ]),
      ),
    );
    show();
    expect(await screen.findByRole('button', { name: /^进行中\s*\(2\)$/ })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('exam-card');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByRole('button', { name: '开始考试' })).toBeEnabled();
    expect(cards[0]).toHaveTextContent('已考 1/3 次');
    expect(cards[0]).toHaveTextContent('最好成绩 55 分');
    expect(within(cards[1]).getByRole('link', { name: '继续考试' })).toHaveAttribute('href', '/index/exam-center/2/answer');
    expect(within(cards[2]).getByRole('button', { name: '未开始' })).toBeDisabled();
    expect(within(cards[2]).getByTestId('opens-in')).toHaveTextContent(/^距开考 0[45]:\d\d:\d\d$/);
    expect(within(cards[3]).getByRole('link', { name: '查看成绩' })).toHaveAttribute('href', '/index/my/exam/31');
    expect(cards[3]).toHaveTextContent('已通过');
  });

  it('the countdown to opening runs on the server clock: a PC clock 3 hours fast still shows 5 hours', async () => {
    const serverNow = Date.now() - 3 * HOUR;
    server.use(
      mockEndpoint('exam', 'examTab', tabs),
      mockEndpoint(
        'exam',
        'examList',
        listOf([card(3, '党的二十大精神学习测试', { state: 'upcoming', startTime: iso(serverNow + 5 * HOUR) })], iso(serverNow)),
      ),
    );
    show();
    expect(await screen.findByTestId('opens-in')).toHaveTextContent(/^距开考 0[45]:\d\d:\d\d$/);
  });

  it('a tab and a search go into the address and the request; an empty result says what was searched', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      mockEndpoint('exam', 'examTab', tabs),
      mockEndpoint('exam', 'examList', (body) => {
        sent.push(body);
        return listOf([]);
      }),
    );
    const { router } = show();
    fireEvent.click(await screen.findByRole('button', { name: /^已结束\s*\(1\)$/ }));
    expect(await screen.findByText('暂无已结束的考试')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=ended');
    fireEvent.change(screen.getByLabelText('考试名称'), { target: { value: '党史' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('没有名称包含“党史”的考试')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ pageNum: 1, pageSize: 10, tab: 'ended', keyword: '党史' });
  });

  it('开始考试 shows the rules first; confirming goes to the answer screen, confirmed', async () => {
    const info: ExamInfo = {
      ...card(1, '发展对象党章党规知识测试'),
      description: '测试党章和党内法规的基本知识，可参加 3 次，取最好成绩。',
      maxLeaves: 3,
      shuffle: true,
      allowReview: true,
      parts: [
        { type: 'single', count: 10, score: 5 },
        { type: 'multiple', count: 4, score: 5 },
        { type: 'judge', count: 3, score: 5 },
        { type: 'fill', count: 3, score: 5 },
      ],
      serverTime: iso(Date.now()),
    };
    server.use(
      mockEndpoint('exam', 'examTab', tabs),
      mockEndpoint('exam', 'examList', listOf([card(1, '发展对象党章党规知识测试')])),
      mockEndpoint('exam', 'examInfo', info),
    );
    const { router } = show();
    fireEvent.click(await screen.findByRole('button', { name: '开始考试' }));
    const rules = await screen.findByTestId('exam-info');
    expect(rules).toHaveTextContent('考试时长 30 分钟，共 20 题，满分 100 分，60 分及格。');
    expect(rules).toHaveTextContent('多选题 4 题，每题 5 分');
    expect(rules).toHaveTextContent('考试中离开页面（切换窗口、最小化、刷新或关闭页面、退出考试）超过 3 次，系统将自动交卷。');
    // the promise the answer page keeps: only answers on the server before the end count
    expect(rules).toHaveTextContent('断网时先保存在本机，恢复后自动提交，考试结束前未能提交到服务器的答案不计入成绩。');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '开始考试' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index/exam-center/1/answer'));
    expect(router.state.location.state).toEqual({ confirmed: true, from: '/index/exam-center' });
  });

  it('a refused list shows the server message without 重试; a network failure offers 重试', async () => {
    server.use(
      mockEndpoint('exam', 'examTab', tabs),
      mockEndpoint('exam', 'examList', () => failure(10002, '分页参数不正确')),
    );
    const first = show();
    expect(await screen.findByText('分页参数不正确')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('exam', 'examList', () => networkError()));
    show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
