// Builds the web app (webpack --mode production) when dist/ is missing or was built from other
// inputs. The inputs' content hash is kept in dist/.build-stamp.
//   tsx scripts/buildIfStale.ts [--force]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOnce } from './buildLock';
import { inputHash, ROOT, STAMP, staleReason } from './webStamp';

export { DIST, inputHash, ROOT, staleReason } from './webStamp';

/** Held while webpack writes dist/: two `npm start` at once on one checkout build once. */
const LOCK = path.join(ROOT, '.build-lock');

/**
 * Builds when needed; throws when webpack fails. Returns true when it built. Another process
 * building meanwhile is waited for, and its build used (buildLock.ts).
 */
export function buildIfStale(opts: { force?: boolean; log?: (line: string) => void } = {}): boolean {
  const log = opts.log ?? ((line: string) => console.log(line));
  let hash = '';
  const stale = () => {
    hash = inputHash();
    return opts.force ? 'a build was asked for' : staleReason(hash);
  };
  const build = (reason: string) => {
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
  };
  const outcome = buildOnce({ lockDir: LOCK, stale, build, log });
  if (outcome === 'fresh') log('[build] dist/ is up to date, no build needed');
  if (outcome === 'waited') log('[build] dist/ was built by another process meanwhile: using it');
  return outcome === 'built';
}

if (require.main === module) {
  try {
    buildIfStale({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`[build] ${(error as Error).message}`);
    process.exit(1);
  }
}
