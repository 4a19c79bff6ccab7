import type SQLite from 'better-sqlite3';
import { tickBatch, type Outcome } from '../lib/tickBatch';
import { sqliteOf } from './database';
import type { Db } from './transaction';

// Group commit on SQLite. A commit writes the transaction's pages to the WAL file, and for a
// small transaction (the study heartbeat: one read and up to four writes) that write costs
// more than all its statements (bench:study: about 45 of 60 µs). Small synchronous write jobs
// that arrive together (server/lib/tickBatch.ts) therefore share one transaction: each job runs
// inside its own savepoint, so a job that throws leaves no trace and the others still commit,
// and each caller is answered only after the commit, so nothing is confirmed before it is
// written.

/** A job: synchronous statements on the connection (prepared(...).sync), nothing awaited. */
export type BatchJob<T> = (sqlite: SQLite.Database) => T;

/** Bounds one transaction, so the event loop is never held long by a flood of jobs. */
export const MAX_JOBS = 256;

type Sql = Record<'begin' | 'savepoint' | 'release' | 'undo' | 'commit' | 'rollback', SQLite.Statement>;

/** Runs the jobs in one transaction; a failed BEGIN, savepoint or COMMIT fails them all (throws). */
function runAll(sqlite: SQLite.Database, sql: Sql, jobs: BatchJob<unknown>[]): Outcome<unknown>[] {
  const outcomes: Outcome<unknown>[] = [];
  try {
    sql.begin.run();
    for (const job of jobs) {
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

type Run = <T>(job: BatchJob<T>) => Promise<T>;
const batches = new WeakMap<Db, Run>();

/** The group commit of a SQLite database made by createDb; null on PostgreSQL. */
export function sqliteBatch(db: Db): { run: Run } | null {
  let run = batches.get(db);
  if (!run) {
    const sqlite = sqliteOf(db);
    if (!sqlite) return null;
    const st = (text: string) => sqlite.prepare(text);
    const sql: Sql = {
      begin: st('BEGIN IMMEDIATE'), savepoint: st('SAVEPOINT job'), release: st('RELEASE job'),
      undo: st('ROLLBACK TO job'), commit: st('COMMIT'), rollback: st('ROLLBACK'),
    };
    // Kysely's single connection is held meanwhile: no other transaction is open while the jobs run.
    run = tickBatch((jobs: BatchJob<unknown>[]) => db.connection().execute(async () => runAll(sqlite, sql, jobs)), MAX_JOBS) as Run;
    batches.set(db, run);
  }
  return { run };
}
