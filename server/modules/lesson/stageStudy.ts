import { sql, type QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';

// 本期学时 rows (stage_study): one per learner and stage. A credit adds to the row of the
// learner's current stage (none without a stage), in the heartbeat's transaction; the branch and
// college come from the learner's org at that moment, so a row follows a move on its next credit
// and at once through moveStageStudyOrg.

/**
 * The upsert behind a credit: adds `seconds` to the learner's current stage row (created on the
 * first credit) when `date` (Beijing) is on or after the stage's start, as rebuildStageStudy
 * counts, and only for a positive credit. `into` starts the statement (the database, or a WITH
 * chain on PostgreSQL's one-statement heartbeat); the casts give the parameters their types there.
 */
export const stageRowUpsert = (into: QueryCreator<Database>, db: Db, a: { userId: number; seconds: number; date: string }) =>
  into.insertInto('stageStudy')
    .columns(['userId', 'stageId', 'branchId', 'collegeId', 'seconds'])
    .expression(db.selectFrom('user as u')
      .innerJoin('stage as s', 's.id', 'u.stageId')
      .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
      .select((eb) => [
        'u.id as userId',
        's.id as stageId',
        eb.fn.coalesce('u.orgId', eb.lit(0)).as('branchId'),
        eb.fn.coalesce('o.parentId', 'u.orgId', eb.lit(0)).as('collegeId'),
        sql<number>`cast(${a.seconds} as double precision)`.as('seconds'),
      ])
      .where('u.id', '=', sql<number>`cast(${a.userId} as integer)`)
      .where('s.startDate', '<=', sql<string>`cast(${a.date} as text)`)
      .where(sql<boolean>`cast(${a.seconds} as double precision) > 0`))
    .onConflict((oc) => oc.columns(['userId', 'stageId']).doUpdateSet((eb) => ({
      seconds: eb('stageStudy.seconds', '+', eb.ref('excluded.seconds')),
      branchId: eb.ref('excluded.branchId'),
      collegeId: eb.ref('excluded.collegeId'),
    })));

/** The upsert on its own (SQLite's heartbeat), compiled once. */
export const addStageSeconds = prepared((db, a: { userId: number; seconds: number; date: string }) => stageRowUpsert(db, db, a));

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
