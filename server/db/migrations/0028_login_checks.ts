import type { Kysely } from 'kysely';

// Frozen: issue #39. A login_failure row was written before each password check and stayed as the
// failure unless the check succeeded, so checks still under way counted as wrong passwords: a class
// logging in to one account together locked it. A row now says whether its check is still under
// way (in_progress 1) or was a wrong password (0); rows written before this version were failures.
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('login_failure').addColumn('in_progress', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('login_failure').dropColumn('in_progress').execute();
}
