import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/schema';
import { createTestApp, type TestApp } from '../test/testApp';
import { HEALTH_PATH, healthRoutes } from './health';

// GET /trainingApi/health: 200 while the database answers, 503 when it fails or does not answer
// in time; public, never cached, and quiet in the log while all is well.

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void lines.push(line) }, env: { LOG_LEVEL: 'info' } });
});

afterAll(() => t.close());

test('answers 200 without a token, is not cached, and is not logged at info', async () => {
  lines.length = 0;
  const res = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(res.headers['cache-control']).toBe('no-store');
  const head = await t.app.inject({ method: 'HEAD', url: HEALTH_PATH });
  expect(head.statusCode).toBe(200);
  expect(lines.filter((l) => l.includes(HEALTH_PATH))).toEqual([]);
  // the same logger does write the app's other requests at info
  await t.app.inject({ method: 'GET', url: '/help/' });
  expect(lines.some((l) => l.includes('/help/'))).toBe(true);
});

/** healthRoutes on its own, over a database that fails or never answers, with a captured log. */
async function probe(database: () => Promise<never>, timeoutMs = 3000) {
  const log: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (l: string) => void log.push(l) } } });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  await app.register(healthRoutes, { db, timeoutMs });
  const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
  await app.close();
  return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'], warnings: log.map((l) => JSON.parse(l)).filter((l) => l.level === 40) };
}

test('answers 503 and logs why when the database fails', async () => {
  const r = await probe(() => Promise.reject(new Error('unable to open database file')));
  expect(r.status).toBe(503);
  expect(r.body).toEqual({ status: 'unavailable', database: '数据库不可用' });
  expect(r.cache).toBe('no-store');
  // the cause is in the log, not in the public answer
  expect(JSON.stringify(r.warnings)).toContain('unable to open database file');
  expect(JSON.stringify(r.body)).not.toContain('unable to open');
});

test('answers 503 when the database does not answer in time', async () => {
  const started = Date.now();
  const r = await probe(() => new Promise<never>(() => {}), 200);
  expect(Date.now() - started).toBeLessThan(2000);
  expect(r.status).toBe(503);
  expect(r.body).toEqual({ status: 'unavailable', database: '数据库在 0.2 秒内没有回答' });
  expect(r.warnings.map((w) => w.msg)).toContain('健康检查：数据库在 0.2 秒内没有回答');
});

test('the real app answers 503 once its database is gone', async () => {
  const other = await createTestApp();
  try {
    expect((await other.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    await other.db.destroy();
    const res = await other.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: '数据库不可用' });
  } finally {
    await other.close();
  }
});
