import type { PageOf } from '../../../contract/common';
import type { ExamRecordItem, QuestionOption, RecordDetail, ReviewedQuestion } from '../../../contract/exam';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { rightAnswerShown } from '../../lib/examGrading';
import { offsetOf } from '../cms/listing';
import { parsePaper, shownOptions } from './paper';
import { closeExpiredOf, touchOwnRecord } from './recordAccess';
import { withheldQuestionIds } from './withheld';

// The learner's closed attempts and the review of one. Answers and explanations appear only
// here, only for a closed attempt of the caller's, only when the exam allows review, and not for
// a question on an exam not ended that does not allow review or that the caller may still answer
// (this exam itself while attempts remain: withheld.ts).

const recordQuery = (db: Db, userId: number) =>
  db
    .selectFrom('examRecord as r')
    .innerJoin('exam as e', 'e.id', 'r.examId')
    .leftJoin('lesson as l', 'l.id', 'e.lessonId')
    .select([
      'r.id',
      'r.examId',
      'e.title as examTitle',
      'e.lessonId',
      'l.title as lessonTitle',
      'r.startTime',
      'r.closedAt',
      'r.closeReason',
      'r.score',
      'e.totalScore',
      'e.passScore',
      'r.passed',
      'r.leaveCount',
      'e.allowReview',
      'r.paper',
    ])
    .where('r.userId', '=', userId)
    .where('r.status', '=', 'closed');

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['execute']>>[number];

function item(r: RecordRow): ExamRecordItem {
  const endTime = r.closedAt ?? r.startTime;
  return {
    recordId: r.id,
    examId: r.examId,
    examTitle: r.examTitle,
    lessonId: r.lessonId,
    lessonTitle: r.lessonTitle ?? null,
    startTime: r.startTime,
    endTime,
    closeReason: r.closeReason ?? 'submitted',
    score: Number(r.score ?? 0),
    totalScore: Number(r.totalScore),
    passScore: Number(r.passScore),
    passed: r.passed === 1,
    timeUsed: Math.max(0, Math.round((Date.parse(endTime) - Date.parse(r.startTime)) / 1000)),
    leaveCount: r.leaveCount,
    allowReview: r.allowReview === 1,
  };
}

export async function recordPage(
  db: Db,
  userId: number,
  q: { pageNum: number; pageSize: number },
  nowIso: string,
): Promise<PageOf<ExamRecordItem>> {
  await closeExpiredOf(db, userId, nowIso);
  const { n } = await db
    .selectFrom('examRecord')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'closed')
    .executeTakeFirstOrThrow();
  const rows = await recordQuery(db, userId)
    .orderBy('r.closedAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map(item), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

async function reviewed(db: Db, userId: number, r: RecordRow, nowIso: string): Promise<ReviewedQuestion[]> {
  const paper = parsePaper(r.paper);
  const ids = paper.map((p) => p.id);
  if (ids.length === 0) return [];
  const questions = await db
    .selectFrom('examQuestion as q')
    .innerJoin('examPaper as p', (j) => j.onRef('p.questionId', '=', 'q.id').on('p.examId', '=', r.examId))
    .select(['q.id', 'q.type', 'q.stem', 'q.options', 'q.answer', 'q.accepted', 'q.explanation', 'p.score'])
    .where('q.id', 'in', ids)
    .execute();
  const answers = await db
    .selectFrom('examAnswer')
    .select(['questionId', 'answer', 'correct', 'gotScore'])
    .where('recordId', '=', r.id)
    .execute();
  const withheld = await withheldQuestionIds(db, ids, nowIso, userId);
  return paper.flatMap((entry) => {
    const q = questions.find((x) => x.id === entry.id);
    if (!q) return [];
    const a = answers.find((x) => x.questionId === entry.id);
    const shown = {
      id: q.id,
      type: q.type,
      stem: q.stem,
      options: shownOptions(entry, JSON.parse(q.options) as QuestionOption[]),
      myAnswer: a?.answer ?? '',
      correct: a?.correct === 1,
      score: Number(q.score),
      gotScore: Number(a?.gotScore ?? 0),
    };
    if (withheld.has(q.id)) return [{ ...shown, rightAnswer: '', explanation: '', answerWithheld: true }];
    const right = rightAnswerShown({ type: q.type, answer: q.answer, accepted: JSON.parse(q.accepted) as string[] }, entry);
    return [{ ...shown, rightAnswer: right, explanation: q.explanation }];
  });
}

export async function recordDetail(db: Db, userId: number, recordId: number, nowIso: string): Promise<RecordDetail> {
  const own = await touchOwnRecord(db, recordId, userId, nowIso);
  if (own.status !== 'closed') throw fail('考试尚未结束，交卷后才能查看答卷');
  const r = await recordQuery(db, userId).where('r.id', '=', recordId).executeTakeFirstOrThrow();
  return { ...item(r), questions: r.allowReview === 1 ? await reviewed(db, userId, r, nowIso) : [] };
}
