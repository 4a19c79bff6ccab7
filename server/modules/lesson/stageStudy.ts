import { sql, type ExpressionBuilder, type QueryCreator, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/database';
import { RANK_BAND_SECONDS } from './tables';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';

// 本期学时 rows (stage_study): one per learner and stage. A credit adds to the row of the
// learner's current stage (none without a stage), in the heartbeat's transaction; the branch and
// college come from the learner's org, so a row follows a move at once through moveStageStudyOrg
// (the profile), and a move made any other way on its next credit (PostgreSQL) or its next band
// (SQLite, settleStageRow).

/** Credits to add: rows (user_id, date, seconds), from parameters or arrays of them. */
export type CreditRows = RawBuilder<{ userId: number; date: string; seconds: number }>;

/** One credit as CreditRows; the casts give the parameters their types on PostgreSQL. */
export const oneCredit = (a: { userId: number; seconds: number; date: string }): CreditRows =>
  sql`(select cast(${a.userId} as integer) as user_id, cast(${a.date} as text) as date, cast(${a.seconds} as double precision) as seconds)`;

const bandOf = (seconds: RawBuilder<number> | ReturnType<typeof sql.ref>) =>
  sql<number>`floor((${seconds}) / ${sql.lit(RANK_BAND_SECONDS)})`;

/**
 * The upsert behind credits: adds each positive credit to its learner's current stage row
 * (created on the first credit) when its date (Beijing) is on or after the stage's start, as
 * rebuildStageStudy counts. `into` starts the statement (the database, or a WITH chain on
 * PostgreSQL's one-statement heartbeats). At most one credit per learner: an upsert may touch a
 * row once per statement.
 * On PostgreSQL the update also sets the band, branch and college (a row follows a move of the
 * learner on its next credit): an update there writes new entries in every index anyway. SQLite
 * rewrites only the entries of indexes whose columns are set, even to the same value, so there
 * the upsert adds the seconds only (moving the school index's entry) and settleStageRow follows.
 */
export const stageRowUpsert = (into: QueryCreator<Database>, db: Db, credits: CreditRows) =>
  into
    .insertInto('stageStudy')
    .columns(['userId', 'stageId', 'branchId', 'collegeId', 'seconds', 'band'])
    .expression(
      db
        .selectFrom(credits.as('c'))
        .innerJoin('user as u', 'u.id', 'c.userId')
        .innerJoin('stage as s', 's.id', 'u.stageId')
        .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
        .select((eb) => [
          'u.id as userId',
          's.id as stageId',
          eb.fn.coalesce('u.orgId', eb.lit(0)).as('branchId'),
          eb.fn.coalesce('o.parentId', 'u.orgId', eb.lit(0)).as('collegeId'),
          'c.seconds',
          bandOf(sql.ref('c.seconds')).as('band'),
        ])
        .whereRef('s.startDate', '<=', 'c.date')
        .where('c.seconds', '>', 0),
    )
    .onConflict((oc) =>
      oc.columns(['userId', 'stageId']).doUpdateSet((eb) => ({
        seconds: eb('stageStudy.seconds', '+', eb.ref('excluded.seconds')),
        ...(isPostgres(db) && {
          band: bandOf(sql`${sql.ref('stage_study.seconds')} + ${sql.ref('excluded.seconds')}`),
          branchId: eb.ref('excluded.branchId'),
          collegeId: eb.ref('excluded.collegeId'),
        }),
      })),
    );

/**
 * SQLite, after stageRowUpsert: a row whose seconds crossed into another band gets its band, and
 * with it the learner's branch and college now (a move made outside moveStageStudyOrg shows from
 * there). Other rows are left as they are, so the indexes are touched only at a crossing.
 */
export const settleStageRow = (db: Db, userId: number) => {
  const band = bandOf(sql.ref('stage_study.seconds'));
  const learner = (eb: ExpressionBuilder<Database, 'stageStudy'>) =>
    eb.selectFrom('user as u').leftJoin('orgUnit as o', 'o.id', 'u.orgId').whereRef('u.id', '=', 'stageStudy.userId');
  return db
    .updateTable('stageStudy')
    .set((eb) => ({
      band,
      branchId: learner(eb)
        .select((e) => e.fn.coalesce('u.orgId', e.lit(0)).as('branchId'))
        .$castTo<number>(),
      collegeId: learner(eb)
        .select((e) => e.fn.coalesce('o.parentId', 'u.orgId', e.lit(0)).as('collegeId'))
        .$castTo<number>(),
    }))
    .where('stageStudy.userId', '=', userId)
    .where('stageStudy.band', '<>', band);
};

/** The upsert of one credit on its own (SQLite's heartbeat), compiled once. */
export const addStageSeconds = prepared((db, a: { userId: number; seconds: number; date: string }) => stageRowUpsert(db, db, oneCredit(a)));
/** SQLite: settleStageRow for one learner, compiled once. */
export const settleStageSeconds = prepared((db, a: { userId: number }) => settleStageRow(db, a.userId));

/** After the learner changed branch: their stage rows rank under the new branch and college. */
export async function moveStageStudyOrg(db: Db, userId: number): Promise<void> {
  const org = await db
    .selectFrom('user as u')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .select(['u.orgId', 'o.parentId'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!org) return;
  await db
    .updateTable('stageStudy')
    .set({ branchId: org.orgId ?? 0, collegeId: org.parentId ?? org.orgId ?? 0 })
    .where('userId', '=', userId)
    .execute();
}
