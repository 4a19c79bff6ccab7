import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { insertUser } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { DAILY_LIMIT, RESEND_SECONDS } from './mailCode';

// The mail limit (one code a minute, ten a day per address) under concurrency: requests that
// arrive together must not all pass a count taken before any of them wrote its code, or one
// address can be flooded with mail, each code live with its own five tries.

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

async function captchas(n: number) {
  const all = [];
  for (let i = 0; i < n; i++) all.push(await t.captcha());
  return all;
}

/** `n` sendMail calls at once, each with its own solved captcha. */
async function sendTogether(n: number, body: Record<string, string>) {
  const solved = await captchas(n);
  return Promise.all(solved.map((c) => call(t.app, u.sendMail.path, { ...body, ...c })));
}

const liveCodes = (email: string) => t.db.selectFrom('mailCode').select('id').where('email', '=', email).execute();

test.each([
  ['register', {}],
  ['forgetPwd', { account: 'mallory1' }],
])(
  '50 simultaneous sendMail (%s) to one address send one mail',
  async (purpose, extra) => {
    await insertUser(t.db, { account: 'mallory1', password: 'Mall@2026', email: 'victim@example.edu.cn' });
    const answers = await sendTogether(50, { email: 'victim@example.edu.cn', purpose, ...extra });
    expect(answers.filter((a) => a.code === CODE_OK)).toHaveLength(1);
    expect(answers.filter((a) => /^发送过于频繁，请 \d+ 秒后再试$/.test(a.msg))).toHaveLength(49);
    expect(t.mails).toHaveLength(1);
    expect(await liveCodes('victim@example.edu.cn')).toHaveLength(1);
  },
  120_000,
);

test('the daily limit holds when the last sends of the day arrive together', async () => {
  const email = 'daily@example.edu.cn';
  for (let i = 0; i < DAILY_LIMIT - 1; i++) {
    const [one] = await sendTogether(1, { email, purpose: 'register' });
    expect(one.code).toBe(CODE_OK);
    clock.advance(RESEND_SECONDS + 1);
  }
  const last = await sendTogether(20, { email, purpose: 'register' });
  expect(last.filter((a) => a.code === CODE_OK)).toHaveLength(1);
  clock.advance(RESEND_SECONDS + 1);
  const over = await sendTogether(20, { email, purpose: 'register' });
  expect(over.map((a) => a.msg)).toEqual(Array(20).fill('该邮箱今日发送次数已达上限，请明天再试'));
  expect(t.mails).toHaveLength(DAILY_LIMIT);
}, 120_000);

test('a mail that could not be sent does not count against the limit', async () => {
  const email = 'bounce@example.edu.cn';
  const send = t.mails.push.bind(t.mails);
  let fail = true;
  // the test mailer records into t.mails: make its first delivery fail
  t.mails.push = (...m) => {
    if (fail) {
      fail = false;
      throw new Error('smtp down');
    }
    return send(...m);
  };
  const [first] = await sendTogether(1, { email, purpose: 'register' });
  expect(first).toMatchObject({ code: 10002, msg: '邮件发送失败，请稍后再试' });
  const [again] = await sendTogether(1, { email, purpose: 'register' });
  expect(again.code).toBe(CODE_OK);
  expect(await liveCodes(email)).toHaveLength(1);
}, 60_000);

test('a reset mail that could not be sent is answered as sent (the answer comes first) and does not count', async () => {
  await insertUser(t.db, { account: 'bounce01', password: 'Bounce@2026', email: 'bounce@example.edu.cn' });
  const send = t.mails.push.bind(t.mails);
  let fail = true;
  t.mails.push = (...m) => {
    if (fail) {
      fail = false;
      throw new Error('smtp down');
    }
    return send(...m);
  };
  const body = { email: 'bounce@example.edu.cn', purpose: 'forgetPwd', account: 'bounce01' };
  const [first] = await sendTogether(1, body);
  expect(first).toMatchObject({ code: CODE_OK });
  // the failed mail's code is removed once the failure is known, after the answer
  for (let waited = 0; (await liveCodes('bounce@example.edu.cn')).length > 0; waited += 50) {
    if (waited > 60_000) throw new Error('the failed code was not removed');
    await new Promise((r) => setTimeout(r, 50));
  }
  const [again] = await sendTogether(1, body);
  expect(again.code).toBe(CODE_OK);
  expect(t.mails).toHaveLength(1);
}, 120_000);
