import dayjs from 'dayjs';
import type { Db } from '../../db/transaction';
import { lessons, withProgress } from '../lesson/catalog';
import { stagePlan } from '../lesson/stagePlan';
import { scopedLearners, type DashboardScope, type LearnerRow } from './learners';

// The learner-side rules of user/stageReport and user/graduation, taken set-wise for everyone in
// the scope at once: what a stage requires is lesson/stagePlan's answer (it depends on the stage
// only, so it is asked once per stage, for one of its learners), a lesson's length and completion
// are lesson/catalog withProgress's (all of its videos completed), 本期学时 is the stage_study
// row, and an exam line is user/stageReport's (the stage's topic exams and any exam handed in
// during the stage, passed when any closed attempt passed).

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

export interface StageNeeds {
  required: number[];
  /** what the required lessons last, seconds (user/stageReport's hours.required) */
  seconds: number;
}

/** Per stage of the learners given: its required lessons and their length. */
export async function stageNeeds(db: Db, learners: LearnerRow[]): Promise<Map<number, StageNeeds>> {
  const someone = new Map<number, number>();
  for (const l of learners) if (l.stageId !== null && !someone.has(l.stageId)) someone.set(l.stageId, l.id);
  const out = new Map<number, StageNeeds>();
  for (const [stageId, userId] of someone) {
    const plan = await stagePlan(db, userId);
    const items =
      plan.required.length === 0 ? [] : await withProgress(db, userId, await lessons(db).where('l.id', 'in', plan.required).execute());
    out.set(stageId, { required: plan.required, seconds: round3(items.reduce((s, l) => s + l.duration, 0)) });
  }
  return out;
}

/** Lessons each learner has completed (every video of the lesson completed), among `lessonIds`. */
export async function completedLessons(db: Db, s: DashboardScope, lessonIds: number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  if (lessonIds.length === 0) return out;
  const rows = await db
    .selectFrom('videoProgress as p')
    .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
    .select(['p.userId', 'v.lessonId'])
    .where('p.completed', '=', 1)
    .where('v.lessonId', 'in', lessonIds)
    .where('p.userId', 'in', scopedLearners(db, s).select('u.id'))
    .groupBy(['p.userId', 'v.lessonId'])
    .having((eb) =>
      eb(
        eb.fn.countAll(),
        '>=',
        eb
          .selectFrom('lessonVideo as every')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('every.lessonId', '=', 'v.lessonId'),
      ),
    )
    .execute();
  for (const r of rows) out.set(r.userId, (out.get(r.userId) ?? new Set()).add(r.lessonId));
  return out;
}

/** The stage's period as ISO instants: its first Beijing day to the end of its last (user/stageReport's). */
export const stagePeriod = (startDate: string, endDate: string) => ({
  from: dayjs(`${startDate}T00:00:00+08:00`).toISOString(),
  until: dayjs(`${endDate}T00:00:00+08:00`).add(1, 'day').toISOString(),
});

/** Per learner in a stage, the titles of the exams of their stage report that they passed. */
export async function passedExams(db: Db, s: DashboardScope, stageIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (stageIds.length === 0) return out;
  const stages = await db.selectFrom('stage').select(['id', 'phaseId', 'startDate', 'endDate']).where('id', 'in', stageIds).execute();
  for (const st of stages) {
    const { from, until } = stagePeriod(st.startDate, st.endDate);
    const rows = await db
      .selectFrom('examRecord as r')
      .innerJoin('exam as e', 'e.id', 'r.examId')
      .innerJoin('user as u', 'u.id', 'r.userId')
      .select(['r.userId', 'e.id', 'e.title', 'e.sort'])
      .distinct()
      .where('r.status', '=', 'closed')
      .where('r.passed', '=', 1)
      .where('u.stageId', '=', st.id)
      .where('r.userId', 'in', scopedLearners(db, s).select('u.id'))
      // the exam is a line of the stage report: handed in during the stage, or the exam of one of
      // the stage's topics the learner is a member of
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('examRecord as d')
              .select('d.id')
              .whereRef('d.userId', '=', 'r.userId')
              .whereRef('d.examId', '=', 'r.examId')
              .where('d.status', '=', 'closed')
              .where('d.startTime', '>=', from)
              .where('d.startTime', '<', until),
          ),
          eb.exists(
            eb
              .selectFrom('topicMember as m')
              .innerJoin('topic as t', 't.id', 'm.topicId')
              .select('m.topicId')
              .whereRef('m.userId', '=', 'r.userId')
              .whereRef('t.examId', '=', 'r.examId')
              .where('t.phaseId', '=', st.phaseId)
              .where('t.endDate', '>=', st.startDate),
          ),
        ]),
      )
      .orderBy('r.userId')
      .orderBy('e.sort')
      .orderBy('e.id')
      .execute();
    for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.title]);
  }
  return out;
}
