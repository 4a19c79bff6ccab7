import { screen, within } from '@testing-library/react';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { ExamStatusSummary } from './ExamStatusSummary';

describe('the exam summary', () => {
  it('shows passed, pending and failed counts and links to my/exam', async () => {
    server.use(mockEndpoint('user', 'examStatus', { passed: 3, pending: 2, failed: 1 }));
    renderScreen(<ExamStatusSummary />, { path: '/index/home', user: loginResult() });
    expect(screen.getByTestId('exam-status-loading')).toBeInTheDocument();
    const box = within(screen.getByRole('region', { name: '我的考试' }));
    expect(await box.findByText('3')).toBeInTheDocument();
    expect(box.getByText('已通过')).toBeInTheDocument();
    expect(box.getByText('2')).toBeInTheDocument();
    expect(box.getByText('待参加')).toBeInTheDocument();
    expect(box.getByText('1')).toBeInTheDocument();
    expect(box.getByText('未通过')).toBeInTheDocument();
    expect(box.getByRole('link', { name: '查看考试记录' })).toHaveAttribute('href', '/index/my/exam');
  });

  it('says why it cannot show the counts', async () => {
    server.use(mockEndpoint('user', 'examStatus', () => failure(10002, '考试数据暂不可用')));
    renderScreen(<ExamStatusSummary />, { path: '/index/home', user: loginResult() });
    expect(await screen.findByText(/考试数据暂不可用/)).toBeInTheDocument();
  });
});
