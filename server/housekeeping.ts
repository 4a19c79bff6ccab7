import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/transaction';
import { removeStaleIncoming } from './http/staleIncoming';
import { clock } from './lib/clock';
import { runPeriodically } from './lib/periodic';
import { sweepRateLimits } from './lib/rateLimit';
import { sweepStaleRows } from './modules/user/staleRows';

// What no request cleans up by itself: stale sign-in rows (modules/user/staleRows.ts), rate-limit
// rows of windows long past (lib/rateLimit.ts) and file parts a killed process left in the
// incoming folder (http/staleIncoming.ts). Once a minute after the start, so a server restarted
// often still sweeps, then every `everyMs`. The audit log is never swept: the law asks for six
// months at least, and removing any entry would break its hash chain (npm run audit:verify).

export const HOUSEKEEPING_MS = 60 * 60 * 1000;
const FIRST_AFTER_MS = 60 * 1000;
const INCOMING_STALE_MS = 60 * 60 * 1000;

/** One sweep; logs a line only when it removed something. */
export async function sweepOnce(db: Db, incomingDir: string, log: FastifyBaseLogger): Promise<void> {
  const rows = { ...(await sweepStaleRows(db)), rateLimits: await sweepRateLimits(db, clock.now()) };
  const incomingFiles = await removeStaleIncoming(incomingDir, INCOMING_STALE_MS);
  if (Object.values(rows).some((n) => n > 0) || incomingFiles > 0) log.info({ ...rows, incomingFiles }, '已清理过期数据');
}

export function startHousekeeping(db: Db, incomingDir: string, log: FastifyBaseLogger, everyMs = HOUSEKEEPING_MS): () => void {
  return runPeriodically(() => sweepOnce(db, incomingDir, log), everyMs, log, '清理过期数据失败', Math.min(FIRST_AFTER_MS, everyMs));
}
