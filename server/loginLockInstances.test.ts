import { endpoints } from '../contract/endpoints';
import { buildApp } from './app';
import * as password from './lib/password';
import { insertUser } from './test/fixtures';
import { call, createTestApp, type TestApp } from './test/testApp';

// The login lock lives in the database, so instances behind one proxy share it: wrong passwords
// spread over them count together (a guesser cannot multiply its tries by the instance count).

const u = endpoints.user;
let t: TestApp;
const LOCKED = /^账号已被锁定，请 15 分钟后再试/;

beforeEach(async () => {
  t = await createTestApp();
}, 120_000);
afterEach(async () => {
  jest.restoreAllMocks();
  await t.close();
}, 120_000);

test('two API instances on one database share the login lock: wrong passwords through both lock the account on both', async () => {
  await insertUser(t.db, { account: 'kate002', password: 'Kate@2026' });
  const second = await buildApp(t.config, t.db, { logger: false, housekeepingMs: 0, examSweepMs: 0, alertSweepMs: 0 });
  await second.ready();
  try {
    const captchas = [];
    for (let i = 0; i < 22; i++) captchas.push(await t.captcha());
    const checks = jest.spyOn(password, 'verifyPassword');
    const wrong = await Promise.all(
      captchas
        .slice(0, 20)
        .map((c, i) => call(i % 2 ? second : t.app, u.login.path, { account: 'kate002', password: `Wrong@${i}x`, ...c })),
    );
    expect(wrong.every((r) => r.code === 10002)).toBe(true);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    for (const [app, c] of [
      [t.app, captchas[20]],
      [second, captchas[21]],
    ] as const) {
      expect(await call(app, u.login.path, { account: 'kate002', password: 'Kate@2026', ...c })).toMatchObject({
        code: 10002,
        msg: expect.stringMatching(LOCKED),
      });
    }
  } finally {
    await second.close();
  }
}, 60_000);
