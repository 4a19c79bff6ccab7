import { dangshiQuestions } from './questions-dangshi';
import { dangzhangQuestions } from './questions-dangzhang';
import { lianjieQuestions } from './questions-lianjie';
import { lilunQuestions } from './questions-lilun';
import type { QuestionCategory, QuestionType, SeedQuestion } from './questionTypes';

// The demo bank is graded by the exam server exactly as written here, so a malformed answer would
// mark a right learner wrong: every question is checked against the answer format of questionTypes.ts.

const files: [QuestionCategory, SeedQuestion[]][] = [
  ['党章', dangzhangQuestions],
  ['党史', dangshiQuestions],
  ['理论', lilunQuestions],
  ['廉洁', lianjieQuestions],
];
const all = files.flatMap(([, questions]) => questions);
const TYPES: QuestionType[] = ['single', 'multiple', 'judge', 'fill'];
const KEYS = 'ABCDEFGH';
const label = (q: SeedQuestion) => `${q.category} ${q.type}: ${q.stem}`;

describe('demo question bank', () => {
  it('holds 200+ questions, at least 55 in each file', () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const [, questions] of files) expect(questions.length).toBeGreaterThanOrEqual(55);
  });

  it('puts each file in its own category and has every type in every category', () => {
    for (const [category, questions] of files) {
      expect(questions.filter((q) => q.category !== category).map(label)).toEqual([]);
      for (const type of TYPES) expect(questions.some((q) => q.type === type)).toBe(true);
    }
  });

  it('has no duplicate stems and no empty stem or explanation', () => {
    const stems = all.map((q) => q.stem.trim());
    expect(stems.filter((stem, i) => stems.indexOf(stem) !== i)).toEqual([]);
    expect(all.filter((q) => !q.stem.trim() || !q.explanation.trim()).map(label)).toEqual([]);
  });

  it('gives choice questions 3-5 options keyed A.. in order with distinct texts', () => {
    for (const q of all.filter((item) => item.type === 'single' || item.type === 'multiple')) {
      expect([label(q), q.options.length >= 3 && q.options.length <= 5]).toEqual([label(q), true]);
      expect([label(q), q.options.map((o) => o.key).join('')]).toEqual([label(q), KEYS.slice(0, q.options.length)]);
      const texts = q.options.map((o) => o.text.trim());
      expect([label(q), texts.every(Boolean) && new Set(texts).size === texts.length]).toEqual([label(q), true]);
    }
  });

  it('answers a single-choice question with exactly one existing key', () => {
    for (const q of all.filter((item) => item.type === 'single')) {
      expect([label(q), q.options.some((o) => o.key === q.answer)]).toEqual([label(q), true]);
    }
  });

  it('answers a multiple-choice question with 2+ existing keys in key order, comma-joined', () => {
    for (const q of all.filter((item) => item.type === 'multiple')) {
      const keys = q.answer.split(',');
      const ordered = q.options.map((o) => o.key).filter((key) => keys.includes(key));
      expect([label(q), keys.length >= 2, keys]).toEqual([label(q), true, ordered]);
    }
  });

  it('answers true/false questions with true or false and gives them no options', () => {
    for (const q of all.filter((item) => item.type === 'judge')) {
      expect([label(q), q.answer, q.options]).toEqual([label(q), expect.stringMatching(/^(true|false)$/), []]);
    }
  });

  it('gives fill-in questions a marked blank, no options and short non-empty answers', () => {
    for (const q of all.filter((item) => item.type === 'fill')) {
      const answers = [q.answer, ...(q.accepted ?? [])];
      expect([label(q), q.stem.includes('（　　）'), q.options]).toEqual([label(q), true, []]);
      expect([label(q), answers.every((a) => a.trim() === a && a.length > 0 && a.length <= 12)]).toEqual([label(q), true]);
      expect([label(q), new Set(answers).size]).toEqual([label(q), answers.length]);
    }
  });

  it('keeps `accepted` for fill-in questions only', () => {
    expect(all.filter((q) => q.type !== 'fill' && q.accepted).map(label)).toEqual([]);
  });
});
