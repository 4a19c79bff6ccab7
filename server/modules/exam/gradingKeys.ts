import type { QuestionType } from '../../../contract/exam';
import type { Db } from '../../db/transaction';
import type { GradableQuestion } from '../../lib/examGrading';

// What grading an attempt needs of its exam (the right answers, scores and pass mark), read once
// and kept for a short while like the paper (questions.ts): a whole school submitting in the same
// minute shares one read. Server-side only; nothing here is ever sent while an attempt is open.

export interface GradingKeys {
  totalScore: number;
  passScore: number;
  /** the exam lets learners see the right answers afterwards (review, wrong-question book) */
  allowReview: boolean;
  questions: Map<number, GradableQuestion & { type: QuestionType; score: number }>;
}

const KEEP_MS = 10_000;
const caches = new WeakMap<object, Map<number, { at: number; keys: Promise<GradingKeys> }>>();

async function load(db: Db, examId: number): Promise<GradingKeys> {
  const exam = await db
    .selectFrom('exam')
    .select(['totalScore', 'passScore', 'allowReview'])
    .where('id', '=', examId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('examPaper as p')
    .innerJoin('examQuestion as q', 'q.id', 'p.questionId')
    .select(['q.id', 'q.type', 'q.answer', 'q.accepted', 'p.score'])
    .where('p.examId', '=', examId)
    .execute();
  return {
    totalScore: Number(exam.totalScore),
    passScore: Number(exam.passScore),
    allowReview: exam.allowReview === 1,
    questions: new Map(
      rows.map((r) => [r.id, { type: r.type, answer: r.answer, accepted: JSON.parse(r.accepted) as string[], score: Number(r.score) }]),
    ),
  };
}

export function gradingKeys(db: Db, examId: number, nowMs = Date.now()): Promise<GradingKeys> {
  const key = db.getExecutor().adapter;
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new Map()));
  const hit = cache.get(examId);
  if (hit && nowMs - hit.at < KEEP_MS) return hit.keys;
  const keys = load(db, examId);
  cache.set(examId, { at: nowMs, keys });
  keys.catch(() => cache.delete(examId));
  return keys;
}
