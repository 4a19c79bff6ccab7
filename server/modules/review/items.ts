import { sql } from 'kysely';
import type { ReviewKind } from '../../../contract/review';
import type { Db } from '../../db/transaction';
import type { ReviewSource } from './tables';

// A learner's hand-in becomes a review item in the same transaction as the hand-in itself, so the
// queue never misses one and never shows one that did not commit. At most one item of a source
// row waits at a time (a partial unique index): a second hand-in of the same pending thing adds
// nothing. A thing the learner takes back (a leave request cancelled) withdraws its waiting item.

export interface HandIn {
  kind: ReviewKind;
  source: ReviewSource;
  refId: number;
  userId: number;
  title: string;
  at: string;
}

export async function openReview(db: Db, h: HandIn): Promise<void> {
  await db
    .insertInto('reviewItem')
    .values({ kind: h.kind, source: h.source, refId: h.refId, userId: h.userId, title: h.title, submittedAt: h.at, state: 'pending' })
    // a literal, not a bound parameter: SQLite matches the conflict target to the partial index
    // only when its WHERE is the index's own text (state = 'pending')
    .onConflict((oc) => oc.columns(['source', 'refId', 'userId']).where('state', '=', sql.lit('pending')).doNothing())
    .execute();
}

export async function withdrawReview(db: Db, source: ReviewSource, refId: number, userId: number, at: string): Promise<void> {
  await db
    .updateTable('reviewItem')
    .set({ state: 'withdrawn', decidedAt: at })
    .where('source', '=', source)
    .where('refId', '=', refId)
    .where('userId', '=', userId)
    .where('state', '=', 'pending')
    .execute();
}
