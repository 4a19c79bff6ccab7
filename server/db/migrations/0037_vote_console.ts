import type { Kysely } from 'kysely';

// Frozen: issue #43, votes created in the console: who created one (created_by, the organiser's
// user; null for votes from before the console) and, when an organiser ended it early, when
// (closed_at; its end_time is moved to that moment, so the learner's side needs no change).
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('org_vote').addColumn('created_by', 'integer').execute();
  await db.schema.alterTable('org_vote').addColumn('closed_at', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('org_vote').dropColumn('closed_at').execute();
  await db.schema.alterTable('org_vote').dropColumn('created_by').execute();
}
