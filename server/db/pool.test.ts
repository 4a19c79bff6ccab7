import { endpoints } from '../../contract/endpoints';
import { OUTAGE_SUMMARY_MS } from '../http/outageLog';
import { createTestApp, type TestApp } from '../test/testApp';
import { isPostgres } from './database';

// DB_POOL_MAX=1 with that one connection held by a transaction. On PostgreSQL a request waits
// for a connection at most DB_POOL_TIMEOUT_MS, then is answered 503 with a message saying so
// (logged once by the outage log), and once the connection is free the next request is served
// ("数据库已恢复" in the log). SQLite has one connection whatever the setting, taken in turn:
// the request waits for the transaction and is then served.

const TIMEOUT_MS = 300;
let t: TestApp;
const lines: Record<string, unknown>[] = [];
let now = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'warn', DB_POOL_MAX: '1', DB_POOL_TIMEOUT_MS: String(TIMEOUT_MS) },
    logStream: { write: (l) => void lines.push(JSON.parse(l)) },
    build: { outageNow: () => now },
  });
}, 120_000);
afterAll(() => t.close(), 120_000);

const ask = () => t.app.inject({ method: 'POST', url: endpoints.base.getSetting.path, payload: {} });

/** Runs `during` while a transaction holds the connection (it has run a statement: it has one). */
async function whileHeld<T>(during: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const tx = t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('setting').select('key').execute();
    held();
    await released;
  });
  await holding;
  try {
    return await during();
  } finally {
    release();
    await tx;
  }
}

test('a request that finds no free connection in time gets a clear 503, not a hang', async () => {
  if (!isPostgres(t.db)) {
    // SQLite: the one connection is taken in turn; the request is served once the transaction ends
    const order: string[] = [];
    const { pending } = await whileHeld(async () => {
      const pending = ask().then((r) => (order.push('answered'), r));
      // long enough for an answer that did not wait for the connection to arrive first
      await new Promise((resolve) => setTimeout(resolve, 500));
      order.push('released');
      return { pending };
    });
    const answer = await pending;
    expect(order).toEqual(['released', 'answered']);
    expect([answer.statusCode, answer.json().code]).toEqual([200, 99999]);
    return;
  }
  const started = Date.now();
  const [first, second] = await whileHeld(() => Promise.all([ask(), ((now += 1000), ask())]));
  const waited = Date.now() - started;
  for (const res of [first, second]) {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: '服务器繁忙：数据库连接已全部占用，请稍后重试', data: null });
  }
  // it did wait for a connection, and not much longer than DB_POOL_TIMEOUT_MS (a generous ceiling)
  expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(waited).toBeLessThan(TIMEOUT_MS + 20_000);
  // one line with the stack, not one per request
  const errors = lines.filter((l) => l.level === 50);
  expect(errors).toHaveLength(1);
  expect(errors[0].msg).toContain('数据库不可用');
  expect(JSON.stringify(errors[0].err)).toContain('timeout exceeded when trying to connect');

  // the connection free again: served, and the outage is over
  now += OUTAGE_SUMMARY_MS;
  const after = await ask();
  expect([after.statusCode, after.json().code]).toEqual([200, 99999]);
  expect(lines.filter((l) => l.msg === '数据库已恢复')).toEqual([expect.objectContaining({ failedRequests: 2 })]);
});
