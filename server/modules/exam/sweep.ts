import type { FastifyBaseLogger } from 'fastify';
import { isPostgres } from '../../db/database';
import { inTransaction, type Db } from '../../db/transaction';
import type { clock as Clock } from '../../lib/clock';
import { runPeriodically } from '../../lib/periodic';
import { closeAndGrade } from './close';

// The periodic sweep: attempts whose time is up are closed and graded with the answers the
// server has, whether or not a browser is still there. Every touch of an attempt closes it
// lazily too (recordAccess.ts); the sweep covers those nobody touches again. Closing is the same
// conditional close as a submit, so a sweep racing a submit is safe.
// Every instance runs the sweep. On PostgreSQL each takes its due attempts with FOR UPDATE SKIP
// LOCKED and closes them in that transaction: rows another instance's sweep holds are skipped,
// not waited for, so the instances share the backlog instead of closing the same attempts in
// lockstep one after the other. A submit meeting a locked attempt waits for the sweep's commit and
// then finds it closed, as with any other closer. SQLite is one process: its loop is unchanged.

const BATCH = 200;

export interface SweepOptions {
  /** attempts taken per run (per transaction on PostgreSQL) */
  limit?: number;
  /**
   * tests only: runs inside the PostgreSQL transaction once its attempts are locked, so a test can
   * hold one sweep there while another runs
   */
  whileLocked?: (ids: number[]) => Promise<void>;
}

/** Closes up to `limit` attempts past their end time, oldest first; answers how many this call closed. */
export async function sweepExpired(db: Db, nowIso: string, opts: SweepOptions = {}): Promise<number> {
  const limit = opts.limit ?? BATCH;
  const due = (q: Db) =>
    q.selectFrom('examRecord').select('id').where('status', '=', 'open').where('endTime', '<=', nowIso).orderBy('endTime').limit(limit);
  const closeAll = async (q: Db, ids: number[]) => {
    let closed = 0;
    for (const id of ids) if ((await closeAndGrade(q, id, 'timeout', nowIso)).closed) closed += 1;
    return closed;
  };
  if (!isPostgres(db))
    return closeAll(
      db,
      (await due(db).execute()).map((r) => r.id),
    );
  return inTransaction(db, async (trx) => {
    const ids = (await due(trx).forUpdate().skipLocked().execute()).map((r) => r.id);
    await opts.whileLocked?.(ids);
    return closeAll(trx, ids);
  });
}

/** Runs the sweep every `everyMs` until the returned stop is called; never keeps the process alive. */
export function startExamSweep(db: Db, clock: typeof Clock, log: FastifyBaseLogger, everyMs: number): () => void {
  // a full batch means more are due: keep going until the backlog is gone
  return runPeriodically(
    async () => {
      while ((await sweepExpired(db, clock.iso())) === BATCH);
    },
    everyMs,
    log,
    '考试自动交卷失败',
  );
}
