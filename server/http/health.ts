import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

// For the reverse proxy (or load balancer) in front of several API instances, and for the
// school's monitoring: 200 while this instance can answer from its database, 503 when it cannot,
// so traffic goes to the others. No token, no figures or versions (it is public), not cached,
// and logged only when it fails: a proxy asks every few seconds.

export const HEALTH_PATH = '/trainingApi/health';

/** A database that has not answered by then counts as down (a full pool or a lost host can wait for minutes). */
export const HEALTH_TIMEOUT_MS = 3000;

export interface Health {
  status: 'ok' | 'unavailable';
  database: string;
}

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

export async function healthRoutes(app: FastifyInstance, { db, timeoutMs = HEALTH_TIMEOUT_MS }: { db: Kysely<Database>; timeoutMs?: number }): Promise<void> {
  app.get(HEALTH_PATH, { config: { auth: false }, logLevel: 'warn' }, async (req, reply): Promise<Health> => {
    reply.header('Cache-Control', 'no-store');
    const problem = await databaseProblem(db, timeoutMs, (err) => req.log.warn({ err }, '健康检查：数据库查询失败'));
    if (!problem) return { status: 'ok', database: 'ok' };
    req.log.warn(`健康检查：${problem}`);
    reply.code(503);
    return { status: 'unavailable', database: problem };
  });
}
