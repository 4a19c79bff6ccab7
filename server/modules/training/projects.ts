import type { PageOf } from '../../../contract/common';
import type { TrainingActivityDetail, TrainingActivityRow, TrainingProjectDetail, TrainingProjectRow } from '../../../contract/training';
import type { Db } from '../../db/transaction';
import { activityStateOf } from '../../lib/activityState';
import { hoursOf, sessionMs } from '../activity/hours';
import type { ActivityProjectTable } from '../activity/tables';
import { offsetOf } from '../cms/listing';
import { checkinOpensAt } from '../meeting/meetings';
import { learnerHours, totalMsOf } from './hours';
import { activityInScope, projectInScope, type Trainer } from './scope';

// The classes in the caller's scope, newest first, each with its sessions' count and 学时 and how
// many signed up; one class with its sessions (seats, check-ins, approved leave) and each
// learner's hours; one session with its check-in window.

export const WHOLE_SCHOOL = '全校';

type ProjectRowIn = Pick<ActivityProjectTable, 'title' | 'track' | 'audience' | 'orgId' | 'startDate' | 'endDate'> & { id: number };

const sessionsOf = (db: Db, projectIds: number[]) =>
  db
    .selectFrom('activity')
    .select(['id', 'projectId', 'title', 'category', 'place', 'startTime', 'endTime', 'signupDeadline', 'capacity', 'signedCount'])
    .where('projectId', 'in', [...projectIds, 0])
    .orderBy('startTime')
    .orderBy('id')
    .execute();
type Session = Awaited<ReturnType<typeof sessionsOf>>[number];

async function learnersOf(db: Db, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('activitySignup as s')
    .innerJoin('activity as a', 'a.id', 's.activityId')
    .select(['a.projectId', 's.userId'])
    .where('s.activityId', 'in', activityIds)
    .where('s.status', '=', 'signed')
    .distinct()
    .execute();
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.projectId, (out.get(r.projectId) ?? 0) + 1);
  return out;
}

function rowOf(t: Trainer, p: ProjectRowIn, sessions: Session[], learners: number): TrainingProjectRow {
  return {
    id: p.id,
    title: p.title,
    track: p.track,
    audience: p.audience,
    orgId: p.orgId,
    orgName: p.orgId === null ? WHOLE_SCHOOL : (t.o.units.get(p.orgId)?.name ?? ''),
    startDate: p.startDate,
    endDate: p.endDate,
    activities: sessions.length,
    totalHours: hoursOf(totalMsOf(sessions)),
    learners,
  };
}

export async function projectPage(db: Db, t: Trainer, q: { pageNum: number; pageSize: number }): Promise<PageOf<TrainingProjectRow>> {
  let base = db.selectFrom('activityProject as p');
  // the school sees every class; a college those of its organisations (never the whole school's)
  if (!t.school) base = base.where('p.orgId', 'in', [...t.units, 0]);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['p.id', 'p.title', 'p.track', 'p.audience', 'p.orgId', 'p.startDate', 'p.endDate'])
    .orderBy('p.startDate', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  const sessions = await sessionsOf(
    db,
    rows.map((r) => r.id),
  );
  const learners = await learnersOf(
    db,
    sessions.map((s) => s.id),
  );
  return {
    list: rows.map((p) =>
      rowOf(
        t,
        p,
        sessions.filter((s) => s.projectId === p.id),
        learners.get(p.id) ?? 0,
      ),
    ),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

async function sessionRows(db: Db, sessions: Session[], nowIso: string): Promise<TrainingActivityRow[]> {
  const ids = [...sessions.map((s) => s.id), 0];
  const [checked, leave] = await Promise.all([
    db
      .selectFrom('activityCheckin')
      .select(['activityId', (eb) => eb.fn.count<number>('userId').distinct().as('n')])
      .where('activityId', 'in', ids)
      .groupBy('activityId')
      .execute(),
    db
      .selectFrom('activityLeave')
      .select(['activityId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('activityId', 'in', ids)
      .where('state', '=', 'approved')
      .groupBy('activityId')
      .execute(),
  ]);
  const count = (rows: { activityId: number; n: number | string | bigint }[], id: number) =>
    Number(rows.find((r) => r.activityId === id)?.n ?? 0);
  return sessions.map((s) => ({
    id: s.id,
    title: s.title,
    category: s.category,
    place: s.place,
    startAt: s.startTime,
    endAt: s.endTime,
    signupDeadline: s.signupDeadline,
    capacity: s.capacity,
    signedCount: s.signedCount,
    hours: hoursOf(sessionMs(s)),
    checkedIn: count(checked, s.id),
    leave: count(leave, s.id),
    state: activityStateOf(s, nowIso),
  }));
}

export async function projectDetail(db: Db, t: Trainer, projectId: number, nowIso: string): Promise<TrainingProjectDetail> {
  const p = await projectInScope(db, t, projectId);
  const [sessions, identities, exam] = await Promise.all([
    sessionsOf(db, [p.id]),
    db
      .selectFrom('activityProjectIdentity as pi')
      .innerJoin('identity as i', 'i.id', 'pi.identityId')
      .select('i.name')
      .where('pi.projectId', '=', p.id)
      .orderBy('i.sort')
      .execute(),
    p.examId === null ? undefined : db.selectFrom('exam').select('title').where('id', '=', p.examId).executeTakeFirst(),
  ]);
  const [learners, list, people] = await Promise.all([
    learnersOf(
      db,
      sessions.map((s) => s.id),
    ),
    sessionRows(db, sessions, nowIso),
    learnerHours(db, sessions),
  ]);
  return {
    ...rowOf(t, p, sessions, learners.get(p.id) ?? 0),
    intro: p.intro,
    organizer: p.organizer,
    identityNames: identities.map((i) => i.name),
    examTitle: exam?.title ?? null,
    list,
    people,
  };
}

export async function activityInfo(db: Db, t: Trainer, activityId: number, nowIso: string): Promise<TrainingActivityDetail> {
  const a = await activityInScope(db, t, activityId);
  const [row] = await sessionRows(db, [a], nowIso);
  const opensAt = checkinOpensAt(a.startTime);
  return {
    ...row,
    projectId: a.projectId,
    projectTitle: a.projectTitle,
    checkinOpen: nowIso >= opensAt && nowIso < a.endTime,
    checkinOpensAt: opensAt,
  };
}
