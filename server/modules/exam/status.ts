import type { ExamCard } from '../../../contract/exam';
import type { ExamStatus } from '../../../contract/userExam';
import type { Db } from '../../db/transaction';
import { cardsFor, examsFor, type Viewer } from './cards';
import { closeExpiredOf } from './recordAccess';

// The learner's exams at a glance (home card, personal space) and their exam to-dos (workbench),
// over every exam offered to them (offered.ts), lesson exams included: all of them listed in the
// exam center, so each count is one the learner can find there.

/** Open now, not passed, with an attempt running or one left: a to-do, counted as 待参加. */
export const isPending = (c: ExamCard): boolean =>
  c.state === 'ongoing' && !c.passed && (c.openRecordId !== null || c.attemptsUsed < c.attemptsAllowed);

async function offeredCards(db: Db, viewer: Viewer, nowIso: string): Promise<ExamCard[]> {
  await closeExpiredOf(db, viewer.id, nowIso);
  return cardsFor(db, viewer.id, await examsFor(db, viewer).orderBy('e.endTime').orderBy('e.id').execute(), nowIso);
}

/** The exams the learner can take now (isPending), the soonest to close first. */
export async function pendingExams(db: Db, viewer: Viewer, nowIso: string): Promise<ExamCard[]> {
  return (await offeredCards(db, viewer, nowIso)).filter(isPending);
}

/** passed; pending (isPending: exactly the to-dos); failed (not passed and no longer passable, after at least one attempt). */
export async function examStatus(db: Db, viewer: Viewer, nowIso: string): Promise<ExamStatus> {
  const status = { passed: 0, pending: 0, failed: 0 };
  for (const c of await offeredCards(db, viewer, nowIso)) {
    if (c.passed) status.passed += 1;
    else if (isPending(c)) status.pending += 1;
    else if (c.attemptsUsed > 0) status.failed += 1;
  }
  return status;
}
