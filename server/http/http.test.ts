import { endpoints } from '../../contract/endpoints';
import { clock } from '../lib/clock';
import { sha256 } from '../lib/tokens';
import { insertStructure, insertUser, type FixtureIds } from '../test/fixtures';
import { multipart } from '../test/multipart';
import { call, createTestApp, type TestApp } from '../test/testApp';

// The request pipeline as a caller sees it: the three encodings, refusals that must be a clear
// 10002 (never a 5xx), unknown paths, the token check with its sliding expiry, and headers.

let t: TestApp;
let ids: FixtureIds;
let token: string;
const stageList = endpoints.user.stageList.path;
const userInfo = endpoints.user.userInfo.path;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  await insertUser(t.db, { account: 'http01', password: 'Abcd@1234' });
  token = await t.login('http01', 'Abcd@1234');
});
afterAll(() => t.close());
afterEach(() => clock.reset());

const inject = (payload: string | Buffer, contentType: string, url = stageList) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

test('a path with a bad percent-encoding is answered with the envelope', async () => {
  for (const url of ['/trainingApi/v1/user/login%c0', '/trainingApi/v1/user/%E0%A4%A']) {
    const res = await t.app.inject({ method: 'POST', url, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10002, msg: '请求地址格式不正确', data: null });
  }
});

describe('bodies', () => {
  test('JSON, form-encoded and multipart bodies reach the same route, strings coerced', async () => {
    const json = await inject(JSON.stringify({ phaseId: ids.phases.second }), 'application/json');
    const form = await inject(`phaseId=${ids.phases.second}`, 'application/x-www-form-urlencoded');
    const mp = multipart({ phaseId: String(ids.phases.second) });
    const multi = await t.app.inject({ method: 'POST', url: stageList, payload: mp.payload, headers: mp.headers });
    for (const res of [json, form, multi]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 99999, data: [{ id: ids.stages.c, name: '集中学习' }] });
    }
  });

  test('no body and an empty JSON body mean "no parameters"', async () => {
    const none = await t.app.inject({ method: 'POST', url: stageList });
    const empty = await inject('', 'application/json');
    expect(none.json().data).toHaveLength(3);
    expect(empty.json().data).toHaveLength(3);
  });

  test('a form-encoded wrong type names the field', async () => {
    expect((await inject('phaseId=abc', 'application/x-www-form-urlencoded')).json()).toEqual({
      code: 10002,
      msg: '培训阶段必须是整数',
      data: null,
    });
  });

  test('malformed JSON is a 10002, not a 400 or 500', async () => {
    const res = await inject('{"phaseId": ', 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10002, msg: '请求内容不是有效的 JSON', data: null });
  });

  test('an unsupported content type is a 10002', async () => {
    const res = await inject('<a/>', 'application/xml');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10002, msg: '不支持的请求格式，请使用 JSON、表单或 multipart/form-data', data: null });
  });

  test('an oversized body is a 10002', async () => {
    const res = await inject(JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10002, msg: '请求内容过大', data: null });
  });

  test('broken multipart is a 10002', async () => {
    const cut = '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    for (const [payload, type] of [
      [cut, 'multipart/form-data; boundary=zzz'],
      ['hello', 'multipart/form-data'],
    ]) {
      const res = await inject(payload, type);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 10002, msg: '上传内容格式不正确，请重新选择文件上传', data: null });
    }
  });

  test('too many multipart fields is a 10002', async () => {
    const fields = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`f${i}`, 'v']));
    const mp = multipart(fields);
    const res = await t.app.inject({ method: 'POST', url: stageList, payload: mp.payload, headers: mp.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10002, msg: '表单字段过多', data: null });
  });
});

describe('paths', () => {
  test('an unknown API path answers HTTP 404 with the envelope', async () => {
    const res = await call(t.app, '/trainingApi/v1/user/noSuchThing', {});
    expect(res).toEqual({ status: 404, code: 10002, msg: '接口不存在：/trainingApi/v1/user/noSuchThing', data: null });
  });

  test('GET on a POST endpoint says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: stageList });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 10002, msg: `接口仅支持 POST 请求：${stageList}`, data: null });
  });
});

describe('token', () => {
  test('no token on a protected route: 请先登录', async () => {
    expect(await call(t.app, userInfo, {})).toMatchObject({ code: 10003, msg: '请先登录', data: null });
  });

  test('an unknown token: 10003 token过期，请重新登录', async () => {
    expect(await call(t.app, userInfo, {}, 'not-a-real-token')).toMatchObject({ code: 10003, msg: 'token过期，请重新登录' });
  });

  test('a token whose expires_at has passed: 10003', async () => {
    const own = await t.login('http01', 'Abcd@1234');
    await t.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', sha256(own))
      .execute();
    expect(await call(t.app, userInfo, {}, own)).toMatchObject({ code: 10003, msg: 'token过期，请重新登录' });
  });

  test('Authorization: Bearer is accepted as well', async () => {
    const res = await t.app.inject({ method: 'POST', url: userInfo, headers: { authorization: `Bearer ${token}` } });
    expect(res.json()).toMatchObject({ code: 99999, data: { account: 'http01' } });
  });

  test('a stale token does not block routes that need none', async () => {
    expect(await call(t.app, stageList, {}, 'stale-token')).toMatchObject({ code: 99999 });
  });

  test('the session slides: renewed once less than half its lifetime is left, not before', async () => {
    const own = await t.login('http01', 'Abcd@1234');
    const expiresAt = async () =>
      (await t.db.selectFrom('session').select('expiresAt').where('tokenHash', '=', sha256(own)).executeTakeFirstOrThrow()).expiresAt;
    const first = await expiresAt();
    await call(t.app, userInfo, {}, own);
    expect(await expiresAt()).toBe(first);
    clock.advance(t.config.tokenTtl * 0.6);
    expect(await call(t.app, userInfo, {}, own)).toMatchObject({ code: 99999 });
    const renewed = await expiresAt();
    expect(new Date(renewed).getTime()).toBeGreaterThan(new Date(first).getTime());
    clock.advance(t.config.tokenTtl * 0.6);
    // Without the renewal this would be past the first expiry.
    expect(await call(t.app, userInfo, {}, own)).toMatchObject({ code: 99999 });
  });

  test('a disabled user is logged out with 10003', async () => {
    const id = await insertUser(t.db, { account: 'http02', password: 'Abcd@1234' });
    const own = await t.login('http02', 'Abcd@1234');
    await t.db.updateTable('user').set({ status: 0 }).where('id', '=', id).execute();
    expect(await call(t.app, userInfo, {}, own)).toMatchObject({ code: 10003, msg: '账号已停用，请联系管理员' });
  });
});

describe('headers', () => {
  test('answers carry nosniff and frame protection; the help page may be framed by the web app only', async () => {
    const api = await t.app.inject({ method: 'POST', url: stageList });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    const help = await t.app.inject({ method: 'GET', url: '/help/' });
    expect(help.headers['x-content-type-options']).toBe('nosniff');
    // The web app on this origin frames it (the help popup); no other site may.
    expect(help.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(help.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
