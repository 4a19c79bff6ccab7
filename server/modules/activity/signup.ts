import type { LeaveDetail } from '../../../contract/activity';
import { inTransaction, isUniqueViolation, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { openReview, withdrawReview } from '../review/items';
import { ineligibility, mayJoin } from './eligibility';
import { visibleActivity, type Viewer } from './visibility';

// Signing up, cancelling and asking for leave. A seat is taken by one conditional UPDATE
// (signed_count < capacity, before the deadline, the learner may join the class: eligibility.ts) inside the transaction that writes the sign-up
// row, so the last seat cannot be taken twice and a refused seat leaves no row behind.

export const SIGNUP = {
  closed: '报名已截止',
  full: '名额已满',
  already: '你已报名该活动',
  notSigned: '你尚未报名该活动',
  cancelClosed: '报名已截止，不能取消报名',
  leaveStarted: '活动已开始，不能再请假',
  leaveTwice: '你已提交过该活动的请假申请',
  noLeave: '你没有该活动的请假申请',
  cancelReviewed: '你的请假已审批，不能再取消报名',
} as const;

export async function signUp(db: Db, viewer: Viewer, activityId: number, nowIso: string): Promise<void> {
  const activity = await visibleActivity(db, viewer, activityId);
  if (nowIso >= activity.signupDeadline) throw fail(SIGNUP.closed);
  await inTransaction(db, async (trx) => {
    // the row first: a second sign-up of the same learner changes nothing and is told so
    const row = await trx
      .insertInto('activitySignup')
      .values({ activityId, userId: viewer.id, status: 'signed', signedAt: nowIso, cancelledAt: null })
      .onConflict((oc) =>
        oc
          .columns(['activityId', 'userId'])
          .doUpdateSet({ status: 'signed', signedAt: nowIso, cancelledAt: null })
          .where('activitySignup.status', '=', 'cancelled'),
      )
      .returning('activityId')
      .executeTakeFirst();
    if (!row) throw fail(SIGNUP.already);
    const seat = await trx
      .updateTable('activity')
      .set((eb) => ({ signedCount: eb('signedCount', '+', 1) }))
      .where('id', '=', activityId)
      .where('signupDeadline', '>', nowIso)
      .where((eb) => eb('signedCount', '<', eb.ref('capacity')))
      .where((eb) => mayJoin(viewer.id, eb.ref('activity.projectId')))
      .returning('id')
      .executeTakeFirst();
    // throwing rolls the sign-up row back with it; the reads below only word the refusal
    if (!seat) throw (await ineligibility(trx, viewer.id, activity.projectId)) ?? fail(SIGNUP.full);
  });
}

/**
 * A leave belongs to a sign-up: cancelling withdraws a pending leave with it (else the learner,
 * signing up again, could never ask for leave: one per activity). A reviewed leave is a decision
 * someone made on this sign-up, so the sign-up stays (approved: excused already; rejected: expected).
 */
export async function cancelSignUp(db: Db, viewer: Viewer, activityId: number, nowIso: string): Promise<void> {
  const activity = await visibleActivity(db, viewer, activityId);
  if (nowIso >= activity.signupDeadline) throw fail(SIGNUP.cancelClosed);
  await inTransaction(db, async (trx) => {
    const reviewed = await trx
      .selectFrom('activityLeave')
      .select('id')
      .where('activityId', '=', activityId)
      .where('userId', '=', viewer.id)
      .where('state', '<>', 'pending')
      .executeTakeFirst();
    if (reviewed) throw fail(SIGNUP.cancelReviewed);
    const row = await trx
      .updateTable('activitySignup')
      .set({ status: 'cancelled', cancelledAt: nowIso })
      .where('activityId', '=', activityId)
      .where('userId', '=', viewer.id)
      .where('status', '=', 'signed')
      .returning('activityId')
      .executeTakeFirst();
    if (!row) throw fail(SIGNUP.notSigned);
    await trx
      .updateTable('activity')
      .set((eb) => ({ signedCount: eb('signedCount', '-', 1) }))
      .where('id', '=', activityId)
      .execute();
    const withdrawn = await trx
      .deleteFrom('activityLeave')
      .where('activityId', '=', activityId)
      .where('userId', '=', viewer.id)
      .where('state', '=', 'pending')
      .returning('id')
      .execute();
    for (const leave of withdrawn) await withdrawReview(trx, 'activityLeave', leave.id, viewer.id, nowIso);
  });
}

const leaveColumns = [
  'l.id',
  'l.activityId',
  'a.title as activityTitle',
  'l.reason',
  'l.state',
  'l.comment',
  'l.createdAt',
  'l.reviewedAt',
] as const;

export async function leaveDetail(db: Db, viewer: Viewer, activityId: number): Promise<LeaveDetail> {
  await visibleActivity(db, viewer, activityId);
  const row = await db
    .selectFrom('activityLeave as l')
    .innerJoin('activity as a', 'a.id', 'l.activityId')
    .select(leaveColumns)
    .where('l.activityId', '=', activityId)
    .where('l.userId', '=', viewer.id)
    .executeTakeFirst();
  if (!row) throw fail(SIGNUP.noLeave);
  return row;
}

/** Once per activity (a unique key), only when signed up, only before the start; the branch's review item comes with it. */
export async function askLeave(db: Db, viewer: Viewer, body: { activityId: number; reason: string }, nowIso: string): Promise<LeaveDetail> {
  const activity = await visibleActivity(db, viewer, body.activityId);
  if (nowIso >= activity.startTime) throw fail(SIGNUP.leaveStarted);
  const reason = body.reason.trim();
  if (reason.length < 5) throw fail('请假事由至少 5 个字，请写明原因');
  const signed = await db
    .selectFrom('activitySignup')
    .select('status')
    .where('activityId', '=', body.activityId)
    .where('userId', '=', viewer.id)
    .where('status', '=', 'signed')
    .executeTakeFirst();
  if (!signed) throw fail(SIGNUP.notSigned);
  try {
    await inTransaction(db, async (trx) => {
      const leave = await trx
        .insertInto('activityLeave')
        .values({ activityId: body.activityId, userId: viewer.id, reason, state: 'pending', createdAt: nowIso, reviewedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openReview(trx, {
        kind: 'leave',
        source: 'activityLeave',
        refId: leave.id,
        userId: viewer.id,
        title: activity.title,
        at: nowIso,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(SIGNUP.leaveTwice);
    throw error;
  }
  return leaveDetail(db, viewer, body.activityId);
}
