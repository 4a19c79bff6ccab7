import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamCard, ExamInfo, StartedExam } from '@contract/exam';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { LessonExams } from './LessonExams';

const exam = (examId: number, over: Partial<ExamCard> = {}): ExamCard => ({
  examId,
  title: `课后测验 ${examId}`,
  lessonId: 5,
  lessonTitle: '党章逐条解读',
  startTime: '2026-09-01T00:00:00.000Z',
  endTime: '2027-09-01T00:00:00.000Z',
  duration: 20,
  questionCount: 10,
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
});
const started = (examId: number): StartedExam => ({
  recordId: 70,
  examId,
  title: `课后测验 ${examId}`,
  startTime: '2026-11-24T08:00:00.000Z',
  endTime: '2026-11-24T08:20:00.000Z',
  serverTime: '2026-11-24T08:00:00.000Z',
  totalScore: 100,
  passScore: 60,
  leaveCount: 0,
  maxLeaves: 3,
  questions: [],
  answers: [],
});
const info = (card: ExamCard): ExamInfo => ({
  ...card,
  description: '完成本课程全部视频学习后方可参加，10 道题，可参加 3 次。',
  maxLeaves: 3,
  shuffle: true,
  allowReview: true,
  parts: [
    { type: 'single', count: 6, score: 10 },
    { type: 'judge', count: 4, score: 10 },
  ],
  serverTime: '2026-11-24T08:00:00.000Z',
});
/** 开始考试 on the card, then 开始考试 in the 考试须知 dialog. */
async function confirmStart(examId: number) {
  const user = userEvent.setup();
  await user.click(within(await screen.findByTestId('lesson-exam')).getByRole('button', { name: `开始考试：课后测验 ${examId}` }));
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByTestId('exam-info');
  await user.click(dialog.getByRole('button', { name: '开始考试' }));
}
const show = () => renderScreen(<LessonExams lessonId={5} />, { path: '/index/course-learning/3/5', user: loginResult() });

describe("a lesson's exam entry", () => {
  it('开始考试 shows the 考试须知 first, as the exam center does; only confirming starts it, and the answer screen leads back to this lesson', async () => {
    const bodies: unknown[] = [];
    const card = exam(7, { attemptsUsed: 1, bestScore: 55, lastRecordId: 41 });
    server.use(
      mockEndpoint('exam', 'examLessonList', { lessonCompleted: true, list: [card] }),
      mockEndpoint('exam', 'examInfo', info(card)),
      mockEndpoint('exam', 'startLessonExam', (body) => (bodies.push(body), started(7))),
    );
    const { router } = show();
    const row = within(await screen.findByTestId('lesson-exam'));
    expect(row.getByText('课后测验 7')).toBeInTheDocument();
    expect(row.getByText('时长 20 分钟')).toBeInTheDocument();
    expect(row.getByText('已考 1 / 3 次')).toBeInTheDocument();
    expect(row.getByText('最高 55 分')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '查看成绩：课后测验 7' })).toHaveAttribute('href', '/index/my/exam/41');
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: '开始考试：课后测验 7' }));
    const rules = await screen.findByTestId('exam-info');
    expect(rules).toHaveTextContent('考试时长 20 分钟，共 10 题，满分 100 分，60 分及格。');
    expect(rules).toHaveTextContent('共可考 3 次，已考 1 次');
    // cancelling uses nothing
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('exam-info')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    await confirmStart(7);
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/exam-center/7/answer');
    expect(router.state.location.search).toBe('?lesson=5');
    expect(router.state.location.state).toEqual({ confirmed: true, from: '/index/course-learning/3/5' });
    expect(bodies).toEqual([{ examId: 7 }]);
  });

  it('继续考试 goes straight back into the running attempt (no attempt is used)', async () => {
    server.use(
      mockEndpoint('exam', 'examLessonList', { lessonCompleted: true, list: [exam(7, { openRecordId: 70, attemptsUsed: 1 })] }),
      mockEndpoint('exam', 'startLessonExam', started(7)),
    );
    const { router } = show();
    await userEvent.setup().click(within(await screen.findByTestId('lesson-exam')).getByRole('button', { name: '继续考试：课后测验 7' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/exam-center/7/answer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.state).toEqual({ confirmed: true, from: '/index/course-learning/3/5' });
  });

  it('names the button by the card: 继续考试, 未开始, 已结束, 次数已用完', async () => {
    server.use(
      mockEndpoint('exam', 'examLessonList', {
        lessonCompleted: true,
        list: [
          exam(1, { openRecordId: 9, attemptsUsed: 1 }),
          exam(2, { state: 'upcoming' }),
          exam(3, { state: 'ended', attemptsUsed: 1, lastRecordId: 12 }),
          exam(4, { attemptsUsed: 3 }),
        ],
      }),
    );
    show();
    await screen.findAllByTestId('lesson-exam');
    expect(screen.getByRole('button', { name: '继续考试：课后测验 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '未开始：课后测验 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '已结束：课后测验 3' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '查看成绩：课后测验 3' })).toHaveAttribute('href', '/index/my/exam/12');
    expect(screen.getByRole('button', { name: '次数已用完：课后测验 4' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: '查看成绩：课后测验 1' })).not.toBeInTheDocument();
  });

  it('is disabled with the reason before the lesson is completed', async () => {
    server.use(mockEndpoint('exam', 'examLessonList', { lessonCompleted: false, list: [exam(7)] }));
    show();
    const row = within(await screen.findByTestId('lesson-exam'));
    expect(row.getByText('请先完成课程学习')).toBeInTheDocument();
    expect(row.getByRole('button', { name: '开始考试：课后测验 7' })).toBeDisabled();
  });

  it("shows the server's refusal word for word and stays on the lesson", async () => {
    server.use(
      mockEndpoint('exam', 'examLessonList', { lessonCompleted: true, list: [exam(7)] }),
      mockEndpoint('exam', 'examInfo', info(exam(7))),
      mockEndpoint('exam', 'startLessonExam', () => failure(10002, '考试次数已用完')),
    );
    show();
    const row = within(await screen.findByTestId('lesson-exam'));
    await confirmStart(7);
    expect(await row.findByText('考试次数已用完')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows nothing for a lesson without exams, and a failure otherwise', async () => {
    server.use(mockEndpoint('exam', 'examLessonList', { lessonCompleted: true, list: [] }));
    const first = show();
    await waitFor(() => expect(screen.queryByTestId('list-loading')).not.toBeInTheDocument());
    expect(screen.queryByText('课程考试')).not.toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('exam', 'examLessonList', () => failure(10002, '课程不存在或已下架')));
    show();
    expect(await screen.findByText('课程不存在或已下架')).toBeInTheDocument();
  });
});
