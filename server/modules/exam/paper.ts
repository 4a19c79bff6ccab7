import { createHash } from 'node:crypto';
import type { AttemptQuestion, QuestionOption } from '../../../contract/exam';
import type { PaperEntry } from '../../lib/examGrading';
import { mulberry32 } from '../../lib/random';
import type { PaperQuestionRow } from './questions';

// An attempt's paper: the question order and each question's option order, fixed once at the
// start and stored on the record. Shuffling is seeded by (exam, learner, attempt), so one
// attempt always shows the same order, while another attempt or another learner gets another.

/** The same key, the same sequence: mulberry32 seeded from a hash of the key. */
const random = (key: string) => mulberry32(createHash('sha256').update(key).digest().readUInt32LE(0));

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The paper of a new attempt, from the exam's questions in paper order. */
export function buildPaper(
  questions: readonly PaperQuestionRow[],
  shuffle: boolean,
  seed: { examId: number; userId: number; attemptNo: number },
): PaperEntry[] {
  const keysOf = (q: PaperQuestionRow) => q.options.map((o) => o.key);
  if (!shuffle) return questions.map((q) => ({ id: q.id, options: keysOf(q) }));
  const next = random(`exam-paper:${seed.examId}:${seed.userId}:${seed.attemptNo}`);
  return shuffled(questions, next).map((q) => ({ id: q.id, options: shuffled(keysOf(q), next) }));
}

export const parsePaper = (json: string): PaperEntry[] => JSON.parse(json) as PaperEntry[];

/** The options in the attempt's order, relabelled A, B, C... as shown. */
export function shownOptions(entry: PaperEntry, options: readonly QuestionOption[]): QuestionOption[] {
  return entry.options.map((key, i) => ({ key: String.fromCharCode(65 + i), text: options.find((o) => o.key === key)?.text ?? '' }));
}

/** The questions as the attempt shows them: never an answer, explanation or key. */
export function attemptQuestions(paper: readonly PaperEntry[], byId: ReadonlyMap<number, PaperQuestionRow>): AttemptQuestion[] {
  return paper.flatMap((entry) => {
    const q = byId.get(entry.id);
    return q ? [{ id: q.id, type: q.type, stem: q.stem, options: shownOptions(entry, q.options), score: q.score }] : [];
  });
}
