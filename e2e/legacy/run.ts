// `npm run test:legacy`: the built app in old Chromium builds (default 83 and 109; LEGACY_BROWSERS=
// 83,89,109 picks others) against the real server. In each browser it logs in through the login
// form, opens every route of the table (e2e/legacy/routes.ts) and fails on a page error, a console
// error, a blank page or the error panel; then it compares key screens with Debian's current
// Chromium: the boxes and colours of their landmarks (headings, inputs, buttons, radios, images,
// links) within a tolerance. A browser older than Chromium 80 is simulated in current Chromium and
// must get the Chinese page naming the browsers to use. Screenshots of both browsers go to e2e/artifacts/ when a check fails.
// Ends with `legacy: N passed, M failed`; exits 1 on any failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/buildIfStale';
import { readCaptchaAnswer } from '../support/api';
import { launchBrowser, newContext, VIEWPORT } from '../support/browser';
import { loginForm } from '../support/helpers';
import { SETTLED } from '../support/settle';
import { startServer, stopServer, type RunningServer } from '../support/server';
import { BROWSERS, launchArgs, loadPuppeteer, prepareBrowser, type PPage } from './browsers';
import { collectLandmarks, compareLandmarks, type Landmark } from './landmarks';
import { consoleAddresses, consolePatterns, concreteRoutes, routePatterns, uncoveredPatterns, type Ids } from './routes';

const ROOT = path.resolve(__dirname, '..', '..');
const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const APP = '/training2/';
const ACCOUNT = { account: '2023010101', password: 'Dangjian@2026' };
/** a branch secretary (demo data): the console's review, people, messages and dashboard */
const ORGANISER = { account: 'zb001', password: 'Zuzhi@2026' };
const RUN_DEADLINE_MS = 12 * 60_000;

/** Screens compared with current Chromium: how to reach them and what to measure. */
interface Screen {
  name: string;
  route: string;
  loggedIn: boolean;
  open?: 'forgot';
  selectors: string;
}
const SCREENS: Screen[] = [
  { name: 'login', route: 'login', loggedIn: false, selectors: 'h1, h2, label, input, button, .login__card' },
  {
    name: 'forgot-password dialog',
    route: 'login',
    loggedIn: false,
    open: 'forgot',
    selectors: '[role=dialog], [role=dialog] h2, [role=dialog] label, [role=dialog] input, [role=dialog] button',
  },
  { name: 'home', route: 'index/home', loggedIn: true, selectors: 'header, nav a, main h2, main h3, main img, main button, footer' },
  { name: 'notices', route: 'index/notices', loggedIn: true, selectors: 'main h2, main input, main button, main a, main li' },
  {
    name: 'modify-info',
    route: 'personal-space/my/modify-info',
    loggedIn: true,
    selectors: 'main label, main input, main select, main button, main [data-part=control], main [data-part=item]',
  },
  { name: 'modify-password', route: 'personal-space/my/modify-pwd', loggedIn: true, selectors: 'main label, main input, main button' },
];

interface Check {
  browser: string;
  name: string;
  ok: boolean;
  detail?: string;
}
const checks: Check[] = [];
const record = (browser: string, name: string, ok: boolean, detail?: string) => {
  checks.push({ browser, name, ok, detail });
  console.log(
    `${ok ? 'ok  ' : 'FAIL'}  ${browser.padEnd(13)} ${name}${detail ? `\n        ${detail.split('\n').join('\n        ')}` : ''}`,
  );
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fileName = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '-');

function demoIds(dbFile: string): Ids {
  const db = new Database(dbFile, { readonly: true, timeout: 5000 });
  try {
    const first = (table: string) =>
      (db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).get() as { id: number } | undefined)?.id ?? 1;
    return { notice: first('notice'), news: first('news') };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Reference: Debian's current Chromium (playwright-core)

async function referenceScreens(server: RunningServer) {
  const browser = await launchBrowser();
  const shots = new Map<string, Buffer>();
  const landmarks = new Map<string, Landmark[]>();
  try {
    const context = await newContext(browser, server.origin);
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const settle = async () => {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // polled with page.evaluate (a DevTools evaluation): waitForFunction with a string polls
      // it through eval inside the page, which the app's CSP (no 'unsafe-eval') refuses
      // whenever the page is not settled at the first check
      const deadline = Date.now() + 60_000;
      while (!(await page.evaluate(SETTLED))) {
        if (Date.now() > deadline) throw new Error(`page did not settle within 60 s: ${page.url()}`);
        await sleep(100);
      }
      await sleep(400);
    };
    for (const screen of SCREENS.filter((s) => !s.loggedIn)) {
      await page.goto(`${APP}${screen.route}`);
      await settle();
      if (screen.open === 'forgot') {
        await openForgot(page);
        await settle();
      }
      landmarks.set(screen.name, await page.evaluate(collectLandmarks(screen.selectors)));
      shots.set(screen.name, await page.screenshot({ fullPage: true }));
    }
    await loginModern(page, server);
    for (const screen of SCREENS.filter((s) => s.loggedIn)) {
      await page.goto(`${APP}${screen.route}`);
      await settle();
      landmarks.set(screen.name, await page.evaluate(collectLandmarks(screen.selectors)));
      shots.set(screen.name, await page.screenshot({ fullPage: true }));
    }
  } finally {
    await browser.close();
  }
  return { shots, landmarks };
}

async function openForgot(page: Page) {
  await page.getByRole('button', { name: '忘记密码' }).click();
  await page.getByRole('dialog').waitFor();
  // The old browsers open it with a DOM click: leave no pointer hovering over what the dialog put
  // under it (its 重置密码 button), or the reference shows a hover colour they never do.
  await page.mouse.move(0, 0);
  await sleep(600); // the dialog's opening animation
}

async function loginModern(page: Page, server: RunningServer) {
  let captchaId: string | null = null;
  page.on('response', async (response) => {
    if (!/\/user\/(generateCaptcha|getCaptcha)$/.test(new URL(response.url()).pathname)) return;
    captchaId = (await response.json().catch(() => null))?.data?.captchaId ?? captchaId;
  });
  await page.goto(`${APP}login`);
  await loginForm(page).getByLabel('账号', { exact: true }).fill(ACCOUNT.account);
  await loginForm(page).getByLabel('密码', { exact: true }).fill(ACCOUNT.password);
  for (let i = 0; i < 100 && !captchaId; i++) await sleep(100);
  await loginForm(page).getByLabel('验证码', { exact: true }).fill(readCaptchaAnswer(server.dbFile, captchaId!));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/index\/home/, { timeout: 60_000 });
}

/**
 * A browser older than Chromium 80 (none ships in npm to run here) simulated in current Chromium:
 * no Promise.allSettled, and the app's entry script a syntax error, as modern syntax is to such a
 * browser. It must get the Chinese page naming the browsers to use, not a blank page.
 */
async function unsupportedPage(server: RunningServer) {
  const label = 'Chromium < 80';
  const browser = await launchBrowser();
  try {
    const page = await (await newContext(browser, server.origin)).newPage();
    await page.addInitScript('delete Promise.allSettled');
    await page.route('**/assets/main.*.js', (route) => route.fulfill({ body: 'const a = ;', contentType: 'text/javascript' }));
    await page.goto(`${APP}login`);
    const box = page.locator('#unsupported-browser');
    await box.waitFor({ state: 'visible', timeout: 30_000 });
    const text = await box.innerText();
    const ok = text.includes('浏览器版本过低') && text.includes('Chrome 80') && text.includes('极速模式');
    record(label, 'simulated: the Chinese page naming the browsers to use', ok, ok ? undefined : text);
  } catch (error) {
    record(label, 'simulated: the Chinese page naming the browsers to use', false, (error as Error).message);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// An old Chromium (puppeteer-core 5.3.1)

async function runLegacy(version: string, server: RunningServer, ids: Ids, reference: Awaited<ReturnType<typeof referenceScreens>>) {
  const spec = BROWSERS[version];
  if (!spec) {
    record(`Chromium ${version}`, 'known browser', false, `no build known for ${version} (known: ${Object.keys(BROWSERS).join(', ')})`);
    return;
  }
  const label = spec.name;
  const { binary, lib } = prepareBrowser(spec);
  const puppeteer = loadPuppeteer();
  const browser = await puppeteer.launch({
    executablePath: binary,
    headless: true,
    args: launchArgs(),
    env: { ...process.env, LD_LIBRARY_PATH: lib },
    defaultViewport: VIEWPORT,
    timeout: 60_000,
  });
  const errors: string[] = [];
  let page: PPage | null = null;
  const artifacts = (what: string, p: PPage | null) => {
    if (!p) return Promise.resolve('');
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, `legacy-${fileName(label)}-${fileName(what)}.png`);
    return p.screenshot({ path: file, fullPage: true }).then(
      () => ` screenshot ${path.relative(ROOT, file)}`,
      () => '',
    );
  };
  const watch = (p: PPage) => {
    p.on('pageerror', (error: Error) => errors.push(`pageerror: ${error.message}`));
    p.on('console', (msg: { type(): string; text(): string }) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
  };
  const settle = async (p: PPage) => {
    await p.waitForFunction(SETTLED, { timeout: 60_000, polling: 200 });
    await sleep(400);
  };
  try {
    record(label, 'version', true, await browser.version());
    // Logged out: the login page and the forgot-password dialog.
    page = await browser.newPage();
    watch(page);
    let captchaId: string | null = null;
    page.on('response', (response: { url(): string; json(): Promise<{ data?: { captchaId?: string } }> }) => {
      if (!/\/user\/(generateCaptcha|getCaptcha)$/.test(new URL(response.url()).pathname)) return;
      // a body that is not JSON keeps the last id
      void response.json().then(
        (body) => (captchaId = body?.data?.captchaId ?? captchaId),
        () => undefined,
      );
    });

    for (const screen of SCREENS.filter((s) => !s.loggedIn)) {
      errors.length = 0;
      try {
        await page.goto(`${server.origin}${APP}${screen.route}`, { waitUntil: 'networkidle0', timeout: 60_000 });
        await settle(page);
        if (screen.open === 'forgot') {
          await page.evaluate(`[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '忘记密码').click()`);
          await page.waitForSelector('[role=dialog]', { timeout: 30_000 });
          await sleep(600);
          await settle(page);
        }
        await compareScreen(label, screen, page, reference, errors, artifacts);
      } catch (error) {
        record(label, `screen ${screen.name}`, false, `${(error as Error).message}${await artifacts(screen.name, page)}`);
      }
    }

    // Log in through the form.
    const logIn = async (p: PPage, who: { account: string; password: string }) => {
      captchaId = null;
      await p.goto(`${server.origin}${APP}login`, { waitUntil: 'networkidle0', timeout: 60_000 });
      await p.waitForSelector('.login-form input', { timeout: 30_000 });
      const inputIds: string[] = await p.evaluate(`[...document.querySelectorAll('.login-form input.login-input')].map((i) => i.id)`);
      await p.type(`[id="${inputIds[0]}"]`, who.account);
      await p.type(`[id="${inputIds[1]}"]`, who.password);
      for (let i = 0; i < 100 && !captchaId; i++) await sleep(100);
      if (!captchaId) throw new Error('no captcha received');
      await p.type(`[id="${inputIds[2]}"]`, readCaptchaAnswer(server.dbFile, captchaId));
      await p.click('.login-form button[type=submit]');
      await p.waitForFunction(`location.pathname.endsWith('/index/home')`, { timeout: 60_000 });
      await settle(p);
    };
    errors.length = 0;
    try {
      await logIn(page, ACCOUNT);
      if (errors.length) throw new Error(errors.join('\n'));
      record(label, 'log in through the form', true);
    } catch (error) {
      record(label, 'log in through the form', false, `${(error as Error).message}${await artifacts('login', page)}`);
      return;
    }

    /** Opens an address fresh and fails on an error, a blank page, the error panel or a way back to the login page. */
    const openRoute = async (p: PPage, route: string) => {
      errors.length = 0;
      try {
        await p.goto(`${server.origin}${APP}${route}`, { waitUntil: 'networkidle0', timeout: 60_000 });
        await settle(p);
        const state: { text: number; errorPanel: boolean; path: string } = await p.evaluate(
          // #root's text, not the body's: index.html's 正在加载… placeholder is text outside the app
          `({ text: (document.getElementById('root')?.innerText ?? '').trim().length, errorPanel: !!document.querySelector('.app-error'), path: location.pathname })`,
        );
        const problems = [...errors];
        if (state.text === 0) problems.push('blank page');
        if (state.errorPanel) problems.push('the error panel is shown');
        if (state.path.endsWith('/login')) problems.push('sent back to the login page');
        if (problems.length) throw new Error(problems.join('\n'));
        record(label, `route /${route}`, true);
      } catch (error) {
        record(label, `route /${route}`, false, `${(error as Error).message}${await artifacts(`route-${route}`, p)}`);
      }
    };

    // Every route of the table, loaded fresh.
    for (const route of concreteRoutes(ids)) await openRoute(page, route);

    for (const screen of SCREENS.filter((s) => s.loggedIn)) {
      errors.length = 0;
      try {
        await page.goto(`${server.origin}${APP}${screen.route}`, { waitUntil: 'networkidle0', timeout: 60_000 });
        await settle(page);
        await compareScreen(label, screen, page, reference, errors, artifacts);
      } catch (error) {
        record(label, `screen ${screen.name}`, false, `${(error as Error).message}${await artifacts(screen.name, page)}`);
      }
    }

    // The organiser console, as a branch secretary: its screens join the route table on the way in.
    errors.length = 0;
    try {
      await page.evaluate('localStorage.clear()');
      await logIn(page, ORGANISER);
      record(label, 'log in as an organiser', true);
    } catch (error) {
      record(label, 'log in as an organiser', false, `${(error as Error).message}${await artifacts('organiser-login', page)}`);
      return;
    }
    for (const route of consoleAddresses()) await openRoute(page, route);
  } finally {
    await browser.close().catch(() => undefined);
  }
}

async function compareScreen(
  label: string,
  screen: Screen,
  page: PPage,
  reference: Awaited<ReturnType<typeof referenceScreens>>,
  errors: string[],
  artifacts: (what: string, p: PPage | null) => Promise<string>,
) {
  const measured: Landmark[] = await page.evaluate(collectLandmarks(screen.selectors));
  const problems = [...errors, ...compareLandmarks(reference.landmarks.get(screen.name) ?? [], measured)];
  if (!problems.length) {
    record(label, `screen ${screen.name} matches current Chromium (${measured.length} landmarks)`, true);
    return;
  }
  let shots = await artifacts(screen.name, page);
  const shot = reference.shots.get(screen.name);
  if (shot) {
    const file = path.join(ARTIFACTS, `legacy-reference-${fileName(screen.name)}.png`);
    writeFileSync(file, shot);
    shots += ` reference ${path.relative(ROOT, file)}`;
  }
  record(
    label,
    `screen ${screen.name} matches current Chromium`,
    false,
    `${problems.slice(0, 15).join('\n')}${problems.length > 15 ? `\n... ${problems.length - 15} more` : ''}\n${shots}`,
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const deadline = setTimeout(() => {
    console.error(`[legacy] still running after ${RUN_DEADLINE_MS / 60_000} min: stopping`);
    console.log(`legacy: ${checks.filter((c) => c.ok).length} passed, ${checks.filter((c) => !c.ok).length + 1} failed`);
    process.exit(1);
  }, RUN_DEADLINE_MS);
  deadline.unref();

  const uncovered = uncoveredPatterns(routePatterns(ROOT), concreteRoutes({ notice: 1, news: 1 }));
  record(
    'route table',
    'every route of src/app/routes.tsx has an address in e2e/legacy/routes.ts',
    !uncovered.length,
    uncovered.join(', ') || undefined,
  );

  const consoleUncovered = uncoveredPatterns(consolePatterns(ROOT), consoleAddresses());
  record(
    'route table',
    'every console screen of src/features/console/consolePaths.ts has an address in e2e/legacy/routes.ts',
    !consoleUncovered.length,
    consoleUncovered.join(', ') || undefined,
  );

  buildIfStale({ log: (line) => console.log(line) });
  const versions = (process.env.LEGACY_BROWSERS || '83,109')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  // Fetch and unpack first (minutes on a clean machine, then cached).
  for (const v of versions) if (BROWSERS[v]) prepareBrowser(BROWSERS[v]);
  loadPuppeteer();

  let server: RunningServer | null = null;
  try {
    server = await startServer();
    const ids = demoIds(server.dbFile);
    await unsupportedPage(server);
    const reference = await referenceScreens(server);
    // side by side: most of a route's time is waiting (the network quiet, the page settled), and
    // each browser keeps its own page and the same learner's session
    const running = server;
    await Promise.all(versions.map((v) => runLegacy(v, running, ids, reference)));
  } catch (error) {
    record('setup', 'server and reference browser', false, (error as Error).stack ?? String(error));
  } finally {
    if (server) await stopServer(server);
  }
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed) console.log(`screenshots in ${path.relative(ROOT, ARTIFACTS)}/`);
  console.log(`legacy: ${passed} passed, ${failed} failed`);
  report(passed, failed);
  process.exit(failed ? 1 : 0);
}

/** `npm test` runs this as one of its steps and reads the counts from LEGACY_REPORT. */
function report(passed: number, failed: number) {
  if (process.env.LEGACY_REPORT) writeFileSync(process.env.LEGACY_REPORT, JSON.stringify({ passed, failed }));
}

main().catch((error) => {
  console.error(error);
  console.log('legacy: 0 passed, 1 failed');
  report(0, 1);
  process.exit(1);
});
