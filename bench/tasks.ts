// `npx tsx bench/tasks.ts [login|home] [runs]`: a first load's main-thread tasks measured in CPU
// time (the trace's thread time), which other processes on a busy machine barely move, unlike the
// wall-clock durations Lighthouse reads. Loads the built app (cold HTTP cache, logged in for
// `home`) without throttling and prints, per run and as medians: the renderer main thread's CPU
// time in tasks, the longest task, and the blocking time those tasks would give at 4x CPU
// (sum of 4 x task - 50 ms, the way Lighthouse's simulated 4x scales observed tasks; counted over
// the whole load rather than from first paint to interactive, so it reads higher than its TBT),
// and the same two from the tasks' wall-clock durations (what Lighthouse scales).
// TASKS_DIST=/path/to/dist serves another build (compare two builds in alternate runs).
// Prints figures; it does not pass or fail.
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, VIEWPORT } from '../e2e/support/browser';
import { login } from '../e2e/support/helpers';
import { startServer, stopServer, type RunningServer } from '../e2e/support/server';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
interface Figures {
  cpu: number;
  longest: number;
  tbt4x: number;
  wallLongest: number;
  wallTbt4x: number;
}

const route = process.argv[2] === 'login' ? 'login' : 'home';
const RUNS = Math.max(1, Number(process.argv[3]) || 5);

async function traceOnce(server: RunningServer): Promise<Figures> {
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
    await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`/training2/${route === 'home' ? 'index/home' : 'login'}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return figures(traceEvents);
  } finally {
    await browser.close();
  }
}

function figures(events: TraceEvent[]): Figures {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, Array<{ cpu: number; wall: number }>>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.tdur === undefined || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), { cpu: e.tdur / 1000, wall: (e.dur ?? 0) / 1000 }]);
  }
  const total = (xs: Array<{ cpu: number }>) => xs.reduce((s, x) => s + x.cpu, 0);
  // The page's renderer is the busiest main thread (about:blank's does next to nothing).
  const tasks = [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
  const blocking = (xs: number[]) => xs.reduce((s, x) => s + Math.max(0, 4 * x - 50), 0);
  return {
    cpu: total(tasks),
    longest: Math.max(0, ...tasks.map((t) => t.cpu)),
    tbt4x: blocking(tasks.map((t) => t.cpu)),
    wallLongest: Math.max(0, ...tasks.map((t) => t.wall)),
    wallTbt4x: blocking(tasks.map((t) => t.wall)),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x: number, width: number) => Math.round(x).toString().padStart(width);
const fmt = (f: Figures) =>
  `main thread CPU ${ms(f.cpu, 4)} ms, longest task ${ms(f.longest, 3)} ms, blocking at 4x ${ms(f.tbt4x, 4)} ms` +
  ` (wall clock: longest ${ms(f.wallLongest, 3)} ms, blocking at 4x ${ms(f.wallTbt4x, 4)} ms)`;

async function main() {
  const dist = process.env.TASKS_DIST ? path.resolve(process.env.TASKS_DIST) : null;
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`${route}: ${dist ?? 'dist/'}, ${RUNS} runs, load average ${load()}`);
  const server = await startServer(dist ? { env: { WEB_DIST: dist } } : {});
  const runs: Figures[] = [];
  try {
    for (let i = 1; i <= RUNS; i++) {
      runs.push(await traceOnce(server));
      console.log(`run ${i}  ${fmt(runs[runs.length - 1])}`);
    }
  } finally {
    await stopServer(server);
  }
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  const medians: Figures = {
    cpu: m('cpu'),
    longest: m('longest'),
    tbt4x: m('tbt4x'),
    wallLongest: m('wallLongest'),
    wallTbt4x: m('wallTbt4x'),
  };
  console.log(`median ${fmt(medians)} (load average now ${load()})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
