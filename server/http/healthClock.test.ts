import Fastify from 'fastify';
import { isPostgres } from '../db/database';
import { HEALTH_PATH, healthRoutes } from './health';
import { createTestApp, type TestApp } from '../test/testApp';
import { clock } from '../lib/clock';
import { describeOffset, measureClockOffset, startClockCheck } from '../lib/clockSkew';

// Each instance's clock against PostgreSQL's, with offsets injected through the server's clock
// (lib/clock.ts) or a `now` of the test's: no real clock is changed. SQLite: no check at all.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());
afterEach(() => clock.reset());

const quiet = Fastify({ logger: false }).log;

test('the offset in words', () => {
  expect(describeOffset(3200)).toBe('本机时钟比数据库快 3.2 秒');
  expect(describeOffset(-1500)).toBe('本机时钟比数据库慢 1.5 秒');
});

/** healthRoutes over the test database with a clock check whose local time is off by `offsetMs`. */
async function healthWithOffset(offsetMs: number, maxSkewMs = 2000) {
  const log: { msg: string; clockOffsetMs?: number }[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (l: string) => void log.push(JSON.parse(l)) } } });
  const check = startClockCheck(t.db, app.log, { maxSkewMs, everyMs: 0, now: () => Date.now() + offsetMs });
  const measured = await check.measure();
  await app.register(healthRoutes, { db: t.db, dataDir: t.dataDir, clock: check.state });
  const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
  await app.close();
  return { measured, status: res.statusCode, body: res.json(), log };
}

test('PostgreSQL: the offset is measured and shown; over CLOCK_MAX_SKEW_MS health is 503; SQLite has no check', async () => {
  if (!isPostgres(t.db)) {
    // one host: the app answers without a clock field, whatever the test clock says
    clock.advance(3600);
    const res = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json().clock).toBeUndefined();
    return;
  }
  // the same host's clocks: well under a second apart (half the round trip is subtracted)
  expect(Math.abs(await measureClockOffset(t.db))).toBeLessThan(1000);
  expect((await t.app.inject({ method: 'GET', url: HEALTH_PATH })).json()).toMatchObject({ status: 'ok', clock: 'ok' });

  // 5 s ahead: warned, shown, 503 (the limit is 2 s)
  const ahead = await healthWithOffset(5000);
  expect(ahead.measured).toBeGreaterThan(4000);
  expect(ahead.measured).toBeLessThan(6000);
  expect(ahead.status).toBe(503);
  expect(ahead.body).toMatchObject({
    status: 'unavailable',
    database: 'ok',
    clock: expect.stringMatching(/^本机时钟比数据库快 \d\.\d 秒$/),
  });
  expect(ahead.log.map((l) => l.msg)).toEqual([expect.stringMatching(/^时钟检查：本机时钟比数据库快 .*CLOCK_MAX_SKEW_MS（2000 毫秒）/)]);

  // 5 s behind under a limit of 10 s: shown and warned, still 200 ("degraded")
  const behind = await healthWithOffset(-5000, 10_000);
  expect(behind.status).toBe(200);
  expect(behind.body).toMatchObject({ status: 'degraded', clock: expect.stringMatching(/^本机时钟比数据库慢 \d\.\d 秒$/) });
  expect(behind.log).toHaveLength(1);

  // the server's own clock is what is compared: a test moving it moves the offset
  const check = startClockCheck(t.db, quiet, { maxSkewMs: 2000, everyMs: 0 });
  clock.advance(30);
  expect(await check.measure()).toBeGreaterThan(29_000);
  expect(check.state().tooFar).toBe(true);
  clock.reset();
  await check.measure();
  expect(check.state()).toEqual({ text: 'ok', tooFar: false });
});
