import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import { formAction, fragmentOf, type BrowserLike } from '../../test/sso/browserLike';
import { startOidcProvider, type RunningProvider } from '../../test/sso/oidcProvider';
import { accountOfTicket, freePort, startSsoApp, ticketOf, type SsoTestApp } from '../../test/sso/ssoApp';
import { call } from '../../test/testApp';
import { DISABLED } from '../user/refusal';
import { EXPIRED } from './flow';
import { TICKET_INVALID } from './login';
import { OIDC_CALLBACK_PATH, SSO_START_PATH } from '../../../contract/ssoPaths';

// Campus sign-in through OpenID Connect, against a real provider (the `oidc-provider` package)
// on this machine: start -> the provider's login form -> callback -> ticket -> user/ssoLogin.
// The provider releases the 学号 (preferred_username) from its userinfo endpoint only, as the
// strict OIDC default has it, so the app's fallback from the ID token to userinfo is exercised.

const CLIENT = { clientId: 'training2-test', clientSecret: 'test-secret-0123456789abcdef' };

let provider: RunningProvider;
let t: SsoTestApp;

beforeAll(async () => {
  const publicUrl = `http://127.0.0.1:${await freePort()}`;
  provider = await startOidcProvider({
    ...CLIENT,
    redirectUri: publicUrl + OIDC_CALLBACK_PATH,
    postLogoutRedirectUri: `${publicUrl}/training2/login`,
    users: [
      { login: 'zhangsan', password: 'cas-pass-1', claims: { preferred_username: '2023010101', name: '张三' } },
      { login: 'stranger', password: 'cas-pass-2', claims: { preferred_username: '9999999999', name: '外校' } },
      { login: 'lisi', password: 'cas-pass-3', claims: { preferred_username: '2023010102', name: '李四' } },
      { login: 'wangwu', password: 'cas-pass-4', claims: { preferred_username: '2023010103', name: '王五' } },
    ],
  });
  t = await startSsoApp(
    publicUrl,
    { OIDC_ISSUER: provider.url, OIDC_CLIENT_ID: CLIENT.clientId, OIDC_CLIENT_SECRET: CLIENT.clientSecret },
    [
      { account: '2023010101', password: 'Local@2026', name: '张三' },
      { account: '2023010102', password: 'Local@2026', name: '李四', status: 0 },
      { account: '2023010103', password: 'Init@2026', name: '王五', defaultPassword: 1 },
    ],
  );
});

afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

afterEach(() => clock.reset());

/** From the app's start link to the provider's login form: answers the form's address. */
async function toProviderForm(b: BrowserLike, next?: string): Promise<string> {
  const start = `${t.publicUrl}${SSO_START_PATH}${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`;
  const page = await b.walk(start);
  expect(page.res?.status).toBe(200);
  return formAction(await page.res!.text(), page.url.href);
}

/** The whole sign-in as one person: answers the login page's URL the app sends the browser to. */
async function signIn(login: string, password: string, next?: string, b = t.browser()): Promise<URL> {
  const action = await toProviderForm(b, next);
  const end = await b.walk(action, { form: { login, password } });
  expect(end.res).toBeNull();
  expect(b.appCookies).toEqual([]);
  return end.url;
}

test('a roster member signs in: PKCE S256, state and nonce sent; the ticket opens a working session and the next path comes back', async () => {
  const b = t.browser();
  const landing = await signIn('zhangsan', 'cas-pass-1', '/index/exam-center', b);
  const auth = new URL(b.hops[0].location!);
  expect(auth.origin).toBe(provider.url);
  expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
  expect(auth.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(auth.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  expect(auth.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
  expect(auth.searchParams.get('redirect_uri')).toBe(t.publicUrl + OIDC_CALLBACK_PATH);
  expect(landing.pathname).toBe('/training2/login');
  expect(fragmentOf(landing).next).toBe('/index/exam-center');
  // the callback itself carried the provider's code: the app's answer to it holds no secret in its query
  const { account, result } = await accountOfTicket(t, ticketOf(landing));
  expect(account).toBe('2023010101');
  expect(result.userInfo.name).toBe('张三');
  expect(result.defaultPassword).toBe(false);
  // stored hashed: the ticket itself is nowhere in the table
  expect(await t.db.selectFrom('ssoTicket').selectAll().execute()).toEqual([]);
});

test('a ticket works once, also when two tabs redeem it at the same moment', async () => {
  const ticket = ticketOf(await signIn('zhangsan', 'cas-pass-1'));
  const both = await Promise.all([t.ssoLogin(ticket), t.ssoLogin(ticket)]);
  expect(both.map((r) => r.code).sort()).toEqual([10002, CODE_OK]);
  expect(both.find((r) => r.code !== CODE_OK)!.msg).toBe(TICKET_INVALID);
  const again = await t.ssoLogin(ticket);
  expect({ code: again.code, msg: again.msg }).toEqual({ code: 10002, msg: TICKET_INVALID });
});

test('a ticket expires after 60 seconds', async () => {
  const ticket = ticketOf(await signIn('zhangsan', 'cas-pass-1'));
  clock.advance(61);
  const late = await t.ssoLogin(ticket);
  expect({ code: late.code, msg: late.msg }).toEqual({ code: 10002, msg: TICKET_INVALID });
});

test('a ticket redeemed within its minute works', async () => {
  const ticket = ticketOf(await signIn('zhangsan', 'cas-pass-1'));
  clock.advance(59);
  expect((await accountOfTicket(t, ticket)).account).toBe('2023010101');
});

test('an id the roster does not have is told so, and no account is created', async () => {
  const before = await t.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const landing = await signIn('stranger', 'cas-pass-2');
  expect(fragmentOf(landing)).toEqual({ ssoError: '统一身份认证账号 9999999999 不在本平台的名册中，请联系所在党支部或党校添加' });
  const after = await t.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
});

test('a disabled account is refused as a password login refuses it', async () => {
  const ticket = ticketOf(await signIn('lisi', 'cas-pass-3'));
  const res = await t.ssoLogin(ticket);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: 10002, msg: DISABLED });
});

test('an account locked by wrong passwords is refused while the lock holds', async () => {
  await t.db
    .insertInto('accountLock')
    .values({ account: '2023010101', lockedUntil: clock.isoIn(600) })
    .execute();
  try {
    const res = await t.ssoLogin(ticketOf(await signIn('zhangsan', 'cas-pass-1')));
    expect(res.code).toBe(10002);
    expect(res.msg).toMatch(/^账号已被锁定，请 10 分钟后再试/);
  } finally {
    await t.db.deleteFrom('accountLock').execute();
  }
});

test('an account on its initial password is not sent to change it: that password is retired instead', async () => {
  const { result } = await accountOfTicket(t, ticketOf(await signIn('wangwu', 'cas-pass-4')));
  expect(result.defaultPassword).toBe(false);
  expect(result.userInfo.defaultPassword).toBe(false);
  const row = await t.db
    .selectFrom('user')
    .select(['passwordHash', 'defaultPassword'])
    .where('account', '=', '2023010103')
    .executeTakeFirstOrThrow();
  expect(row.defaultPassword).toBe(0);
  expect(await verifyPassword('Init@2026', row.passwordHash)).toBe(false);
  // and the session is not held at the initial-password gate
  const stats = await call(t.app, endpoints.user.graduation.path, {}, result.token);
  expect(stats.code).toBe(CODE_OK);
});

test('a state the app did not issue, or one used already, is refused', async () => {
  const b = t.browser();
  const action = await toProviderForm(b);
  // the provider sends back whatever state it was given: change the one in the authorization request
  const auth = new URL(b.hops[0].location!);
  auth.searchParams.set('state', 'forged-state-value-forged-state-value-forged');
  const forged = t.browser();
  const page = await forged.walk(auth.href);
  const end = await forged.walk(formAction(await page.res!.text(), page.url.href), { form: { login: 'zhangsan', password: 'cas-pass-1' } });
  expect(fragmentOf(end.url)).toEqual({ ssoError: EXPIRED });

  // the genuine one works once; the same callback replayed (its code and state) is refused
  const first = await b.walk(action, { form: { login: 'zhangsan', password: 'cas-pass-1' } });
  expect(fragmentOf(first.url).sso).toBeTruthy();
  const callbackUrl = b.hops.find((h) => h.url.startsWith(t.publicUrl + OIDC_CALLBACK_PATH))!.url;
  const replay = await t.browser().walk(callbackUrl);
  expect(fragmentOf(replay.url)).toEqual({ ssoError: EXPIRED });
});

test('a sign-in left at the provider for more than 10 minutes has lapsed', async () => {
  const b = t.browser();
  const action = await toProviderForm(b);
  clock.advance(601);
  const end = await b.walk(action, { form: { login: 'zhangsan', password: 'cas-pass-1' } });
  expect(fragmentOf(end.url)).toEqual({ ssoError: EXPIRED });
});

test.each([
  ['//evil.example/x', undefined],
  ['https://evil.example/x', undefined],
  ['/\\evil.example', undefined],
  ['javascript:alert(1)', undefined],
  ['/login', undefined],
  ['/index/study?tab=2', '/index/study?tab=2'],
])('next %s comes back as %s', async (next, expected) => {
  const landing = await signIn('zhangsan', 'cas-pass-1', next);
  expect(fragmentOf(landing).next).toBe(expected);
  expect(fragmentOf(landing).sso).toBeTruthy();
});

test('ssoOptions names the provider and its logout, with client_id and the return address but no id token', async () => {
  const res = await call<{ provider: string; label: string; logoutUrl: string }>(t.app, endpoints.user.ssoOptions.path, {});
  expect(res.data.provider).toBe('oidc');
  expect(res.data.label).toBe('统一身份认证登录');
  const logout = new URL(res.data.logoutUrl);
  expect(logout.origin).toBe(provider.url);
  expect(logout.searchParams.get('client_id')).toBe(CLIENT.clientId);
  expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${t.publicUrl}/training2/login`);
  expect(logout.searchParams.has('id_token_hint')).toBe(false);
  // the provider accepts it: it answers its logout confirmation page, not an error
  const page = await fetch(logout);
  expect(page.status).toBe(200);
});

test('the access log hides the provider code and the state of the callback; the ticket never reaches it', async () => {
  const from = t.logLines.length;
  const landing = await signIn('zhangsan', 'cas-pass-1');
  const lines = t.logLines.slice(from).join('\n');
  const callback = t.logLines.slice(from).find((l) => l.includes(OIDC_CALLBACK_PATH) && l.includes('request completed'));
  expect(JSON.parse(callback!).req.url).toMatch(/^\/trainingApi\/sso\/oidc\/callback\?code=\[已隐藏\]&state=\[已隐藏\]&iss=/);
  expect(lines).not.toContain(ticketOf(landing));
  // the sign-in itself is logged, naming the account
  expect(lines).toContain('"account":"2023010101"');
});
