import { fireEvent, screen, within } from '@testing-library/react';
import type { AttemptQuestion } from '@contract/exam';
import { renderScreen } from '@/test/renderScreen';
import type { AttemptState, QuestionProgress } from './attemptSession';
import { QuestionNavigator } from './QuestionNavigator';

const questions: AttemptQuestion[] = [11, 12, 13, 14, 15].map((id) => ({
  id,
  type: 'single',
  stem: `题目 ${id}`,
  options: [
    { key: 'A', text: '甲' },
    { key: 'B', text: '乙' },
  ],
  score: 2,
}));
const saved = (answer: string, marked: boolean): QuestionProgress => ({
  answer,
  seq: 1,
  savedSeq: 1,
  marked,
  markSaved: true,
  error: null,
});
const state = (progress: AttemptState['progress']): AttemptState => ({
  progress,
  sending: [],
  outage: null,
  restored: 0,
  leaveCount: 0,
  maxLeaves: 3,
  timeUp: false,
  submitting: false,
  grade: null,
  submitError: null,
});

describe('答题卡', () => {
  it('shows answered and marked at once: the fill says answered, the corner flag says marked, and the label says both', () => {
    const onPick = jest.fn();
    renderScreen(
      <QuestionNavigator
        questions={questions}
        // 11 answered and marked, 12 marked only, 13 answered only, 14 neither, 15 the current one
        state={state({ 11: saved('A', true), 12: saved('', true), 13: saved('B', false) })}
        current={4}
        onPick={onPick}
      />,
    );
    const card = within(screen.getByRole('navigation', { name: '答题卡' }));
    const both = card.getByRole('button', { name: '第 1 题，已作答，已标记' });
    const markedOnly = card.getByRole('button', { name: '第 2 题，未作答，已标记' });
    const answeredOnly = card.getByRole('button', { name: '第 3 题，已作答' });
    const blank = card.getByRole('button', { name: '第 4 题，未作答' });

    expect(within(both).getByTestId('nav-mark')).toBeInTheDocument();
    expect(within(markedOnly).getByTestId('nav-mark')).toBeInTheDocument();
    expect(within(answeredOnly).queryByTestId('nav-mark')).toBeNull();
    expect(within(blank).queryByTestId('nav-mark')).toBeNull();
    // the marked ones still differ by the answered state (solid fill vs outline), as the unmarked ones do
    expect(both).toHaveAttribute('data-answered', 'true');
    expect(markedOnly).toHaveAttribute('data-answered', 'false');
    expect(both.className).toBe(answeredOnly.className);
    expect(markedOnly.className).toBe(blank.className);
    expect(both.className).not.toBe(markedOnly.className);

    // the legend names every state the card draws, the mark with the same flag
    expect(card.getByText('已作答')).toBeInTheDocument();
    expect(card.getByText('未作答')).toBeInTheDocument();
    expect(card.getByText('已标记')).toBeInTheDocument();
    expect(card.getByTestId('legend-marked')).toBeInTheDocument();

    fireEvent.click(both);
    expect(onPick).toHaveBeenCalledWith(0);
  });
});
