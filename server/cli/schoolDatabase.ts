import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadReferenceData } from '../db/reference';
import type { Database } from '../db/schema';
import { checkDatabase, prepareDataDir } from '../startup';

/**
 * The database the server uses (DATA_DIR / DATABASE_URL, read as the server reads them), brought
 * to the code's schema as the server would at its start: for `npm run import` and `npm run export`,
 * which are safe to run while the server runs. ConfigError for a configuration that cannot work.
 */
export async function openSchoolDatabase(): Promise<{ db: Kysely<Database>; dataDir: string }> {
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  if (config.databaseUrl) await checkDatabase(config.databaseUrl);
  const db = createDb(config);
  await migrateToLatest(db);
  await loadReferenceData(db);
  return { db, dataDir: config.dataDir };
}
