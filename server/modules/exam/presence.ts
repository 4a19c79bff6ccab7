import type { ExpressionBuilder } from 'kysely';
import type { Graded, LeaveResult } from '../../../contract/exam';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { closeRecord } from './close';
import { examOver, NO_RECORD } from './examRules';
import { touchOwnRecord } from './recordAccess';

// The learner's presence on a running attempt: leaving the page (counted, and one too many
// submits it), exiting (the attempt keeps running; counted as a leave), the times a countdown needs, submitting.

/**
 * A leave is counted only while one more is allowed: the count stops at the leave that closes the
 * attempt (allowed + 1). The closing grade runs in its own transaction after the count, so without
 * this every leave arriving meanwhile (a hundred at once on PostgreSQL) counted on a closed attempt.
 */
const leaveLeft = (eb: ExpressionBuilder<Database, 'examRecord'>) =>
  eb('examRecord.leaveCount', '<=', eb.selectFrom('exam').select('exam.maxLeaves').whereRef('exam.id', '=', 'examRecord.examId'));

/**
 * A leave or exit that counted nothing on the caller's attempt: over (10002 考试已结束), or open
 * with no leave left, its closing leave still grading: then it is closed here too (one close wins)
 * and the grade answered. Null when it is open with leaves left (an exit already counted).
 */
async function uncounted(db: Db, userId: number, recordId: number, nowIso: string): Promise<LeaveResult | null> {
  const r = await touchOwnRecord(db, recordId, userId, nowIso);
  if (r.status !== 'open') throw examOver();
  const { maxLeaves } = await db.selectFrom('exam').select('maxLeaves').where('id', '=', r.examId).executeTakeFirstOrThrow();
  if (r.leaveCount <= maxLeaves) return null;
  const grade = await closeRecord(db, recordId, 'leaves', nowIso, userId);
  return { leaveCount: r.leaveCount, maxLeaves, closed: true, grade };
}

/** Past the exam's allowed leaves the attempt is closed and graded; answers what the learner is told. */
async function afterLeave(
  db: Db,
  userId: number,
  recordId: number,
  counted: { leaveCount: number; examId: number },
  nowIso: string,
): Promise<LeaveResult> {
  const { maxLeaves } = await db.selectFrom('exam').select('maxLeaves').where('id', '=', counted.examId).executeTakeFirstOrThrow();
  if (counted.leaveCount <= maxLeaves) return { leaveCount: counted.leaveCount, maxLeaves, closed: false, grade: null };
  const grade = await closeRecord(db, recordId, 'leaves', nowIso, userId);
  return { leaveCount: counted.leaveCount, maxLeaves, closed: true, grade };
}

/** One more page hide, counted atomically; past the exam's allowed leaves the attempt is closed and graded. */
export async function leaveAttempt(db: Db, userId: number, recordId: number, nowIso: string): Promise<LeaveResult> {
  const counted = await db
    .updateTable('examRecord')
    .set((eb) => ({ leaveCount: eb('leaveCount', '+', 1) }))
    .where('id', '=', recordId)
    .where('userId', '=', userId)
    .where('status', '=', 'open')
    .where('endTime', '>', nowIso)
    .where(leaveLeft)
    .returning(['leaveCount', 'examId'])
    .executeTakeFirst();
  if (!counted) {
    const closing = await uncounted(db, userId, recordId, nowIso);
    if (!closing) throw examOver();
    return closing;
  }
  return afterLeave(db, userId, recordId, counted, nowIso);
}

/**
 * The learner left the answer page (the exit button, another page of the app, a reload, the tab
 * closed): the attempt keeps running, and the departure counts as a leave like a page hide, or a
 * closed-book exam could be left to look the answers up and resumed at no cost. Counted once per
 * departure (until the attempt is resumed: attempt.ts clears the mark), so the exit the page sends
 * as it unloads and a repeated one do not count twice.
 */
export async function exitAttempt(db: Db, userId: number, recordId: number, nowIso: string): Promise<null> {
  const counted = await db
    .updateTable('examRecord')
    .set((eb) => ({ lastExitAt: nowIso, leaveCount: eb('leaveCount', '+', 1) }))
    .where('id', '=', recordId)
    .where('userId', '=', userId)
    .where('status', '=', 'open')
    .where('endTime', '>', nowIso)
    .where('lastExitAt', 'is', null)
    .where(leaveLeft)
    .returning(['leaveCount', 'examId'])
    .executeTakeFirst();
  if (!counted) {
    // closed here when no leave was left; otherwise still open: it was already left and not resumed since
    await uncounted(db, userId, recordId, nowIso);
    return null;
  }
  await afterLeave(db, userId, recordId, counted, nowIso);
  return null;
}

export async function attemptTimes(
  db: Db,
  userId: number,
  recordId: number,
  nowIso: string,
): Promise<{ startTime: string; endTime: string; serverTime: string }> {
  const r = await touchOwnRecord(db, recordId, userId, nowIso);
  return { startTime: r.startTime, endTime: r.endTime, serverTime: nowIso };
}

/** Submitting is idempotent: a closed attempt answers the grade it already has. */
export async function submitAttempt(db: Db, userId: number, recordId: number, nowIso: string): Promise<Graded> {
  const grade = await closeRecord(db, recordId, 'submitted', nowIso, userId);
  if (!grade) throw fail(NO_RECORD);
  return grade;
}
