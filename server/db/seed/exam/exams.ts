import type { Kysely } from 'kysely';
import { grade, rightAnswerShown, type PaperEntry } from '../../../lib/examGrading';
import type { Database } from '../../schema';
import { examSeeds, recordSeeds, type ExamPart, type ExamSeed, type RecordSeed } from './exams-data';
import { readQuestionBank } from './questionBank';
import { QUESTION_CATEGORIES, type QuestionCategory, type QuestionType, type SeedQuestion } from './questionTypes';

// The question bank, the demo exams with their papers, and the demo learners' closed attempts
// (answers graded by the same code that closes a real attempt, wrong ones in the wrong book).

interface BankRow {
  id: number;
  q: SeedQuestion;
}

const HOUR = 3600_000;
const at = (nowMs: number, hours: number) => new Date(nowMs + hours * HOUR).toISOString();

/**
 * Draws an exam's questions: each part takes its type from its categories in turn; a cursor per
 * category and type runs on across exams, so the exams share as few questions as the bank allows.
 */
function drawPaper(seed: ExamSeed, rows: BankRow[], cursors: Map<string, number>): { id: number; score: number }[] {
  const paper: { id: number; score: number }[] = [];
  const used = new Set<number>();
  for (const part of seed.parts) {
    const from = part.from ?? QUESTION_CATEGORIES;
    const pools = from.map((c) => rows.filter((r) => r.q.category === c && r.q.type === part.type));
    for (let n = 0, turn = 0; n < part.count; turn += 1) {
      const k = turn % from.length;
      const pool = pools[k];
      const key = `${from[k]}:${part.type}`;
      const cursor = cursors.get(key) ?? 0;
      const pick = pool[cursor % pool.length];
      cursors.set(key, cursor + 1);
      if (used.has(pick.id)) {
        if (turn > part.count * 50) throw new Error(`题库不足：${seed.title} ${part.type}`);
        continue;
      }
      used.add(pick.id);
      paper.push({ id: pick.id, score: part.score });
      n += 1;
    }
  }
  return paper;
}

const totalOf = (parts: ExamPart[]) => parts.reduce((s, p) => s + p.count * p.score, 0);

/** A plausible wrong answer: another option, the other truth value, or a blank left empty. */
function wrongAnswer(q: SeedQuestion, i: number): string {
  switch (q.type as QuestionType) {
    case 'single': {
      const others = q.options.map((o) => o.key).filter((k) => k !== q.answer);
      return others[i % others.length];
    }
    case 'multiple': {
      // one right key missing (all-or-nothing marking makes it wrong)
      const keys = q.answer.split(',');
      return keys.length > 1 ? keys.slice(0, -1).join(',') : q.options.map((o) => o.key).filter((k) => k !== q.answer)[0];
    }
    case 'judge':
      return q.answer === 'true' ? 'false' : 'true';
    case 'fill':
      return i % 2 === 0 ? '' : '不清楚';
  }
}

export async function insertExamDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const nowMs = Date.parse(now);
  const bank = readQuestionBank();
  const categoryIds = new Map<QuestionCategory, number>();
  for (const [i, name] of QUESTION_CATEGORIES.entries()) {
    const row = await trx
      .insertInto('examCategory')
      .values({ name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(name, row.id);
  }
  const ids = await trx
    .insertInto('examQuestion')
    .values(
      bank.map((q) => ({
        categoryId: categoryIds.get(q.category)!,
        type: q.type,
        stem: q.stem,
        options: JSON.stringify(q.options),
        answer: q.answer,
        accepted: JSON.stringify(q.accepted),
        explanation: q.explanation,
      })),
    )
    .returning('id')
    .execute();
  const rows: BankRow[] = ids.map((r, i) => ({ id: r.id, q: bank[i] }));
  const byId = new Map(rows.map((r) => [r.id, r.q]));

  const lessons = await trx.selectFrom('lesson').select(['id', 'title']).execute();
  const lessonId = (title: string) => {
    const l = lessons.find((x) => x.title === title);
    if (!l) throw new Error(`课程不存在：${title}`);
    return l.id;
  };

  const phases = await trx.selectFrom('phase').select(['id', 'name']).execute();
  const phaseId = (name: string) => {
    const p = phases.find((x) => x.name === name);
    if (!p) throw new Error(`培训阶段不存在：${name}`);
    return p.id;
  };

  const cursors = new Map<string, number>();
  const exams = new Map<string, { id: number; seed: ExamSeed; paper: { id: number; score: number }[] }>();
  for (const [i, seed] of examSeeds.entries()) {
    const paper = drawPaper(seed, rows, cursors);
    const { id } = await trx
      .insertInto('exam')
      .values({
        title: seed.title,
        lessonId: seed.lesson ? lessonId(seed.lesson) : null,
        audience: seed.audience ?? 'learner',
        phaseId: seed.phase ? phaseId(seed.phase) : null,
        description: seed.description,
        startTime: at(nowMs, seed.opens),
        endTime: at(nowMs, seed.closes),
        duration: seed.duration,
        totalScore: totalOf(seed.parts),
        passScore: seed.passScore,
        attemptsAllowed: seed.attempts,
        maxLeaves: seed.maxLeaves,
        shuffle: seed.shuffle ? 1 : 0,
        allowReview: seed.allowReview ? 1 : 0,
        sort: i + 1,
        createdAt: at(nowMs, Math.min(seed.opens, 0) - 24),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('examPaper')
      .values(paper.map((p, sort) => ({ examId: id, questionId: p.id, sort: sort + 1, score: p.score })))
      .execute();
    exams.set(seed.title, { id, seed, paper });
  }

  const accounts = [...new Set(recordSeeds.map((r) => r.account))];
  const users = await trx.selectFrom('user').select(['id', 'account']).where('account', 'in', accounts).execute();
  const attemptNo = new Map<string, number>();
  for (const [n, r] of recordSeeds.entries()) {
    const exam = exams.get(r.exam)!;
    // a demo database made before this learner existed has no such account: no records for it
    const userId = users.find((u) => u.account === r.account)?.id;
    if (userId === undefined) continue;
    const key = `${userId}:${exam.id}`;
    attemptNo.set(key, (attemptNo.get(key) ?? 0) + 1);
    await insertClosedRecord(trx, {
      nowMs,
      r,
      n,
      userId,
      examId: exam.id,
      attemptNo: attemptNo.get(key)!,
      exam: exam.seed,
      paper: exam.paper,
      byId,
    });
  }
}

interface RecordInput {
  nowMs: number;
  r: RecordSeed;
  n: number;
  userId: number;
  examId: number;
  attemptNo: number;
  exam: ExamSeed;
  paper: { id: number; score: number }[];
  byId: Map<number, SeedQuestion>;
}

/** One closed attempt: answers right on an even spread of `accuracy` of the paper, graded, wrong ones in the book. */
async function insertClosedRecord(trx: Kysely<Database>, x: RecordInput): Promise<void> {
  const start = x.nowMs - x.r.daysAgo * 24 * HOUR + 9 * HOUR;
  const closed = start + x.r.minutes * 60_000;
  const startTime = new Date(start).toISOString();
  const closedAt = new Date(closed).toISOString();
  // the paper in the bank's order with options as written: demo records are not shuffled
  const entries: PaperEntry[] = x.paper.map((p) => ({ id: p.id, options: x.byId.get(p.id)!.options.map((o) => o.key) }));
  const rightCount = Math.round(x.paper.length * x.r.accuracy);
  const answers = x.paper.map((p, i) => {
    const q = x.byId.get(p.id)!;
    // spread the right answers: question i is right when the running share crosses a whole number
    const right = Math.floor(((i + 1) * rightCount) / x.paper.length) > Math.floor((i * rightCount) / x.paper.length);
    const answer = right ? rightAnswerShown({ type: q.type, answer: q.answer, accepted: q.accepted }, entries[i]) : wrongAnswer(q, i + x.n);
    const g = grade({ type: q.type, answer: q.answer, accepted: q.accepted }, entries[i], answer, p.score);
    return { questionId: p.id, answer, ...g };
  });
  const score = answers.reduce((s, a) => s + a.gotScore, 0);
  const { id: recordId } = await trx
    .insertInto('examRecord')
    .values({
      examId: x.examId,
      userId: x.userId,
      attemptNo: x.attemptNo,
      status: 'closed',
      startTime,
      endTime: new Date(start + x.exam.duration * 60_000).toISOString(),
      closedAt,
      closeReason: x.r.closeReason ?? 'submitted',
      score,
      passed: score >= x.exam.passScore ? 1 : 0,
      leaveCount: x.r.leaves ?? 0,
      lastExitAt: null,
      paper: JSON.stringify(entries),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('examAnswer')
    .values(
      answers.map((a, i) => ({
        recordId,
        questionId: a.questionId,
        answer: a.answer,
        seq: a.answer === '' ? 0 : 1,
        marked: 0,
        savedAt: new Date(start + ((i + 1) * (closed - start)) / (answers.length + 1)).toISOString(),
        correct: a.correct ? 1 : 0,
        gotScore: a.gotScore,
      })),
    )
    .execute();
  // as closing does (modules/exam/close.ts): no wrong-book entries from an exam without review
  for (const a of x.exam.allowReview ? answers.filter((w) => !w.correct) : []) {
    await trx
      .insertInto('examWrong')
      .values({
        userId: x.userId,
        questionId: a.questionId,
        wrongCount: 1,
        lastAnswer: a.answer,
        lastWrongAt: closedAt,
        lastRecordId: recordId,
      })
      .onConflict((oc) =>
        oc.columns(['userId', 'questionId']).doUpdateSet((eb) => ({
          wrongCount: eb('examWrong.wrongCount', '+', 1),
          lastAnswer: a.answer,
          lastWrongAt: closedAt,
          lastRecordId: recordId,
        })),
      )
      .execute();
  }
}
