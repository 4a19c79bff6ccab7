import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import * as password from '../../lib/password';
import { insertUser } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// Guess limits under concurrency: many requests at once must not share one check of a limit.
// Each would have let far more guesses through before the limits were taken atomically.

const u = endpoints.user;
let t: TestApp;
const SETUP_MS = 120_000;

beforeEach(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterEach(async () => {
  jest.restoreAllMocks();
  clock.reset();
  await t.close();
}, SETUP_MS);

const LOCKED = /^账号已被锁定，请 15 分钟后再试/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `wrong` requests at once, then `right` once the first five checks are under way. */
async function wrongThenRight<T>(wrong: (() => Promise<T>)[], right: () => Promise<T>, checks: jest.SpyInstance) {
  let settled = false;
  const wrongDone = Promise.all(wrong.map((f) => f())).finally(() => (settled = true));
  while (!settled && checks.mock.calls.length < 5) await sleep(2);
  const [wrongResults, rightResult] = await Promise.all([wrongDone, right()]);
  return { wrongResults, rightResult };
}

test('200 concurrent guesses at one reset code: exactly 5 are checked', async () => {
  await insertUser(t.db, { account: 'ivy0001', password: 'Ivy@20260', email: 'ivy@example.edu.cn' });
  await call(t.app, u.sendMail.path, { email: 'ivy@example.edu.cn', account: 'ivy0001', purpose: 'forgetPwd', ...(await t.captcha()) });
  const code = /验证码为：(\d{6})/.exec(t.mails[0].text)![1];
  const wrong = code === '999999' ? '888888' : '999999';
  const reset = { account: 'ivy0001', email: 'ivy@example.edu.cn', newPassword: 'Reset#2026' };
  const answers = await Promise.all(Array.from({ length: 200 }, () => call(t.app, u.forgetPwd.path, { ...reset, mailCode: wrong })));
  const msgs = answers.map((a) => a.msg);
  // Checks 1-4 say how many tries are left, the 5th and every refused guess say "too many".
  expect(msgs.filter((m) => m.startsWith('邮箱验证码错误，还可尝试')).sort()).toEqual(
    [1, 2, 3, 4].map((n) => `邮箱验证码错误，还可尝试 ${n} 次`),
  );
  expect(msgs.filter((m) => m === '邮箱验证码错误次数过多，请重新获取')).toHaveLength(196);
  const row = await t.db.selectFrom('mailCode').select('attempts').executeTakeFirstOrThrow();
  expect(row.attempts).toBe(5);
  expect(await call(t.app, u.forgetPwd.path, { ...reset, mailCode: code })).toMatchObject({ msg: '邮箱验证码错误次数过多，请重新获取' });
}, 60_000);

test('40 concurrent logins, wrong then right: at most 5 passwords verified, the right one refused while locked', async () => {
  await insertUser(t.db, { account: 'kate001', password: 'Kate@2026' });
  const captchas = [];
  for (let i = 0; i < 40; i++) captchas.push(await t.captcha());
  const checks = jest.spyOn(password, 'verifyPassword');
  const attempt = (pw: string, c: object) => () => call(t.app, u.login.path, { account: 'kate001', password: pw, ...c });
  const { wrongResults, rightResult } = await wrongThenRight(
    captchas.slice(0, 39).map((c, i) => attempt(`Wrong@${i}x`, c)),
    attempt('Kate@2026', captchas[39]),
    checks,
  );
  expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
  expect(wrongResults.every((r) => r.code === 10002)).toBe(true);
  expect(rightResult).toMatchObject({ code: 10002, msg: expect.stringMatching(LOCKED) });
  clock.advance(15 * 60 + 1);
  expect(await call(t.app, u.login.path, { account: 'kate001', password: 'Kate@2026', ...(await t.captcha()) })).toMatchObject({
    code: 99999,
  });
}, 60_000);

test('updatePassword: wrong old passwords count toward the login lock, also when sent at once', async () => {
  await insertUser(t.db, { account: 'liam001', password: 'Liam@2026' });
  const token = await t.login('liam001', 'Liam@2026');
  const checks = jest.spyOn(password, 'verifyPassword');
  const update = (oldPassword: string) => () => call(t.app, u.updatePassword.path, { oldPassword, newPassword: 'Better#2027' }, token);
  const { wrongResults, rightResult } = await wrongThenRight(
    Array.from({ length: 100 }, (_, i) => update(`Wrong@${i}x`)),
    update('Liam@2026'),
    checks,
  );
  expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
  expect(wrongResults.filter((r) => r.msg.startsWith('原密码错误，还可尝试')).length).toBeLessThanOrEqual(4);
  expect(wrongResults.every((r) => r.code === 10002)).toBe(true);
  expect(rightResult).toMatchObject({ code: 10002, msg: expect.stringMatching(LOCKED) });
  expect(await call(t.app, u.login.path, { account: 'liam001', password: 'Liam@2026', ...(await t.captcha()) })).toMatchObject({
    code: 10002,
    msg: expect.stringMatching(LOCKED),
  });
}, 60_000);

test('one wrong old password leaves four login tries; a right one gives the try back', async () => {
  await insertUser(t.db, { account: 'mia0001', password: 'Mia@20260' });
  const token = await t.login('mia0001', 'Mia@20260');
  const update = (oldPassword: string, newPassword: string) => call(t.app, u.updatePassword.path, { oldPassword, newPassword }, token);
  expect(await update('Wrong@2026', 'Better#2027')).toMatchObject({ code: 10002, msg: '原密码错误，还可尝试 4 次' });
  expect(await call(t.app, u.login.path, { account: 'mia0001', password: 'bad', ...(await t.captcha()) })).toMatchObject({
    msg: '账号或密码错误，还可尝试 3 次',
  });
  expect(await update('Mia@20260', 'Better#2027')).toMatchObject({ code: 99999 });
  expect(await call(t.app, u.login.path, { account: 'mia0001', password: 'bad', ...(await t.captcha()) })).toMatchObject({
    msg: '账号或密码错误，还可尝试 2 次',
  });
});

test('wrong passwords checked at once: none promises fresh tries once one of them locked the account', async () => {
  await insertUser(t.db, { account: 'noah001', password: 'Noah@2026' });
  const captchas = [];
  for (let i = 0; i < 8; i++) captchas.push(await t.captcha());
  const answers = await Promise.all(
    captchas.map((c, i) => call(t.app, u.login.path, { account: 'noah001', password: `Wrong@${i}x`, ...c })),
  );
  expect(answers.every((a) => a.code === 10002)).toBe(true);
  // the five checks under way were all failures, so every answer is the lock or fewer tries than five
  for (const a of answers) expect(a.msg).toMatch(/^(账号已被锁定，请 15 分钟后再试|账号或密码错误，还可尝试 [1-4] 次$)/);
  expect(answers.filter((a) => LOCKED.test(a.msg)).length).toBeGreaterThanOrEqual(4);
}, 60_000);

describe('a class logging in to one account at once: only wrong passwords count', () => {
  const captchas = async (n: number) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await t.captcha());
    return out;
  };
  const lockRows = () => t.db.selectFrom('accountLock').selectAll().execute();

  test('30 simultaneous right passwords: all 30 log in, nothing is locked or counted', async () => {
    await insertUser(t.db, { account: 'olga001', password: 'Olga@2026' });
    const answers = await Promise.all(
      (await captchas(30)).map((c) => call(t.app, u.login.path, { account: 'olga001', password: 'Olga@2026', ...c })),
    );
    expect(answers.map((a) => a.msg)).toEqual(Array(30).fill('操作成功'));
    expect(await lockRows()).toEqual([]);
    expect(await t.db.selectFrom('loginFailure').selectAll().execute()).toEqual([]);
    // the next wrong password is the first one
    expect(await call(t.app, u.login.path, { account: 'olga001', password: 'Wrong@2026', ...(await t.captcha()) })).toMatchObject({
      code: 10002,
      msg: '账号或密码错误，还可尝试 4 次',
    });
  }, 120_000);

  test('26 right and 4 wrong at once: every right one logs in, every wrong one is told so, nobody is locked', async () => {
    await insertUser(t.db, { account: 'pia0001', password: 'Pia@20260' });
    const checks = jest.spyOn(password, 'verifyPassword');
    const passwords = Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? `Wrong@${i}x` : 'Pia@20260'));
    expect(passwords.filter((p) => p !== 'Pia@20260')).toHaveLength(4);
    const cs = await captchas(30);
    const answers = await Promise.all(passwords.map((pw, i) => call(t.app, u.login.path, { account: 'pia0001', password: pw, ...cs[i] })));
    passwords.forEach((pw, i) => {
      if (pw === 'Pia@20260') expect([i, answers[i].code]).toEqual([i, 99999]);
      else expect([i, answers[i].msg]).toEqual([i, expect.stringMatching(/^账号或密码错误，还可尝试 [1-4] 次$/)]);
    });
    expect(checks.mock.calls.length).toBe(30);
    expect(await lockRows()).toEqual([]);
  }, 120_000);

  test('a check cut short (its process stopped) counts as a failure after a minute, and never blocks logins for long', async () => {
    await insertUser(t.db, { account: 'quin001', password: 'Quin@2026' });
    // five checks under way that will never settle, as a stopped instance leaves them
    for (let i = 0; i < 5; i++)
      await t.db.insertInto('loginFailure').values({ account: 'quin001', createdAt: clock.iso(), inProgress: 1 }).execute();
    clock.advance(61);
    // now five failures: the account locks
    expect(await call(t.app, u.login.path, { account: 'quin001', password: 'Quin@2026', ...(await t.captcha()) })).toMatchObject({
      code: 10002,
      msg: expect.stringMatching(LOCKED),
    });
  });
});
