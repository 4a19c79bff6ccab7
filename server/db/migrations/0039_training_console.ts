import type { Kysely } from 'kysely';

// Frozen: issue #43, 集中培训 from the organiser's side: who opened a class and added a session
// (null for those loaded before), and a check-in an organiser marked by hand (recorded_by; null for
// a scanned one). The check-in table stays a log (older rows may hold a second scan of the same
// session); the QR check-in writes at most one row per session and learner under a lock, and the
// hours count a session once. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('activity_project').addColumn('created_by', 'integer').execute();
  await db.schema.alterTable('activity').addColumn('created_by', 'integer').execute();
  await db.schema.alterTable('activity_checkin').addColumn('recorded_by', 'integer').execute();
  await db.schema.createIndex('activity_checkin_activity').on('activity_checkin').columns(['activity_id', 'user_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('activity_checkin_activity').execute();
  await db.schema.alterTable('activity_checkin').dropColumn('recorded_by').execute();
  await db.schema.alterTable('activity').dropColumn('created_by').execute();
  await db.schema.alterTable('activity_project').dropColumn('created_by').execute();
}
