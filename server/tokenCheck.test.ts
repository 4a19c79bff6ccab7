import { CODE_OK, CODE_TOKEN_EXPIRED } from '../contract/codes';
import { endpoints } from '../contract/endpoints';
import { checkToken, type Lookup } from './http/auth';
import { createDb } from './db/database';
import { inTransaction } from './db/transaction';
import { clock } from './lib/clock';
import { sha256 } from './lib/tokens';
import { insertUser } from './test/fixtures';
import { call, createTestApp, type TestApp } from './test/testApp';

// Whatever ends or changes a session reaches the token check of the very next call: writes
// through the app, raw SQL, a rolled-back transaction, and writes by another connection.

const userInfo = endpoints.user.userInfo.path;
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ sqliteInFile: true });
}, 120_000);
afterAll(() => t.close(), 120_000);
afterEach(() => clock.reset());

async function learner(appId = 6): Promise<{ id: number; token: string }> {
  n += 1;
  const id = await insertUser(t.db, { account: `cache${n}`, password: 'Cache@2026', appId });
  const token = await t.login(`cache${n}`, 'Cache@2026');
  // checked once before whatever the test then changes
  expect(await call(t.app, userInfo, {}, token)).toMatchObject({ code: CODE_OK });
  return { id, token };
}

const check = async (token: string): Promise<Lookup> => checkToken(t.db, token, t.config.tokenTtl);

test('a checked session answers its caller', async () => {
  const { id, token } = await learner();
  expect(await check(token)).toEqual({ user: { id, account: `cache${n}`, appId: 6, defaultPassword: false } });
});

test('logout ends a checked session at once', async () => {
  const { token } = await learner();
  expect(await call(t.app, endpoints.user.logout.path, {}, token)).toMatchObject({ code: CODE_OK });
  expect(await call(t.app, userInfo, {}, token)).toMatchObject({ code: CODE_TOKEN_EXPIRED, msg: 'token过期，请重新登录' });
});

test('a user disabled, or moved to another app, is seen on the next call', async () => {
  const a = await learner();
  await t.db.updateTable('user').set({ appId: 5 }).where('id', '=', a.id).execute();
  expect(await check(a.token)).toMatchObject({ user: { id: a.id, appId: 5 } });
  await t.db.updateTable('user').set({ status: 0 }).where('id', '=', a.id).execute();
  expect(await call(t.app, userInfo, {}, a.token)).toMatchObject({ code: CODE_TOKEN_EXPIRED, msg: '账号已停用，请联系管理员' });
});

test('a session ended or cut short by plain SQL is refused on the next call', async () => {
  const a = await learner();
  const b = await learner();
  await t.db
    .updateTable('session')
    .set({ expiresAt: clock.isoIn(-1) })
    .where('tokenHash', '=', sha256(a.token))
    .execute();
  expect(await check(a.token)).toEqual({ problem: 'token过期，请重新登录' });
  await t.db.deleteFrom('session').where('userId', '=', b.id).execute();
  expect(await check(b.token)).toEqual({ problem: 'token过期，请重新登录' });
});

test('expiry is judged on every call, with the clock of that call', async () => {
  const { token } = await learner();
  clock.advance(t.config.tokenTtl + 1);
  expect(await call(t.app, userInfo, {}, token)).toMatchObject({ code: CODE_TOKEN_EXPIRED, msg: 'token过期，请重新登录' });
});

test('a change rolled back leaves the session valid', async () => {
  const { id, token } = await learner();
  await expect(
    inTransaction(t.db, async (trx) => {
      await trx.deleteFrom('session').where('userId', '=', id).execute();
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await check(token)).toMatchObject({ user: { id } });
});

test('a session ended by another connection (another process on the file) is refused on the next call', async () => {
  const a = await learner();
  const b = await learner();
  const other = createDb({ databaseUrl: t.config.databaseUrl, sqliteFile: t.config.sqliteFile });
  try {
    await other.deleteFrom('session').where('tokenHash', '=', sha256(a.token)).execute();
    await other.updateTable('user').set({ status: 0 }).where('id', '=', b.id).execute();
  } finally {
    await other.destroy();
  }
  expect(await call(t.app, userInfo, {}, a.token)).toMatchObject({ code: CODE_TOKEN_EXPIRED, msg: 'token过期，请重新登录' });
  expect(await call(t.app, userInfo, {}, b.token)).toMatchObject({ code: CODE_TOKEN_EXPIRED, msg: '账号已停用，请联系管理员' });
});
