import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamRecordItem } from '@contract/exam';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import MyExamPage from './MyExamPage';

const record = (recordId: number, over: Partial<ExamRecordItem> = {}): ExamRecordItem => ({
  recordId,
  examId: 100 + recordId,
  examTitle: `党章知识测试 ${recordId}`,
  lessonId: null,
  lessonTitle: null,
  startTime: '2026-11-20T01:00:00.000Z',
  endTime: '2026-11-20T01:25:30.000Z',
  closeReason: 'submitted',
  score: 72,
  totalScore: 100,
  passScore: 60,
  passed: true,
  timeUsed: 1530,
  leaveCount: 2,
  allowReview: true,
  ...over,
});
const page = (list: ExamRecordItem[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 10 });
const show = (url = '/index/my/exam') => renderScreen(<MyExamPage />, { path: '/index/my/exam', url, user: loginResult() });

describe('我的考试: the records tab', () => {
  it('lists ended attempts with score, result, time used and leaves, each opening its review', async () => {
    const bodies: Array<{ pageNum: number }> = [];
    server.use(
      mockEndpoint('exam', 'endExamRecord', (body) => {
        bodies.push(body);
        return page(
          [record(1), record(2, { passed: false, score: 40, lessonId: 5, lessonTitle: '党章学习', leaveCount: 0, closeReason: 'timeout' })],
          12,
          body.pageNum,
        );
      }),
    );
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('exam-record');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText('党章知识测试 1')).toBeInTheDocument();
    expect(first.getByText('72 / 100')).toBeInTheDocument();
    expect(first.getByText('通过')).toBeInTheDocument();
    expect(first.getByText('00:25:30')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByText('交卷')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '查看答卷：党章知识测试 1' })).toHaveAttribute('href', '/index/my/exam/1');
    const second = within(rows[1]);
    expect(second.getByText('未通过')).toBeInTheDocument();
    expect(second.getByText('课程考试 · 党章学习')).toBeInTheDocument();
    expect(second.getByText('超时自动交卷')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageNum: 2 }));
  });

  it('a record whose exam does not allow review offers 查看成绩, not 查看答卷', async () => {
    server.use(mockEndpoint('exam', 'endExamRecord', page([record(1), record(2, { allowReview: false })])));
    show();
    const [allowed, scoreOnly] = (await screen.findAllByTestId('exam-record')).map((row) => within(row));
    expect(allowed.getByRole('link', { name: '查看答卷：党章知识测试 1' })).toHaveTextContent('查看答卷');
    expect(allowed.queryByRole('link', { name: /查看成绩/ })).not.toBeInTheDocument();
    const link = scoreOnly.getByRole('link', { name: '查看成绩：党章知识测试 2' });
    expect(link).toHaveTextContent('查看成绩');
    expect(link).toHaveAttribute('href', '/index/my/exam/2');
    expect(scoreOnly.queryByText('查看答卷')).not.toBeInTheDocument();
  });

  it('says so when there is no ended exam', async () => {
    server.use(mockEndpoint('exam', 'endExamRecord', page([])));
    show();
    expect(await screen.findByText('还没有已结束的考试记录')).toBeInTheDocument();
  });

  it("shows the server's reason when the records are refused (no 重试); after a network failure 重试 loads them", async () => {
    server.use(mockEndpoint('exam', 'endExamRecord', () => failure(10002, '考试记录暂不可用')));
    const first = show();
    expect(await screen.findByText('考试记录暂不可用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    first.unmount();
    let calls = 0;
    server.use(mockEndpoint('exam', 'endExamRecord', () => (++calls === 1 ? networkError() : page([record(3)]))));
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('党章知识测试 3')).toBeInTheDocument();
  });

  it('keeps the tab in the address: 错题本 opens from ?tab=wrong', async () => {
    server.use(mockEndpoint('user', 'wrongQuestionsDist', []), mockEndpoint('exam', 'endExamRecord', page([record(1)])));
    const app = show('/index/my/exam?tab=wrong');
    expect(await screen.findByText('错题本是空的：考试中答错的题会出现在这里')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: '考试记录' }));
    expect(await screen.findByText('党章知识测试 1')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('');
  });
});
