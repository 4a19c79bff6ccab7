import type { Kysely } from 'kysely';

// Frozen: issue #43, party dues from the organiser's side.
// - dues_record gains who last wrote it in the console (recorded_by, a user id) and when
//   (recorded_at); both null for records written before (the demo, earlier versions).
// - dues_reminder: one row per member and Beijing day a reminder of unpaid months was sent. Its key
//   (user_id, day) is what keeps two organisers (or two API instances) clicking at once from
//   sending the same member two reminders: the insert that loses the race inserts nothing.
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('dues_record').addColumn('recorded_by', 'integer').execute();
  await db.schema.alterTable('dues_record').addColumn('recorded_at', 'text').execute();
  await db.schema
    .createTable('dues_reminder')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('months', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dues_reminder_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('dues_reminder').execute();
  await db.schema.alterTable('dues_record').dropColumn('recorded_at').execute();
  await db.schema.alterTable('dues_record').dropColumn('recorded_by').execute();
}
