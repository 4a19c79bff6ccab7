import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, onQuerySuccess } from '../db/database';
import { sharedSchemaCompilers } from './schemaCompilers';
import { HEALTH_PATH } from '../http/health';
import { OUTAGE_SUMMARY_MS } from '../http/outageLog';

// The database unreachable (a PostgreSQL address where nothing listens: the same on either test
// run): every call is answered 503 with a Chinese message and its request id, and the log holds
// one stack, then a line per 30 s of the outage log's clock, not a stack per request.

type Line = Record<string, unknown> & { msg: string; level: number };

let app: FastifyInstance;
let dataDir: string;
const lines: Line[] = [];
let now = 5_000_000;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-outage-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', INSTANCE_NAME: 'dj-3' }),
    // port 1: refused at once
    databaseUrl: 'postgres://nobody@127.0.0.1:1/training2',
  };
  const db = createDb(config);
  app = await buildApp(config, db, {
    logStream: { write: (l) => void lines.push(JSON.parse(l)) },
    outageNow: () => now,
    examSweepMs: 0,
    housekeepingMs: 0,
    alertSweepMs: 0,
    schemaController: sharedSchemaCompilers,
  });
  app.addHook('onClose', () => db.destroy());
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ask = () => app.inject({ method: 'POST', url: endpoints.base.getSetting.path, payload: {} });
const errors = () => lines.filter((l) => l.level >= 50);

test('503 with a Chinese message; one stack for the first failure, then one line per 30 s counting the others', async () => {
  const first = await ask();
  expect(first.statusCode).toBe(503);
  expect(first.json()).toEqual({ code: 503, msg: '数据库暂时无法连接，请稍后重试', data: null });
  expect(first.headers['x-request-id']).toEqual(expect.any(String));
  expect(errors()).toHaveLength(1);
  expect(errors()[0]).toMatchObject({ instance: 'dj-3', reqId: first.headers['x-request-id'] });
  expect((errors()[0].err as { stack: string }).stack).toContain('ECONNREFUSED');

  for (let i = 0; i < 9; i++) {
    now += 1000;
    expect((await ask()).statusCode).toBe(503);
  }
  // the health check (a proxy asks every few seconds) counts among them, without a stack of its own
  const health = await app.inject({ method: 'GET', url: HEALTH_PATH });
  expect([health.statusCode, health.json().database]).toEqual([503, '数据库不可用']);
  expect(errors()).toHaveLength(1);
  now += OUTAGE_SUMMARY_MS;
  await ask();
  expect(errors().map((l) => l.msg)).toEqual([expect.stringContaining('数据库不可用'), '数据库不可用：过去 39 秒又有 11 个请求失败']);
  // each request still has its own access line (with its status): only the error is summed up
  expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(11);
});

test('a query that succeeds is heard of (the outage log ends its outage with it)', async () => {
  const db = createDb({ databaseUrl: '', sqliteFile: ':memory:' });
  let heard = 0;
  const stop = onQuerySuccess(db, () => heard++);
  await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
  await db
    .selectFrom('nothing' as never)
    .selectAll()
    .execute()
    .catch(() => {});
  expect(heard).toBe(1);
  stop();
  await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
  expect(heard).toBe(1);
  await db.destroy();
});
