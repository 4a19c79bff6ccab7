// `npm run bench:lighthouse`: Lighthouse 12 (performance category) against the built app on the
// real server, for /training2/login and a logged-in /training2/index/home, with the desktop
// preset, with the desktop preset at 4x CPU slowdown (a slow campus PC) and with Lighthouse's own
// mobile preset (a mid-range phone: its screen, 4x CPU slowdown, slow 4G). Several runs each
// (LH_RUNS, default 3); prints every run and the median of score, LCP, TBT and CLS, and the load
// average of the machine (scores move with load: quote medians from a quiet machine).
// Then the login page's dialogs: time from the click on 忘记密码 / 注册账号 to the first feedback
// (spinner or dialog) and to the dialog on screen, after the person has moved the mouse (the
// chunks are prefetched then) and on a cold page, at 1x and 4x CPU.
// LH_DETAILS=1 also prints where the main thread went (Lighthouse's bootup-time per script and
// the long tasks) for each run. LH_DIST=/path/to/dist serves another build of the app (e.g. the
// previous commit's, to compare the two in alternate runs on a busy machine) instead of building
// this one. Prints figures; it does not pass or fail.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { buildIfStale } from '../scripts/buildIfStale';
import { CHROMIUM, CHROMIUM_ARGS, VIEWPORT } from '../e2e/support/browser';
import { login } from '../e2e/support/helpers';
import { freePort, startServer, stopServer, type RunningServer } from '../e2e/support/server';

const RUNS = Math.max(1, Number(process.env.LH_RUNS) || 3);

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}
interface Case {
  label: string;
  route: 'login' | 'home';
  cpu: number;
  /** Lighthouse's default (mobile) preset with its own throttling instead of the desktop one */
  mobile?: boolean;
}

// LH_ONLY=home (or login) measures one route only; LH_PRESET=mobile (or desktop) only that preset's
// cases; LH_DIALOGS=0 skips the dialog timings.
const ALL_CASES: Case[] = [
  { label: 'login  desktop', route: 'login', cpu: 1 },
  { label: 'home   desktop', route: 'home', cpu: 1 },
  { label: 'login  4x CPU ', route: 'login', cpu: 4 },
  { label: 'home   4x CPU ', route: 'home', cpu: 4 },
  { label: 'login  mobile ', route: 'login', cpu: 4, mobile: true },
  { label: 'home   mobile ', route: 'home', cpu: 4, mobile: true },
];
const CASES = ALL_CASES.filter(
  (c) =>
    (!process.env.LH_ONLY || c.route === process.env.LH_ONLY) &&
    (!process.env.LH_PRESET || (process.env.LH_PRESET === 'mobile') === Boolean(c.mobile)),
);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (f: Figures) =>
  `score ${String(Math.round(f.score)).padStart(3)}  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${String(Math.round(f.tbt)).padStart(4)} ms  CLS ${f.cls.toFixed(3)}`;

/** A fresh Chromium profile that Lighthouse reaches on a debugging port; logged in for `home`. */
async function openBrowser(server: RunningServer, route: Case['route']): Promise<{ context: BrowserContext; port: number; dir: string }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'training2-lh-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: VIEWPORT,
    locale: 'zh-CN',
    baseURL: server.origin,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (route === 'home') {
    await login(page, '2023010101', 'Dangjian@2026', server.dbFile);
    await page.waitForURL(/\/training2\/index\/home/, { timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  // Cold HTTP cache; the logged-in localStorage stays (Lighthouse runs with disableStorageReset).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  return { context, port, dir };
}

async function waitPort(port: number) {
  for (let i = 0; i < 50; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Lhr {
  audits: Record<string, { details?: { items?: Array<Record<string, unknown>> } }>;
}

function printDetails(lhr: Lhr) {
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  for (const item of bootup.slice(0, 6)) {
    console.log(
      `      script ${short(item.url).padEnd(44)} total ${Math.round(Number(item.total))} ms, evaluation ${Math.round(Number(item.scripting))} ms, parse ${Math.round(Number(item.scriptParseCompile))} ms`,
    );
  }
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  for (const t of tasks.slice(0, 8))
    console.log(`      long task ${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ms  ${short(t.url)}`);
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(`      main thread: ${breakdown.map((b) => `${b.groupLabel} ${Math.round(Number(b.duration))} ms`).join(', ')}`);
}

// In the page: click the link named `name`, then report (ms) when feedback and the dialog showed.
const CLICK_AND_TIME = `(name) => new Promise((resolve) => {
  const link = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
  if (!link) return resolve({ feedback: -1, dialog: -1 });
  const t0 = performance.now();
  let feedback = -1;
  const poll = () => {
    const now = performance.now() - t0;
    // a dialog rendered ahead of its click is in the page but hidden: only a visible one counts
    const shown = [...document.querySelectorAll('[role=dialog]')].some((d) => d.getBoundingClientRect().height > 0 && getComputedStyle(d).opacity !== '0');
    if (feedback < 0 && (shown || document.querySelector('.login-dialog-loading'))) feedback = now;
    if (shown) return resolve({ feedback, dialog: now });
    if (now > 10000) return resolve({ feedback, dialog: -1 });
    requestAnimationFrame(poll);
  };
  link.click();
  requestAnimationFrame(poll);
})`;

async function dialogTimings(server: RunningServer) {
  const { chromium: pw } = await import('playwright-core');
  const browser = await pw.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  console.log('\nlogin dialogs: ms from the click to the first feedback / to the dialog on screen');
  try {
    for (const cpu of [1, 4]) {
      for (const intent of [true, false]) {
        for (const name of ['忘记密码', '注册账号']) {
          const context = await browser.newContext({ baseURL: server.origin, viewport: VIEWPORT, locale: 'zh-CN' });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
          await page.goto('/training2/login');
          await page.waitForLoadState('networkidle');
          if (intent) {
            await page.mouse.move(200, 200);
            await page.mouse.move(400, 300);
            await page.waitForTimeout(1500 * cpu);
            await page.waitForLoadState('networkidle');
          }
          const has = await page.evaluate((n) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === n), name);
          if (!has) {
            console.log(`  ${name} not on the page (registration off)`);
            await context.close();
            continue;
          }
          const t = (await page.evaluate(`(${CLICK_AND_TIME})(${JSON.stringify(name)})`)) as { feedback: number; dialog: number };
          console.log(
            `  ${cpu}x CPU  ${intent ? 'after mouse move' : 'cold page      '}  ${name}  feedback ${Math.round(t.feedback)} ms, dialog ${Math.round(t.dialog)} ms`,
          );
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const dist = process.env.LH_DIST ? path.resolve(process.env.LH_DIST) : null;
  if (!dist) buildIfStale();
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`Lighthouse (performance) of ${dist ?? 'dist/'}, ${RUNS} run(s) per case, ${os.cpus().length} cores, load average ${load()}`);
  let server: RunningServer | null = null;
  const results = new Map<string, Figures[]>();
  try {
    server = await startServer(dist ? { env: { WEB_DIST: dist } } : {});
    for (let run = 1; run <= RUNS; run++) {
      for (const c of CASES) {
        const { context, port, dir } = await openBrowser(server, c.route);
        try {
          await waitPort(port);
          const url = `${server.origin}/training2/${c.route === 'home' ? 'index/home' : 'login'}`;
          const config = c.mobile
            ? { extends: 'lighthouse:default' as const, settings: { onlyCategories: ['performance'] } }
            : {
                ...desktopConfig,
                settings: {
                  ...desktopConfig.settings,
                  onlyCategories: ['performance'],
                  throttling: { ...desktopConfig.settings!.throttling!, cpuSlowdownMultiplier: c.cpu },
                },
              };
          const result = await lighthouse(
            url,
            { port, logLevel: 'error', output: 'json', disableStorageReset: c.route === 'home' },
            config,
          );
          const lhr = result!.lhr;
          if (lhr.runtimeError) throw new Error(`${c.label}: ${lhr.runtimeError.message}`);
          const finalUrl = lhr.finalDisplayedUrl;
          if (c.route === 'home' && !/\/index\/home/.test(finalUrl)) throw new Error(`home was redirected to ${finalUrl}`);
          const figures: Figures = {
            score: (lhr.categories.performance.score ?? 0) * 100,
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
            tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
            cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
          };
          console.log(`run ${run}  ${c.label}  ${fmt(figures)}`);
          if (process.env.LH_DETAILS === '1') printDetails(lhr as unknown as Lhr);
          results.set(c.label, [...(results.get(c.label) ?? []), figures]);
        } finally {
          await context.close().catch(() => undefined);
          rmSync(dir, { recursive: true, force: true });
        }
      }
    }
    if (process.env.LH_DIALOGS !== '0') await dialogTimings(server);
  } finally {
    if (server) await stopServer(server);
  }
  console.log(`\nmedians of ${RUNS} run(s) (load average now ${load()})`);
  for (const [label, runs] of results) {
    const m: Figures = {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    };
    console.log(`  ${label}  ${fmt(m)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
