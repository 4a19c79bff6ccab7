import type { Kysely } from 'kysely';

// Frozen: issue #39. Request rate limits counted in the database, so that every API instance on
// one PostgreSQL shares them: one row per limited key (a rule and an address or a user) holding
// the start of its current fixed window and the hits counted in it. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  // the sweep of keys whose window has long passed
  await db.schema.createIndex('rate_limit_window').on('rate_limit').column('window_start').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
}
