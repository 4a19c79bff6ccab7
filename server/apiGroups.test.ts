import { allEndpoints, endpoints } from '../contract/endpoints';
import { apiGroups } from './app';
import * as center from './modules/center/service';
import { insertStructure, insertUser } from './test/fixtures';
import { call, createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertStructure(t.db);
  await insertUser(t.db, { account: 'nina001', password: 'Nina@2026', orgId: ids.orgs.branch });
  token = await t.login('nina001', 'Nina@2026');
}, 120_000);
afterAll(() => t.close(), 120_000);
afterEach(() => jest.restoreAllMocks());

test('every group of the contract is in the app list, and every endpoint answers POST at its path', () => {
  expect(apiGroups.map((g) => g.group).sort()).toEqual(Object.keys(endpoints).sort());
  const missing = allEndpoints.filter((e) => !t.app.hasRoute({ method: 'POST', url: e.path }));
  expect(missing.map((e) => `${e.group}/${e.name}`)).toEqual([]);
});

test('a field the contract does not declare never leaves the server', async () => {
  const real = center.userDetail;
  jest.spyOn(center, 'userDetail').mockImplementation(async (db, id) => ({ ...(await real(db, id)), passwordHash: 'scrypt$leak' }));
  const res = await t.app.inject({ method: 'POST', url: endpoints.center.userDetail.path, headers: { token }, payload: {} });
  expect(res.json()).toMatchObject({ code: 99999, data: { account: 'nina001' } });
  expect(res.body).not.toContain('passwordHash');
  expect(res.body).not.toContain('scrypt$leak');
});

test('refusals pass the same serialiser with data null', async () => {
  expect(await call(t.app, endpoints.center.userDetail.path, {})).toEqual({ code: 10003, msg: '请先登录', data: null, status: 200 });
  expect(await call(t.app, endpoints.center.editUser.path, { phone: '123' }, token)).toEqual({
    code: 10002,
    msg: '手机号长度应为 11 个字符',
    data: null,
    status: 200,
  });
});
