import { Migrator, type Kysely } from 'kysely';
import { migrations, type AppMigration } from './migrations';
import { CODE_RELEASE } from './release';
import { META_RELEASE, META_REQUIRES } from './schemaState';
import type { Database } from './schema';
import { sqliteOf } from './database';

/** How long a second process waits for the first one's migrations on one SQLite file. */
const SQLITE_MIGRATION_WAIT_MS = 120_000;

/**
 * Each migration, followed in its own transaction (PostgreSQL; SQLite: the whole run's) by the
 * marks an older instance reads before it starts (schemaCheck.ts): which release migrated, and,
 * for a migration that breaks older code, the oldest migration a running code must know. Written
 * with the migration, so no instance ever sees the new schema without them.
 */
function recording(list: Record<string, AppMigration>, release: string): Record<string, AppMigration> {
  return Object.fromEntries(
    Object.entries(list).map(([name, m]) => [
      name,
      {
        up: async (db: Kysely<Database>) => {
          await m.up(db);
          await db
            .insertInto('meta')
            .values({ key: META_RELEASE, value: release })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: release }))
            .execute();
          if (!m.breaksOlderThan) return;
          // only ever raised: a later migration naming an older requirement does not lower it
          // (names start with their 4-digit order number, which decides any comparison)
          await db
            .insertInto('meta')
            .values({ key: META_REQUIRES, value: m.breaksOlderThan })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: m.breaksOlderThan! }).where('meta.value', '<', m.breaksOlderThan!))
            .execute();
        },
      },
    ]),
  );
}

/**
 * Brings the schema to the latest migration of `list`; throws (and changes nothing more) on
 * failure. Safe with several processes at once: on PostgreSQL Kysely's migrator holds an advisory
 * lock and runs in one transaction; on SQLite the run is one BEGIN IMMEDIATE transaction, which
 * another process's run waits for. On a database a newer release migrated it fails (Kysely:
 * "corrupted migrations"): callers check first (schemaCheck.ts).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Record<string, AppMigration> = migrations,
  release = CODE_RELEASE,
): Promise<string[]> {
  const provided = recording(list, release);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => provided } });
  const sqlite = sqliteOf(db);
  let result;
  if (sqlite) {
    const busy = sqlite.pragma('busy_timeout', { simple: true }) as number;
    sqlite.pragma(`busy_timeout = ${SQLITE_MIGRATION_WAIT_MS}`);
    try {
      sqlite.exec('BEGIN IMMEDIATE');
    } finally {
      sqlite.pragma(`busy_timeout = ${busy}`);
    }
    try {
      result = await migrator.migrateToLatest();
    } finally {
      // Kysely answers a failure as { error }; anything thrown past it rolls back all the same
      sqlite.exec(result && !result.error ? 'COMMIT' : 'ROLLBACK');
    }
  } else {
    result = await migrator.migrateToLatest();
  }
  const { error, results } = result;
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const where = failed ? `迁移 ${failed.migrationName} 失败：` : '数据库迁移失败：';
    throw new Error(where + (error instanceof Error ? error.message : String(error)), { cause: error });
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // an index a migration made has no planner statistics yet, and PRAGMA optimize (database.ts)
  // only looks again when a table's size changed much: gather them now (bounded by analysis_limit)
  if (applied.length && sqlite) sqlite.exec('ANALYZE');
  return applied;
}
