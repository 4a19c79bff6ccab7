import { screen, within } from '@testing-library/react';
import type { RecordDetail } from '@contract/exam';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import RecordReviewPage from './RecordReviewPage';

const detail = (over: Partial<RecordDetail> = {}): RecordDetail => ({
  recordId: 8,
  examId: 3,
  examTitle: '党史知识竞赛',
  lessonId: null,
  lessonTitle: null,
  startTime: '2026-11-20T01:00:00.000Z',
  endTime: '2026-11-20T01:10:05.000Z',
  closeReason: 'leaves',
  score: 50,
  totalScore: 100,
  passScore: 60,
  passed: false,
  timeUsed: 605,
  leaveCount: 1,
  allowReview: true,
  questions: [
    {
      id: 11,
      type: 'single',
      stem: '中国共产党第一次全国代表大会在哪一年召开？',
      options: [
        { key: 'A', text: '1919年' },
        { key: 'B', text: '1921年' },
        { key: 'C', text: '1927年' },
      ],
      myAnswer: 'A',
      rightAnswer: 'B',
      explanation: '1921年7月，中共一大在上海召开。',
      correct: false,
      score: 50,
      gotScore: 0,
    },
    {
      id: 12,
      type: 'judge',
      stem: '党的最高领导机关是党的全国代表大会和它所产生的中央委员会。',
      options: [],
      myAnswer: 'true',
      rightAnswer: 'true',
      explanation: '见党章第十条。',
      correct: true,
      score: 50,
      gotScore: 50,
    },
  ],
  ...over,
});
const show = () => renderScreen(<RecordReviewPage />, { path: '/index/my/exam/:recordId', url: '/index/my/exam/8', user: loginResult() });

describe("an ended attempt's review", () => {
  it('shows score, time used and leaves, and per question my answer, the right one and the explanation', async () => {
    const asked: number[] = [];
    server.use(mockEndpoint('exam', 'examRecordDetail', (body) => (asked.push(Number(body.recordId)), detail())));
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '党史知识竞赛' })).toBeInTheDocument();
    expect(asked).toEqual([8]);
    const summary = within(screen.getByTestId('review-summary'));
    expect(summary.getByText('50 / 100')).toBeInTheDocument();
    expect(summary.getByText('未通过')).toBeInTheDocument();
    expect(summary.getByText('00:10:05')).toBeInTheDocument();
    expect(summary.getByText('1')).toBeInTheDocument();
    expect(summary.getByText('离开次数过多自动交卷')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('review-question').map((q) => within(q));
    expect(first.getByText('回答错误')).toBeInTheDocument();
    expect(first.getByText('A')).toBeInTheDocument();
    expect(first.getByText('B')).toBeInTheDocument();
    expect(first.getByText('1921年7月，中共一大在上海召开。')).toBeInTheDocument();
    expect(first.getByText('得分 0 / 50')).toBeInTheDocument();
    expect(second.getByText('回答正确')).toBeInTheDocument();
    expect(second.getAllByText('正确')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '返回考试记录' })).toHaveAttribute('href', '/index/my/exam');
  });

  it('labels a question left blank 未作答, not 回答错误', async () => {
    const blank = {
      id: 13,
      type: 'fill' as const,
      stem: '党的根本组织原则是____',
      options: [],
      myAnswer: '',
      rightAnswer: '民主集中制',
      explanation: '见党章第十条。',
      correct: false,
      score: 50,
      gotScore: 0,
    };
    const base = detail();
    server.use(mockEndpoint('exam', 'examRecordDetail', detail({ questions: [base.questions[0], blank] })));
    show();
    const [wrong, unanswered] = (await screen.findAllByTestId('review-question')).map((q) => within(q));
    expect(wrong.getByTestId('review-result')).toHaveTextContent('回答错误');
    expect(unanswered.getByTestId('review-result')).toHaveTextContent('未作答');
    expect(unanswered.getByTestId('review-result')).toHaveAttribute('data-result', 'unanswered');
    expect(unanswered.queryByText('回答错误')).not.toBeInTheDocument();
    expect(unanswered.getByText('我的答案：')).toHaveTextContent('我的答案：未作答');
    expect(unanswered.getByText('民主集中制')).toBeInTheDocument();
    expect(unanswered.getByText('得分 0 / 50')).toBeInTheDocument();
  });

  it('a question whose answer the server withheld: my answer, the result and the score, and why there is no right answer or explanation', async () => {
    const withheld = {
      id: 16,
      type: 'single' as const,
      stem: '中央委员会总书记必须从（　　）中产生',
      options: [
        { key: 'A', text: '中央委员会委员' },
        { key: 'B', text: '中央政治局委员' },
        { key: 'C', text: '中央政治局常务委员会委员' },
      ],
      myAnswer: 'A',
      rightAnswer: '',
      explanation: '',
      correct: false,
      score: 50,
      gotScore: 0,
      answerWithheld: true,
    };
    const base = detail();
    server.use(mockEndpoint('exam', 'examRecordDetail', detail({ questions: [withheld, base.questions[1]] })));
    show();
    const [first, second] = (await screen.findAllByTestId('review-question')).map((q) => within(q));
    expect(first.getByText(/^中央委员会总书记必须从/)).toBeInTheDocument();
    expect(first.getByTestId('review-result')).toHaveTextContent('回答错误');
    expect(first.getByText('我的答案：')).toHaveTextContent('我的答案：A');
    expect(first.getByText('得分 0 / 50')).toBeInTheDocument();
    expect(first.getByTestId('answer-withheld')).toHaveTextContent(
      '该题所在的考试尚未结束（你还可以再次作答，或该考试不公布答卷），正确答案与解析在考试结束或作答次数用完后公布。',
    );
    expect(first.queryByText('正确答案：')).not.toBeInTheDocument();
    expect(first.queryByText('解析：')).not.toBeInTheDocument();
    // the other question as before
    expect(second.getByText('正确答案：')).toBeInTheDocument();
    expect(second.getByText('见党章第十条。')).toBeInTheDocument();
    expect(second.queryByTestId('answer-withheld')).not.toBeInTheDocument();
  });

  it('says review is not allowed and shows only the score when the exam forbids it', async () => {
    server.use(mockEndpoint('exam', 'examRecordDetail', detail({ allowReview: false, questions: [] })));
    show();
    expect(await screen.findByText('该考试不允许查看答卷，只显示成绩。')).toBeInTheDocument();
    expect(screen.getByText('50 / 100')).toBeInTheDocument();
    expect(screen.queryByTestId('review-question')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (another learner's record)", async () => {
    server.use(mockEndpoint('exam', 'examRecordDetail', () => failure(10002, '考试记录不存在')));
    show();
    expect(await screen.findByText('考试记录不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回考试记录' })).toBeInTheDocument();
  });

  it.each(['/index/my/exam/abc', '/index/my/exam/0', '/index/my/exam/1.5', '/index/my/exam/99999999999'])(
    "%s names no record: the server's words for a missing one (考试记录不存在), without asking it",
    async (url) => {
      let asked = false;
      server.use(mockEndpoint('exam', 'examRecordDetail', () => ((asked = true), failure(10002, '考试记录不能小于 1'))));
      renderScreen(<RecordReviewPage />, { path: '/index/my/exam/:recordId', url, user: loginResult() });
      expect(await screen.findByText('考试记录不存在')).toBeInTheDocument();
      expect(screen.queryByText(/不能小于/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回考试记录' })).toBeInTheDocument();
      expect(asked).toBe(false);
    },
  );
});
