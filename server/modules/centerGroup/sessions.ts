import { sql } from 'kysely';
import type { StudyCheckIn, StudySession, StudySessionDetail, StudySessionState } from '../../../contract/centerGroup';
import type { PageOf } from '../../../contract/common';
import { inTransaction, isUniqueViolation, type Db } from '../../db/transaction';
import type { AuthUser } from '../../http/auth';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import { isCadreApp } from '../lesson/audience';
import { openReview } from '../review/items';

// The sessions of 理论学习中心组 a member sees: those of the groups they belong to, with their own
// check-in, leave request and 学习体会. Only cadres (appId 5) are members; anyone else, and a
// member asking for another group's session, is told it does not exist. Leave is asked for before
// the start, once (a unique key decides between simultaneous requests).

export const NO_SESSION = '学习活动不存在';
export const LEAVE = {
  started: '学习活动已开始，不能再请假',
  twice: '已提交过请假申请',
  short: '请假事由至少 5 个字，请写明原因',
} as const;

export interface StudyMember {
  id: number;
  /** the study groups the caller belongs to; empty for a learner or a cadre of no group */
  groupIds: number[];
}

export async function studyMemberOf(db: Db, user: Pick<AuthUser, 'id' | 'appId'>): Promise<StudyMember> {
  if (!isCadreApp(user.appId)) return { id: user.id, groupIds: [] };
  const rows = await db.selectFrom('centerGroupMember').select('groupId').where('userId', '=', user.id).execute();
  return { id: user.id, groupIds: rows.map((r) => r.groupId) };
}

export const stateOf = (s: { startTime: string; endTime: string }, nowIso: string): StudySessionState =>
  nowIso < s.startTime ? 'upcoming' : nowIso < s.endTime ? 'ongoing' : 'ended';

/** A stored JSON list of names or titles; anything else reads as empty. */
export function textList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const sessions = (db: Db, m: StudyMember) =>
  db
    .selectFrom('centerGroupSession as s')
    .innerJoin('centerGroup as g', 'g.id', 's.groupId')
    .leftJoin('centerGroupCheckin as c', (j) => j.onRef('c.sessionId', '=', 's.id').on('c.userId', '=', m.id))
    .leftJoin('centerGroupLeave as l', (j) => j.onRef('l.sessionId', '=', 's.id').on('l.userId', '=', m.id))
    .leftJoin('centerGroupExperience as e', (j) => j.onRef('e.sessionId', '=', 's.id').on('e.userId', '=', m.id))
    .select([
      's.id',
      's.groupId',
      'g.name as groupName',
      's.theme',
      's.startTime',
      's.endTime',
      's.place',
      's.host',
      's.speakers',
      's.readings',
      's.agenda',
      'c.checkedAt',
      'l.state as leaveState',
      'l.reason',
      'l.comment',
      'l.createdAt as leaveAt',
      'l.reviewedAt',
      'e.state as experienceState',
    ])
    // no group: an empty list (`in ()` is not valid SQL)
    .where('s.groupId', 'in', m.groupIds.length > 0 ? m.groupIds : [0]);
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessions>['execute']>>[number];

function toItem(r: SessionRow, nowIso: string): StudySession {
  const state = stateOf(r, nowIso);
  return {
    id: r.id,
    groupId: r.groupId,
    groupName: r.groupName,
    theme: r.theme,
    startTime: r.startTime,
    endTime: r.endTime,
    place: r.place,
    host: r.host,
    speakers: textList(r.speakers),
    state,
    checkedIn: r.checkedAt !== null,
    leaveState: r.leaveState ?? null,
    experienceState: r.experienceState ?? 'none',
    canLeave: state === 'upcoming' && !r.leaveState,
  };
}

function toDetail(r: SessionRow, nowIso: string): StudySessionDetail {
  const leave =
    r.leaveState && r.leaveAt
      ? { reason: r.reason ?? '', state: r.leaveState, comment: r.comment ?? '', createdAt: r.leaveAt, reviewedAt: r.reviewedAt ?? null }
      : null;
  return { ...toItem(r, nowIso), agenda: r.agenda, readings: textList(r.readings), leave, checkedInAt: r.checkedAt ?? null };
}

export async function sessionPage(
  db: Db,
  m: StudyMember,
  q: { state?: StudySessionState; pageNum: number; pageSize: number },
  nowIso: string,
): Promise<PageOf<StudySession>> {
  let base = sessions(db, m);
  if (q.state === 'upcoming') base = base.where('s.startTime', '>', nowIso);
  if (q.state === 'ongoing') base = base.where('s.startTime', '<=', nowIso).where('s.endTime', '>', nowIso);
  if (q.state === 'ended') base = base.where('s.endTime', '<=', nowIso);
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const notOver = sql`case when ${sql.ref('s.endTime')} > ${nowIso} then 0 else 1 end`;
  // not over yet: the soonest first; over: the latest first
  const soonest = sql`case when ${sql.ref('s.endTime')} > ${nowIso} then ${sql.ref('s.startTime')} else '' end`;
  const rows = await base
    .orderBy(notOver)
    .orderBy(soonest)
    .orderBy('s.startTime', 'desc')
    .orderBy('s.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toItem(r, nowIso)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The session by id when the caller is a member of its group, else 10002 学习活动不存在. */
export async function visibleSession(db: Db, m: StudyMember, sessionId: number): Promise<SessionRow> {
  const row = await sessions(db, m).where('s.id', '=', sessionId).executeTakeFirst();
  if (!row) throw fail(NO_SESSION);
  return row;
}

export async function sessionDetail(db: Db, m: StudyMember, sessionId: number, nowIso: string): Promise<StudySessionDetail> {
  return toDetail(await visibleSession(db, m, sessionId), nowIso);
}

/** Before the start, once per session (the unique key decides between simultaneous requests); the review item comes with it. */
export async function askLeave(
  db: Db,
  m: StudyMember,
  body: { activityId: number; reason: string },
  nowIso: string,
): Promise<StudySessionDetail> {
  const session = await visibleSession(db, m, body.activityId);
  const reason = body.reason.trim();
  if ([...reason].length < 5) throw fail(LEAVE.short);
  if (session.leaveState) throw fail(LEAVE.twice);
  if (nowIso >= session.startTime) throw fail(LEAVE.started);
  try {
    await inTransaction(db, async (trx) => {
      const leave = await trx
        .insertInto('centerGroupLeave')
        .values({ sessionId: body.activityId, userId: m.id, reason, state: 'pending', createdAt: nowIso, reviewedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openReview(trx, { kind: 'leave', source: 'centerGroupLeave', refId: leave.id, userId: m.id, title: session.theme, at: nowIso });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(LEAVE.twice);
    throw error;
  }
  return sessionDetail(db, m, body.activityId, nowIso);
}

/** The member's check-ins at their groups' sessions, newest first. */
export async function checkIns(db: Db, m: StudyMember, q: { pageNum: number; pageSize: number }): Promise<PageOf<StudyCheckIn>> {
  const base = db
    .selectFrom('centerGroupCheckin as c')
    .innerJoin('centerGroupSession as s', 's.id', 'c.sessionId')
    .where('c.userId', '=', m.id)
    .where('s.groupId', 'in', m.groupIds.length > 0 ? m.groupIds : [0]);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await base
    .select(['c.id', 'c.sessionId as activityId', 's.theme as activityTitle', 's.place', 'c.checkedAt as scannedAt', 'c.method'])
    .orderBy('c.checkedAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list, total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}
