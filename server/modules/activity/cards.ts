import type { ActivityCard, ActivityDetail, Project, ProjectTrack } from '../../../contract/activity';
import type { Db } from '../../db/transaction';
import { activityStateOf } from '../../lib/activityState';
import { offsetOf } from '../cms/listing';
import { trainsIdentity } from './eligibility';
import type { ProjectAudience } from './tables';
import type { Viewer } from './visibility';

// Reading projects and activities as the learner sees them, with their own sign-up and leave.

const activityColumns = [
  'a.id',
  'a.projectId',
  'p.title as projectTitle',
  'a.title',
  'a.category',
  'a.place',
  'a.organizer',
  'a.content',
  'a.startTime',
  'a.endTime',
  'a.signupDeadline',
  'a.capacity',
  'a.signedCount',
] as const;

type Row = {
  id: number;
  projectId: number;
  projectTitle: string;
  title: string;
  category: string;
  place: string;
  organizer: string;
  content: string;
  startTime: string;
  endTime: string;
  signupDeadline: string;
  capacity: number;
  signedCount: number;
};

async function mineOf(db: Db, userId: number, activityIds: number[]) {
  if (activityIds.length === 0) return { signed: new Set<number>(), leaves: new Map<number, ActivityCard['leaveState']>() };
  const [signups, leaves] = await Promise.all([
    db
      .selectFrom('activitySignup')
      .select('activityId')
      .where('userId', '=', userId)
      .where('status', '=', 'signed')
      .where('activityId', 'in', activityIds)
      .execute(),
    db
      .selectFrom('activityLeave')
      .select(['activityId', 'state'])
      .where('userId', '=', userId)
      .where('activityId', 'in', activityIds)
      .execute(),
  ]);
  return { signed: new Set(signups.map((s) => s.activityId)), leaves: new Map(leaves.map((l) => [l.activityId, l.state])) };
}

function cardOf(r: Row, nowIso: string, mine: Awaited<ReturnType<typeof mineOf>>): ActivityCard {
  return {
    id: r.id,
    projectId: r.projectId,
    projectTitle: r.projectTitle,
    title: r.title,
    category: r.category,
    place: r.place,
    startTime: r.startTime,
    endTime: r.endTime,
    signupDeadline: r.signupDeadline,
    capacity: r.capacity,
    signedCount: r.signedCount,
    state: activityStateOf(r, nowIso),
    signedUp: mine.signed.has(r.id),
    leaveState: mine.leaves.get(r.id) ?? null,
  };
}

const activities = (db: Db) => db.selectFrom('activity as a').innerJoin('activityProject as p', 'p.id', 'a.projectId');

/** The projects of a track the viewer may see and join (eligibility.ts), each with its activities in time order. */
export async function projectsOf(
  db: Db,
  viewer: Viewer,
  audience: ProjectAudience,
  track: ProjectTrack | null,
  nowIso: string,
): Promise<Project[]> {
  if (!viewer.confirmed) return [];
  const projects = await db
    .selectFrom('activityProject')
    .where((eb) => trainsIdentity(eb.ref('activityProject.id'), eb.val(viewer.identityId)))
    .select(['id', 'title', 'track', 'organizer', 'startDate', 'endDate', 'intro'])
    .where('audience', '=', audience)
    .$if(track !== null, (q) => q.where('track', '=', track!))
    .where((eb) =>
      viewer.orgIds.length > 0 ? eb.or([eb('orgId', 'is', null), eb('orgId', 'in', viewer.orgIds)]) : eb('orgId', 'is', null),
    )
    .orderBy('sort')
    .orderBy('startDate', 'desc')
    .orderBy('id')
    .execute();
  if (projects.length === 0) return [];
  const rows = (await activities(db)
    .select(activityColumns)
    .where(
      'a.projectId',
      'in',
      projects.map((p) => p.id),
    )
    .orderBy('a.startTime')
    .orderBy('a.id')
    .execute()) as Row[];
  const mine = await mineOf(
    db,
    viewer.id,
    rows.map((r) => r.id),
  );
  return projects.map((p) => ({ ...p, activities: rows.filter((r) => r.projectId === p.id).map((r) => cardOf(r, nowIso, mine)) }));
}

export async function activityDetail(db: Db, viewer: Viewer, activityId: number, nowIso: string): Promise<ActivityDetail> {
  const r = (await activities(db).select(activityColumns).where('a.id', '=', activityId).executeTakeFirstOrThrow()) as Row;
  const mine = await mineOf(db, viewer.id, [r.id]);
  const card = cardOf(r, nowIso, mine);
  return {
    ...card,
    organizer: r.organizer,
    content: r.content,
    // a reviewed leave keeps the sign-up (signup.ts, cancelSignUp)
    canCancel: card.signedUp && nowIso < r.signupDeadline && (card.leaveState === null || card.leaveState === 'pending'),
    canLeave: card.signedUp && card.leaveState === null && nowIso < r.startTime,
  };
}

/** The viewer's sign-ups in force, newest activity first. */
export async function myActivities(db: Db, viewer: Viewer, q: { pageNum: number; pageSize: number }, nowIso: string) {
  const base = activities(db).innerJoin('activitySignup as s', (j) =>
    j.onRef('s.activityId', '=', 'a.id').on('s.userId', '=', viewer.id).on('s.status', '=', 'signed'),
  );
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = (await base
    .select(activityColumns)
    .orderBy('a.startTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute()) as Row[];
  const mine = await mineOf(
    db,
    viewer.id,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => cardOf(r, nowIso, mine)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function checkIns(db: Db, viewer: Viewer, q: { pageNum: number; pageSize: number }) {
  const base = db.selectFrom('activityCheckin as c').innerJoin('activity as a', 'a.id', 'c.activityId').where('c.userId', '=', viewer.id);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await base
    .select(['c.id', 'c.activityId', 'a.title as activityTitle', 'c.place', 'c.scannedAt'])
    .orderBy('c.scannedAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list, total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}
