import type { QuestionOption, QuestionType } from '../../../contract/exam';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';

// An exam's questions as an attempt shows them (never the answer), read once and kept for a
// short while: thousands of learners starting the same exam in the same minute share one read.
// Papers are written before an exam opens and not edited after, so a few seconds' staleness
// cannot show a learner a question that is not on the paper.

export interface PaperQuestionRow {
  id: number;
  type: QuestionType;
  stem: string;
  /** in the question's own key order */
  options: QuestionOption[];
  score: number;
}

export interface ExamPaperQuestions {
  /** in paper order */
  list: PaperQuestionRow[];
  byId: Map<number, PaperQuestionRow>;
}

const KEEP_MS = 10_000;

const readPaper = prepared((db, a: { examId: number }) =>
  db
    .selectFrom('examPaper as p')
    .innerJoin('examQuestion as q', 'q.id', 'p.questionId')
    .select(['q.id', 'q.type', 'q.stem', 'q.options', 'p.score'])
    .where('p.examId', '=', a.examId)
    .orderBy('p.sort')
    .orderBy('p.questionId'),
);

// One cache per database (keyed like prepared.ts by the adapter: each Kysely instance has its own).
const caches = new WeakMap<object, Map<number, { at: number; paper: Promise<ExamPaperQuestions> }>>();

async function load(db: Db, examId: number): Promise<ExamPaperQuestions> {
  const rows = await readPaper(db, { examId });
  const list = rows.map((r) => ({
    id: r.id,
    type: r.type,
    stem: r.stem,
    options: JSON.parse(r.options) as QuestionOption[],
    score: Number(r.score),
  }));
  return { list, byId: new Map(list.map((q) => [q.id, q])) };
}

export function paperQuestions(db: Db, examId: number, nowMs = Date.now()): Promise<ExamPaperQuestions> {
  const key = db.getExecutor().adapter;
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new Map()));
  const hit = cache.get(examId);
  if (hit && nowMs - hit.at < KEEP_MS) return hit.paper;
  const paper = load(db, examId);
  cache.set(examId, { at: nowMs, paper });
  // a failed read is not kept
  paper.catch(() => cache.delete(examId));
  return paper;
}
