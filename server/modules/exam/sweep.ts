import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/transaction';
import type { clock as Clock } from '../../lib/clock';
import { runPeriodically } from '../../lib/periodic';
import { closeRecord } from './close';

// The periodic sweep: attempts whose time is up are closed and graded with the answers the
// server has, whether or not a browser is still there. Every touch of an attempt closes it
// lazily too (recordAccess.ts); the sweep covers those nobody touches again. Closing is the same
// conditional close as a submit, so a sweep racing a submit or another server's sweep is safe.

const BATCH = 200;

/** Closes up to `limit` attempts past their end time, oldest first; answers how many it closed. */
export async function sweepExpired(db: Db, nowIso: string, limit = BATCH): Promise<number> {
  const due = await db
    .selectFrom('examRecord')
    .select('id')
    .where('status', '=', 'open')
    .where('endTime', '<=', nowIso)
    .orderBy('endTime')
    .limit(limit)
    .execute();
  let closed = 0;
  for (const r of due) if (await closeRecord(db, r.id, 'timeout', nowIso)) closed += 1;
  return closed;
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
