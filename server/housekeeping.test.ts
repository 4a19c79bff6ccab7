import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { endpoints } from '../contract/endpoints';
import { sweepOnce, startHousekeeping } from './housekeeping';
import { removeStaleIncoming } from './http/staleIncoming';
import { clock } from './lib/clock';
import { runPeriodically } from './lib/periodic';
import { sha256 } from './lib/tokens';
import { sweepStaleRows } from './modules/user/staleRows';
import { appendAudit, verifyChain } from './modules/audit/chain';
import { insertUser } from './test/fixtures';
import { call, createTestApp, type TestApp } from './test/testApp';

// The periodic sweep of what no request cleans up by itself (housekeeping.ts): it removes what
// is past its use, keeps everything still read, and changes no answer a person gets.

const u = endpoints.user;
let t: TestApp;
const SETUP_MS = 120_000;

beforeEach(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterEach(async () => {
  clock.reset();
  await t.close();
}, SETUP_MS);

const count = async (table: 'session' | 'captcha' | 'loginFailure' | 'accountLock' | 'mailCode') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

test('expired sessions go; a live one stays, and the expired token gets the same answer as before', async () => {
  await insertUser(t.db, { account: 'amy0001', password: 'Amy@20260' });
  await insertUser(t.db, { account: 'ben0001', password: 'Ben@20260' });
  const old = await t.login('amy0001', 'Amy@20260');
  clock.advance(t.config.tokenTtl + 1);
  const live = await t.login('ben0001', 'Ben@20260');
  const before = await call(t.app, u.userInfo.path, {}, old);
  expect(before).toMatchObject({ code: 10003, msg: 'token过期，请重新登录' });

  const swept = await sweepStaleRows(t.db);
  expect(swept.sessions).toBe(1);
  expect(await t.db.selectFrom('session').select('tokenHash').execute()).toEqual([{ tokenHash: sha256(live) }]);
  expect(await call(t.app, u.userInfo.path, {}, old)).toMatchObject({ code: before.code, msg: before.msg });
  expect(await call(t.app, u.userInfo.path, {}, live)).toMatchObject({ code: 99999 });
}, 60_000);

test('password failures leave after the window, a lock only once it has ended: the lock still holds before', async () => {
  await insertUser(t.db, { account: 'cat0001', password: 'Cat@20260' });
  const login = async (password: string) => call(t.app, u.login.path, { account: 'cat0001', password, ...(await t.captcha()) });
  // guesses at an account that does not exist: nothing but the sweep ever removes these
  for (let i = 0; i < 3; i++) await call(t.app, u.login.path, { account: 'nobody99', password: `Wrong@${i}x`, ...(await t.captcha()) });
  for (let i = 0; i < 5; i++) await login(`Wrong@${i}x`);
  expect(await count('loginFailure')).toBe(3);
  expect(await count('accountLock')).toBe(1);

  clock.advance(10 * 60);
  expect(await sweepStaleRows(t.db)).toMatchObject({ loginFailures: 0, accountLocks: 0 });
  expect((await login('Cat@20260')).msg).toMatch(/^账号已被锁定，请 \d+ 分钟后再试/);

  clock.advance(6 * 60);
  expect(await sweepStaleRows(t.db)).toMatchObject({ loginFailures: 3, accountLocks: 1 });
  expect(await count('loginFailure')).toBe(0);
  expect((await login('Cat@20260')).code).toBe(99999);
}, 60_000);

test('captchas go once expired (an answer to one then says it expired, as before); mail codes stay the day the resend limit counts', async () => {
  const stale = await t.captcha();
  clock.advance(200);
  const fresh = await t.captcha();
  clock.advance(101);
  expect(await sweepStaleRows(t.db)).toMatchObject({ captchas: 1 });
  expect(await t.db.selectFrom('captcha').select('id').execute()).toEqual([{ id: fresh.captchaId }]);
  expect(await call(t.app, u.login.path, { account: 'amy0001', password: 'Amy@20260', ...stale })).toMatchObject({
    code: 10002,
    msg: '验证码已过期，请刷新',
  });

  const mailAt = async (email: string) => {
    await insertUser(t.db, { account: `m${email.slice(0, 6)}`, password: 'Mail@2026', email });
    return call(t.app, u.sendMail.path, { email, account: `m${email.slice(0, 6)}`, purpose: 'forgetPwd', ...(await t.captcha()) });
  };
  expect(await mailAt('dora01@example.edu.cn')).toMatchObject({ code: 99999 });
  clock.advance(23 * 3600);
  expect(await mailAt('eric01@example.edu.cn')).toMatchObject({ code: 99999 });
  // dora's code expired long ago but still counts towards her ten a day: it stays
  expect(await sweepStaleRows(t.db)).toMatchObject({ mailCodes: 0 });
  clock.advance(3600 + 1);
  expect(await sweepStaleRows(t.db)).toMatchObject({ mailCodes: 1 });
  expect(await t.db.selectFrom('mailCode').select('email').execute()).toEqual([{ email: 'eric01@example.edu.cn' }]);
}, 60_000);

test('a backlog larger than one batch is swept whole', async () => {
  const userId = await insertUser(t.db, { account: 'fay0001', password: 'Fay@20260' });
  const past = '2020-01-01T00:00:00.000Z';
  const rows = Array.from({ length: 4500 }, (_, i) => ({
    tokenHash: sha256(`t${i}`),
    userId,
    createdAt: past,
    expiresAt: past,
    lastSeenAt: past,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto('session')
      .values(rows.slice(i, i + 500))
      .execute();
  expect((await sweepStaleRows(t.db)).sessions).toBe(4500);
  expect(await count('session')).toBe(0);
}, 60_000);

describe('the incoming folder', () => {
  const dir = () => path.join(t.dataDir, 'incoming');
  const file = (name: string, ageMs: number) => {
    fs.mkdirSync(dir(), { recursive: true });
    const f = path.join(dir(), name);
    fs.writeFileSync(f, 'part');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(f, at, at);
    return f;
  };

  test('only files untouched for the given time go; a folder inside stays; a missing folder is empty', async () => {
    expect(await removeStaleIncoming(dir(), 3600_000)).toBe(0);
    const old = file('aaaa', 2 * 3600_000);
    const recent = file('bbbb', 10 * 60_000);
    fs.mkdirSync(path.join(dir(), 'sub'));
    fs.utimesSync(path.join(dir(), 'sub'), new Date(0), new Date(0));
    expect(await removeStaleIncoming(dir(), 3600_000)).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(fs.existsSync(path.join(dir(), 'sub'))).toBe(true);
  });

  test('sweepOnce logs one line with the counts when it removed something, none otherwise', async () => {
    const { log, lines } = capturedLog();
    await sweepOnce(t.db, dir(), log);
    expect(lines).toHaveLength(0);
    file('cccc', 2 * 3600_000);
    await t.captcha();
    clock.advance(301);
    await sweepOnce(t.db, dir(), log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: '已清理过期数据', captchas: 1, incomingFiles: 1, sessions: 0 });
  });
});

describe('the timer', () => {
  test("the app's housekeeping runs on its own", async () => {
    await t.captcha();
    clock.advance(301);
    const { log } = capturedLog();
    const stop = startHousekeeping(t.db, path.join(t.dataDir, 'incoming'), log, 20);
    try {
      for (let i = 0; i < 100 && (await count('captcha')) > 0; i++) await sleep(20);
    } finally {
      stop();
    }
    expect(await count('captcha')).toBe(0);
  });

  test('a failing run is logged and the next one still comes; a slow run is not doubled', async () => {
    const { log, lines } = capturedLog();
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    const stop = runPeriodically(
      async () => {
        runs += 1;
        concurrent += 1;
        most = Math.max(most, concurrent);
        await sleep(50);
        concurrent -= 1;
        if (runs === 1) throw new Error('disk unplugged');
      },
      5,
      log,
      '清理过期数据失败',
    );
    try {
      for (let i = 0; i < 100 && runs < 3; i++) await sleep(20);
    } finally {
      stop();
    }
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(lines.filter((l) => l.msg === '清理过期数据失败')).toHaveLength(1);
  });
});

test('the audit log is never swept: entries of any age stay, and their chain holds', async () => {
  const entry = (at: string) => ({ actor: null, role: '命令行导入', action: '授予管理角色', target: '测试', at });
  // a year old, half a year old (the legal minimum is six months), and today
  for (const at of ['2025-12-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z', clock.now().toISOString()]) await appendAudit(t.db, entry(at));
  clock.advance(400 * 86_400);
  const { log } = capturedLog();
  await sweepOnce(t.db, path.join(t.dataDir, 'incoming'), log);
  expect(await verifyChain(t.db)).toEqual({ entries: 3, lastAt: expect.any(String), problems: [] });
});
