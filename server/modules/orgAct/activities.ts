import type { PageOf } from '../../../contract/common';
import type { Attendance, OrgActCategory, OrgActDetail, OrgActItem, OrgActState } from '../../../contract/orgAct';
import { inTransaction, isUniqueViolation, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import { openReview } from '../review/items';
import { actStateOf, inState, notOverFirst } from './actTiming';
import type { Member } from './membership';

// The organisation life a learner sees: activities of their own branch and of the committee above
// it, with the organisation's attendance record once an activity is over and the learner's leave
// request, asked for before the start, once (a unique key), approved or not by the organisation.
// Any other activity answers as if it did not exist.

export const NO_ACT = '活动不存在';
export const LEAVE = {
  started: '活动已开始，不能再请假',
  twice: '已提交过请假申请',
  short: '请假事由至少 5 个字，请写明原因',
} as const;

const acts = (db: Db, m: Member) =>
  db
    .selectFrom('orgAct as a')
    .innerJoin('orgUnit as o', 'o.id', 'a.orgId')
    .leftJoin('orgActAttendance as r', (j) => j.onRef('r.actId', '=', 'a.id').on('r.userId', '=', m.id))
    .leftJoin('orgActLeave as l', (j) => j.onRef('l.actId', '=', 'a.id').on('l.userId', '=', m.id))
    .select([
      'a.id',
      'a.title',
      'a.category',
      'o.name as orgName',
      'a.startTime',
      'a.endTime',
      'a.place',
      'a.organizer',
      'a.agenda',
      'r.status as attendance',
      'l.state as leaveState',
      'l.reason',
      'l.comment',
      'l.createdAt as leaveAt',
      'l.reviewedAt',
    ])
    // no organisation: an empty list (`in ()` is not valid SQL)
    .where('a.orgId', 'in', m.orgIds.length > 0 ? m.orgIds : [0]);
type ActRow = Awaited<ReturnType<ReturnType<typeof acts>['execute']>>[number];

function toItem(r: ActRow, nowIso: string): OrgActItem {
  const state = actStateOf(r, nowIso);
  return {
    id: r.id,
    title: r.title,
    category: r.category as OrgActCategory,
    orgName: r.orgName,
    startTime: r.startTime,
    endTime: r.endTime,
    place: r.place,
    organizer: r.organizer,
    state,
    attendance: state === 'ended' && r.attendance ? (r.attendance as Attendance) : null,
    leaveState: r.leaveState ?? null,
    canLeave: state === 'upcoming' && !r.leaveState,
  };
}

function toDetail(r: ActRow, nowIso: string): OrgActDetail {
  const leave =
    r.leaveState && r.leaveAt
      ? { reason: r.reason ?? '', state: r.leaveState, comment: r.comment ?? '', createdAt: r.leaveAt, reviewedAt: r.reviewedAt ?? null }
      : null;
  return { ...toItem(r, nowIso), agenda: r.agenda, leave };
}

export async function actPage(
  db: Db,
  m: Member,
  q: { state?: OrgActState; pageNum: number; pageSize: number },
  nowIso: string,
): Promise<PageOf<OrgActItem>> {
  let base = acts(db, m);
  if (q.state) base = base.where(inState(q.state, nowIso));
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const [notOver, soonest] = notOverFirst(nowIso);
  const rows = await base
    .orderBy(notOver)
    .orderBy(soonest)
    .orderBy('a.startTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toItem(r, nowIso)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

async function visibleAct(db: Db, m: Member, actId: number): Promise<ActRow> {
  const row = await acts(db, m).where('a.id', '=', actId).executeTakeFirst();
  if (!row) throw fail(NO_ACT);
  return row;
}

export async function actDetail(db: Db, m: Member, actId: number, nowIso: string): Promise<OrgActDetail> {
  return toDetail(await visibleAct(db, m, actId), nowIso);
}

/** Before the start, once per activity (the unique key decides between simultaneous requests); the branch's review item comes with it. */
export async function askLeave(db: Db, m: Member, body: { actId: number; reason: string }, nowIso: string): Promise<OrgActDetail> {
  const act = await visibleAct(db, m, body.actId);
  const reason = body.reason.trim();
  if ([...reason].length < 5) throw fail(LEAVE.short);
  if (act.leaveState) throw fail(LEAVE.twice);
  if (nowIso >= act.startTime) throw fail(LEAVE.started);
  try {
    await inTransaction(db, async (trx) => {
      const leave = await trx
        .insertInto('orgActLeave')
        .values({ actId: body.actId, userId: m.id, reason, state: 'pending', createdAt: nowIso, reviewedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openReview(trx, { kind: 'leave', source: 'orgActLeave', refId: leave.id, userId: m.id, title: act.title, at: nowIso });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(LEAVE.twice);
    throw error;
  }
  return actDetail(db, m, body.actId, nowIso);
}
