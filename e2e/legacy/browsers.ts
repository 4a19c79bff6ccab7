// Old Chromium builds for `npm run test:legacy`, fetched with `npm pack` into a cache folder
// outside the repository (never into package.json) and unpacked once:
//   chrome-aws-lambda@3.1.1 -> Chromium 83, chrome-aws-lambda@6.0.0 -> Chromium 89,
//   @sparticuz/chromium@109.0.6 -> Chromium 109 (Windows 7's last Chrome).
// Each ships bin/chromium.br and bin/aws.tar.br (the shared libraries), brotli-compressed.
// puppeteer-core@5.3.1 (which speaks the DevTools protocol of these versions) is installed in a
// scratch folder of the cache with its own package.json.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export const CACHE = process.env.LEGACY_BROWSER_CACHE || path.join(os.homedir(), '.cache', 'training2-legacy');

export interface LegacyBrowser {
  name: string;
  version: number;
  pkg: string;
}

export const BROWSERS: Record<string, LegacyBrowser> = {
  '83': { name: 'Chromium 83', version: 83, pkg: 'chrome-aws-lambda@3.1.1' },
  '89': { name: 'Chromium 89', version: 89, pkg: 'chrome-aws-lambda@6.0.0' },
  '109': { name: 'Chromium 109', version: 109, pkg: '@sparticuz/chromium@109.0.6' },
};

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quiet = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], timeout: 10 * 60_000 };

/** Unpacks the browser into CACHE/chromium-<version>/ (once) and returns its binary and libraries. */
export function prepareBrowser(browser: LegacyBrowser, log: (line: string) => void = console.log) {
  const dir = path.join(CACHE, `chromium-${browser.version}`);
  const binary = path.join(dir, 'chromium');
  const lib = path.join(dir, 'lib');
  if (existsSync(path.join(dir, '.ready'))) return { binary, lib };
  mkdirSync(CACHE, { recursive: true });
  const packs = path.join(CACHE, 'packs');
  mkdirSync(packs, { recursive: true });
  const tgzName = browser.pkg.replace(/^@/, '').replace('/', '-').replace('@', '-') + '.tgz';
  const tgz = path.join(packs, tgzName);
  if (!existsSync(tgz)) {
    log(`[legacy] npm pack ${browser.pkg} into ${packs}`);
    execFileSync(npm, ['pack', browser.pkg, '--pack-destination', packs, '--silent'], quiet);
  }
  rmSync(dir, { recursive: true, force: true });
  const work = `${dir}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  log(`[legacy] unpacking ${browser.name} into ${dir}`);
  execFileSync('tar', ['xzf', tgz, '-C', work, 'package/bin/chromium.br', 'package/bin/aws.tar.br'], quiet);
  writeFileSync(path.join(work, 'chromium'), brotliDecompressSync(readFileSync(path.join(work, 'package/bin/chromium.br'))));
  chmodSync(path.join(work, 'chromium'), 0o755);
  const libTar = path.join(work, 'aws.tar');
  writeFileSync(libTar, brotliDecompressSync(readFileSync(path.join(work, 'package/bin/aws.tar.br'))));
  mkdirSync(path.join(work, 'libtar'));
  execFileSync('tar', ['xf', libTar, '-C', path.join(work, 'libtar')], quiet);
  // The archive holds lib/ (sometimes under a top folder): move the folder holding the .so files.
  const libDir = findLibDir(path.join(work, 'libtar'));
  renameSync(libDir, path.join(work, 'lib'));
  rmSync(path.join(work, 'package'), { recursive: true, force: true });
  rmSync(path.join(work, 'libtar'), { recursive: true, force: true });
  rmSync(libTar, { force: true });
  writeFileSync(path.join(work, '.ready'), `${browser.pkg}\n`);
  renameSync(work, dir);
  return { binary, lib };
}

function findLibDir(root: string): string {
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop()!;
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((e) => e.isFile() && /\.so(\.|$)/.test(e.name))) return dir;
    for (const e of entries) if (e.isDirectory()) stack.push(path.join(dir, e.name));
  }
  throw new Error(`no shared libraries found in ${root}`);
}

/** Installs puppeteer-core@5.3.1 in CACHE/driver (its own package.json) and returns the module. */
export function loadPuppeteer(log: (line: string) => void = console.log): PuppeteerLike {
  const dir = path.join(CACHE, 'driver');
  const entry = path.join(dir, 'node_modules', 'puppeteer-core');
  if (!existsSync(path.join(entry, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'training2-legacy-driver', private: true, dependencies: { 'puppeteer-core': '5.3.1' } }, null, 2),
    );
    log(`[legacy] installing puppeteer-core@5.3.1 in ${dir}`);
    execFileSync(npm, ['install', '--no-audit', '--no-fund', '--silent', '--ignore-scripts'], { ...quiet, cwd: dir });
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(entry) as PuppeteerLike;
}

// The little of puppeteer-core 5's API this test uses (it ships no types we could import here).
export interface PuppeteerLike {
  launch(options: Record<string, unknown>): Promise<PBrowser>;
}
export interface PBrowser {
  newPage(): Promise<PPage>;
  version(): Promise<string>;
  close(): Promise<void>;
  createIncognitoBrowserContext(): Promise<{ newPage(): Promise<PPage>; close(): Promise<void> }>;
}
export interface PPage {
  goto(url: string, options?: Record<string, unknown>): Promise<unknown>;
  on(event: string, handler: (arg: any) => void): void; // eslint-disable-line @typescript-eslint/no-explicit-any
  evaluate<T>(fn: string | ((...args: any[]) => T), ...args: unknown[]): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  evaluateOnNewDocument(fn: string | ((...args: any[]) => unknown), ...args: unknown[]): Promise<void>; // eslint-disable-line @typescript-eslint/no-explicit-any
  waitForFunction(fn: string | ((...args: any[]) => unknown), options?: Record<string, unknown>, ...args: unknown[]): Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any
  waitForSelector(selector: string, options?: Record<string, unknown>): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  screenshot(options: Record<string, unknown>): Promise<Buffer | string>;
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  url(): string;
  close(): Promise<void>;
}

export function launchArgs() {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--single-process',
    '--no-zygote',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--lang=zh-CN',
    '--font-render-hinting=none',
  ];
}
