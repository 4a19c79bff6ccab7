import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { saveServer, show, startedExam } from '@/test/examAttempt';

// A phone's width as the browser reports it: matchMedia answers the phone query (max-width) yes.
function onPhone(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  window.localStorage.clear();
});

describe('AnswerPage on a phone', () => {
  it('keeps the 答题卡 in a bottom sheet: the bar opens it, a number jumps there and closes it', async () => {
    onPhone(true);
    const saves = saveServer();
    server.use(mockEndpoint('exam', 'startExam', startedExam()), saves.handler);
    show();
    expect(await screen.findByRole('heading', { name: '发展对象党章党规知识测试' })).toBeInTheDocument();
    expect(screen.getByTestId('exam-question')).toHaveAttribute('data-phone-question');
    // not under the question: only behind the bar's button, which counts the answered ones
    expect(screen.queryAllByTestId('nav-item')).toHaveLength(0);
    fireEvent.click(screen.getByText('A. 实现共产主义'));
    await waitFor(() => expect(saves.stored.get(11)).toEqual({ answer: 'A', seq: 1 }));
    const open = screen.getByTestId('open-answer-card');
    await waitFor(() => expect(open).toHaveTextContent('答题卡 1/3'));
    expect(within(screen.getByTestId('phone-answer-bar')).getByRole('button', { name: '下一题' })).toBeInTheDocument();

    fireEvent.click(open);
    const sheet = await screen.findByTestId('answer-card-sheet');
    expect(within(sheet).getByTestId('answered-count')).toHaveTextContent('已答 1/3');
    fireEvent.click(within(sheet).getAllByTestId('nav-item')[2]);
    await waitFor(() => expect(screen.queryByTestId('answer-card-sheet')).not.toBeInTheDocument());
    expect(screen.getByText(/^第 3 题/)).toBeInTheDocument();
    // the countdown and 交卷 stay in the bar above the paper
    expect(screen.getByTestId('countdown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '交卷' })).toBeEnabled();
  });

  it('on a wider screen keeps the 答题卡 beside the paper and no phone bar', async () => {
    onPhone(false);
    server.use(mockEndpoint('exam', 'startExam', startedExam()), saveServer().handler);
    show();
    expect(await screen.findByRole('heading', { name: '发展对象党章党规知识测试' })).toBeInTheDocument();
    expect(screen.getAllByTestId('nav-item')).toHaveLength(3);
    expect(screen.queryByTestId('phone-answer-bar')).not.toBeInTheDocument();
  });
});
