import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import { insertUser } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// user/forgetPwd must not tell which account goes with which address: without a live reset code
// for the address every pairing gets the same answer, whether the account exists, owns the
// address or not. Only someone holding the right code (the mailbox's owner) learns more.

const u = endpoints.user;
let t: TestApp;
const SETUP_MS = 120_000;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { account: 'olive001', password: 'Olive@2026', email: 'olive@example.edu.cn' });
  await insertUser(t.db, { account: 'peter001', password: 'Peter@2026', email: 'peter@example.edu.cn' });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const reset = (account: string, email: string, mailCode = '123456') =>
  call(t.app, u.forgetPwd.path, { account, email, mailCode, newPassword: 'Reset#2026' });

test('without a live code every account and address answer the same', async () => {
  const owned = await reset('olive001', 'olive@example.edu.cn');
  expect(owned).toMatchObject({ code: 10002, msg: '邮箱验证码已失效，请重新获取' });
  expect(await reset('olive001', 'peter@example.edu.cn')).toEqual(owned);
  expect(await reset('olive001', 'nobody@example.edu.cn')).toEqual(owned);
  expect(await reset('nobody01', 'olive@example.edu.cn')).toEqual(owned);
});

test('a right code for one address does not reset another account', async () => {
  await call(t.app, u.sendMail.path, { email: 'olive@example.edu.cn', account: 'olive001', purpose: 'forgetPwd', ...(await t.captcha()) });
  const code = /验证码为：(\d{6})/.exec(t.mails[t.mails.length - 1].text)![1];
  expect(await reset('peter001', 'olive@example.edu.cn', code)).toMatchObject({ code: 10002, msg: '账号与邮箱不匹配' });
  const peter = await t.db.selectFrom('user').select('passwordHash').where('account', '=', 'peter001').executeTakeFirstOrThrow();
  expect(await verifyPassword('Peter@2026', peter.passwordHash)).toBe(true);
  // the code is still the owner's to use
  expect(await reset('olive001', 'olive@example.edu.cn', code)).toMatchObject({ code: 99999 });
});
