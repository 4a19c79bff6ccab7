import { sql } from 'kysely';
import type { DocCode, StepState } from '../../../contract/develop';
import type { Db } from '../../db/transaction';
import { beijingDate } from '../../lib/beijingDate';
import { hoursOf, sessionMs } from '../activity/hours';
import type { DevelopApplicationTable } from '../develop/tables';
import { parseFields } from '../develop/steps';

// What the platform holds about a person's development, read for many people at once (the list
// pages through them): the record and its recorded steps, the learner's documents and quarterly
// 思想汇报 with their states, the 发展对象 class's attendance (check-ins of activities in
// 党员发展 projects for 发展对象) and that class's 结业考试. The gates read only this.

export type AppRow = Omit<DevelopApplicationTable, 'id' | 'contacts'> & { id: number; contacts: string };

export interface RecordRow {
  id: number;
  stepNo: number;
  doneOn: string;
  fields: { key: string; value: string }[];
  handledBy: string;
  recordedByName: string;
  recordedAt: string;
}

export interface ClassExam {
  title: string;
  passed: boolean;
  score: number | null;
}

export interface Facts {
  app: AppRow | null;
  records: Map<number, RecordRow>;
  /** quarterly 思想汇报 by period (YYYY-Qn) */
  reports: Map<string, StepState>;
  docs: Map<DocCode, StepState>;
  trainingHours: number;
  trainingDays: number;
  exam: ClassExam | null;
}

const emptyFacts = (): Facts => ({
  app: null,
  records: new Map(),
  reports: new Map(),
  docs: new Map(),
  trainingHours: 0,
  trainingDays: 0,
  exam: null,
});

/** the 发展对象 classes: 党员发展 projects for 发展对象, or for every identity */
const candidateClass = sql<boolean>`(
  exists (select 1 from activity_project_identity pi join identity i on i.id = pi.identity_id
          where pi.project_id = p.id and i.name = '发展对象')
  or not exists (select 1 from activity_project_identity pi where pi.project_id = p.id))`;

async function training(db: Db, userIds: number[], facts: Map<number, Facts>): Promise<void> {
  const rows = await db
    .selectFrom('activityCheckin as c')
    .innerJoin('activity as a', 'a.id', 'c.activityId')
    .innerJoin('activityProject as p', 'p.id', 'a.projectId')
    .select(['c.userId', 'a.id as activityId', 'a.startTime', 'a.endTime', 'p.examId'])
    .where('c.userId', 'in', userIds)
    .where('p.track', '=', 'develop')
    .where(candidateClass)
    .execute();
  const exams = new Map<number, Set<number>>();
  const seen = new Map<number, Set<number>>();
  const days = new Map<number, Set<string>>();
  for (const r of rows) {
    const f = facts.get(r.userId)!;
    const mine = seen.get(r.userId) ?? new Set<number>();
    seen.set(r.userId, mine);
    if (r.examId !== null) exams.set(r.userId, (exams.get(r.userId) ?? new Set()).add(r.examId));
    // one activity checked in twice counts once
    if (mine.has(r.activityId)) continue;
    mine.add(r.activityId);
    f.trainingHours += sessionMs(r);
    days.set(r.userId, (days.get(r.userId) ?? new Set()).add(beijingDate(new Date(r.startTime))));
  }
  for (const [userId, d] of days) facts.get(userId)!.trainingDays = d.size;
  // summed in milliseconds, turned into 学时 once
  for (const f of facts.values()) f.trainingHours = hoursOf(f.trainingHours);
  const examIds = [...new Set([...exams.values()].flatMap((s) => [...s]))];
  if (examIds.length === 0) return;
  const [titles, results] = await Promise.all([
    db.selectFrom('exam').select(['id', 'title']).where('id', 'in', examIds).execute(),
    db
      .selectFrom('examRecord')
      .select(['userId', 'examId', 'passed', 'score'])
      .where('userId', 'in', [...exams.keys()])
      .where('examId', 'in', examIds)
      .where('status', '=', 'closed')
      .execute(),
  ]);
  for (const [userId, ids] of exams) {
    const mine = results.filter((r) => r.userId === userId && ids.has(r.examId));
    const best = mine.sort((a, b) => b.passed - a.passed || (b.score ?? 0) - (a.score ?? 0))[0];
    const examId = best?.examId ?? [...ids][0];
    facts.get(userId)!.exam = {
      title: titles.find((t) => t.id === examId)?.title ?? '',
      passed: best?.passed === 1,
      score: best?.score ?? null,
    };
  }
}

export async function factsOf(db: Db, userIds: number[]): Promise<Map<number, Facts>> {
  const facts = new Map(userIds.map((id) => [id, emptyFacts()]));
  if (userIds.length === 0) return facts;
  const [apps, records, steps] = await Promise.all([
    db.selectFrom('developApplication').selectAll().where('userId', 'in', userIds).execute() as Promise<AppRow[]>,
    db
      .selectFrom('developRecord')
      .select(['id', 'userId', 'stepNo', 'doneOn', 'fields', 'handledBy', 'recordedByName', 'recordedAt'])
      .where('userId', 'in', userIds)
      .execute(),
    db.selectFrom('developStep').select(['userId', 'docCode', 'period', 'state']).where('userId', 'in', userIds).execute(),
  ]);
  for (const a of apps) facts.get(a.userId)!.app = a;
  for (const r of records) facts.get(r.userId)!.records.set(r.stepNo, { ...r, fields: parseFields(r.fields) });
  for (const s of steps) {
    const f = facts.get(s.userId)!;
    if (s.docCode === 'report') f.reports.set(s.period, s.state);
    else f.docs.set(s.docCode, s.state);
  }
  await training(db, userIds, facts);
  return facts;
}

export async function factsOfOne(db: Db, userId: number): Promise<Facts> {
  return (await factsOf(db, [userId])).get(userId)!;
}
