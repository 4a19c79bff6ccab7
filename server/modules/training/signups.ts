import type { SignupRow, TrainingActivityDetail } from '../../../contract/training';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { recordCheckin } from '../activity/checkIn';
import { appendAudit } from '../audit/chain';
import { roleLineFor } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { activityInfo } from './projects';
import { activityInScope, type Trainer } from './scope';

// A session's sign-up list: everyone who signed up (cancelled ones too, at the end), their leave
// request and their check-in (the first, if the log holds two). An organiser may mark a signed-up
// learner present by hand (a phone without a camera); it is written once like a scan and audited.

export const MARK = {
  notSigned: '此人没有报名本次活动（或已取消报名），不能登记签到',
  early: '活动开始前 30 分钟起才能登记签到',
  already: '此人已签到，无需再登记',
} as const;

export async function signupList(db: Db, activityId: number): Promise<SignupRow[]> {
  const rows = await db
    .selectFrom('activitySignup as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .leftJoin('activityLeave as l', (j) => j.onRef('l.activityId', '=', 's.activityId').onRef('l.userId', '=', 's.userId'))
    .select([
      'u.id as userId',
      'u.name',
      'u.account',
      'o.name as orgName',
      's.status',
      's.signedAt',
      's.cancelledAt',
      'l.state as leaveState',
      (eb) =>
        eb
          .selectFrom('activityCheckin as c')
          .select('c.scannedAt')
          .whereRef('c.activityId', '=', 's.activityId')
          .whereRef('c.userId', '=', 's.userId')
          .orderBy('c.scannedAt')
          .limit(1)
          .as('checkedInAt'),
      (eb) =>
        eb
          .selectFrom('activityCheckin as c')
          .select('c.recordedBy')
          .whereRef('c.activityId', '=', 's.activityId')
          .whereRef('c.userId', '=', 's.userId')
          .orderBy('c.scannedAt')
          .limit(1)
          .as('recordedBy'),
    ])
    .where('s.activityId', '=', activityId)
    .orderBy('s.status', 'desc')
    .orderBy('o.name')
    .orderBy('u.account')
    .execute();
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    account: r.account,
    orgName: r.orgName ?? '',
    status: r.status,
    signedAt: r.signedAt,
    cancelledAt: r.cancelledAt,
    leaveState: r.leaveState ?? null,
    checkedInAt: r.checkedInAt ?? null,
    byHand: r.recordedBy !== null && r.recordedBy !== undefined,
  }));
}

export async function signups(
  db: Db,
  t: Trainer,
  activityId: number,
  nowIso: string,
): Promise<{ activity: TrainingActivityDetail; list: SignupRow[] }> {
  const activity = await activityInfo(db, t, activityId, nowIso);
  return { activity, list: await signupList(db, activity.id) };
}

export async function markPresent(
  db: Db,
  t: Trainer,
  b: { activityId: number; userId: number },
  now: Date,
): Promise<{ list: SignupRow[] }> {
  const a = await activityInScope(db, t, b.activityId);
  const nowIso = now.toISOString();
  const info = await activityInfo(db, t, a.id, nowIso);
  if (nowIso < info.checkinOpensAt) throw fail(MARK.early);
  const person = await db
    .selectFrom('activitySignup as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .select(['u.name', 'u.account'])
    .where('s.activityId', '=', a.id)
    .where('s.userId', '=', b.userId)
    .where('s.status', '=', 'signed')
    .executeTakeFirst();
  if (!person) throw fail(MARK.notSigned);
  // the check-in and its audit entry commit together (recordCheckin joins this transaction)
  await inTransaction(db, async (trx) => {
    const { created } = await recordCheckin(trx, { activityId: a.id, userId: b.userId, place: a.place }, nowIso, t.o.userId);
    if (!created) throw fail(MARK.already);
    await appendAudit(trx, {
      actor: actorOf(t.o),
      role: roleLineFor(t.o, a.orgId),
      action: '登记培训签到',
      target: `${a.projectTitle} · ${a.title}：${person.name}（${person.account}）`,
      before: { checkedIn: false },
      after: { checkedIn: true, at: nowIso },
      at: nowIso,
    });
  });
  return { list: await signupList(db, a.id) };
}
