import { endpoints } from '../../../contract/endpoints';
import { throttledMessage } from '../../http/rateLimits';
import { freePort } from '../../test/sso/ssoApp';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { TICKET_INVALID } from './login';
import { CAS_CALLBACK_PATH, OIDC_CALLBACK_PATH, SSO_START_PATH } from '../../../contract/ssoPaths';

// Campus sign-in when it is not configured, when the provider cannot be reached, and under the
// sign-in rate limit.

const errorOf = (location: string | undefined) => {
  expect(location).toMatch(/^\/training2\/login#ssoError=/);
  return decodeURIComponent(location!.slice(location!.indexOf('=') + 1));
};

describe('not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('ssoOptions says so; the browser routes send back to the login page with a message; a ticket is refused', async () => {
    expect((await call(t.app, endpoints.user.ssoOptions.path, {})).data).toEqual({
      provider: null,
      label: '统一身份认证登录',
      logoutUrl: null,
    });
    for (const url of [SSO_START_PATH, `${OIDC_CALLBACK_PATH}?code=x&state=y`, `${CAS_CALLBACK_PATH}?ticket=ST-1&state=y`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(errorOf(res.headers.location as string)).toBe('本平台未配置统一身份认证，请使用账号密码登录');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const res = await call(t.app, endpoints.user.ssoLogin.path, { ticket: 'no-such-ticket' });
    expect({ code: res.code, msg: res.msg }).toEqual({ code: 10002, msg: TICKET_INVALID });
  });
});

describe('the provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a port nobody listens on
    const issuer = `http://127.0.0.1:${await freePort()}`;
    t = await createTestApp({
      env: { PUBLIC_URL: 'http://127.0.0.1:9', OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('start answers a message instead of an error page; ssoOptions still offers the sign-in, without a logout', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SSO_START_PATH}?next=/index/home` });
    expect(errorOf(res.headers.location as string)).toBe('暂时无法连接统一身份认证服务器，请稍后再试');
    expect((await call(t.app, endpoints.user.ssoOptions.path, {})).data).toEqual({
      provider: 'oidc',
      label: '统一身份认证登录',
      logoutUrl: null,
    });
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGN_IN: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the SSO routes and ssoLogin count toward the sign-in limit of the client address', async () => {
    const from = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    expect((await from('10.0.0.7', SSO_START_PATH)).statusCode).toBe(302);
    expect((await from('10.0.0.7', `${CAS_CALLBACK_PATH}?state=a&ticket=b`)).statusCode).toBe(302);
    const login = await t.app.inject({
      method: 'POST',
      url: endpoints.user.ssoLogin.path,
      payload: { ticket: 'x' },
      remoteAddress: '10.0.0.7',
    });
    expect(login.json().msg).toBe(TICKET_INVALID);
    const fourth = await from('10.0.0.7', `${OIDC_CALLBACK_PATH}?code=a&state=b`);
    // the window is the clock's minute: the wait is what is left of it
    expect(fourth.json().msg).toMatch(new RegExp(`^${throttledMessage(0).replace('0', '\\d+')}$`));
    // another address is not held up
    expect((await from('10.0.0.8', SSO_START_PATH)).statusCode).toBe(302);
  });
});
