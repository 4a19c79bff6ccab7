import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import { CODE_OK } from '../../../contract/codes';
import { insertUser } from '../../test/fixtures';
import { RESEND_SECONDS } from './mailCode';
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

// user/sendMail (forgetPwd) must not tell either: a pairing that does not belong together gets the
// very answer a real send gets, counts against the address's limits the same way, and sends nothing.

const askCode = async (account: string, email: string) =>
  call(t.app, u.sendMail.path, { account, email, purpose: 'forgetPwd', ...(await t.captcha()) });

test('sendMail (forgetPwd) answers a mismatched pair exactly as a matching one; only the matching one gets a mail', async () => {
  clock.advance(RESEND_SECONDS + 1); // past the send of the test before
  clock.freeze(); // the wait's seconds are compared below
  const before = t.mails.length;
  const owned = await askCode('olive001', 'olive@example.edu.cn');
  expect(owned).toMatchObject({ code: CODE_OK, msg: '操作成功', data: { expiresIn: 600, resendIn: 60 } });
  expect(t.mails.slice(before).map((m) => m.to)).toEqual(['olive@example.edu.cn']);
  expect(await askCode('olive001', 'peter@example.edu.cn')).toEqual(owned);
  expect(await askCode('nobody01', 'nobody@example.edu.cn')).toEqual(owned);
  // within the address's resend wait the refusal does not depend on the pairing either
  const waiting = await askCode('olive001', 'olive@example.edu.cn');
  expect(waiting).toMatchObject({ code: 10002, msg: expect.stringMatching(/^发送过于频繁，请 \d+ 秒后再试$/) });
  expect(await askCode('peter001', 'olive@example.edu.cn')).toEqual(waiting);
  expect(t.mails).toHaveLength(before + 1);
});

test("a mismatched ask counts against the address's limit like a real one, and leaves its live code usable", async () => {
  await insertUser(t.db, { account: 'quinn001', password: 'Quinn@2026', email: 'quinn@example.edu.cn' });
  expect(await askCode('quinn001', 'quinn@example.edu.cn')).toMatchObject({ code: CODE_OK });
  const code = /验证码为：(\d{6})/.exec(t.mails[t.mails.length - 1].text)![1];
  clock.advance(RESEND_SECONDS + 1);
  const mails = t.mails.length;
  // someone who does not own the address asks for it: same answer, no mail
  expect(await askCode('olive001', 'quinn@example.edu.cn')).toMatchObject({ code: CODE_OK });
  expect(t.mails).toHaveLength(mails);
  // and the address's resend wait started again, as after a real send
  const again = await askCode('quinn001', 'quinn@example.edu.cn');
  expect(again).toMatchObject({ code: 10002, msg: expect.stringMatching(/^发送过于频繁，请 \d+ 秒后再试$/) });
  // the owner's code is not replaced by a code nobody received
  expect(await reset('quinn001', 'quinn@example.edu.cn', code)).toMatchObject({ code: CODE_OK });
});
