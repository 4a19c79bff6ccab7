import type { Graded, LeaveResult } from '../../../contract/exam';
import type { Db } from '../../db/transaction';
import { fail } from '../../http/envelope';
import { closeRecord } from './close';
import { EXAM_OVER, NO_RECORD } from './examRules';
import { touchOwnRecord, whyNotOpen } from './recordAccess';

// The learner's presence on a running attempt: leaving the page (counted, and one too many
// submits it), exiting (the attempt keeps running), the times a countdown needs, submitting.

/** One more page hide, counted atomically; past the exam's allowed leaves the attempt is closed and graded. */
export async function leaveAttempt(db: Db, userId: number, recordId: number, nowIso: string): Promise<LeaveResult> {
  const counted = await db.updateTable('examRecord')
    .set((eb) => ({ leaveCount: eb('leaveCount', '+', 1) }))
    .where('id', '=', recordId).where('userId', '=', userId).where('status', '=', 'open').where('endTime', '>', nowIso)
    .returning(['leaveCount', 'examId'])
    .executeTakeFirst();
  if (!counted) throw (await whyNotOpen(db, recordId, userId, nowIso)) ?? fail(EXAM_OVER);
  const { maxLeaves } = await db.selectFrom('exam').select('maxLeaves').where('id', '=', counted.examId).executeTakeFirstOrThrow();
  if (counted.leaveCount <= maxLeaves) return { leaveCount: counted.leaveCount, maxLeaves, closed: false, grade: null };
  const grade = await closeRecord(db, recordId, 'leaves', nowIso, userId);
  return { leaveCount: counted.leaveCount, maxLeaves, closed: true, grade };
}

/** The learner left the answer page on purpose: noted, the attempt keeps running. */
export async function exitAttempt(db: Db, userId: number, recordId: number, nowIso: string): Promise<null> {
  const noted = await db.updateTable('examRecord').set({ lastExitAt: nowIso })
    .where('id', '=', recordId).where('userId', '=', userId).where('status', '=', 'open').where('endTime', '>', nowIso)
    .returning('id').executeTakeFirst();
  if (!noted) throw (await whyNotOpen(db, recordId, userId, nowIso)) ?? fail(EXAM_OVER);
  return null;
}

export async function attemptTimes(db: Db, userId: number, recordId: number, nowIso: string): Promise<{ startTime: string; endTime: string; serverTime: string }> {
  const r = await touchOwnRecord(db, recordId, userId, nowIso);
  return { startTime: r.startTime, endTime: r.endTime, serverTime: nowIso };
}

/** Submitting is idempotent: a closed attempt answers the grade it already has. */
export async function submitAttempt(db: Db, userId: number, recordId: number, nowIso: string): Promise<Graded> {
  const grade = await closeRecord(db, recordId, 'submitted', nowIso, userId);
  if (!grade) throw fail(NO_RECORD);
  return grade;
}
