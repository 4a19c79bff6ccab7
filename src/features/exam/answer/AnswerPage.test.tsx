import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '@contract/endpoints';
import type { ExamInfo } from '@contract/exam';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { lessonItem } from '@/test/lessons';
import { examInfo, HOUR, mirror, saveServer, show, startedExam } from '@/test/examAttempt';

afterEach(() => window.localStorage.clear());

describe('AnswerPage', () => {
  it('shows the paper one question at a time with the 答题卡; a click is saved at once and the card fills in', async () => {
    const saves = saveServer();
    server.use(mockEndpoint('exam', 'startExam', startedExam()), saves.handler);
    show();
    expect(await screen.findByRole('heading', { name: '发展对象党章党规知识测试' })).toBeInTheDocument();
    expect(screen.getByText('第 1 题 · 单选题 · 2 分')).toBeInTheDocument();
    expect(screen.getAllByTestId('nav-item')).toHaveLength(3);
    expect(screen.getByTestId('answered-count')).toHaveTextContent('已答 0/3');
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    await waitFor(() => expect(saves.stored.get(11)).toEqual({ answer: 'A', seq: 1 }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(screen.getByTestId('answered-count')).toHaveTextContent('已答 1/3');
    expect(screen.getAllByTestId('nav-item')[0]).toHaveAttribute('data-answered', 'true');

    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.click(screen.getByText('A. 理论联系实际'));
    fireEvent.click(screen.getByText('B. 密切联系群众'));
    await waitFor(() => expect(saves.stored.get(12)).toEqual({ answer: 'A,B', seq: 2 }));
  });

  it('opened without a confirmation (a bookmark, a reload of the result) it asks before using an attempt', async () => {
    const start = jest.fn(() => startedExam());
    server.use(mockEndpoint('exam', 'examInfo', examInfo()), mockEndpoint('exam', 'startExam', start));
    show('/index/exam-center/3/answer', null);
    const panel = await screen.findByTestId('exam-start-panel');
    expect(panel).toHaveTextContent('已考 1 次，共可考 3 次');
    expect(panel).toHaveTextContent('单选题 1 题，每题 2 分；多选题 1 题，每题 2 分；填空题 1 题，每题 2 分');
    expect(start).not.toHaveBeenCalled();
    fireEvent.click(within(panel).getByRole('button', { name: '开始考试' }));
    expect(await screen.findByRole('heading', { name: '发展对象党章党规知识测试' })).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('attempts used up: the panel says so and offers no start', async () => {
    server.use(mockEndpoint('exam', 'examInfo', examInfo({ attemptsUsed: 3 })));
    show('/index/exam-center/3/answer', null);
    const panel = await screen.findByTestId('exam-start-panel');
    expect(panel).toHaveTextContent('考试次数已用完（共 3 次）');
    expect(within(panel).getByRole('button', { name: '开始考试' })).toBeDisabled();
  });

  it('a lesson exam (?lesson=) with a running attempt resumes through startLessonExam without asking', async () => {
    const startLesson = jest.fn(() => startedExam());
    server.use(
      mockEndpoint('exam', 'examInfo', examInfo({ lessonId: 12, openRecordId: 41 })),
      mockEndpoint('exam', 'startLessonExam', startLesson),
      saveServer().handler,
    );
    let lessonAnswered = false;
    server.use(
      mockEndpoint('lesson', 'info', () => ((lessonAnswered = true), lessonItem(12, { tagId: 4 }))),
      mockEndpoint('exam', 'exitExam', null),
    );
    const app = show('/index/exam-center/3/answer?lesson=12', null);
    expect(await screen.findByRole('heading', { name: '发展对象党章党规知识测试' })).toBeInTheDocument();
    expect(startLesson).toHaveBeenCalledWith({ examId: 3 }, expect.anything());
    // 退出考试 (asked first) leads to the exam's lesson
    await waitFor(() => expect(lessonAnswered).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '退出考试' }));
    fireEvent.click(within(await screen.findByTestId('exit-dialog')).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/index/course-learning/4/12'));
  });

  describe("a lesson's exam opened by its address (a bookmark, ?lesson= of any lesson)", () => {
    /** exam 3 belongs to lesson 12 of tag 4; the server says whether lesson 12 is completed */
    const serveLesson = (lessonCompleted: boolean, over: Partial<ExamInfo> = {}) => {
      const asked: Array<[string, unknown]> = [];
      const card = examInfo({ lessonId: 12, lessonTitle: '发展党员工作细则', ...over });
      server.use(
        mockEndpoint('exam', 'examInfo', card),
        mockEndpoint(
          'exam',
          'examLessonList',
          (body) => (asked.push(['examLessonList', body.lessonId]), { lessonCompleted, list: [card] }),
        ),
        mockEndpoint('lesson', 'info', (body) => (asked.push(['info', body.lessonId]), lessonItem(body.lessonId, { tagId: 4 }))),
        mockEndpoint('exam', 'startExam', () => (asked.push(['startExam', 3]), failure(10002, '请先完成课程学习'))),
        mockEndpoint('exam', 'startLessonExam', () => (asked.push(['startLessonExam', 3]), failure(10002, '请先完成课程学习'))),
      );
      return asked;
    };

    it.each(['/index/exam-center/3/answer', '/index/exam-center/3/answer?lesson=999999'])(
      '%s before the lesson is completed says so up front, offers no start, and leads back to the lesson',
      async (url) => {
        const asked = serveLesson(false);
        show(url, null);
        const panel = await screen.findByTestId('exam-start-panel');
        expect(panel).toHaveTextContent('请先完成课程学习');
        expect(within(panel).getByRole('button', { name: '开始考试' })).toBeDisabled();
        expect(within(panel).getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/4/12');
        expect(within(panel).queryByRole('link', { name: '返回考试中心' })).not.toBeInTheDocument();
        // the exam's own lesson is asked about, not the address's ?lesson=, and nothing is started
        expect(asked).toEqual(
          expect.arrayContaining([
            ['examLessonList', 12],
            ['info', 12],
          ]),
        );
        expect(asked.filter(([name]) => name.startsWith('start'))).toEqual([]);
      },
    );

    it('once the lesson is completed offers the start, still leading back to the lesson', async () => {
      serveLesson(true);
      show('/index/exam-center/3/answer', null);
      const panel = await screen.findByTestId('exam-start-panel');
      expect(panel).not.toHaveTextContent('请先完成课程学习');
      expect(within(panel).getByRole('button', { name: '开始考试' })).toBeEnabled();
      expect(within(panel).getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/4/12');
    });

    it('a start the server refuses all the same (the lesson page answered before) leads back to the lesson', async () => {
      serveLesson(true);
      show('/index/exam-center/3/answer', null);
      fireEvent.click(within(await screen.findByTestId('exam-start-panel')).getByRole('button', { name: '开始考试' }));
      expect(await screen.findByTestId('exam-start-error')).toHaveTextContent('请先完成课程学习');
      expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/4/12');
    });

    it('the lesson failing to answer leaves the start to the server and the way back to the exam center', async () => {
      const card = examInfo({ lessonId: 12 });
      server.use(
        mockEndpoint('exam', 'examInfo', card),
        mockEndpoint('exam', 'examLessonList', () => failure(10002, '课程不存在或已下架')),
        mockEndpoint('lesson', 'info', () => failure(10002, '课程不存在或已下架')),
      );
      show('/index/exam-center/3/answer', null);
      const panel = await screen.findByTestId('exam-start-panel');
      expect(within(panel).getByRole('button', { name: '开始考试' })).toBeEnabled();
      expect(within(panel).getByRole('link', { name: '返回考试中心' })).toHaveAttribute('href', '/index/exam-center');
    });
  });

  it.each([
    ['the exam center, on its second page', '/index/exam-center?page=2', '返回考试中心'],
    ['a topic (专题培训)', '/index/special-training/3', '返回'],
    ['a lesson page', '/index/course-learning/1/1', '返回课程'],
  ])('the way back to the page that sent the learner is named for it: %s', async (_what, from, label) => {
    server.use(mockEndpoint('exam', 'startExam', () => failure(10002, '考试次数已用完（共 3 次）')));
    show(`/index/exam-center/3/answer${from.startsWith('/index/course') ? '?lesson=1' : ''}`, { confirmed: true, from });
    await screen.findByTestId('exam-start-error');
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', from);
  });

  it('a refused start shows the server’s reason and the way back', async () => {
    server.use(mockEndpoint('exam', 'startExam', () => failure(10002, '考试次数已用完（共 3 次）')));
    show();
    expect(await screen.findByText('考试次数已用完（共 3 次）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回考试中心' })).toHaveAttribute('href', '/index/exam-center');
  });

  it.each([
    ['/index/exam-center/abc/answer', { confirmed: true }],
    ['/index/exam-center/1.5/answer', undefined],
  ])(
    "%s names no exam: the server's words for a missing one (考试不存在), without asking it or starting an attempt",
    async (url, state) => {
      const asked: string[] = [];
      server.use(
        mockEndpoint('exam', 'examInfo', () => (asked.push('examInfo'), examInfo())),
        mockEndpoint('exam', 'startExam', () => (asked.push('startExam'), failure(10002, '考试不能小于 1'))),
      );
      show(url, state);
      expect(await screen.findByText('考试不存在')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回考试中心' })).toHaveAttribute('href', '/index/exam-center');
      expect(asked).toEqual([]);
    },
  );

  it('after a reload the server’s answers come back and an unconfirmed newer answer of this computer is restored and sent', async () => {
    window.localStorage.setItem('training2_examAnswers', JSON.stringify({ 41: { 13: { answer: '民主集中制', seq: 4 } } }));
    const saves = saveServer();
    saves.stored.set(11, { answer: 'B', seq: 2 });
    server.use(
      mockEndpoint(
        'exam',
        'startExam',
        startedExam({
          answers: [
            { questionId: 11, answer: 'B', seq: 2, marked: true },
            { questionId: 13, answer: '民主', seq: 3, marked: false },
          ],
        }),
      ),
      saves.handler,
    );
    show();
    await screen.findByRole('heading', { name: '发展对象党章党规知识测试' });
    // the learner is told what came back from this computer while it is sent, then the normal saved state
    expect(screen.getByTestId('restored-banner')).toHaveTextContent('已恢复本机保存的 1 个未提交答案，正在提交到服务器');
    await waitFor(() => expect(saves.stored.get(13)).toEqual({ answer: '民主集中制', seq: 4 }));
    await waitFor(() => expect(mirror()).toEqual({}));
    await waitFor(() => expect(screen.queryByTestId('restored-banner')).toBeNull());
    expect(screen.getByTestId('answered-count')).toHaveTextContent('已答 2/3');
    expect(screen.getAllByTestId('nav-item')[0]).toHaveAttribute('data-marked', 'true');
    fireEvent.click(screen.getAllByTestId('nav-item')[2]);
    expect(screen.getByLabelText('请输入答案')).toHaveValue('民主集中制');
  });

  it('counts down on the server’s clock: a PC clock five hours slow still shows 30 minutes', async () => {
    const serverNow = Date.now() + 5 * HOUR;
    server.use(
      mockEndpoint(
        'exam',
        'startExam',
        startedExam({ serverTime: new Date(serverNow).toISOString(), endTime: new Date(serverNow + 30 * 60_000).toISOString() }),
      ),
    );
    show();
    expect(await screen.findByTestId('countdown')).toHaveTextContent(/^00:(30:00|29:5\d)$/);
  });

  it('offline: the banner says the answers are kept here; back online they reach the server and the banner goes', async () => {
    let online = false;
    const saves = saveServer(() => online);
    const started = startedExam();
    server.use(
      mockEndpoint('exam', 'startExam', started),
      saves.handler,
      mockEndpoint('exam', 'getEndTime', () => ({ endTime: started.endTime, serverTime: new Date().toISOString() })),
    );
    show();
    await screen.findByRole('heading', { name: '发展对象党章党规知识测试' });
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('答案已保存在本机');
    expect(screen.getByText('未保存，将自动重试')).toBeInTheDocument();
    expect(mirror()).toEqual({ 41: { 11: { answer: 'A', seq: 1 } } });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(saves.stored.get(11)).toEqual({ answer: 'A', seq: 1 }));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
    expect(mirror()).toEqual({});
  });

  it('a 5xx while the network works: the banner says the server cannot save (not that the network is down); retried the same way', async () => {
    let serverDown = true;
    const saves = saveServer();
    server.use(
      mockEndpoint('exam', 'startExam', startedExam()),
      http.post(`*${endpoints.exam.saveExamAnswer.path}`, () =>
        serverDown ? new HttpResponse('Service Unavailable', { status: 503 }) : undefined,
      ),
      saves.handler,
    );
    show();
    await screen.findByRole('heading', { name: '发展对象党章党规知识测试' });
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    const banner = await screen.findByTestId('offline-banner');
    expect(banner).toHaveTextContent('服务器暂时无法保存答案：你的答案已保存在本机，会自动重试，请继续作答。');
    expect(banner).not.toHaveTextContent('网络已断开');
    expect(screen.getByText('未保存，将自动重试')).toBeInTheDocument();
    expect(mirror()).toEqual({ 41: { 11: { answer: 'A', seq: 1 } } });
    serverDown = false;
    // the backoff retry (1 s) sends it: no online event is needed
    await waitFor(() => expect(saves.stored.get(11)).toEqual({ answer: 'A', seq: 1 }));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
    expect(mirror()).toEqual({});
  });

  it('a result with every answer on the server says nothing of unsent answers', async () => {
    const saves = saveServer();
    server.use(
      mockEndpoint('exam', 'startExam', startedExam()),
      saves.handler,
      mockEndpoint('exam', 'submitExam', { recordId: 41, score: 2, totalScore: 6, passScore: 4, passed: false, closeReason: 'submitted' }),
    );
    show();
    await screen.findByRole('heading', { name: '发展对象党章党规知识测试' });
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    await screen.findByText('已保存');
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认交卷' }));
    await screen.findByTestId('exam-result');
    expect(screen.queryByTestId('unsent-answers')).toBeNull();
  });

  it('submit names the unanswered and marked questions, then shows the grade and the way to the review', async () => {
    const saves = saveServer();
    const submit = jest.fn(() => ({
      recordId: 41,
      score: 2,
      totalScore: 6,
      passScore: 4,
      passed: false,
      closeReason: 'submitted' as const,
    }));
    server.use(
      mockEndpoint('exam', 'startExam', startedExam()),
      saves.handler,
      mockEndpoint('exam', 'markQuestion', null),
      mockEndpoint('exam', 'submitExam', submit),
    );
    show();
    await screen.findByRole('heading', { name: '发展对象党章党规知识测试' });
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    fireEvent.click(screen.getByRole('button', { name: '标记复查' }));
    await screen.findByText('已保存');
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    const summary = await screen.findByTestId('submit-summary');
    expect(summary).toHaveTextContent('未作答：第 2、3 题');
    expect(summary).toHaveTextContent('已标记复查：第 1 题');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认交卷' }));
    expect(await screen.findByTestId('exam-score')).toHaveTextContent('2 分（满分 6 分）');
    expect(screen.getByText('未通过')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看答卷' })).toHaveAttribute('href', '/index/my/exam/41');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a hidden page is counted as a leave, and the learner is warned on return', async () => {
    server.use(
      mockEndpoint('exam', 'startExam', startedExam({ maxLeaves: 2 })),
      mockEndpoint('exam', 'leaveExam', { leaveCount: 1, maxLeaves: 2, closed: false, grade: null }),
    );
    show();
    await screen.findByRole('heading', { name: '发展对象党章党规知识测试' });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockReturnValue('visible');
    expect(await screen.findByTestId('leave-warning')).toHaveTextContent('你已离开考试页面 1 次，最多允许 2 次，超过后系统将自动交卷。');
    expect(screen.getByTestId('leave-count')).toHaveTextContent('离开页面 1/2 次');
    visibility.mockRestore();
  });
});

describe('leaving the answer page', () => {
  it('退出考试 asks first (it counts as a leave); 继续作答 stays, 离开 tells the server once and goes back', async () => {
    const exit = jest.fn(() => null);
    server.use(
      mockEndpoint('exam', 'startExam', startedExam({ leaveCount: 1, maxLeaves: 3 })),
      mockEndpoint('exam', 'exitExam', exit),
      saveServer().handler,
    );
    const { router } = show();
    fireEvent.click(await screen.findByRole('button', { name: '退出考试' }));
    const dialog = await screen.findByTestId('exit-dialog');
    expect(dialog).toHaveTextContent('计为离开页面 1 次（已离开 1 次，最多允许 3 次）');
    fireEvent.click(within(dialog).getByRole('button', { name: '继续作答' }));
    await waitFor(() => expect(screen.queryByTestId('exit-dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/index/exam-center/3/answer');
    expect(exit).not.toHaveBeenCalled();

    // the browser's back or a link elsewhere is asked about the same way
    act(() => void router.navigate('/index/home'));
    fireEvent.click(within(await screen.findByTestId('exit-dialog')).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index/home'));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith({ recordId: 41 }, expect.anything());
  });

  it('at the allowed number of leaves the question says that leaving now submits', async () => {
    server.use(mockEndpoint('exam', 'startExam', startedExam({ leaveCount: 3, maxLeaves: 3 })), saveServer().handler);
    show();
    fireEvent.click(await screen.findByRole('button', { name: '退出考试' }));
    expect(await screen.findByTestId('exit-dialog')).toHaveTextContent('现在离开，系统将按已保存的答案自动交卷');
  });
});
