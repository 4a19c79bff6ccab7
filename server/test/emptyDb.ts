import type { Kysely } from 'kysely';
import { createDb } from '../db/database';
import type { Database } from '../db/schema';
import { freshPostgres } from './testApp';

/**
 * A database with no migration run yet, for the migration tests (they run them): a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set (dropped by close), else SQLite in memory.
 */
export async function emptyTestDb(): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const pg = process.env.TEST_DATABASE_URL ?? '';
  const fresh = pg ? await freshPostgres(pg) : null;
  const db = createDb({ databaseUrl: fresh?.url ?? '', sqliteFile: fresh ? '' : ':memory:' });
  return {
    db,
    close: async () => {
      await db.destroy();
      await fresh?.drop();
    },
  };
}
