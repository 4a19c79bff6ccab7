import { grade, isCorrect, normaliseBlank, rightAnswerShown } from './examGrading';

// An attempt that shows a question's options in the order C, A, D, B: shown 'A' is original 'C'.
const shuffled = { id: 1, options: ['C', 'A', 'D', 'B'] };
const plain = { id: 1, options: ['A', 'B', 'C', 'D'] };
const none = { id: 1, options: [] };

describe('grading one answer', () => {
  it('maps a single-choice answer through the shown order', () => {
    const q = { type: 'single' as const, answer: 'C', accepted: [] };
    expect(isCorrect(q, shuffled, 'A')).toBe(true);
    expect(isCorrect(q, shuffled, 'C')).toBe(false);
    expect(isCorrect(q, plain, 'C')).toBe(true);
    expect(isCorrect(q, plain, 'E')).toBe(false);
    expect(isCorrect(q, plain, '')).toBe(false);
  });

  it('wants every key of a multiple-choice answer, in any order, and nothing more', () => {
    const q = { type: 'multiple' as const, answer: 'A,C', accepted: [] };
    expect(isCorrect(q, plain, 'C,A')).toBe(true);
    expect(isCorrect(q, plain, 'A')).toBe(false);
    expect(isCorrect(q, plain, 'A,C,D')).toBe(false);
    expect(isCorrect(q, shuffled, 'A,B')).toBe(true);
    expect(isCorrect(q, plain, 'A,Z')).toBe(false);
    expect(grade(q, plain, 'A', 2)).toEqual({ correct: false, gotScore: 0 });
    expect(grade(q, plain, 'A,C', 2)).toEqual({ correct: true, gotScore: 2 });
  });

  it('compares true/false literally', () => {
    const q = { type: 'judge' as const, answer: 'false', accepted: [] };
    expect(isCorrect(q, none, 'false')).toBe(true);
    expect(isCorrect(q, none, 'true')).toBe(false);
  });

  it('accepts a blank in any accepted spelling, full-width or half-width, spaces trimmed', () => {
    const q = { type: 'fill' as const, answer: '党旗', accepted: ['中国共产党党旗'] };
    expect(isCorrect(q, none, ' 党旗 ')).toBe(true);
    expect(isCorrect(q, none, '中国共产党党旗')).toBe(true);
    expect(isCorrect(q, none, '国旗')).toBe(false);
    expect(normaliseBlank('ＡＢＣ　１２')).toBe('abc 12');
  });

  it('writes the right answer in the keys the attempt showed', () => {
    expect(rightAnswerShown({ type: 'multiple', answer: 'A,C', accepted: [] }, shuffled)).toBe('A,B');
    expect(rightAnswerShown({ type: 'single', answer: 'B', accepted: [] }, shuffled)).toBe('D');
    expect(rightAnswerShown({ type: 'fill', answer: '党旗', accepted: [] }, none)).toBe('党旗');
  });
});
