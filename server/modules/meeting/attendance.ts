import type { AttendanceRow, AttendanceState } from '../../../contract/meeting';
import type { OrgLeaveState } from '../../../contract/orgAct';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf, targetLine } from '../roster/target';
import { meetingInScope } from './meetings';

// Who was expected at a meeting and how each stands: the record (a check-in, or what an organiser
// set by hand), else on leave when their request was approved, else absent. An organiser may set
// one person's record by hand (a phone without a camera, a check-in forgotten); each such change
// names them and is in the audit log.

export const MSG_NOT_INVITED_HERE = '此人不在本次会议的参会名单中';

export const STATE_WORD: Record<AttendanceState, string> = { present: '出席', late: '迟到', leave: '请假', absent: '缺席' };

export async function attendanceOf(db: Db, actId: number): Promise<AttendanceRow[]> {
  const rows = await db
    .selectFrom('orgActInvitee as i')
    .innerJoin('user as u', 'u.id', 'i.userId')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .leftJoin('orgActAttendance as r', (j) => j.onRef('r.actId', '=', 'i.actId').onRef('r.userId', '=', 'i.userId'))
    .leftJoin('orgActLeave as l', (j) => j.onRef('l.actId', '=', 'i.actId').onRef('l.userId', '=', 'i.userId'))
    .select(['u.id', 'u.name', 'u.account', 'o.name as orgName', 'r.status', 'r.checkedInAt', 'r.recordedBy', 'l.state as leaveState'])
    .where('i.actId', '=', actId)
    .orderBy('u.account')
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    name: r.name,
    account: r.account,
    orgName: r.orgName ?? '',
    state: (r.status as AttendanceState | null) ?? (r.leaveState === 'approved' ? 'leave' : 'absent'),
    checkedInAt: r.checkedInAt ?? null,
    byHand: r.recordedBy !== null && r.recordedBy !== undefined,
    leaveState: (r.leaveState as OrgLeaveState | null) ?? null,
  }));
}

export async function meetingAttendance(db: Db, o: Organiser, actId: number): Promise<{ list: AttendanceRow[] }> {
  await meetingInScope(db, o, actId);
  return { list: await attendanceOf(db, actId) };
}

/** One conditional upsert per call; the audit entry names the state before and after. */
export async function markAttendance(
  db: Db,
  o: Organiser,
  b: { meetingId: number; userId: number; state: AttendanceState },
  now: Date,
): Promise<{ list: AttendanceRow[] }> {
  const act = await meetingInScope(db, o, b.meetingId);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const before = (await attendanceOf(trx, act.id)).find((r) => r.userId === b.userId);
    if (!before) throw fail(MSG_NOT_INVITED_HERE);
    await trx
      .insertInto('orgActAttendance')
      .values({ actId: act.id, userId: b.userId, status: b.state, checkedInAt: null, recordedBy: o.userId })
      .onConflict((oc) => oc.columns(['actId', 'userId']).doUpdateSet({ status: b.state, recordedBy: o.userId }))
      .execute();
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, act.orgId),
      action: '登记出席',
      target: `${act.title}：${targetLine(before)}`,
      before: { state: STATE_WORD[before.state] },
      after: { state: STATE_WORD[b.state] },
      at,
    });
  });
  return { list: await attendanceOf(db, act.id) };
}
