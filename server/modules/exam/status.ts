import type { ExamStatus } from '../../../contract/userExam';
import type { Db } from '../../db/transaction';
import { cardsFor, examsFor, type Viewer } from './cards';
import { closeExpiredOf } from './recordAccess';

// The learner's exam summary (home card, personal space), over every exam they may take,
// lesson exams included: passed; pending (can still be passed: upcoming, or running with an
// attempt left or one open); failed (not passed and no longer passable, after at least one attempt).
export async function examStatus(db: Db, viewer: Viewer, nowIso: string): Promise<ExamStatus> {
  await closeExpiredOf(db, viewer.id, nowIso);
  const cards = await cardsFor(db, viewer.id, await examsFor(db, viewer).execute(), nowIso);
  const status = { passed: 0, pending: 0, failed: 0 };
  for (const c of cards) {
    if (c.passed) status.passed += 1;
    else if (c.state === 'upcoming' || (c.state === 'ongoing' && (c.attemptsUsed < c.attemptsAllowed || c.openRecordId !== null))) status.pending += 1;
    else if (c.attemptsUsed > 0) status.failed += 1;
  }
  return status;
}
