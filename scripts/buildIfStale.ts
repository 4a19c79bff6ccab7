// Builds the web app (webpack --mode production) when dist/ is missing or was built from other
// inputs. The inputs' content hash is kept in dist/.build-stamp.
//   tsx scripts/buildIfStale.ts [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.build-stamp');
// package.json holds the browserslist target that swc and PostCSS compile for.
const INPUTS = [
  'src',
  'public',
  'contract',
  'webpack.config.ts',
  'postcss.config.cjs',
  'scripts/postcss',
  'scripts/chakra',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** Test files and test helpers never reach the bundle: changing them needs no rebuild. */
const isTestOnly = (rel: string) => /\.test\.[cm]?[jt]sx?$/.test(rel) || rel.startsWith('src/test/');

function listFiles(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => listFiles(path.posix.join(rel, name)));
}

/** Hash of every input file (path and content) and of the build-time environment. */
export function inputHash(): string {
  const hash = createHash('sha256');
  hash.update(`API_BASE_URL=${process.env.API_BASE_URL ?? ''}\n`);
  for (const rel of INPUTS.flatMap(listFiles).filter((f) => !isTestOnly(f))) {
    hash.update(`${rel}\n`);
    hash.update(readFileSync(path.join(ROOT, rel)));
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when dist/ is up to date. */
export function staleReason(hash = inputHash()): string | null {
  if (!existsSync(path.join(DIST, 'index.html'))) return 'dist/index.html is missing';
  if (!existsSync(STAMP)) return 'dist/.build-stamp is missing';
  if (readFileSync(STAMP, 'utf8').trim() !== hash) return 'the sources changed since the last build';
  return null;
}

/** Builds when needed; throws when webpack fails. Returns true when it built. */
export function buildIfStale(opts: { force?: boolean; log?: (line: string) => void } = {}): boolean {
  const log = opts.log ?? ((line: string) => console.log(line));
  const hash = inputHash();
  const reason = opts.force ? 'a build was asked for' : staleReason(hash);
  if (!reason) {
    log('[build] dist/ is up to date, no build needed');
    return false;
  }
  log(`[build] building the web app (${reason}): webpack --mode production`);
  const started = Date.now();
  const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 10 * 60_000,
  });
  if (result.status !== 0) {
    throw new Error(`webpack failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
  }
  writeFileSync(STAMP, `${hash}\n`);
  log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s -> dist/`);
  return true;
}

if (require.main === module) {
  try {
    buildIfStale({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`[build] ${(error as Error).message}`);
    process.exit(1);
  }
}
