// `npm run bench:bundle`: the JS and CSS that /training2/login and /training2/index/home load
// first, measured by loading each page in headless Chromium against the real server (entry files
// plus the route's lazy chunks) and compressing the built files: raw, gzip -9 and brotli -11 sizes.
// Prints figures; it does not pass or fail.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildIfStale, DIST } from '../scripts/buildIfStale';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { login } from '../e2e/support/helpers';
import { startServer, stopServer, type RunningServer } from '../e2e/support/server';

const LOGIN_TARGET_KB = 150;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Asset {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(file: string): Asset {
  const data = readFileSync(path.join(DIST, file));
  return {
    file,
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Opens `url` and returns the dist files of every .js/.css the page fetched until idle. */
async function firstLoad(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname) && pathname.startsWith('/training2/')) files.add(pathname.slice('/training2/'.length));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return [...files].filter((f) => existsSync(path.join(DIST, f))).sort();
}

function printTable(route: string, assets: Asset[]) {
  console.log(`\n${route}`);
  console.log(`  ${'file'.padEnd(44)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)} ${'br KB'.padStart(9)}`);
  for (const a of assets) {
    console.log(`  ${a.file.padEnd(44)} ${kb(a.raw).padStart(9)} ${kb(a.gzip).padStart(9)} ${kb(a.brotli).padStart(9)}`);
  }
  for (const ext of ['js', 'css']) {
    const part = assets.filter((a) => a.file.endsWith(`.${ext}`));
    const sum = (k: 'raw' | 'gzip' | 'brotli') => kb(part.reduce((n, a) => n + a[k], 0));
    console.log(
      `  ${`total ${ext} (${part.length} files)`.padEnd(44)} ${sum('raw').padStart(9)} ${sum('gzip').padStart(9)} ${sum('brotli').padStart(9)}`,
    );
  }
  const sum = (k: 'raw' | 'gzip' | 'brotli') => assets.reduce((n, a) => n + a[k], 0);
  console.log(
    `  ${'total js + css'.padEnd(44)} ${kb(sum('raw')).padStart(9)} ${kb(sum('gzip')).padStart(9)} ${kb(sum('brotli')).padStart(9)}`,
  );
  return sum('gzip');
}

async function main() {
  buildIfStale();
  let server: RunningServer | null = null;
  const browser = await launchBrowser();
  try {
    server = await startServer();
    const context = await newContext(browser, server.origin);
    context.setDefaultTimeout(15_000);

    const loginPage = await context.newPage();
    const loginFiles = await firstLoad(loginPage, '/training2/login', (p) =>
      p.getByRole('button', { name: '登录', exact: true }).waitFor(),
    );
    await login(loginPage, '2023010101', 'Dangjian@2026', server.dbFile);
    await loginPage.waitForURL(/\/training2\/index\/home/);

    // A fresh context with the logged-in storage: nothing comes from the HTTP cache.
    const homeContext = await browser.newContext({ baseURL: server.origin, storageState: await context.storageState() });
    const homePage = await homeContext.newPage();
    const homeFiles = await firstLoad(homePage, '/training2/index/home', (p) => p.waitForURL(/\/index\/home/));

    console.log('JS and CSS loaded first (headless Chromium against the built app; sizes of the files in dist/)');
    const loginGzip = printTable('/training2/login', loginFiles.map(measure));
    printTable('/training2/index/home (logged in)', homeFiles.map(measure));
    const verdict = loginGzip / 1024 <= LOGIN_TARGET_KB ? 'within' : 'OVER';
    console.log(`\nlogin route: ${kb(loginGzip)} KB gzip, target ${LOGIN_TARGET_KB} KB gzip: ${verdict} target`);
  } finally {
    await browser.close();
    if (server) await stopServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
