import { CODE_OK, CODE_OPERATION_ERROR } from '../contract/codes';
import { endpoints } from '../contract/endpoints';
import { buildApp } from './app';
import { clock } from './lib/clock';
import { sweepRateLimits } from './lib/rateLimit';
import { insertUser } from './test/fixtures';
import { createTestApp, type TestApp } from './test/testApp';

// Rate limits: the sign-in calls per client address, ranking and report per user, counted in the
// database (one conditional upsert per call) so that every instance on it shares them. Windows
// are fixed minutes of the server's clock, which the tests stop and move.

const u = endpoints.user;
const SETUP_MS = 120_000;
let t: TestApp;

afterEach(async () => {
  clock.reset();
  await t?.close();
}, SETUP_MS);

/** Stops the clock `intoWindow` seconds into a fresh minute, so the seconds left are known. */
function freezeInWindow(intoWindow: number): void {
  clock.freeze();
  const ms = clock.now().getTime() % 60_000;
  clock.advance((60_000 - ms) / 1000 + intoWindow);
}

type Answer = { code: number; msg: string; data: unknown };

async function post(path: string, body: object, opts: { ip?: string; token?: string; app?: TestApp['app'] } = {}): Promise<Answer> {
  const res = await (opts.app ?? t.app).inject({
    method: 'POST',
    url: path,
    payload: body,
    remoteAddress: opts.ip ?? '10.0.0.1',
    headers: opts.token ? { token: opts.token } : {},
  });
  return res.json();
}

const okCount = (answers: Answer[]) => answers.filter((a) => a.code === CODE_OK).length;

describe('sign-in calls, per client address', () => {
  test('100 captcha requests at once from one address: the limit passes, the rest wait; another address is served', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGN_IN: '20' } });
    freezeInWindow(15);
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(u.generateCaptcha.path, {})));
    expect(okCount(answers)).toBe(20);
    expect(answers.filter((a) => a.code !== CODE_OK)).toEqual(
      Array(80).fill({ code: CODE_OPERATION_ERROR, msg: '操作过于频繁，请 45 秒后再试', data: null }),
    );
    expect(await t.db.selectFrom('captcha').select('id').execute()).toHaveLength(20);
    // login, register, mail codes and the reset share the address's count
    expect(await post(u.login.path, { account: 'a', password: 'b', captchaId: 'c', captchaCode: 'd' })).toMatchObject({
      msg: '操作过于频繁，请 45 秒后再试',
    });
    expect(
      await post(u.forgetPwd.path, { account: 'a', email: 'a@example.edu.cn', mailCode: '123456', newPassword: 'Reset#2026' }),
    ).toMatchObject({ msg: '操作过于频繁，请 45 秒后再试' });
    expect(await post(u.generateCaptcha.path, {}, { ip: '10.0.0.2' })).toMatchObject({ code: CODE_OK });
    // the pick lists and settings every page loads are not counted
    expect(await post(u.identityList.path, {})).toMatchObject({ code: CODE_OK });
    clock.advance(45);
    expect(await post(u.generateCaptcha.path, {})).toMatchObject({ code: CODE_OK });
  }, 60_000);

  test('a class of 60 behind one address logs in together with the default limit, a mistyped password and a new captcha included', async () => {
    t = await createTestApp();
    freezeInWindow(0);
    const accounts = Array.from({ length: 60 }, (_, i) => `class${String(i).padStart(3, '0')}`);
    for (const account of accounts) await insertUser(t.db, { account, password: 'Class@2026' });
    const captchaOf = async () => {
      const { data } = (await post(u.generateCaptcha.path, {})) as { data: { captchaId: string } };
      const { answer } = await t.db.selectFrom('captcha').select('answer').where('id', '=', data.captchaId).executeTakeFirstOrThrow();
      return { captchaId: data.captchaId, captchaCode: answer };
    };
    const learner = async (account: string) => {
      const wrong = await post(u.login.path, { account, password: 'Typo@2026', ...(await captchaOf()) });
      const right = await post(u.login.path, { account, password: 'Class@2026', ...(await captchaOf()) });
      return [wrong, right];
    };
    const answers = await Promise.all(accounts.map(learner));
    // the wrong password is told as such (not 操作过于频繁), the right one logs in
    expect(answers.map(([wrong]) => wrong.msg).filter((m) => !m.startsWith('账号或密码错误'))).toEqual([]);
    expect(answers.map(([, right]) => right.code)).toEqual(Array(60).fill(CODE_OK));
  }, 120_000);
});

describe('ranking and report, per user', () => {
  test('calls at once over the limit are refused for that learner only, until the window ends', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_REPORTS: '5' } });
    await insertUser(t.db, { account: 'busy0001', password: 'Busy@2026' });
    await insertUser(t.db, { account: 'calm0001', password: 'Calm@2026' });
    const busy = await t.login('busy0001', 'Busy@2026');
    const calm = await t.login('calm0001', 'Calm@2026');
    freezeInWindow(50);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(i % 2 ? u.ranking.path : u.stageReport.path, i % 2 ? { level: 'branch' } : {}, { token: busy }),
      ),
    );
    expect(okCount(answers)).toBe(5);
    expect(answers.filter((a) => a.code !== CODE_OK).map((a) => a.msg)).toEqual(Array(25).fill('操作过于频繁，请 10 秒后再试'));
    expect(await post(u.ranking.path, { level: 'branch' }, { token: calm })).toMatchObject({ code: CODE_OK });
    // other calls of the same learner are not counted
    expect(await post(u.userInfo.path, {}, { token: busy })).toMatchObject({ code: CODE_OK });
    clock.advance(10);
    expect(await post(u.ranking.path, { level: 'branch' }, { token: busy })).toMatchObject({ code: CODE_OK });
  }, 60_000);

  test('0 turns the limit off', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_REPORTS: '0', RATE_LIMIT_SIGN_IN: '0' } });
    await insertUser(t.db, { account: 'free0001', password: 'Free@2026' });
    const token = await t.login('free0001', 'Free@2026');
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(u.stageReport.path, {}, { token })));
    expect(okCount(answers)).toBe(100);
    expect(await t.db.selectFrom('rateLimit').select('key').execute()).toEqual([]);
  }, 60_000);
});

test('two API instances on one database share the count', async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SIGN_IN: '30' } });
  const second = await buildApp(t.config, t.db, { logger: false, housekeepingMs: 0, examSweepMs: 0, alertSweepMs: 0 });
  await second.ready();
  try {
    freezeInWindow(30);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post(u.generateCaptcha.path, {}, { app: i % 2 ? second : t.app })),
    );
    expect(okCount(answers)).toBe(30);
  } finally {
    await second.close();
  }
}, 60_000);

test('housekeeping removes the rows of windows long past and keeps the current ones', async () => {
  t = await createTestApp();
  freezeInWindow(0);
  await post(u.generateCaptcha.path, {}, { ip: '10.0.0.7' });
  clock.advance(3601);
  await post(u.generateCaptcha.path, {}, { ip: '10.0.0.8' });
  expect(await sweepRateLimits(t.db, clock.now())).toBe(1);
  expect(await t.db.selectFrom('rateLimit').select(['key', 'hits']).execute()).toEqual([{ key: 'signIn:10.0.0.8', hits: 1 }]);
}, 60_000);
