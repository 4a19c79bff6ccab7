// Whether dist/ (the web app) was built from the sources as they are: the inputs' content hash is
// kept in dist/.build-stamp. Apart from buildIfStale.ts so that `npm run serve` (bundled in
// dist-server/) checks dist/ without carrying webpack's launcher.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const DIST = path.join(ROOT, 'dist');
export const STAMP = path.join(DIST, '.build-stamp');
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
