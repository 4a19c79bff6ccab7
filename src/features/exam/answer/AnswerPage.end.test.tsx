import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { examInfo, mirror, saveServer, show, startedExam } from '@/test/examAttempt';

// The end of an attempt as the learner meets it: the five-minute warning, the answers still only
// on this computer as the end comes near, the result with the attempts left and 再考一次. And a
// reload: it counts as a leave (the rules say so), and the page opens on the question the learner
// was on. The clock is jest's: minutes pass without waiting.

const MIN = 60_000;
const title = '发展对象党章党规知识测试';
const places = () => JSON.parse(window.localStorage.getItem('training2_examPlace') ?? '{}') as Record<string, unknown>;

/** an attempt that ends `leftMs` from now on the (fake) clock */
const endingIn = (leftMs: number, over: Parameters<typeof startedExam>[0] = {}) =>
  startedExam({ endTime: new Date(Date.now() + leftMs).toISOString(), ...over });

const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

// rendering is slow on a busy machine; the clock in the tests is jest's
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('the last five minutes', () => {
  it('crossing five minutes left, the learner is told once; 我知道了 puts it away', async () => {
    server.use(mockEndpoint('exam', 'startExam', endingIn(5 * MIN + 3000)), saveServer().handler);
    show();
    await screen.findByRole('heading', { name: title });
    expect(screen.queryByTestId('hurry-warning')).toBeNull();
    await pass(4000);
    const warning = await screen.findByTestId('hurry-warning');
    expect(warning).toHaveTextContent('考试剩余时间不足 5 分钟，请抓紧作答并检查答案；时间到系统将按服务器已保存的答案自动交卷。');
    fireEvent.click(within(warning).getByRole('button', { name: '我知道了' }));
    await pass(2000);
    expect(screen.queryByTestId('hurry-warning')).toBeNull();
  });

  it('offline near the end: the answers only on this computer are named, with what happens to them', async () => {
    let online = true;
    const saves = saveServer(() => online);
    server.use(mockEndpoint('exam', 'startExam', endingIn(6 * MIN)), saves.handler);
    show();
    await screen.findByRole('heading', { name: title });
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    await waitFor(() => expect(saves.stored.get(11)).toEqual({ answer: 'A', seq: 1 }));
    online = false;
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.click(screen.getByText('A. 理论联系实际'));
    // six minutes left: the offline banner, which now says what counts
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      '网络恢复后会自动提交到服务器，请继续作答。考试结束前未能提交到服务器的答案不计入成绩。',
    );
    expect(screen.queryByTestId('pending-saves-warning')).toBeNull();

    await pass(MIN + 1000);
    const pending = await screen.findByTestId('pending-saves-warning');
    expect(pending).toHaveTextContent('考试即将结束，还有答案没有保存到服务器');
    expect(pending).toHaveTextContent(
      '第 2 题的答案（共 1 题）只保存在本机（网络已断开）。考试结束前未能提交到服务器的答案不计入成绩，请尽快恢复网络。',
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    // the network is back before the end: the answer reaches the server and the warning goes
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(saves.stored.get(12)).toEqual({ answer: 'A', seq: 1 }));
    await waitFor(() => expect(screen.queryByTestId('pending-saves-warning')).toBeNull());
  });

  it('time up while offline: no more "keep answering", the unsent answers are named, and the result says they were not scored', async () => {
    let online = true;
    const saves = saveServer(() => online);
    const started = endingIn(30_000);
    const submit = jest.fn(() =>
      online ? { recordId: 41, score: 2, totalScore: 6, passScore: 4, passed: false, closeReason: 'timeout' as const } : networkError(),
    );
    server.use(
      mockEndpoint('exam', 'startExam', started),
      saves.handler,
      mockEndpoint('exam', 'submitExam', submit),
      mockEndpoint('exam', 'getEndTime', () => ({ endTime: started.endTime, serverTime: new Date().toISOString() })),
    );
    show();
    await screen.findByRole('heading', { name: '发展对象党章党规知识测试' });
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    await waitFor(() => expect(saves.stored.get(11)).toEqual({ answer: 'A', seq: 1 }));
    online = false;
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.click(screen.getByText('A. 理论联系实际'));
    // near the end the plain offline banner gives way to the pending-saves warning
    expect(await screen.findByTestId('pending-saves-warning')).toHaveTextContent('第 2 题的答案（共 1 题）只保存在本机（网络已断开）');
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.change(screen.getByLabelText('请输入答案'), { target: { value: '民主集中制' } });

    await pass(31_000);
    const timeUp = await screen.findByTestId('time-up-banner');
    expect(timeUp).toHaveTextContent('考试时间已到，不能再作答。网络已断开：网络恢复后将按服务器已保存的答案交卷并显示成绩。');
    expect(timeUp).toHaveTextContent('第 2、3 题的答案（共 2 题）未能在考试结束前保存到服务器，已不能再提交，不计入成绩。');
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.queryByTestId('pending-saves-warning')).toBeNull();
    expect(screen.queryByText(/请继续作答/)).toBeNull();
    expect(screen.queryByText('未保存，将自动重试')).toBeNull();
    expect(screen.getByText('考试已结束，未能保存到服务器')).toBeInTheDocument();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const result = await screen.findByTestId('exam-result');
    expect(result).toHaveTextContent('2 分（满分 6 分）');
    expect(result).toHaveTextContent('考试时间已到，系统已按已保存的答案自动交卷');
    expect(within(result).getByTestId('unsent-answers')).toHaveTextContent(
      '有 2 道题（第 2、3 题）的答案未能在考试结束前保存到服务器，没有计入成绩；成绩按服务器已保存的答案计算。',
    );
    // the server decides the time: nothing is sent after the end
    expect([...saves.stored.keys()]).toEqual([11]);
    expect(mirror()).toEqual({});
  });

  it('near the end with every answer on the server: no pending-saves warning', async () => {
    const saves = saveServer();
    server.use(mockEndpoint('exam', 'startExam', endingIn(2 * MIN)), saves.handler);
    show();
    await screen.findByRole('heading', { name: title });
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    await waitFor(() => expect(saves.stored.get(11)).toEqual({ answer: 'A', seq: 1 }));
    await pass(2000);
    expect(screen.getByTestId('hurry-warning')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-saves-warning')).toBeNull();
  });
});

describe('a reload during the attempt', () => {
  it('opens the question the learner was on', async () => {
    server.use(mockEndpoint('exam', 'startExam', endingIn(30 * MIN)), saveServer().handler);
    const first = show();
    await screen.findByRole('heading', { name: title });
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByText('第 3 题 · 填空题 · 2 分')).toBeInTheDocument();
    await waitFor(() => expect(places()).toEqual({ 41: { questionId: 13, leaveCount: 0 } }));
    first.unmount();

    show();
    await screen.findByRole('heading', { name: title });
    expect(screen.getByText('第 3 题 · 填空题 · 2 分')).toBeInTheDocument();
    // nothing was counted meanwhile: no warning
    expect(screen.queryByTestId('leave-warning')).toBeNull();
  });

  it('a departure the server counted while the page was away (the reload) is told on return', async () => {
    window.localStorage.setItem('training2_examPlace', JSON.stringify({ 41: { questionId: 12, leaveCount: 1 } }));
    server.use(mockEndpoint('exam', 'startExam', endingIn(30 * MIN, { leaveCount: 2, maxLeaves: 3 })), saveServer().handler);
    show();
    const warning = await screen.findByTestId('leave-warning');
    expect(warning).toHaveTextContent(
      '刷新、关闭或退出考试页面都计为离开页面 1 次。你已离开考试页面 2 次，最多允许 3 次，超过后系统将自动交卷。',
    );
    expect(screen.getByTestId('exam-question')).toHaveTextContent('第 2 题 · 多选题 · 2 分');
    expect(screen.getByTestId('leave-count')).toHaveTextContent('离开页面 2/3 次');
  });

  it('the exit sent as the page went away may land after the reloaded page asked: the warning counts it already', async () => {
    window.localStorage.setItem('training2_examPlace', JSON.stringify({ 41: { questionId: 13, leaveCount: 1, left: true } }));
    server.use(mockEndpoint('exam', 'startExam', endingIn(30 * MIN, { leaveCount: 1, maxLeaves: 3 })), saveServer().handler);
    show();
    expect(await screen.findByTestId('leave-warning')).toHaveTextContent('你已离开考试页面 2 次，最多允许 3 次');
    expect(screen.getByTestId('leave-count')).toHaveTextContent('离开页面 2/3 次');
    expect(screen.getByTestId('exam-question')).toHaveTextContent('第 3 题 · 填空题 · 2 分');
    // shown once: the place is written again without the departure
    await waitFor(() => expect(places()).toEqual({ 41: { questionId: 13, leaveCount: 2 } }));
  });

  it('going away (pagehide) sends the exit and remembers it left', async () => {
    const exits: number[] = [];
    server.use(
      mockEndpoint('exam', 'startExam', endingIn(30 * MIN)),
      mockEndpoint('exam', 'exitExam', (b) => (exits.push(Number(b.recordId)), null)),
      saveServer().handler,
    );
    show();
    await screen.findByRole('heading', { name: title });
    await waitFor(() => expect(places()).toEqual({ 41: { questionId: 11, leaveCount: 0 } }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(places()).toEqual({ 41: { questionId: 11, leaveCount: 0, left: true } });
    await waitFor(() => expect(exits).toEqual([41]));
  });

  it('the rules on the page say that a reload counts and which answers are scored', async () => {
    server.use(mockEndpoint('exam', 'examInfo', examInfo()));
    show('/index/exam-center/3/answer', null);
    const panel = await screen.findByTestId('exam-start-panel');
    expect(panel).toHaveTextContent('考试中离开页面（切换到其他窗口、退出、刷新或关闭页面）超过 3 次将自动交卷');
    expect(panel).toHaveTextContent(
      '网络中断时先保存在本机，网络恢复后自动提交。时间到系统按服务器已保存的答案自动交卷，考试结束前未能提交到服务器的答案不计入成绩',
    );
  });
});

describe('the result', () => {
  const graded = (recordId: number) => ({
    recordId,
    score: 2,
    totalScore: 6,
    passScore: 4,
    passed: false,
    closeReason: 'submitted' as const,
  });

  /** submits the running attempt through the confirmation */
  async function submit() {
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认交卷' }));
    return screen.findByTestId('exam-result');
  }

  it('says how many attempts are left; 再考一次 starts the next attempt on the first question', async () => {
    let used = 1;
    const starts: number[] = [];
    server.use(
      mockEndpoint('exam', 'startExam', () => {
        starts.push(41 + starts.length);
        return endingIn(30 * MIN, { recordId: starts[starts.length - 1] });
      }),
      mockEndpoint('exam', 'submitExam', (b) => ((used += 1), graded(b.recordId))),
      mockEndpoint('exam', 'examInfo', () => examInfo({ attemptsUsed: used, attemptsAllowed: 3 })),
      saveServer().handler,
    );
    show();
    await screen.findByRole('heading', { name: title });
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    const result = await submit();
    expect(await within(result).findByTestId('attempts-left')).toHaveTextContent('还可考 1 次（共可考 3 次，取最好成绩）');
    expect(places()).toEqual({});

    fireEvent.click(within(result).getByRole('button', { name: '再考一次' }));
    await screen.findByRole('heading', { name: title });
    expect(starts).toEqual([41, 42]);
    expect(screen.getByText('第 1 题 · 单选题 · 2 分')).toBeInTheDocument();

    const last = await submit();
    expect(await within(last).findByTestId('attempts-left')).toHaveTextContent('考试次数已用完（共 3 次）');
    expect(within(last).queryByRole('button', { name: '再考一次' })).toBeNull();
  });

  it('an exam whose window has closed offers no 再考一次', async () => {
    server.use(
      mockEndpoint('exam', 'startExam', endingIn(30 * MIN)),
      mockEndpoint('exam', 'submitExam', graded(41)),
      mockEndpoint('exam', 'examInfo', examInfo({ attemptsUsed: 1, state: 'ended' })),
      saveServer().handler,
    );
    show();
    await screen.findByRole('heading', { name: title });
    const result = await submit();
    expect(await within(result).findByTestId('attempts-left')).toHaveTextContent('考试已结束');
    expect(within(result).queryByRole('button', { name: '再考一次' })).toBeNull();
  });
});
