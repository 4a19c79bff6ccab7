import { sql, type Kysely } from 'kysely';
import { isPostgres } from './database';
import type { Database } from './schema';

// Several writes that must stand or fall together run through `inTransaction`, on either
// database. The dialect differences live here, not in the modules.

/** A database handle: the app's, or one inside a transaction. Services take this. */
export type Db = Kysely<Database>;

// Handles that are already inside a transaction: a nested inTransaction joins the outer one.
const open = new WeakSet<object>();

/**
 * Runs `fn` in one transaction and answers its result; a throw rolls everything back.
 *
 * PostgreSQL: Kysely's transaction on a pooled connection. SQLite: Kysely holds its single
 * connection under a mutex from acquire to release, so statements of other requests wait
 * instead of landing inside this transaction; `BEGIN IMMEDIATE` takes the write lock up front,
 * so a second process on the same file waits at BEGIN (busy_timeout) rather than failing at
 * its first write with SQLITE_BUSY, as a plain deferred BEGIN (Kysely's) would.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction || open.has(db)) return fn(db);
  if (isPostgres(db)) return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    open.add(conn);
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}

/**
 * Serialises work on one key (an account) until the transaction ends. PostgreSQL: a
 * transaction-scoped advisory lock. SQLite: nothing to do, its write transaction already
 * excludes every other writer.
 */
export async function lockKey(trx: Db, key: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** True when `error` is a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL SQLSTATE 23505; better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
