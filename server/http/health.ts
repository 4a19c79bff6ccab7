import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';
import { databaseTrouble } from '../db/unavailable';
import type { OutageLog } from './outageLog';
import type { ClockState } from '../lib/clockSkew';

// For the reverse proxy (or load balancer) in front of several API instances, and for the
// school's monitoring: 200 while this instance can answer from its database, 503 when it cannot,
// so traffic goes to the others. No token, no figures or versions (it is public), not cached,
// and logged only when it fails: a proxy asks every few seconds.
// A full disk is the likeliest outage of a one-server campus (videos, uploads and backups fill
// it), and writes fail before reads do, so the check also looks at the space left where DATA_DIR
// is. On SQLite the database lives there: too little space is a 503. On PostgreSQL only uploads
// live there, and a 503 from every instance (sharing that storage) would take the whole site
// down for it: the answer stays 200, with status "degraded".
// With several instances two more checks take one out (503): UPLOAD_DIR no longer holding the
// shared folder's marker (sharedUploads.ts), and on PostgreSQL a clock off the database's by more
// than CLOCK_MAX_SKEW_MS (lib/clockSkew.ts), which would end exams early or late.

export const HEALTH_PATH = '/trainingApi/health';

/** A database that has not answered by then counts as down (a full pool or a lost host can wait for minutes). */
export const HEALTH_TIMEOUT_MS = 3000;

/** Less free space than this where DATA_DIR is counts as full: a checkpoint or an upload needs room. */
export const MIN_FREE_MB = 100;

export interface Health {
  status: 'ok' | 'degraded' | 'unavailable' | 'draining';
  database: string;
  disk: string;
  /** UPLOAD_DIR still holds the shared folder's marker (sharedUploads.ts); absent when not checked */
  uploads?: string;
  /** PostgreSQL: this host's clock against the database's (lib/clockSkew.ts); absent on SQLite */
  clock?: string;
}

export interface HealthOptions {
  db: Kysely<Database>;
  dataDir: string;
  timeoutMs?: number;
  /** bytes free for the server where DATA_DIR is (tests replace it) */
  freeBytes?: (dataDir: string) => Promise<number>;
  /** true once SIGTERM came (http/drain.ts): 503 "draining", whatever the checks say */
  draining?: () => boolean;
  /** a database outage is logged there (rate-limited), not with a stack per check */
  outage?: OutageLog;
  /** what is wrong with UPLOAD_DIR, or null (sharedUploads.ts): not the shared folder is a 503 */
  uploads?: () => Promise<string | null>;
  /** the latest clock measurement (lib/clockSkew.ts): too far from the database's is a 503 */
  clock?: () => ClockState;
}

const statfsFree = async (dataDir: string) => {
  const s = await fs.statfs(dataDir);
  return s.bavail * s.bsize;
};

/** Asks the database the smallest question; answers what is wrong, or null. */
async function databaseProblem(db: Kysely<Database>, timeoutMs: number, warn: (err: unknown) => void): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`数据库在 ${timeoutMs / 1000} 秒内没有回答`), timeoutMs);
  });
  const asked = sql`select 1`.execute(db).then(
    () => null,
    (err: unknown) => {
      warn(err);
      return '数据库不可用';
    },
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with the space where DATA_DIR is, or null. */
async function diskProblem(dataDir: string, freeBytes: (dir: string) => Promise<number>): Promise<string | null> {
  try {
    const free = await freeBytes(dataDir);
    return free < MIN_FREE_MB * 1024 * 1024 ? `数据目录所在磁盘的可用空间不足 ${MIN_FREE_MB} MB` : null;
  } catch {
    return '无法读取数据目录所在磁盘的可用空间';
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  { db, dataDir, timeoutMs = HEALTH_TIMEOUT_MS, freeBytes = statfsFree, draining, outage, uploads, clock }: HealthOptions,
): Promise<void> {
  const databaseOnDisk = !isPostgres(db);
  app.get(HEALTH_PATH, { config: { auth: false }, logLevel: 'warn' }, async (req, reply): Promise<Health> => {
    reply.header('Cache-Control', 'no-store');
    const [database, disk, folder] = await Promise.all([
      databaseProblem(db, timeoutMs, (err) => {
        if (outage && databaseTrouble(err)) outage.failed(err, req.log);
        else req.log.warn({ err }, '健康检查：数据库查询失败');
      }),
      diskProblem(dataDir, freeBytes),
      uploads?.() ?? null,
    ]);
    const clockState = clock?.();
    // fields of the checks this instance makes (uploads: always in production; clock: PostgreSQL)
    const extra = { ...(uploads && { uploads: folder ?? 'ok' }), ...(clockState && { clock: clockState.text }) };
    // stopping: the proxy is to send nothing new here (the checks are still reported)
    if (draining?.()) {
      reply.code(503);
      return { status: 'draining', database: database ?? 'ok', disk: disk ?? 'ok', ...extra };
    }
    const clockOff = clockState !== undefined && clockState.text !== 'ok';
    if (!database && !disk && !folder && !clockOff) return { status: 'ok', database: 'ok', disk: 'ok', ...extra };
    // (the clock's offset is logged by its check, once a minute, not by every health check)
    for (const problem of [database, disk, folder]) if (problem) req.log.warn(`健康检查：${problem}`);
    // files written to a folder the other instances do not see, or exam times off by more than
    // CLOCK_MAX_SKEW_MS: this instance is to be taken out
    const down = database !== null || (disk !== null && databaseOnDisk) || folder !== null || clockState?.tooFar === true;
    if (down) reply.code(503);
    return { status: down ? 'unavailable' : 'degraded', database: database ?? 'ok', disk: disk ?? 'ok', ...extra };
  });
}
