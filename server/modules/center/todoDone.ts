import type { TodoCondition } from '../../../contract/centerMessages';
import type { Db } from '../../db/transaction';
import { examsFor, type Viewer } from '../exam/cards';
import { handedInTasks } from '../task/tasks';
import { alertsSettled } from '../developRecord/alerts';

// Whether a to-do message is done, from the thing it asks for (never from being read): the exam
// taken (or not offered to the learner at all: the exam module's rule decides what is offered),
// the 心得体会 handed in, the task handed in, the activity signed up for, the meeting checked in to
// (or leave asked for, or the meeting over), the meeting's 补学 reported, the ballot cast (or the
// vote over), the profile's phone and e-mail filled in. A to-do without a condition is done once its due time has passed.

export interface TodoRow {
  id: number;
  dueAt: string | null;
  doneWhen: TodoCondition;
  doneRef: number | null;
}

const refsOf = (rows: TodoRow[], kind: TodoCondition) => [
  ...new Set(rows.filter((r) => r.doneWhen === kind && r.doneRef !== null).map((r) => r.doneRef!)),
];

async function takenExams(db: Db, viewer: Viewer, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [offered, taken] = await Promise.all([
    examsFor(db, viewer).where('e.id', 'in', ids).execute(),
    db
      .selectFrom('examRecord')
      .select('examId')
      .distinct()
      .where('userId', '=', viewer.id)
      .where('examId', 'in', ids)
      .where('status', '=', 'closed')
      .execute(),
  ]);
  const offeredIds = new Set(offered.map((e) => e.id));
  return new Set(ids.filter((id) => !offeredIds.has(id) || taken.some((t) => t.examId === id)));
}

async function handedInWork(db: Db, userId: number, topicIds: number[]): Promise<Set<number>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('topicWork')
    .select('topicId')
    .where('userId', '=', userId)
    .where('topicId', 'in', topicIds)
    .where('state', 'in', ['submitted', 'reviewed'])
    .execute();
  return new Set(rows.map((r) => r.topicId));
}

async function signedUp(db: Db, userId: number, activityIds: number[]): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('activitySignup')
    .select('activityId')
    .where('userId', '=', userId)
    .where('activityId', 'in', activityIds)
    .where('status', '=', 'signed')
    .execute();
  return new Set(rows.map((r) => r.activityId));
}

/** Checked in (or recorded present or on leave), asked for leave, or the meeting is over. */
async function meetingsSettled(db: Db, userId: number, actIds: number[], nowIso: string): Promise<Set<number>> {
  if (actIds.length === 0) return new Set();
  const [over, recorded, asked] = await Promise.all([
    db.selectFrom('orgAct').select('id').where('id', 'in', actIds).where('endTime', '<=', nowIso).execute(),
    db
      .selectFrom('orgActAttendance')
      .select('actId as id')
      .where('userId', '=', userId)
      .where('actId', 'in', actIds)
      .where('status', '!=', 'absent')
      .execute(),
    db
      .selectFrom('orgActLeave')
      .select('actId as id')
      .where('userId', '=', userId)
      .where('actId', 'in', actIds)
      .where('state', '!=', 'rejected')
      .execute(),
  ]);
  return new Set([...over, ...recorded, ...asked].map((r) => r.id));
}

/** The ballot cast, or the vote over (ended on time or early). */
async function votesSettled(db: Db, userId: number, voteIds: number[], nowIso: string): Promise<Set<number>> {
  if (voteIds.length === 0) return new Set();
  const [over, cast] = await Promise.all([
    db.selectFrom('orgVote').select('id').where('id', 'in', voteIds).where('endTime', '<=', nowIso).execute(),
    db.selectFrom('orgVoteBallot').select('voteId as id').where('userId', '=', userId).where('voteId', 'in', voteIds).execute(),
  ]);
  return new Set([...over, ...cast].map((r) => r.id));
}

/** The meeting's 补学 reported or confirmed, or no longer owed (the record corrected, or none written). */
async function mendsSettled(db: Db, userId: number, actIds: number[]): Promise<Set<number>> {
  if (actIds.length === 0) return new Set();
  const owed = await db
    .selectFrom('orgActMend as m')
    .innerJoin('orgActAttendance as r', (j) => j.onRef('r.actId', '=', 'm.actId').onRef('r.userId', '=', 'm.userId'))
    .select('m.actId')
    .where('m.userId', '=', userId)
    .where('m.actId', 'in', actIds)
    .where('m.state', '=', 'pending')
    .where('r.status', 'in', ['absent', 'leave'])
    .execute();
  const open = new Set(owed.map((r) => r.actId));
  return new Set(actIds.filter((id) => !open.has(id)));
}

async function profileComplete(db: Db, userId: number, needed: boolean): Promise<boolean> {
  if (!needed) return false;
  const u = await db.selectFrom('user').select(['phone', 'email']).where('id', '=', userId).executeTakeFirst();
  return !!u && u.phone.trim() !== '' && u.email.trim() !== '';
}

/** The ids of `rows` whose condition is met for the learner at `nowIso`. */
export async function doneTodos(db: Db, viewer: Viewer, rows: TodoRow[], nowIso: string): Promise<Set<number>> {
  const [exams, work, tasks, activities, meetings, mends, alerts, profile, votes] = await Promise.all([
    takenExams(db, viewer, refsOf(rows, 'exam')),
    handedInWork(db, viewer.id, refsOf(rows, 'work')),
    handedInTasks(db, viewer.id, refsOf(rows, 'task')),
    signedUp(db, viewer.id, refsOf(rows, 'activity')),
    meetingsSettled(db, viewer.id, refsOf(rows, 'meeting'), nowIso),
    mendsSettled(db, viewer.id, refsOf(rows, 'mend')),
    alertsSettled(db, refsOf(rows, 'develop'), nowIso),
    profileComplete(
      db,
      viewer.id,
      rows.some((r) => r.doneWhen === 'profile'),
    ),
    votesSettled(db, viewer.id, refsOf(rows, 'vote'), nowIso),
  ]);
  const met: Record<TodoCondition, (r: TodoRow) => boolean> = {
    '': (r) => r.dueAt !== null && r.dueAt <= nowIso,
    exam: (r) => exams.has(r.doneRef ?? -1),
    work: (r) => work.has(r.doneRef ?? -1),
    task: (r) => tasks.has(r.doneRef ?? -1),
    activity: (r) => activities.has(r.doneRef ?? -1),
    meeting: (r) => meetings.has(r.doneRef ?? -1),
    mend: (r) => mends.has(r.doneRef ?? -1),
    develop: (r) => alerts.has(r.doneRef ?? -1),
    profile: () => profile,
    vote: (r) => votes.has(r.doneRef ?? -1),
  };
  return new Set(rows.filter((r) => (met[r.doneWhen] ?? met[''])(r)).map((r) => r.id));
}

/** The workbench key of the job a to-do is about, when another source lists that job itself. */
export function jobKeyOf(r: TodoRow): string | null {
  if (r.doneRef === null) return null;
  switch (r.doneWhen) {
    case 'exam':
      return `exam:${r.doneRef}`;
    case 'work':
      return `experience:${r.doneRef}`;
    case 'task':
      return `task:${r.doneRef}`;
    case 'vote':
      return `vote:${r.doneRef}`;
    default:
      return null;
  }
}
