// `npx tsx bench/profile.ts [login|home|forgot]`: where a first load's main-thread time goes. Loads
// the built app (cold HTTP cache, logged in for `home`) at PROFILE_CPU (default 4) times CPU
// slowdown with V8's sampling profiler on, and prints the self time per function (name, script,
// line:col) and per script, plus the whole. `forgot` profiles the click on 忘记密码 instead, after
// a mouse move on the loaded login page (the dialogs are prefetched then). Build without minification for readable names:
// `npx webpack --mode production --no-optimization-minimize -o /tmp/unminified` and
// PROFILE_DIST=/tmp/unminified (the server then serves that build instead of dist/).
// Prints figures; it does not pass or fail.
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, VIEWPORT } from '../e2e/support/browser';
import { login } from '../e2e/support/helpers';
import { startServer, stopServer, type RunningServer } from '../e2e/support/server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const route = (['login', 'forgot'] as const).find((r) => r === process.argv[2]) ?? 'home';
const CPU = Number(process.env.PROFILE_CPU) || 4;
const TOP = Number(process.env.PROFILE_TOP) || 40;

async function profileOnce(server: RunningServer): Promise<Profile> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.origin, viewport: VIEWPORT, locale: 'zh-CN' });
    const page = await context.newPage();
    if (route === 'home') {
      await login(page, '2023010101', 'Dangjian@2026', server.dbFile);
      await page.waitForURL(/\/training2\/index\/home/, { timeout: 30_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    if (route === 'forgot') {
      await page.goto('/training2/login');
      await page.waitForLoadState('networkidle');
      await page.mouse.move(200, 200);
      await page.mouse.move(400, 300);
      await page.waitForTimeout(1500 * CPU);
      await page.waitForLoadState('networkidle');
      await cdp.send('Profiler.start');
      await page.getByRole('button', { name: '忘记密码' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300 * CPU);
    } else {
      await cdp.send('Profiler.start');
      await page.goto(`/training2/${route === 'home' ? 'index/home' : 'login'}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000 * CPU);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return profile;
  } finally {
    await browser.close();
  }
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace('/training2/assets/', '') || '(native)';
const frameName = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'}  ${short(f.url)}:${f.lineNumber + 1}`;

/** The long tasks (runs of samples between idle ones) and, in each, the frames with most inclusive time. */
function longTasks(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackOf = (id: number) => {
    const frames: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(frameName(byId.get(at)!.callFrame));
    return frames;
  };
  interface Task {
    start: number;
    us: number;
    incl: Map<string, number>;
  }
  let task: Task | null = null as Task | null;
  const tasks: Task[] = [];
  let clock = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    clock += profile.timeDeltas[i] ?? 0;
    const idle = byId.get(id)!.callFrame.functionName === '(idle)';
    if (idle) {
      if (task) tasks.push(task);
      task = null;
      return;
    }
    task ??= { start: clock, us: 0, incl: new Map() };
    task.us += dt;
    for (const frame of new Set(stackOf(id))) task.incl.set(frame, (task.incl.get(frame) ?? 0) + dt);
  });
  if (task) tasks.push(task);
  console.log(`\nlong tasks (over 50 ms at ${CPU}x), the frames with most inclusive time in each`);
  for (const t of tasks.filter((x) => x.us > 50_000)) {
    console.log(`  ${(t.us / 1000).toFixed(0)} ms at ${(t.start / 1000).toFixed(0)} ms`);
    // PROFILE_FILTER (a regular expression) keeps the frames of interest, e.g. '^[A-Z]' for components.
    const filter = new RegExp(process.env.PROFILE_FILTER ?? '.');
    const top = [...t.incl]
      .filter(([k]) => !k.startsWith('(root)') && filter.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.PROFILE_FRAMES) || 14);
    for (const [k, v] of top) console.log(`      ${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`);
  }
}

function report(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id)!;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    busy += us;
    const key = `${f.functionName || '(anonymous)'}  ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byScript.set(short(f.url), (byScript.get(short(f.url)) ?? 0) + us);
  }
  const ms = (us: number) => `${(us / 1000).toFixed(1).padStart(7)} ms`;
  console.log(`${route} at ${CPU}x CPU: JavaScript (self time) ${ms(busy)}`);
  console.log('\nby script');
  for (const [k, v] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${ms(v)}  ${k}`);
  console.log('\nby function');
  for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${ms(v)}  ${k}`);
}

async function main() {
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const server = await startServer(process.env.PROFILE_DIST ? { env: { WEB_DIST: path.resolve(process.env.PROFILE_DIST) } } : {});
  try {
    const profile = await profileOnce(server);
    report(profile);
    longTasks(profile);
  } finally {
    await stopServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
