import type SQLite from 'better-sqlite3';
import { tickBatch, type Outcome } from '../lib/tickBatch';
import { sqliteOf } from './database';
import type { Db } from './transaction';

// Group commit on SQLite. A commit writes the transaction's pages to the WAL file, and for a
// small transaction (the study heartbeat: one read and up to four writes) that write costs
// more than all its statements. Small synchronous write jobs that arrive together
// (server/lib/tickBatch.ts: those of one turn of the event loop) therefore share one
// transaction, and each caller is answered only after the commit, so nothing is confirmed
// before it is written. A job that throws must leave no trace while the others still commit.
// Most jobs succeed, so the jobs first run one after another without a savepoint each; if one
// throws, that attempt is rolled back and the jobs run again, each inside its own savepoint.

/**
 * A job: synchronous statements on the connection (prepared(...).sync), nothing awaited. It may
 * run twice (see above), so it must only read and write the database.
 */
export type BatchJob<T> = (sqlite: SQLite.Database) => T;

/** Bounds one transaction, so the event loop is never held long by a flood of jobs. */
export const MAX_JOBS = 256;

type Sql = Record<'begin' | 'savepoint' | 'release' | 'undo' | 'commit' | 'rollback', SQLite.Statement>;

/** A job threw during the attempt without savepoints (the attempt is rolled back). */
const JOB_FAILED = Symbol('a job failed');

/**
 * Runs the jobs in one transaction: without savepoints (a job that throws rolls the attempt
 * back and throws JOB_FAILED), or each in its own savepoint. A failed BEGIN, savepoint or
 * COMMIT fails them all (throws).
 */
function attempt(sqlite: SQLite.Database, sql: Sql, jobs: BatchJob<unknown>[], savepoints: boolean): Outcome<unknown>[] {
  const outcomes: Outcome<unknown>[] = [];
  try {
    sql.begin.run();
    for (const job of jobs) {
      if (!savepoints) {
        try {
          outcomes.push({ ok: true, value: job(sqlite) });
        } catch {
          throw JOB_FAILED;
        }
        continue;
      }
      sql.savepoint.run();
      try {
        outcomes.push({ ok: true, value: job(sqlite) });
        sql.release.run();
      } catch (error) {
        sql.undo.run();
        sql.release.run();
        outcomes.push({ ok: false, error });
      }
    }
    sql.commit.run();
  } catch (err) {
    // nothing of this transaction was written
    if (sqlite.inTransaction) sql.rollback.run();
    throw err;
  }
  return outcomes;
}

function runAll(sqlite: SQLite.Database, sql: Sql, jobs: BatchJob<unknown>[]): Outcome<unknown>[] {
  try {
    return attempt(sqlite, sql, jobs, false);
  } catch (err) {
    if (err !== JOB_FAILED) throw err;
  }
  return attempt(sqlite, sql, jobs, true);
}

export interface SqliteBatch {
  run: <T>(job: BatchJob<T>) => Promise<T>;
}
const batches = new WeakMap<Db, SqliteBatch>();

/** The group commit of a SQLite database made by createDb; null on PostgreSQL. */
export function sqliteBatch(db: Db): SqliteBatch | null {
  let batch = batches.get(db);
  if (!batch) {
    const sqlite = sqliteOf(db);
    if (!sqlite) return null;
    const st = (text: string) => sqlite.prepare(text);
    const sql: Sql = {
      begin: st('BEGIN IMMEDIATE'),
      savepoint: st('SAVEPOINT job'),
      release: st('RELEASE job'),
      undo: st('ROLLBACK TO job'),
      commit: st('COMMIT'),
      rollback: st('ROLLBACK'),
    };
    // Kysely's single connection is held meanwhile: no other transaction is open while the jobs run.
    const run = tickBatch(
      (jobs: BatchJob<unknown>[]) => db.connection().execute(async () => runAll(sqlite, sql, jobs)),
      MAX_JOBS,
    ) as SqliteBatch['run'];
    batch = { run };
    batches.set(db, batch);
  }
  return batch;
}
