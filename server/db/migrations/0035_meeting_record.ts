import type { Kysely } from 'kysely';

// Frozen: issue #43, what a branch records after a meeting: its minutes (plain text), a recording's
// link, photos (JSON array of /uploads/ addresses the organiser uploaded) and when the record was
// last saved (null: none yet). Absentees' 补学 rows (org_act_mend) are written from it.
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('org_act').addColumn('minutes', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('org_act').addColumn('recording_url', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('org_act').addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('org_act').addColumn('recorded_at', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of ['recorded_at', 'photos', 'recording_url', 'minutes']) {
    await db.schema.alterTable('org_act').dropColumn(column).execute();
  }
}
