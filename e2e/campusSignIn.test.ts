// Campus sign-in (统一身份认证) in Chromium through the real redirects, issue #44: a server of its
// own started with OIDC against a real OpenID Provider (the `oidc-provider` package), another with
// CAS 3.0 against the test CAS server (both in server/test/sso/, on this machine). 张晓明
// (2023010101, a demo learner) clicks 统一身份认证登录, signs in on the provider's page and lands
// logged in; an id not on the roster comes back to the login page with the reason; logging out
// offers the provider's logout too, which ends the provider's session.
import type { BrowserContext, Page } from 'playwright-core';
import { CAS_CALLBACK_PATH, LOGIN_PAGE_PATH, OIDC_CALLBACK_PATH } from '../contract/ssoPaths';
import { startCasServer, type RunningCasServer } from '../server/test/sso/casServer';
import { startOidcProvider, type RunningProvider } from '../server/test/sso/oidcProvider';
import { DEMO, e2eTest, eventually, localStorageOf, phoneTest } from './support/helpers';
import { freePort, startServer, stopServer, type RunningServer } from './support/server';

const { account, name } = DEMO.newcomer;
/** a person the provider knows whose 学号 is on no roster of the demo */
const STRANGER = { login: 'waixiao', password: 'Waixiao@2026', id: '2099990001' };
const ZHANG = { login: 'zhangxm', password: 'Campus@2026' };
const OIDC_CLIENT = { clientId: 'training2-e2e', clientSecret: 'e2e-secret-0123456789abcdef' };
const SSO_BUTTON = '统一身份认证登录';
const PROVIDER_LOGOUT = '同时退出统一身份认证';
/** the header's user menu (its name on a phone too, where only the avatar shows) */
const USER_MENU = `用户菜单 ${name}`;
const START_MS = 240_000;

/** The server of these tests listens where PUBLIC_URL says: the provider is told its callback before it starts. */
async function startSsoServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  return startServer({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }, timeoutMs: 180_000 });
}

/** Nothing leaves the machine: the provider's pages may ask for web fonts. */
async function stayLocal(context: BrowserContext) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
}

/** For page.waitForURL: the page at `pathname` of `origin`, whatever its query or fragment. */
const at = (origin: string, pathname: string) => (url: URL) => url.origin === origin && url.pathname === pathname;

/** How far the page reaches past the window's right edge (0: no sideways scrolling). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** On the app's login page, 统一身份认证登录: answers once the provider's sign-in form (`field`) shows. */
async function clickSsoButton(page: Page, providerUrl: string, field: string) {
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await page.locator(field).waitFor();
  expect(new URL(page.url()).origin).toBe(providerUrl);
}

/** Back from the provider: the app's home with the learner's name in the header, the session marked as campus sign-in. */
async function landsLoggedIn(page: Page, app: RunningServer) {
  await page.waitForURL(at(app.origin, '/training2/index/home'));
  await page.getByRole('button', { name: USER_MENU }).waitFor();
  expect(new URL(page.url()).hash).toBe('');
  // written by redux-persist on its own timer
  await eventually(
    async () => {
      const stored = await localStorageOf(page);
      expect(stored.training2_token).toMatch(/\S{20,}/);
      expect(stored.training2_sso).toBe('1');
      expect(JSON.parse(stored.training2_userInfo)).toMatchObject({ account, name });
    },
    10_000,
    'the campus session in localStorage',
  );
}

/** 退出登录 from the user menu: answers the login page's offer of the provider's logout. */
async function logOut(page: Page, app: RunningServer) {
  await page.getByRole('button', { name: USER_MENU }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL(at(app.origin, LOGIN_PAGE_PATH));
  const offer = page.getByRole('link', { name: PROVIDER_LOGOUT });
  await offer.waitFor();
  await page.getByText('已退出本平台。').waitFor();
  expect(await localStorageOf(page)).not.toHaveProperty('training2_token');
  return offer;
}

/** The login page after an id the roster does not know: the reason under the form, nothing kept in the address. */
async function refusedForStranger(page: Page, app: RunningServer) {
  const reason = page.getByRole('alert').filter({ hasText: STRANGER.id });
  await reason.waitFor();
  expect(await reason.innerText()).toMatch(/名册/);
  expect(new URL(page.url()).origin).toBe(app.origin);
  expect(new URL(page.url()).pathname).toBe(LOGIN_PAGE_PATH);
  expect(new URL(page.url()).hash).toBe('');
  expect(await localStorageOf(page)).not.toHaveProperty('training2_token');
}

// One scope for every test: e2eTest closes its Chromium in an afterAll of the scope of its first
// call, so a describe block would close it before the other block's tests.
let oidc: RunningProvider;
let oidcApp: RunningServer;
let cas: RunningCasServer;
let casApp: RunningServer;

beforeAll(async () => {
  // one after the other: each server migrates and seeds its own demo database
  const oidcPort = await freePort();
  const publicUrl = `http://127.0.0.1:${oidcPort}`;
  oidc = await startOidcProvider({
    ...OIDC_CLIENT,
    redirectUri: publicUrl + OIDC_CALLBACK_PATH,
    postLogoutRedirectUri: publicUrl + LOGIN_PAGE_PATH,
    users: [
      { login: ZHANG.login, password: ZHANG.password, claims: { preferred_username: account, name } },
      { login: STRANGER.login, password: STRANGER.password, claims: { preferred_username: STRANGER.id, name: '外校来访' } },
    ],
  });
  oidcApp = await startSsoServer(oidcPort, {
    OIDC_ISSUER: oidc.url,
    OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
    OIDC_ID_CLAIM: 'preferred_username',
  });
  cas = await startCasServer({
    users: [
      { username: ZHANG.login, password: ZHANG.password, attributes: { employeeNumber: account, cn: name } },
      { username: STRANGER.login, password: STRANGER.password, attributes: { employeeNumber: STRANGER.id, cn: '外校来访' } },
    ],
  });
  casApp = await startSsoServer(await freePort(), { CAS_SERVER_URL: cas.url, CAS_VERSION: '3', CAS_ID_ATTRIBUTE: 'employeeNumber' });
}, 2 * START_MS);

afterAll(async () => {
  const keepData = process.env.E2E_KEEP_DATA === '1';
  if (oidcApp) await stopServer(oidcApp, { keepData });
  if (casApp) await stopServer(casApp, { keepData });
  await oidc?.stop();
  await cas?.stop();
});

// OIDC: authorization code with PKCE, the 学号 in preferred_username (from userinfo)
e2eTest(
  'OIDC：张晓明点击统一身份认证登录，在认证中心登录后回到首页；退出后可同时退出认证中心，再登录要重新输入密码',
  async ({ page, context }) => {
    await stayLocal(context);
    await page.goto(`${oidcApp.origin}${LOGIN_PAGE_PATH}`);
    // the captcha form stays for local accounts
    await page.locator('form.login-form').getByLabel('验证码', { exact: true }).waitFor();
    await clickSsoButton(page, oidc.url, '#login');
    await page.locator('#login').fill(ZHANG.login);
    await page.locator('#password').fill(ZHANG.password);
    await page.locator('#submit').click();
    await landsLoggedIn(page, oidcApp);

    const offer = await logOut(page, oidcApp);
    const logoutUrl = new URL((await offer.getAttribute('href'))!);
    expect(logoutUrl.origin).toBe(oidc.url);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(oidcApp.origin + LOGIN_PAGE_PATH);
    await offer.click();
    // the provider's own confirmation (oidc-provider's page), then back to the login page
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(at(oidcApp.origin, LOGIN_PAGE_PATH));
    await page.getByRole('link', { name: SSO_BUTTON }).waitFor();
    expect(await page.getByRole('link', { name: PROVIDER_LOGOUT }).count()).toBe(0);
    // the provider's session ended with it: signing in again asks for the password there
    await clickSsoButton(page, oidc.url, '#login');
  },
);

e2eTest('OIDC：从 /trainingApi/sso/start?next= 开始，登录后回到要去的页面', async ({ page, context }) => {
  await stayLocal(context);
  await page.goto(`${oidcApp.origin}/trainingApi/sso/start?next=${encodeURIComponent('/index/notices')}`);
  await page.locator('#login').fill(ZHANG.login);
  await page.locator('#password').fill(ZHANG.password);
  await page.locator('#submit').click();
  await page.waitForURL(at(oidcApp.origin, '/training2/index/notices'));
  await page.getByRole('button', { name: USER_MENU }).waitFor();
  await eventually(async () => expect((await localStorageOf(page)).training2_sso).toBe('1'), 10_000, 'training2_sso');
});

e2eTest('OIDC：学号不在名册中的人回到登录页，看到原因，没有登录', async ({ page, context }) => {
  await stayLocal(context);
  await page.goto(`${oidcApp.origin}${LOGIN_PAGE_PATH}`);
  await clickSsoButton(page, oidc.url, '#login');
  await page.locator('#login').fill(STRANGER.login);
  await page.locator('#password').fill(STRANGER.password);
  await page.locator('#submit').click();
  await refusedForStranger(page, oidcApp);
});

// CAS 3.0: p3/serviceValidate, the 学号 in the attribute employeeNumber; on a phone (390 px)
phoneTest(
  'CAS（手机）：张晓明点击统一身份认证登录，登录后回到首页；退出后同时退出统一身份认证；名册外的人看到原因',
  async ({ page, context }) => {
    await stayLocal(context);
    await page.goto(`${casApp.origin}${LOGIN_PAGE_PATH}`);
    const button = page.getByRole('link', { name: SSO_BUTTON });
    await button.waitFor();
    // a finger's room, and nothing past the screen's edge
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await sideways(page)).toBe(0);
    const start = new URL((await button.getAttribute('href'))!);
    expect(start.pathname).toBe('/trainingApi/sso/start');

    await clickSsoButton(page, cas.url, '#username');
    expect(new URL(page.url()).searchParams.get('service')).toContain(casApp.origin + CAS_CALLBACK_PATH);
    await page.locator('#username').fill(ZHANG.login);
    await page.locator('#password').fill(ZHANG.password);
    await page.locator('#submit').click();
    await landsLoggedIn(page, casApp);
    expect(cas.validations).toContain('/p3/serviceValidate');

    const offer = await logOut(page, casApp);
    expect(await offer.getAttribute('href')).toBe(`${cas.url}/logout?service=${encodeURIComponent(casApp.origin + LOGIN_PAGE_PATH)}`);
    expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await sideways(page)).toBe(0);
    const loaded = page.waitForEvent('load');
    await offer.click();
    // CAS §2.3: the logout sends the browser back to `service`, the login page (a new page load), now without the offer
    await loaded;
    await page.waitForURL(at(casApp.origin, LOGIN_PAGE_PATH));
    await page.getByRole('link', { name: SSO_BUTTON }).waitFor();
    expect(await page.getByRole('link', { name: PROVIDER_LOGOUT }).count()).toBe(0);

    await clickSsoButton(page, cas.url, '#username');
    await page.locator('#username').fill(STRANGER.login);
    await page.locator('#password').fill(STRANGER.password);
    await page.locator('#submit').click();
    await refusedForStranger(page, casApp);
    expect(await sideways(page)).toBe(0);
  },
);
