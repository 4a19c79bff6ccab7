import type { Kysely } from 'kysely';
import type { AppMigration } from '../db/migrations';

// A newer release, as the rolling-upgrade tests simulate it: migrations appended to the real list.

/** A newer release's migration that only adds a table (expand), or breaks older code when told so. */
export const addsTable = (table: string, breaksOlderThan?: string): AppMigration => ({
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
  },
  ...(breaksOlderThan && { breaksOlderThan }),
});
