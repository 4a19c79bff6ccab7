import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/** Brings the schema to the latest migration; throws (and changes nothing more) on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const where = failed ? `迁移 ${failed.migrationName} 失败：` : '数据库迁移失败：';
    throw new Error(where + (error instanceof Error ? error.message : String(error)), { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
