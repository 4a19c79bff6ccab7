import { sql, type QueryCreator, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';

// 本期学时 rows (stage_study): one per learner and stage. A credit adds to the row of the
// learner's current stage (none without a stage), in the heartbeat's transaction; the branch and
// college come from the learner's org at that moment, so a row follows a move on its next credit
// and at once through moveStageStudyOrg.

/** Credits to add: rows (user_id, date, seconds), from parameters or arrays of them. */
export type CreditRows = RawBuilder<{ userId: number; date: string; seconds: number }>;

/** One credit as CreditRows; the casts give the parameters their types on PostgreSQL. */
export const oneCredit = (a: { userId: number; seconds: number; date: string }): CreditRows =>
  sql`(select cast(${a.userId} as integer) as user_id, cast(${a.date} as text) as date, cast(${a.seconds} as double precision) as seconds)`;

/**
 * The upsert behind credits: adds each positive credit to its learner's current stage row
 * (created on the first credit) when its date (Beijing) is on or after the stage's start, as
 * rebuildStageStudy counts. `into` starts the statement (the database, or a WITH chain on
 * PostgreSQL's one-statement heartbeats). At most one credit per learner: an upsert may touch a
 * row once per statement.
 */
export const stageRowUpsert = (into: QueryCreator<Database>, db: Db, credits: CreditRows) =>
  into.insertInto('stageStudy')
    .columns(['userId', 'stageId', 'branchId', 'collegeId', 'seconds'])
    .expression(db.selectFrom(credits.as('c'))
      .innerJoin('user as u', 'u.id', 'c.userId')
      .innerJoin('stage as s', 's.id', 'u.stageId')
      .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
      .select((eb) => [
        'u.id as userId',
        's.id as stageId',
        eb.fn.coalesce('u.orgId', eb.lit(0)).as('branchId'),
        eb.fn.coalesce('o.parentId', 'u.orgId', eb.lit(0)).as('collegeId'),
        'c.seconds',
      ])
      .whereRef('s.startDate', '<=', 'c.date')
      // a literal, not a parameter: the statement also runs inside a trigger (beatQueries.ts)
      .where('c.seconds', '>', sql.lit(0)))
    .onConflict((oc) => oc.columns(['userId', 'stageId']).doUpdateSet((eb) => ({
      seconds: eb('stageStudy.seconds', '+', eb.ref('excluded.seconds')),
      branchId: eb.ref('excluded.branchId'),
      collegeId: eb.ref('excluded.collegeId'),
    })));

/** The upsert of one credit on its own (SQLite's heartbeat), compiled once. */
export const addStageSeconds = prepared((db, a: { userId: number; seconds: number; date: string }) => stageRowUpsert(db, db, oneCredit(a)));

/** After the learner changed branch: their stage rows rank under the new branch and college. */
export async function moveStageStudyOrg(db: Db, userId: number): Promise<void> {
  const org = await db.selectFrom('user as u').leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .select(['u.orgId', 'o.parentId']).where('u.id', '=', userId).executeTakeFirst();
  if (!org) return;
  await db.updateTable('stageStudy')
    .set({ branchId: org.orgId ?? 0, collegeId: org.parentId ?? org.orgId ?? 0 })
    .where('userId', '=', userId)
    .execute();
}
