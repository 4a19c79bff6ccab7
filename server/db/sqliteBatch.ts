import type SQLite from 'better-sqlite3';
import { sqliteOf } from './database';
import type { Db } from './transaction';

// Group commit on SQLite. A commit writes the transaction's pages to the WAL file, and for a
// small transaction (the study heartbeat: one read and up to four writes) that write costs
// more than all its statements (bench:study: about 45 of 60 µs). Small synchronous write jobs
// that arrive together therefore share one transaction: each job runs inside its own
// savepoint, so a job that throws leaves no trace and the others still commit, and each
// caller is answered only after the commit, so nothing is confirmed before it is on disk.
//
// Jobs queued while the event loop handles one round of I/O run together in the round after
// (setImmediate), at most MAX_JOBS per transaction. A lone job waits for nothing but that.

/** A job: synchronous statements on the connection (prepared(...).sync), nothing awaited. */
export type BatchJob<T> = (sqlite: SQLite.Database) => T;

interface Queued {
  job: BatchJob<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Bounds one transaction, so the event loop is never held long by a flood of jobs. */
export const MAX_JOBS = 256;

class Batch {
  private queue: Queued[] = [];
  private scheduled = false;
  private readonly sql: Record<'begin' | 'savepoint' | 'release' | 'undo' | 'commit' | 'rollback', SQLite.Statement>;

  constructor(private readonly db: Db, private readonly sqlite: SQLite.Database) {
    const st = (text: string) => sqlite.prepare(text);
    this.sql = {
      begin: st('BEGIN IMMEDIATE'), savepoint: st('SAVEPOINT job'), release: st('RELEASE job'),
      undo: st('ROLLBACK TO job'), commit: st('COMMIT'), rollback: st('ROLLBACK'),
    };
  }

  run<T>(job: BatchJob<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    try {
      // Kysely's single connection: no other transaction is open while the jobs run.
      await this.db.connection().execute(async () => this.runAll(this.queue.splice(0, MAX_JOBS)));
    } catch (err) {
      // the connection could not be had (the database is closing): nobody waits forever
      this.queue.splice(0).forEach((j) => j.reject(err));
    } finally {
      this.scheduled = false;
      this.schedule();
    }
  }

  /** Runs the jobs in one transaction, then answers their callers. */
  private runAll(jobs: Queued[]): void {
    const { sql } = this;
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      sql.begin.run();
      for (const j of jobs) {
        sql.savepoint.run();
        try {
          outcomes.push({ ok: true, value: j.job(this.sqlite) });
          sql.release.run();
        } catch (err) {
          sql.undo.run();
          sql.release.run();
          outcomes.push({ ok: false, value: err });
        }
      }
      sql.commit.run();
    } catch (err) {
      // BEGIN, a savepoint or the commit failed: nothing of this batch was written
      if (this.sqlite.inTransaction) sql.rollback.run();
      jobs.forEach((j) => j.reject(err));
      return;
    }
    jobs.forEach((j, i) => (outcomes[i].ok ? j.resolve(outcomes[i].value) : j.reject(outcomes[i].value)));
  }
}

const batches = new WeakMap<Db, Batch>();

/** The group commit of a SQLite database made by createDb; null on PostgreSQL. */
export function sqliteBatch(db: Db): { run<T>(job: BatchJob<T>): Promise<T> } | null {
  let batch = batches.get(db);
  if (!batch) {
    const sqlite = sqliteOf(db);
    if (!sqlite) return null;
    batch = new Batch(db, sqlite);
    batches.set(db, batch);
  }
  return batch;
}
