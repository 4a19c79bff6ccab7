import { endpoints } from '../../../contract/endpoints';
import { formAction, fragmentOf, hiddenValue, type BrowserLike } from '../../test/sso/browserLike';
import { startCasServer, type RunningCasServer, type TestCasUser } from '../../test/sso/casServer';
import { accountOfTicket, freePort, startSsoApp, ticketOf, type SsoTestApp } from '../../test/sso/ssoApp';
import { call } from '../../test/testApp';
import { EXPIRED } from './flow';
import { CAS_CALLBACK_PATH, SSO_START_PATH } from '../../../contract/ssoPaths';

// Campus sign-in through CAS, against a CAS server written from the CAS 3.0 protocol
// specification (server/test/sso/casServer.ts): start -> <cas>/login -> callback with ST- ->
// p3/serviceValidate (or serviceValidate for CAS 2.0) -> ticket -> user/ssoLogin.

const USERS: TestCasUser[] = [
  // the campus user name is not the 学号: the 学号 is the employeeNumber attribute
  { username: 'zhangsan', password: 'cas-pass-1', attributes: { employeeNumber: '2023010101', cn: '张三' } },
  { username: 'stranger', password: 'cas-pass-2', attributes: { employeeNumber: '9999999999' } },
  // a 学号 with a leading zero stays text all the way
  { username: '0123456', password: 'cas-pass-3', attributes: {} },
];

let cas: RunningCasServer;
beforeAll(async () => {
  cas = await startCasServer({ users: USERS });
});
afterAll(async () => {
  await cas?.stop();
});

/** From the app's start link to the CAS login form: answers the form's address and its service. */
async function toCasForm(t: SsoTestApp, b: BrowserLike, next?: string): Promise<{ action: string; service: string }> {
  const start = `${t.publicUrl}${SSO_START_PATH}${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`;
  const page = await b.walk(start);
  expect(page.res?.status).toBe(200);
  const html = await page.res!.text();
  return { action: formAction(html, page.url.href), service: hiddenValue(html, 'service') };
}

async function signIn(t: SsoTestApp, username: string, password: string, next?: string): Promise<URL> {
  const b = t.browser();
  const { action, service } = await toCasForm(t, b, next);
  const end = await b.walk(action, { form: { service, username, password } });
  expect(end.res).toBeNull();
  expect(b.appCookies).toEqual([]);
  return end.url;
}

describe('CAS 3.0, the 学号 in an attribute', () => {
  let t: SsoTestApp;
  beforeAll(async () => {
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    t = await startSsoApp(publicUrl, { CAS_SERVER_URL: cas.url, CAS_ID_ATTRIBUTE: 'employeeNumber', SSO_LABEL: '校园统一身份认证' }, [
      { account: '2023010101', password: 'Local@2026', name: '张三' },
      // the campus user name of another person: must not be matched, the attribute decides
      { account: 'zhangsan', password: 'Local@2026', name: '另一人' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a roster member signs in; the service is our callback with a state, validated at p3/serviceValidate', async () => {
    const b = t.browser();
    const { service } = await toCasForm(t, b, '/index/party');
    const login = new URL(b.hops[0].location!);
    expect(login.origin + login.pathname).toBe(`${cas.url}/login`);
    expect(service).toMatch(new RegExp(`^${t.publicUrl}${CAS_CALLBACK_PATH}\\?state=[\\w-]{43}$`));
    const from = cas.validations.length;
    const end = await b.walk(`${cas.url}/login`, { form: { service, username: 'zhangsan', password: 'cas-pass-1' } });
    expect(cas.validations.slice(from)).toEqual(['/p3/serviceValidate']);
    expect(fragmentOf(end.url).next).toBe('/index/party');
    const { account, result } = await accountOfTicket(t, ticketOf(end.url));
    expect(account).toBe('2023010101');
    expect(result.userInfo.name).toBe('张三');
  });

  test('an id the roster does not have is told so', async () => {
    expect(fragmentOf(await signIn(t, 'stranger', 'cas-pass-2'))).toEqual({
      ssoError: '统一身份认证账号 9999999999 不在本平台的名册中，请联系所在党支部或党校添加',
    });
  });

  test('a CAS answer without the configured attribute is explained', async () => {
    expect(fragmentOf(await signIn(t, '0123456', 'cas-pass-3')).ssoError).toBe(
      '统一身份认证没有返回学号/工号（属性 employeeNumber），请联系管理员检查 CAS_ID_ATTRIBUTE 设置',
    );
  });

  test('a ticket the CAS server does not know: its authenticationFailure is shown, with its code', async () => {
    const b = t.browser();
    const { service } = await toCasForm(t, b);
    const end = await b.walk(`${service}&ticket=ST-forged-0000`);
    expect(fragmentOf(end.url)).toEqual({ ssoError: '统一身份认证票据校验未通过（INVALID_TICKET），请重新登录' });
  });

  test('a ticket issued for another service is refused by the CAS server (INVALID_SERVICE)', async () => {
    const b = t.browser();
    const { service } = await toCasForm(t, b);
    // the same callback and state, but a service the app would not validate with
    const other = `${service}&extra=1`;
    const end = await b.walk(`${cas.url}/login`, { form: { service: other, username: 'zhangsan', password: 'cas-pass-1' } });
    expect(fragmentOf(end.url)).toEqual({ ssoError: '统一身份认证票据校验未通过（INVALID_SERVICE），请重新登录' });
  });

  test('the callback replayed (its ticket and state used) is refused', async () => {
    const b = t.browser();
    const { action, service } = await toCasForm(t, b);
    const first = await b.walk(action, { form: { service, username: 'zhangsan', password: 'cas-pass-1' } });
    expect(fragmentOf(first.url).sso).toBeTruthy();
    const callbackUrl = b.hops.find((h) => h.url.startsWith(t.publicUrl + CAS_CALLBACK_PATH))!.url;
    expect(fragmentOf((await t.browser().walk(callbackUrl)).url)).toEqual({ ssoError: EXPIRED });
  });

  test('one callback delivered twice at the same moment signs in once', async () => {
    const b = t.browser();
    const { action, service } = await toCasForm(t, b);
    const issued = await b.request(action, { form: { service, username: 'zhangsan', password: 'cas-pass-1' } });
    const callbackUrl = issued.headers.get('location')!;
    expect(callbackUrl.startsWith(t.publicUrl + CAS_CALLBACK_PATH)).toBe(true);
    const both = await Promise.all([t.browser().walk(callbackUrl), t.browser().walk(callbackUrl)]);
    const outcomes = both.map((r) => Object.keys(fragmentOf(r.url))[0]).sort();
    expect(outcomes).toEqual(['sso', 'ssoError']);
  });

  test('a callback without a state this app issued is refused before the CAS server is asked', async () => {
    const from = cas.validations.length;
    const end = await t.browser().walk(`${t.publicUrl}${CAS_CALLBACK_PATH}?state=made-up&ticket=ST-whatever`);
    expect(fragmentOf(end.url)).toEqual({ ssoError: EXPIRED });
    expect(cas.validations.length).toBe(from);
  });

  test('next is kept only as an in-app path', async () => {
    expect(fragmentOf(await signIn(t, 'zhangsan', 'cas-pass-1', '//evil.example')).next).toBeUndefined();
    expect(fragmentOf(await signIn(t, 'zhangsan', 'cas-pass-1', '/index/exam?id=3')).next).toBe('/index/exam?id=3');
  });

  test('ssoOptions: CAS, the configured label, and the CAS logout returning to the login page', async () => {
    const res = await call(t.app, endpoints.user.ssoOptions.path, {});
    expect(res.data).toEqual({
      provider: 'cas',
      label: '校园统一身份认证',
      logoutUrl: `${cas.url}/logout?service=${encodeURIComponent(`${t.publicUrl}/training2/login`)}`,
    });
  });

  test('the access log hides the CAS ticket and our state', async () => {
    const from = t.logLines.length;
    await signIn(t, 'zhangsan', 'cas-pass-1');
    const line = t.logLines.slice(from).find((l) => l.includes(CAS_CALLBACK_PATH) && l.includes('request completed'));
    expect(JSON.parse(line!).req.url).toBe(`${CAS_CALLBACK_PATH}?state=[已隐藏]&ticket=[已隐藏]`);
  });
});

describe('CAS 2.0, the 学号 as cas:user', () => {
  let t: SsoTestApp;
  beforeAll(async () => {
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    t = await startSsoApp(publicUrl, { CAS_SERVER_URL: cas.url, CAS_VERSION: '2' }, [
      { account: '0123456', password: 'Local@2026', name: '零号' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('validated at serviceValidate; a leading zero is kept', async () => {
    const from = cas.validations.length;
    const landing = await signIn(t, '0123456', 'cas-pass-3');
    expect(cas.validations.slice(from)).toEqual(['/serviceValidate']);
    expect((await accountOfTicket(t, ticketOf(landing))).account).toBe('0123456');
  });

  test('ssoOptions without SSO_LABEL: the default label', async () => {
    const res = await call<{ label: string }>(t.app, endpoints.user.ssoOptions.path, {});
    expect(res.data.label).toBe('统一身份认证登录');
  });
});
