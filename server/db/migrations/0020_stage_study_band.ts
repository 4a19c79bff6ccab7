import { type Kysely, sql } from 'kysely';

// Frozen: the college and branch ranking indexes of 本期学时 (stage_study) ordered by a band of
// the seconds (whole 600-second bands) instead of the seconds themselves. A credit moved the
// learner's entry in all three ranking indexes on every heartbeat: on SQLite about half the cost
// of a real learner's beat (bench:study), with many scattered index pages in each commit. Now
// those two entries move only when the band changes; the ranking orders within a band by the
// exact seconds, so ranks and figures stay exact. The school index (a stage can hold tens of
// thousands) keeps the exact seconds after the band, so its ranking stays one index range; it
// still moves with every credit. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BANDED: [string, string[]][] = [['stage_study_college', ['stage_id', 'college_id']], ['stage_study_branch', ['stage_id', 'branch_id']]];

const ranked = (db: Db, name: string, keys: string[]) =>
  db.schema.createIndex(name).on('stage_study').expression(sql.raw([...keys, 'user_id'].join(', '))).execute();

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('stage_study').addColumn('band', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE stage_study SET band = floor(seconds / 600)`.execute(db);
  for (const [name, scope] of BANDED) {
    await db.schema.dropIndex(name).execute();
    await ranked(db, name, [...scope, 'band DESC']);
  }
  await db.schema.dropIndex('stage_study_school').execute();
  await ranked(db, 'stage_study_school', ['stage_id', 'band DESC', 'seconds DESC']);
}

export async function down(db: Db): Promise<void> {
  for (const [name, scope] of [...BANDED, ['stage_study_school', ['stage_id']] as [string, string[]]]) {
    await db.schema.dropIndex(name).execute();
    await ranked(db, name, [...scope, 'seconds DESC']);
  }
  await db.schema.alterTable('stage_study').dropColumn('band').execute();
}
