import { sql } from 'kysely';
import type { PageOf } from '../../../contract/common';
import { CHECKIN_OPENS_MINUTES_BEFORE, type MeetingDetail, type MeetingRow } from '../../../contract/meeting';
import type { OrgActCategory, OrgActState } from '../../../contract/orgAct';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { parseImages } from '../base/ownImages';
import { offsetOf } from '../cms/listing';
import { actStateOf, inState, notOverFirst } from '../orgAct/actTiming';
import { MSG_OUT_OF_SCOPE, reviewScope, type Organiser } from '../organiser/scope';

// The meetings of the organisations in the caller's scope, with how many were expected, came
// (late included), came late and were on leave. One query counts them for a whole page.

export const checkinOpensAt = (startTime: string) => new Date(Date.parse(startTime) - CHECKIN_OPENS_MINUTES_BEFORE * 60_000).toISOString();

const scoped = (db: Db, o: Organiser) =>
  db
    .selectFrom('orgAct as a')
    .innerJoin('orgUnit as o', 'o.id', 'a.orgId')
    .select([
      'a.id',
      'a.category',
      'a.title',
      'a.orgId',
      'o.name as orgName',
      'a.startTime',
      'a.endTime',
      'a.place',
      'a.agenda',
      'a.organizer',
      'a.minutes',
      'a.recordingUrl',
      'a.photos',
      'a.recordedAt',
    ])
    .where('a.orgId', 'in', [...reviewScope(o), 0]);
type Row = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

interface Counts {
  invited: number;
  present: number;
  late: number;
  leave: number;
}

async function countsOf(db: Db, ids: number[]): Promise<Map<number, Counts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('orgActInvitee as i')
    .leftJoin('orgActAttendance as r', (j) => j.onRef('r.actId', '=', 'i.actId').onRef('r.userId', '=', 'i.userId'))
    .leftJoin('orgActLeave as l', (j) => j.onRef('l.actId', '=', 'i.actId').onRef('l.userId', '=', 'i.userId'))
    .select([
      'i.actId',
      (eb) => eb.fn.countAll<number>().as('invited'),
      sql<number>`sum(case when r.status in ('present', 'late') then 1 else 0 end)`.as('present'),
      sql<number>`sum(case when r.status = 'late' then 1 else 0 end)`.as('late'),
      sql<number>`sum(case when r.status = 'leave' or (r.status is null and l.state = 'approved') then 1 else 0 end)`.as('leave'),
    ])
    .where('i.actId', 'in', ids)
    .groupBy('i.actId')
    .execute();
  return new Map(
    rows.map((r) => [r.actId, { invited: Number(r.invited), present: Number(r.present), late: Number(r.late), leave: Number(r.leave) }]),
  );
}

function toRow(r: Row, c: Counts | undefined, nowIso: string): MeetingRow {
  return {
    id: r.id,
    kind: r.category as OrgActCategory,
    title: r.title,
    orgId: r.orgId,
    orgName: r.orgName,
    startAt: r.startTime,
    endAt: r.endTime,
    place: r.place,
    state: actStateOf(r, nowIso),
    ...(c ?? { invited: 0, present: 0, late: 0, leave: 0 }),
  };
}

export async function meetingPage(
  db: Db,
  o: Organiser,
  q: { state?: OrgActState; pageNum: number; pageSize: number },
  nowIso: string,
): Promise<PageOf<MeetingRow>> {
  let base = scoped(db, o);
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
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toRow(r, counts.get(r.id), nowIso)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** A meeting of an organisation in the caller's scope; any other answers as one that does not exist. */
export async function meetingInScope(db: Db, o: Organiser, id: number): Promise<Row> {
  const row = await scoped(db, o).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw fail(MSG_OUT_OF_SCOPE);
  return row;
}

export async function meetingDetail(db: Db, o: Organiser, id: number, nowIso: string): Promise<MeetingDetail> {
  const r = await meetingInScope(db, o, id);
  const [counts, mends] = await Promise.all([
    countsOf(db, [id]),
    db
      .selectFrom('orgActMend')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('actId', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const opensAt = checkinOpensAt(r.startTime);
  return {
    ...toRow(r, counts.get(id), nowIso),
    agenda: r.agenda,
    organizer: r.organizer,
    checkinOpen: nowIso >= opensAt && nowIso < r.endTime,
    checkinOpensAt: opensAt,
    minutes: r.minutes,
    recordingUrl: r.recordingUrl,
    photos: parseImages(r.photos),
    recordedAt: r.recordedAt ?? null,
    mends: Number(mends.n),
  };
}
