import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';
import { sqliteOf } from './database';

/** Brings the schema to the latest migration; throws (and changes nothing more) on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const where = failed ? `迁移 ${failed.migrationName} 失败：` : '数据库迁移失败：';
    throw new Error(where + (error instanceof Error ? error.message : String(error)), { cause: error });
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // an index a migration made has no planner statistics yet, and PRAGMA optimize (database.ts)
  // only looks again when a table's size changed much: gather them now (bounded by analysis_limit)
  const sqlite = sqliteOf(db);
  if (applied.length && sqlite) sqlite.exec('ANALYZE');
  return applied;
}
