import type { Kysely } from 'kysely';
import type { Database } from './schema';

// The meta table's one-time marks (reference data loaded, each part of the demo loaded).

/**
 * Claims `key` for this transaction: true when its mark was absent and is now written (the caller
 * does the work), false when it was already there. The insert is the check: of two servers
 * starting together on one PostgreSQL database, the second's insert waits on the key until the
 * first commits, then finds the work done (a separate check before it could not see the first's
 * uncommitted mark, and the second stopped on the key).
 */
export async function claimOnce(trx: Kysely<Database>, key: string, now: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('meta')
    .values({ key, value: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}
