import { LEAVE_SHARE, type LearnerHours } from '../../../contract/training';
import type { Db } from '../../db/transaction';
import { hoursOf, sessionMs } from '../activity/hours';

// Each learner's hours in one class: the sessions they checked in at (each once, however many
// scans the log holds) and those they were excused from by an approved leave, both as 学时 by the
// function the 发展党员 gate counts with (activity/hours.ts). A session attended despite a leave
// counts as attended. A learner whose leave exceeds 1/7 of the class's hours is flagged: the
// comparison is on milliseconds, so a leave of exactly 1/7 is not.

interface Session {
  id: number;
  startTime: string;
  endTime: string;
}

export const totalMsOf = (sessions: Session[]) => sessions.reduce((n, s) => n + sessionMs(s), 0);

export async function learnerHours(db: Db, sessions: Session[]): Promise<LearnerHours[]> {
  const ids = sessions.map((s) => s.id);
  if (ids.length === 0) return [];
  const msOf = new Map(sessions.map((s) => [s.id, sessionMs(s)]));
  const totalMs = totalMsOf(sessions);
  const [signups, checkins, leaves] = await Promise.all([
    db
      .selectFrom('activitySignup')
      .select(['activityId', 'userId'])
      .where('activityId', 'in', ids)
      .where('status', '=', 'signed')
      .execute(),
    db.selectFrom('activityCheckin').select(['activityId', 'userId']).where('activityId', 'in', ids).distinct().execute(),
    db
      .selectFrom('activityLeave')
      .select(['activityId', 'userId'])
      .where('activityId', 'in', ids)
      .where('state', '=', 'approved')
      .execute(),
  ]);
  const people = new Map<number, { signed: number; attended: Set<number>; leave: Set<number> }>();
  const of = (userId: number) => {
    const p = people.get(userId) ?? { signed: 0, attended: new Set<number>(), leave: new Set<number>() };
    people.set(userId, p);
    return p;
  };
  for (const s of signups) of(s.userId).signed += 1;
  for (const c of checkins) of(c.userId).attended.add(c.activityId);
  for (const l of leaves) of(l.userId).leave.add(l.activityId);
  if (people.size === 0) return [];
  const users = await db
    .selectFrom('user as u')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .select(['u.id', 'u.name', 'u.account', 'o.name as orgName'])
    .where('u.id', 'in', [...people.keys()])
    .execute();
  const sum = (set: Set<number>) => [...set].reduce((n, id) => n + (msOf.get(id) ?? 0), 0);
  return users
    .map((u) => {
      const p = people.get(u.id)!;
      const leaveMs = sum(new Set([...p.leave].filter((id) => !p.attended.has(id))));
      return {
        userId: u.id,
        name: u.name,
        account: u.account,
        orgName: u.orgName ?? '',
        signed: p.signed,
        attendedHours: hoursOf(sum(p.attended)),
        leaveHours: hoursOf(leaveMs),
        flagged: leaveMs * LEAVE_SHARE > totalMs,
      };
    })
    .sort((a, b) => Number(b.flagged) - Number(a.flagged) || a.orgName.localeCompare(b.orgName) || a.account.localeCompare(b.account));
}
