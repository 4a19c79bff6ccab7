import type { Kysely } from 'kysely';
import { loadConfig, type Config } from '../config';
import { createDb } from '../db/database';
import { prepareSchema } from '../db/schemaCheck';
import { loadReferenceData } from '../db/reference';
import type { Database } from '../db/schema';
import { claimUploadDir } from '../sharedUploads';
import { checkDatabase, prepareDataDir } from '../startup';

/**
 * The configuration and a connection to the database the server uses (DATA_DIR / DATABASE_URL,
 * read as the server reads them), nothing checked of its schema: for the commands that look at the
 * schema themselves (`npm run migrate`) or only need the connection. ConfigError when it cannot work.
 */
export async function connectSchoolDatabase(): Promise<{ db: Kysely<Database>; config: Config }> {
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  if (config.databaseUrl) await checkDatabase(config.databaseUrl);
  return { db: createDb(config), config };
}

/**
 * The database the server uses (DATA_DIR / DATABASE_URL, read as the server reads them), brought
 * to the code's schema as the server would at its start (MIGRATE_ON_START; a newer schema that still
 * fits this code is used with a warning): for `npm run import` and `npm run export`, which are safe
 * to run while the server runs. ConfigError for a configuration or a schema that cannot work.
 */
export async function openSchoolDatabase(): Promise<{ db: Kysely<Database>; dataDir: string; uploadDir: string }> {
  const { db, config } = await connectSchoolDatabase();
  try {
    const { warning } = await prepareSchema(db, { migrate: config.migrateOnStart });
    if (warning) console.error(warning);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  await loadReferenceData(db);
  // imported pictures and videos go to UPLOAD_DIR: it must be the folder the instances serve from
  await claimUploadDir(db, config.uploadDir).catch(async (err: unknown) => {
    await db.destroy();
    throw err;
  });
  return { db, dataDir: config.dataDir, uploadDir: config.uploadDir };
}
