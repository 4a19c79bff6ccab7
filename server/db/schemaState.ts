import { sql, type Kysely } from 'kysely';
import { isPostgres } from './database';
import type { AppMigration } from './migrations';
import type { Database } from './schema';

// Where the database's schema stands against a code's list of migrations. Read from Kysely's own
// record (kysely_migration) rather than through its Migrator, which refuses a database that ran a
// migration the code does not know: exactly the database a rolling upgrade leaves behind for the
// older instances.

/** meta keys written by the code that migrates (server/db/migrate.ts) */
export const META_REQUIRES = 'schema.requiresMigration';
export const META_RELEASE = 'schema.release';

export interface SchemaState {
  /** the code's latest migration */
  codeLatest: string;
  /** the database's latest migration (by name), or null for an empty database */
  dbLatest: string | null;
  /** in the code, not yet run on the database */
  pending: string[];
  /** run on the database by a newer release, unknown to this code */
  unknown: string[];
  /** the oldest migration a code must know to run on this schema (a newer release's breaksOlderThan), or null */
  requires: string | null;
  /** the release that last migrated the database, or null (migrated before releases were recorded) */
  release: string | null;
}

export const MIGRATION_TABLE = 'kysely_migration';

async function migrationTableExists(db: Kysely<Database>): Promise<boolean> {
  const found = isPostgres(db)
    ? await sql<{ t: string | null }>`select to_regclass(${MIGRATION_TABLE})::text as t`.execute(db)
    : await sql<{ t: string }>`select name as t from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db);
  return found.rows.some((r) => r.t !== null);
}

export async function readSchemaState(db: Kysely<Database>, list: Record<string, AppMigration>): Promise<SchemaState> {
  const names = Object.keys(list).sort();
  const executed = (await migrationTableExists(db))
    ? (await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db)).rows.map((r) => r.name).sort()
    : [];
  const done = new Set(executed);
  const known = new Set(names);
  // the meta table comes with the first migration
  const meta = executed.length
    ? await db.selectFrom('meta').select(['key', 'value']).where('key', 'in', [META_REQUIRES, META_RELEASE]).execute()
    : [];
  const value = (key: string) => meta.find((m) => m.key === key)?.value ?? null;
  return {
    codeLatest: names.at(-1) ?? '',
    dbLatest: executed.at(-1) ?? null,
    pending: names.filter((n) => !done.has(n)),
    unknown: executed.filter((n) => !known.has(n)),
    requires: value(META_REQUIRES),
    release: value(META_RELEASE),
  };
}
