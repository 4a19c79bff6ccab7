import { sql, type Expression, type SqlBool } from 'kysely';
import type { PageOf } from '../../../contract/common';
import type { ExamCard, ExamInfo, ExamTab, ExamTabKey, LessonExamList, QuestionType } from '../../../contract/exam';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf, titleContains } from '../cms/listing';
import { audiencesOf } from '../lesson/audience';
import { assertVisible } from '../lesson/catalog';
import { examState, NO_EXAM } from './examRules';
import { lessonCompleted } from './lessonDone';
import { offeredTo, type Viewer } from './offered';
import { closeExpiredOf } from './recordAccess';

// The exam center's tabs and cards, an exam's rules, a lesson's exams: each exam with the
// learner's own attempts (used, best score, passed, the running one, the last closed one).
// The exam center lists every exam offered to the learner (offered.ts), lesson exams too (marked
// with their lesson), so the summary counts and the to-dos name only exams the learner can find there.

export type { Viewer };

const TAB_NAMES: Record<ExamTabKey, string> = { all: '全部', upcoming: '未开始', ongoing: '进行中', ended: '已结束' };

const examColumns = [
  'e.id',
  'e.title',
  'e.lessonId',
  'l.title as lessonTitle',
  'e.startTime',
  'e.endTime',
  'e.duration',
  'e.totalScore',
  'e.passScore',
  'e.attemptsAllowed',
  'e.description',
  'e.maxLeaves',
  'e.shuffle',
  'e.allowReview',
] as const;

const exams = (db: Db, viewer: Viewer) =>
  db
    .selectFrom('exam as e')
    .leftJoin('lesson as l', 'l.id', 'e.lessonId')
    .where((eb) => offeredTo(eb, viewer));

/** Every exam the viewer may see (lesson exams too), with what a card needs. */
export const examsFor = (db: Db, viewer: Viewer) => exams(db, viewer).select(examColumns);
type ExamRow = Awaited<ReturnType<ReturnType<typeof examsFor>['execute']>>[number];

/** The tab's window condition at `nowIso`. */
function inTab(tab: ExamTabKey, nowIso: string): Expression<SqlBool> {
  const start = sql.ref<string>('e.startTime');
  const end = sql.ref<string>('e.endTime');
  switch (tab) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'upcoming':
      return sql<SqlBool>`${start} > ${nowIso}`;
    case 'ongoing':
      return sql<SqlBool>`${start} <= ${nowIso} and ${end} > ${nowIso}`;
    case 'ended':
      return sql<SqlBool>`${end} <= ${nowIso}`;
  }
}

/** The cards of `rows` for the learner, in the rows' order. */
export async function cardsFor(db: Db, userId: number, rows: readonly ExamRow[], nowIso: string): Promise<ExamCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .selectFrom('examPaper')
    .select((eb) => ['examId', eb.fn.countAll<number>().as('n')])
    .where('examId', 'in', ids)
    .groupBy('examId')
    .execute();
  const mine = await db
    .selectFrom('examRecord')
    .select((eb) => [
      'examId',
      eb.fn.max<number>('attemptNo').as('used'),
      sql<number | null>`max(case when status = 'closed' then score end)`.as('best'),
      eb.fn.max<number>('passed').as('passed'),
      sql<number | null>`max(case when status = 'open' then id end)`.as('openId'),
      sql<number | null>`max(case when status = 'closed' then id end)`.as('lastId'),
    ])
    .where('userId', '=', userId)
    .where('examId', 'in', ids)
    .groupBy('examId')
    .execute();
  return rows.map((r) => {
    const m = mine.find((x) => x.examId === r.id);
    return {
      examId: r.id,
      title: r.title,
      lessonId: r.lessonId,
      lessonTitle: r.lessonTitle ?? null,
      startTime: r.startTime,
      endTime: r.endTime,
      duration: r.duration,
      questionCount: Number(counts.find((c) => c.examId === r.id)?.n ?? 0),
      totalScore: Number(r.totalScore),
      passScore: Number(r.passScore),
      attemptsAllowed: r.attemptsAllowed,
      attemptsUsed: Number(m?.used ?? 0),
      bestScore: m?.best == null ? null : Number(m.best),
      passed: Number(m?.passed ?? 0) === 1,
      state: examState(r, nowIso),
      openRecordId: m?.openId == null ? null : Number(m.openId),
      lastRecordId: m?.lastId == null ? null : Number(m.lastId),
    };
  });
}

export async function examTabs(db: Db, viewer: Viewer, nowIso: string): Promise<ExamTab[]> {
  const row = await exams(db, viewer)
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(sql`case when ${inTab('upcoming', nowIso)} then 1 else 0 end`).as('upcoming'),
      eb.fn.sum<number>(sql`case when ${inTab('ongoing', nowIso)} then 1 else 0 end`).as('ongoing'),
      eb.fn.sum<number>(sql`case when ${inTab('ended', nowIso)} then 1 else 0 end`).as('ended'),
    ])
    .executeTakeFirstOrThrow();
  return (['all', 'upcoming', 'ongoing', 'ended'] as const).map((key) => ({ key, name: TAB_NAMES[key], count: Number(row[key] ?? 0) }));
}

export async function examPage(
  db: Db,
  viewer: Viewer,
  q: { pageNum: number; pageSize: number; tab?: ExamTabKey; keyword?: string },
  nowIso: string,
): Promise<PageOf<ExamCard> & { serverTime: string }> {
  await closeExpiredOf(db, viewer.id, nowIso);
  const keyword = q.keyword?.trim() ?? '';
  const base = exams(db, viewer)
    .where(inTab(q.tab ?? 'all', nowIso))
    .$if(keyword !== '', (w) => w.where(titleContains(keyword, 'e.title')));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // running exams first, then those to come, then the ended ones, newest first within each
  const rank = sql<number>`case when ${inTab('ongoing', nowIso)} then 0 when ${inTab('upcoming', nowIso)} then 1 else 2 end`;
  const rows = await base
    .select(examColumns)
    .orderBy(rank)
    .orderBy('e.sort')
    .orderBy('e.startTime', 'desc')
    .orderBy('e.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return {
    list: await cardsFor(db, viewer.id, rows, nowIso),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    serverTime: nowIso,
  };
}

export async function examInfo(db: Db, viewer: Viewer, examId: number, nowIso: string): Promise<ExamInfo> {
  await closeExpiredOf(db, viewer.id, nowIso);
  const row = await examsFor(db, viewer).where('e.id', '=', examId).executeTakeFirst();
  if (!row) throw fail(NO_EXAM);
  const [card] = await cardsFor(db, viewer.id, [row], nowIso);
  const parts = await db
    .selectFrom('examPaper as p')
    .innerJoin('examQuestion as q', 'q.id', 'p.questionId')
    .select((eb) => ['q.type', 'p.score', eb.fn.countAll<number>().as('count'), eb.fn.min<number>('p.sort').as('first')])
    .where('p.examId', '=', examId)
    .groupBy(['q.type', 'p.score'])
    .orderBy('first')
    .execute();
  return {
    ...card,
    description: row.description,
    maxLeaves: row.maxLeaves,
    shuffle: row.shuffle === 1,
    allowReview: row.allowReview === 1,
    parts: parts.map((p) => ({ type: p.type as QuestionType, count: Number(p.count), score: Number(p.score) })),
    serverTime: nowIso,
  };
}

export async function lessonExams(db: Db, viewer: Viewer, lessonId: number, nowIso: string): Promise<LessonExamList> {
  await assertVisible(db, audiencesOf(viewer.appId), { lessonId });
  await closeExpiredOf(db, viewer.id, nowIso);
  const rows = await examsFor(db, viewer).where('e.lessonId', '=', lessonId).orderBy('e.sort').orderBy('e.id').execute();
  return { lessonCompleted: await lessonCompleted(db, viewer.id, lessonId), list: await cardsFor(db, viewer.id, rows, nowIso) };
}
