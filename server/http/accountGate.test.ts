import type { AddressInfo } from 'node:net';
import { CODE_OK, MSG_CHANGE_INITIAL_PASSWORD } from '../../contract/codes';
import { allEndpoints, endpoints, type EndpointInfo } from '../../contract/endpoints';
import { insertStructure, insertUser } from '../test/fixtures';
import { call, createTestApp, type TestApp } from '../test/testApp';
import { ACCOUNT_ENDPOINTS, MSG_OTHER_SYSTEM } from './accountGate';

// Every endpoint that needs a token, present and future (the walk reads the contract's list):
// an account on its initial password and a user of another system of the platform (appId 1-4)
// are refused on all of them but the account's own calls, whatever the body, over app.inject
// over app.inject and, for the quiet endpoints, over real HTTP as well.

let t: TestApp;
let origin = '';
const SETUP_MS = 120_000;

beforeAll(async () => {
  t = await createTestApp();
  await insertStructure(t.db);
  await insertUser(t.db, { account: 'init0001', password: 'Init@2026', defaultPassword: 1 });
  await insertUser(t.db, { account: 'other001', password: 'Other@2026', appId: 1 });
  // another system's user who also still has the initial password: the other system is named first
  await insertUser(t.db, { account: 'other002', password: 'Other@2026', appId: 4, defaultPassword: 1 });
  await insertUser(t.db, { account: 'learn001', password: 'Learn@2026' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const isAccountCall = (e: EndpointInfo) => ACCOUNT_ENDPOINTS[e.group]?.includes(e.name) ?? false;
const gated = allEndpoints.filter((e) => e.auth && !isAccountCall(e));
const accountCalls = allEndpoints.filter((e) => e.auth && isAccountCall(e));

/** What each gated endpoint answers this token, by path (an empty body: the refusal comes before the body is looked at). */
async function walk(token: string): Promise<Record<string, { code: number; msg: string; status: number }>> {
  const out: Record<string, { code: number; msg: string; status: number }> = {};
  for (const e of gated) {
    const { code, msg, status } = await call(t.app, e.path, {}, token);
    out[e.path] = { code, msg, status };
  }
  return out;
}

test('the walk covers the whole contract: every group, the account calls, the quiet endpoints', () => {
  expect(gated.length).toBeGreaterThan(150);
  expect(new Set(gated.map((e) => e.group)).size).toBe(Object.keys(endpoints).length);
  expect(accountCalls.map((e) => e.path).sort()).toEqual(
    [endpoints.user.userInfo.path, endpoints.user.updatePassword.path, endpoints.user.logout.path].sort(),
  );
});

test.each([
  ['an account on its initial password', 'init0001', 'Init@2026', MSG_CHANGE_INITIAL_PASSWORD],
  ['a user of another system (appId 1)', 'other001', 'Other@2026', MSG_OTHER_SYSTEM],
  ['a user of another system on its initial password (appId 4)', 'other002', 'Other@2026', MSG_OTHER_SYSTEM],
])(
  '%s is refused on every endpoint but userInfo, updatePassword and logout',
  async (_who, account, password, msg) => {
    const token = await t.login(account, password);
    const answers = await walk(token);
    const notRefused = Object.entries(answers).filter(([, a]) => !(a.status === 200 && a.code === 10002 && a.msg === msg));
    expect(notRefused).toEqual([]);
    // the account's own calls stay open
    expect(await call(t.app, endpoints.user.userInfo.path, {}, token)).toMatchObject({ code: CODE_OK, data: { account } });
    expect(await call(t.app, endpoints.user.logout.path, {}, token)).toMatchObject({ code: CODE_OK });
  },
  120_000,
);

test('a learner who has changed the password is never given either refusal (the walk can tell them apart)', async () => {
  const token = await t.login('learn001', 'Learn@2026');
  const answers = await walk(token);
  const refused = Object.entries(answers).filter(([, a]) => a.msg === MSG_CHANGE_INITIAL_PASSWORD || a.msg === MSG_OTHER_SYSTEM);
  expect(refused).toEqual([]);
  // the paths exist: none answered "not found"
  expect(Object.values(answers).filter((a) => a.status === 404)).toEqual([]);
}, 120_000);

test('the refusal ends with the password change: the same session then reaches the platform', async () => {
  await insertUser(t.db, { account: 'init0002', password: 'Init@2026', defaultPassword: 1 });
  const token = await t.login('init0002', 'Init@2026');
  expect(await call(t.app, endpoints.cms.notices.path, {}, token)).toMatchObject({ code: 10002, msg: MSG_CHANGE_INITIAL_PASSWORD });
  expect(
    await call(t.app, endpoints.user.updatePassword.path, { oldPassword: 'Init@2026', newPassword: 'Better#2027' }, token),
  ).toMatchObject({ code: CODE_OK });
  expect(await call(t.app, endpoints.cms.notices.path, {}, token)).toMatchObject({ code: CODE_OK });
}, 60_000);

test('the quiet endpoints refuse the same way over real HTTP', async () => {
  const quiet = [endpoints.lesson.resourceTime, endpoints.cadre.setResourceTime, endpoints.exam.saveExamAnswer];
  const tokens = {
    [MSG_CHANGE_INITIAL_PASSWORD]: await t.login('init0001', 'Init@2026'),
    [MSG_OTHER_SYSTEM]: await t.login('other001', 'Other@2026'),
  };
  for (const [msg, token] of Object.entries(tokens)) {
    for (const e of quiet) {
      const body = JSON.stringify({
        sessionId: '0123456789abcdef0123456789abcdef',
        position: 1,
        playing: true,
        examRecordId: 1,
        questionId: 1,
        answer: 'A',
      });
      const res = await fetch(origin + e.path, { method: 'POST', headers: { 'content-type': 'application/json', token }, body });
      expect(await res.json()).toEqual({ code: 10002, msg, data: null });
    }
  }
}, 60_000);
