import type { AttendanceState, AttendanceStats, BranchAttendance, MemberAttendance } from '../../../contract/meeting';
import { STATS_MAX_DAYS } from '../../../contract/meeting';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { isIsoDate } from '../../lib/isoDate';
import { MSG_OUT_OF_SCOPE, reviewScope, subtreeOf, type Organiser } from '../organiser/scope';

// Attendance over a period: every meeting held by an organisation in the caller's scope (or in one
// unit's subtree) that started within the period (Beijing dates) and has ended, each invitee's
// state as the meeting's own list has it (the record, else 请假 when leave was approved, else
// absent), summed per member and per holding organisation. Read in one query over the invitees.

const DAY = 86400_000;
export function checkedPeriod(from: string, to: string): { fromIso: string; toIso: string } {
  for (const [v, name] of [
    [from, '开始日期'],
    [to, '结束日期'],
  ])
    if (!isIsoDate(v)) throw fail(`${name}不是有效的日期，应为 年-月-日`);
  if (to < from) throw fail('结束日期不能早于开始日期');
  const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
  if (days > STATS_MAX_DAYS) throw fail(`统计期间最长 ${STATS_MAX_DAYS} 天，当前 ${days} 天`);
  // Beijing midnight of the first day to Beijing midnight after the last
  return {
    fromIso: new Date(Date.parse(`${from}T00:00:00+08:00`)).toISOString(),
    toIso: new Date(Date.parse(`${to}T00:00:00+08:00`) + DAY).toISOString(),
  };
}

type Tally = Pick<MemberAttendance, 'invited' | 'present' | 'late' | 'leave' | 'absent' | 'rate'>;
const emptyTally = (): Tally => ({ invited: 0, present: 0, late: 0, leave: 0, absent: 0, rate: 0 });
function add(t: Tally, state: AttendanceState): void {
  t.invited += 1;
  t[state] += 1;
  t.rate = Math.round(((t.present + t.late) / t.invited) * 1000) / 1000;
}

export async function attendanceStats(
  db: Db,
  o: Organiser,
  b: { from: string; to: string; orgId?: number },
  nowIso: string,
): Promise<AttendanceStats> {
  const scope = reviewScope(o);
  if (b.orgId !== undefined && !scope.has(b.orgId)) throw fail(MSG_OUT_OF_SCOPE);
  const { fromIso, toIso } = checkedPeriod(b.from, b.to);
  const within = [...(b.orgId === undefined ? scope : subtreeOf(o.units, b.orgId)), 0];
  const rows = await db
    .selectFrom('orgAct as a')
    .innerJoin('orgUnit as h', 'h.id', 'a.orgId')
    .innerJoin('orgActInvitee as i', 'i.actId', 'a.id')
    .innerJoin('user as u', 'u.id', 'i.userId')
    .leftJoin('orgUnit as m', 'm.id', 'u.orgId')
    .leftJoin('orgActAttendance as r', (j) => j.onRef('r.actId', '=', 'i.actId').onRef('r.userId', '=', 'i.userId'))
    .leftJoin('orgActLeave as l', (j) => j.onRef('l.actId', '=', 'i.actId').onRef('l.userId', '=', 'i.userId'))
    .select([
      'a.id as actId',
      'a.orgId',
      'h.name as orgName',
      'u.id as userId',
      'u.name',
      'u.account',
      'm.name as branchName',
      'r.status',
      'l.state as leaveState',
    ])
    .where('a.orgId', 'in', within)
    .where('a.startTime', '>=', fromIso)
    .where('a.startTime', '<', toIso)
    .where('a.endTime', '<=', nowIso)
    .orderBy('u.account')
    .execute();
  const members = new Map<number, MemberAttendance>();
  const branches = new Map<number, BranchAttendance & { acts: Set<number> }>();
  for (const r of rows) {
    const state = (r.status as AttendanceState | null) ?? (r.leaveState === 'approved' ? 'leave' : 'absent');
    const m = members.get(r.userId) ?? {
      userId: r.userId,
      name: r.name,
      account: r.account,
      branchName: r.branchName ?? '',
      ...emptyTally(),
    };
    members.set(r.userId, m);
    add(m, state);
    const br = branches.get(r.orgId) ?? { orgId: r.orgId, name: r.orgName, meetings: 0, acts: new Set<number>(), ...emptyTally() };
    branches.set(r.orgId, br);
    br.acts.add(r.actId);
    br.meetings = br.acts.size;
    add(br, state);
  }
  const unit = b.orgId === undefined ? null : o.units.get(b.orgId);
  return {
    scopeName: unit?.name ?? '本人管理的全部党组织',
    from: b.from,
    to: b.to,
    meetings: new Set(rows.map((r) => r.actId)).size,
    // the lowest attendance first: who needs a word from the branch
    members: [...members.values()].sort((x, y) => x.rate - y.rate || x.account.localeCompare(y.account)),
    branches: [...branches.values()].map(({ acts: _acts, ...br }) => br).sort((x, y) => x.name.localeCompare(y.name, 'zh')),
  };
}
