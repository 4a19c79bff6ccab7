// Helpers for the browser tests: one Chromium per test file, a fresh context per test, a
// screenshot in e2e/artifacts when a test fails, and direct reads/writes of the server's SQLite
// file for what a person would read off a screen (the captcha) or wait a day for (token expiry).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { readCaptchaAnswer, type Envelope } from './api';
import { launchBrowser, newContext } from './browser';
import { newPhoneContext, PHONES } from './phoneLayout';
import { readState } from './state';

export const APP = '/training2/';

/** The login form itself: once the dialogs are prefetched a hidden 注册账号 form with its own 密码 field is on the page too. */
export const loginForm = (page: Page) => page.locator('form.login-form');
export const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
/** Demo accounts (README.md, 演示账号); each test file uses its own so no test changes another's account. */
export const DEMO = {
  newcomer: { account: '2023010101', password: 'Dangjian@2026', name: '张晓明' },
  learner2: { account: '2023010102', password: 'Dangjian@2026', name: '李思雨' },
  learner3: { account: '2022020201', password: 'Dangjian@2026', name: '王浩然' },
  learner4: { account: '2021030301', password: 'Dangjian@2026', name: '陈静' },
  /** a 入党积极分子 of this term's class (the end-to-end account for 专题培训 in README.md's table) */
  topicLearner: { account: '2023010103', password: 'Dangjian@2026', name: '孙雨桐' },
  /** a 入党积极分子 no other test signs in as: the 积极分子 class takes only 入党积极分子 */
  activist: { account: '2024130021', password: 'Dangjian@2026', name: '田甜' },
  /** watches a video chapter on a phone (e2e/phoneVideo.test.ts) */
  phoneWatcher: { account: '2023010127', password: 'Dangjian@2026', name: '石静怡' },
  /** a 入党积极分子 of this term's class who writes her 心得体会 on a phone (e2e/phoneWriteUp.test.ts) */
  phoneWriter: { account: '2023010121', password: 'Dangjian@2026', name: '郑可欣' },
  /** a 入党积极分子 who reads 我的消息 on a phone (e2e/phoneMessages.test.ts) */
  phoneReader: { account: '2023040106', password: 'Dangjian@2026', name: '邓佳琪' },
  /** opens every learner route on a phone, starting exam 1's attempt (e2e/phoneRoutes.test.ts) */
  phoneRoutes: { account: '2023040224', password: 'Dangjian@2026', name: '薛凯琳' },
  /** signs in and reads a notice on a phone (e2e/phoneLogin.test.ts) */
  phoneSignIn: { account: '2023040211', password: 'Dangjian@2026', name: '任天佑' },
  /** a 入党申请人 no other test signs in as: takes an exam on a phone (phoneExam) */
  phoneExamLearner: { account: '2023040128', password: 'Dangjian@2026', name: '谢明轩' },
  defaultPwd: { account: '2024010199', password: 'Init@2026', name: '周子涵' },
  cadre: { account: 'gb001', password: 'Ganbu@2026', name: '赵建国' },
  otherApp: { account: 'other001', password: 'Other@2026', name: '刘芳' },
} as const;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(readState().dbFile, { timeout: 5000 });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Moves every session of the account into the past, as if its token had expired. */
export function expireSessions(account: string): number {
  return withDb(
    (db) =>
      db
        .prepare('UPDATE session SET expires_at = ? WHERE user_id = (SELECT id FROM "user" WHERE account = ?)')
        .run('2000-01-01T00:00:00.000Z', account).changes,
  );
}

/** Runs one statement on the test server's database (moving a vote's end into the past, say). */
export function runSql(statement: string, ...params: unknown[]): number {
  return withDb((db) => db.prepare(statement).run(...params).changes);
}

/**
 * Takes the account's 心得体会 of its topics back to 未撰写 (its write-up rows and their review
 * items): two files write 孙雨桐's — the topic test and the organiser's review — and each starts
 * from the write-up the demo gives her, whichever ran first.
 */
export function clearWriteUp(account: string): void {
  withDb((db) => {
    const user = db.prepare('SELECT id FROM "user" WHERE account = ?').get(account) as { id: number };
    db.prepare("DELETE FROM review_item WHERE source = 'topicWork' AND user_id = ?").run(user.id);
    db.prepare('DELETE FROM work_share WHERE user_id = ?').run(user.id);
    db.prepare('DELETE FROM topic_work WHERE user_id = ?').run(user.id);
  });
}

/** Polls until `check` holds (or throws the last failure after `timeoutMs`). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 30_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in ${timeoutMs} ms: ${(error as Error).message}`);
      await sleep(100);
    }
  }
}

/** Records the id of the latest captcha the page received (generateCaptcha or getCaptcha). */
export function trackCaptcha(page: Page) {
  let latest: string | null = null;
  // by the order the requests were sent: a page already on the login page may still be fetching
  // its captcha when the next load asks for a new one, and the older answer's body may be read last
  let sent = 0;
  let latestSeq = 0;
  const seqOf = new WeakMap<object, number>();
  const isCaptcha = (url: string) => /\/user\/(generateCaptcha|getCaptcha)$/.test(new URL(url).pathname);
  page.on('request', (request) => {
    if (isCaptcha(request.url())) seqOf.set(request, ++sent);
  });
  page.on('response', async (response) => {
    if (!isCaptcha(response.url())) return;
    const seq = seqOf.get(response.request()) ?? 0;
    try {
      const body = await response.json();
      if (body?.data?.captchaId && seq >= latestSeq) {
        latest = body.data.captchaId;
        latestSeq = seq;
      }
    } catch {
      /* page navigated away */
    }
  });
  return async (): Promise<string> => {
    await eventually(
      () => {
        if (!latest) throw new Error('no captcha response yet');
      },
      15_000,
      'a captcha',
    );
    return latest!;
  };
}

type LoginEnvelope = Envelope<{ token: string }>;

/** Each page's latest user/login answer, read on its way to the page (see watchLogin). */
const loginAnswers = new WeakMap<Page, { body?: LoginEnvelope }>();

/**
 * Reads user/login's answers on their way to the page: a user sent elsewhere (window.location)
 * navigates away before the page's response could be read. The route is set once per page and
 * never removed: removing it turned Playwright's request interception off while the app's next
 * requests were starting, and now and then some of them (the home route's chunks) were never
 * sent, leaving a blank page at /login (about one login in 50; seen as e2e timeouts after login).
 */
async function watchLogin(page: Page): Promise<{ body?: LoginEnvelope }> {
  const known = loginAnswers.get(page);
  if (known) return known;
  const answers: { body?: LoginEnvelope } = {};
  loginAnswers.set(page, answers);
  await page.route('**/trainingApi/v1/user/login', async (route) => {
    const response = await route.fetch();
    answers.body = await response.json();
    await route.fulfill({ response });
  });
  return answers;
}

/** Opens the login page, types account, password and the captcha shown, and presses 登录.
 * Resolves with the login call's envelope; throws when the server refused the login. */
export async function login(page: Page, account: string, password: string, dbFile = readState().dbFile) {
  const captchaId = trackCaptcha(page);
  const answer = await watchLogin(page);
  answer.body = undefined;
  await page.goto(`${APP}login`);
  // every captcha this load asks for has answered (the newest is the one shown)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await loginForm(page).getByLabel('账号', { exact: true }).fill(account);
  await loginForm(page).getByLabel('密码', { exact: true }).fill(password);
  await loginForm(page)
    .getByLabel('验证码', { exact: true })
    .fill(readCaptchaAnswer(dbFile, await captchaId()));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await eventually(
    () => {
      if (!answer.body) throw new Error('no answer to user/login yet');
    },
    15_000,
    'the login answer',
  );
  const body = answer.body!;
  if (body.code !== 99999) throw new Error(`login of ${account} refused: ${body.code} ${body.msg}`);
  return body;
}

/** Every key and value the page keeps in localStorage. */
export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

let browser: Promise<Browser> | null = null;
let hooked = false;

interface TestContext {
  page: Page;
  context: BrowserContext;
  origin: string;
}

/** A browser test: fresh context and page; on failure a screenshot and the page's errors. */
export function e2eTest(name: string, body: (t: TestContext) => Promise<void>, timeoutMs = 180_000) {
  browserTest(name, body, timeoutMs, (b, origin) => newContext(b, origin));
}

/** A browser test on a 390x844 phone (touch, mobile user agent): the journeys of issue #42. */
export function phoneTest(name: string, body: (t: TestContext) => Promise<void>, timeoutMs = 180_000) {
  browserTest(name, body, timeoutMs, (b, origin) => newPhoneContext(b, origin, PHONES[1]));
}

function browserTest(
  name: string,
  body: (t: TestContext) => Promise<void>,
  timeoutMs: number,
  makeContext: (browser: Browser, origin: string) => Promise<BrowserContext>,
) {
  if (!hooked) {
    hooked = true;
    afterAll(async () => {
      if (browser) await (await browser).close();
      browser = null;
    });
  }
  test(
    name,
    async () => {
      const { origin } = readState();
      browser ??= launchBrowser();
      const context = await makeContext(await browser, origin);
      // sized for a busy machine: a passing step never waits for these, a failing one reports later
      context.setDefaultTimeout(30_000);
      context.setDefaultNavigationTimeout(60_000);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
      page.on('console', (msg) => msg.type() === 'error' && pageErrors.push(`console: ${msg.text()}`));
      // requests still open when a test fails: a page that never finishes loading says which
      const started = Date.now();
      const open = new Map<Request, number>();
      page.on('request', (r) => open.set(r, Date.now()));
      page.on('requestfinished', (r) => open.delete(r));
      page.on('requestfailed', (r) => {
        open.delete(r);
        pageErrors.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`);
      });
      try {
        await body({ page, context, origin });
      } catch (error) {
        mkdirSync(ARTIFACTS, { recursive: true });
        const file = path.join(ARTIFACTS, `${name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
        const state = await page.evaluate(() => document.readyState).catch((e: Error) => `unknown (${e.message.split('\n')[0]})`);
        const pending = [...open].map(([r, at]) => `open since ${((at - started) / 1000).toFixed(1)} s: ${r.method()} ${r.url()}`);
        // a second person's page (another context: the secretary at another computer) may be the one that stalled
        const others = (await browser)
          .contexts()
          .flatMap((c) => c.pages())
          .filter((p) => p !== page);
        const otherLines: string[] = [];
        for (const [i, other] of others.entries()) {
          const otherFile = file.replace(/\.png$/, `-${i + 2}.png`);
          await other.screenshot({ path: otherFile, fullPage: true, timeout: 5000 }).catch(() => undefined);
          otherLines.push(`page ${i + 2} at ${other.url()}, screenshot ${path.relative(process.cwd(), otherFile)}`);
        }
        const details = [
          `at ${page.url()} (document ${state})`,
          `screenshot ${path.relative(process.cwd(), file)}`,
          ...otherLines,
          ...pending.slice(-10),
          ...pageErrors.slice(-10),
        ];
        const said = `\n    ${details.join('\n    ')}`;
        // jest prints the stack, which holds the message as it was when the error was made
        (error as Error).message += said;
        if ((error as Error).stack) (error as Error).stack = (error as Error).stack!.replace(/\n/, `${said}\n`);
        throw error;
      } finally {
        await context.close().catch(() => undefined);
      }
    },
    timeoutMs,
  );
}

/** Replaces fields of the video settings (the server reads them on every heartbeat); returns the old JSON. */
export function patchVideoSetting(patch: Record<string, unknown>): string {
  return withDb((db) => {
    const old = (db.prepare("SELECT value FROM setting WHERE key = 'video'").get() as { value: string }).value;
    db.prepare("UPDATE setting SET value = ? WHERE key = 'video'").run(JSON.stringify({ ...JSON.parse(old), ...patch }));
    return old;
  });
}

/** Puts the video settings back as patchVideoSetting found them. */
export function restoreVideoSetting(json: string): void {
  withDb((db) => db.prepare("UPDATE setting SET value = ? WHERE key = 'video'").run(json));
}
