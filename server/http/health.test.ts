import Fastify from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import type { Database } from '../db/schema';
import { createTestApp, type TestApp } from '../test/testApp';
import { HEALTH_PATH, healthRoutes, MIN_FREE_MB } from './health';

// GET /trainingApi/health: 200 while the database answers and DATA_DIR's disk has room; 503 when
// the database fails or is silent, or (SQLite) the disk is nearly full; PostgreSQL with a full
// uploads disk is "degraded", still 200. Public, never cached, quiet in the log while all is well.

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
  // the real free space of the test machine's temporary folder (more than MIN_FREE_MB)
  // the app also checks its shared upload folder, and on PostgreSQL its clock (sharedUploads.ts, lib/clockSkew.ts)
  const own = { uploads: 'ok', ...(t.config.databaseUrl && { clock: 'ok' }) };
  expect(res.json()).toEqual({ status: 'ok', database: 'ok', disk: 'ok', ...own });
  expect(res.headers['cache-control']).toBe('no-store');
  const head = await t.app.inject({ method: 'HEAD', url: HEALTH_PATH });
  expect(head.statusCode).toBe(200);
  expect(lines.filter((l) => l.includes(HEALTH_PATH))).toEqual([]);
  // the same logger does write the app's other requests at info
  await t.app.inject({ method: 'GET', url: '/help/' });
  expect(lines.some((l) => l.includes('/help/'))).toBe(true);
});

const MB = 1024 * 1024;
const failing = (error: Error): Dialect => new SqliteDialect({ database: () => Promise.reject(error) });
const silent: Dialect = new SqliteDialect({ database: () => new Promise<never>(() => {}) });
/** A database that answers every query at once, as SQLite (sqlite: true) or as PostgreSQL. */
const answering = (sqlite: boolean): Dialect => {
  const connection = { query: async () => ({ command: 'SELECT', rowCount: 1, rows: [{ one: 1 }] }), release: () => {} };
  if (!sqlite) return new PostgresDialect({ pool: { connect: async () => connection, end: async () => {} } as never });
  return new SqliteDialect({
    database: {
      close: () => {},
      prepare: () => ({
        reader: true,
        all: () => [{ one: 1 }],
        iterate: () => [][Symbol.iterator](),
        run: () => ({ changes: 0, lastInsertRowid: 0 }),
      }),
    } as never,
  });
};

/** healthRoutes on its own, over the given database and disk, with a captured log. */
async function probe(dialect: Dialect, opts: { timeoutMs?: number; freeMb?: number; statfsFails?: boolean } = {}) {
  const log: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (l: string) => void log.push(l) } } });
  const db = new Kysely<Database>({ dialect });
  const freeBytes = async () => {
    if (opts.statfsFails) throw new Error('EIO');
    return (opts.freeMb ?? 10_000) * MB;
  };
  await app.register(healthRoutes, { db, dataDir: '/srv/training2/data', timeoutMs: opts.timeoutMs, freeBytes });
  const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
  await app.close();
  return {
    status: res.statusCode,
    body: res.json(),
    cache: res.headers['cache-control'],
    warnings: log.map((l) => JSON.parse(l)).filter((l) => l.level === 40),
  };
}

test('answers 503 and logs why when the database fails', async () => {
  const r = await probe(failing(new Error('unable to open database file')));
  expect(r.status).toBe(503);
  expect(r.body).toEqual({ status: 'unavailable', database: '数据库不可用', disk: 'ok' });
  expect(r.cache).toBe('no-store');
  // the cause is in the log, not in the public answer
  expect(JSON.stringify(r.warnings)).toContain('unable to open database file');
  expect(JSON.stringify(r.body)).not.toContain('unable to open');
});

test('answers 503 when the database does not answer in time', async () => {
  const started = Date.now();
  const r = await probe(silent, { timeoutMs: 200 });
  expect(Date.now() - started).toBeLessThan(2000);
  expect(r.status).toBe(503);
  expect(r.body).toEqual({ status: 'unavailable', database: '数据库在 0.2 秒内没有回答', disk: 'ok' });
  expect(r.warnings.map((w) => w.msg)).toContain('健康检查：数据库在 0.2 秒内没有回答');
});

test('the real app answers 503 once its database is gone', async () => {
  const other = await createTestApp();
  try {
    expect((await other.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    await other.db.destroy();
    const res = await other.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: '数据库不可用', disk: 'ok', uploads: 'ok' });
  } finally {
    await other.close();
  }
});

describe('the space left where DATA_DIR is', () => {
  const low = `数据目录所在磁盘的可用空间不足 ${MIN_FREE_MB} MB`;

  test('enough: ok on either engine', async () => {
    for (const sqlite of [true, false]) {
      const r = await probe(answering(sqlite), { freeMb: MIN_FREE_MB + 1 });
      expect([r.status, r.body]).toEqual([200, { status: 'ok', database: 'ok', disk: 'ok' }]);
      expect(r.warnings).toEqual([]);
    }
  });

  test('SQLite, whose database is on that disk: 503 and a warning', async () => {
    const r = await probe(answering(true), { freeMb: MIN_FREE_MB - 1 });
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ status: 'unavailable', database: 'ok', disk: low });
    expect(r.warnings.map((w) => w.msg)).toEqual([`健康检查：${low}`]);
  });

  test('PostgreSQL, with only the uploads there: still 200, "degraded"', async () => {
    const r = await probe(answering(false), { freeMb: 3 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'degraded', database: 'ok', disk: low });
  });

  test('a disk that cannot be asked counts as a problem', async () => {
    const r = await probe(answering(true), { statfsFails: true });
    expect(r.status).toBe(503);
    expect(r.body.disk).toBe('无法读取数据目录所在磁盘的可用空间');
  });
});
