// One build at a time among the processes of one checkout: several `npm start` at once (instances on
// a shared checkout, a server restarted with all its services) all found dist/ stale and all ran
// webpack into it. The lock is a directory (mkdir is atomic: exactly one process creates it) holding
// its owner; the others wait for it to go, then look again whether a build is still needed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A lock whose owner is gone (killed during the build) is broken; one held this long is too. */
const MAX_HOLD_MS = 20 * 60_000;
const POLL_MS = 250;
/** Breaking a stale lock takes a second, short-lived lock (see breakIfStale). */
const BREAKER_STALE_MS = 60_000;

interface Owner {
  pid: number;
  host: string;
  since: number;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function tryMkdir(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function ownerOf(lockDir: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(lockDir, 'owner.json'), 'utf8')) as Owner;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why the lock is stale (its owner is gone, or it is held far too long), or null. */
function staleness(lockDir: string): string | null {
  const owner = ownerOf(lockDir);
  let since: number;
  try {
    since = owner?.since ?? fs.statSync(lockDir).mtimeMs;
  } catch {
    return null; // gone meanwhile
  }
  if (owner && owner.host === os.hostname() && !alive(owner.pid)) return `its process ${owner.pid} is gone`;
  if (Date.now() - since > MAX_HOLD_MS) return `held for over ${MAX_HOLD_MS / 60_000} minutes`;
  return null;
}

/**
 * Removes a stale lock. Two waiters may judge the same lock stale; had both removed "the lock",
 * the slower one could remove the lock the faster one had just taken. So a breaker first takes the
 * breaker lock and judges again under it: only a breaker removes another's lock, and a lock made
 * after the judgement has a live owner.
 */
function breakIfStale(lockDir: string, log: (line: string) => void): void {
  const breaker = `${lockDir}.breaking`;
  if (!tryMkdir(breaker)) {
    // a breaker killed in these few milliseconds leaves its lock: old enough, it goes
    try {
      if (Date.now() - fs.statSync(breaker).mtimeMs > BREAKER_STALE_MS) fs.rmSync(breaker, { recursive: true, force: true });
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    const why = staleness(lockDir);
    if (why) {
      log(`[build] the build lock ${lockDir} is stale (${why}): removing it`);
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(breaker, { recursive: true, force: true });
  }
}

/**
 * Runs `build` when `stale()` says so, holding the lock; a process that finds the lock held waits,
 * then asks `stale()` again (the holder has usually built what it needed). Answers 'fresh' (no
 * build was needed), 'built', or 'waited' (another process built it meanwhile).
 */
export function buildOnce(opts: {
  lockDir: string;
  stale: () => string | null;
  build: (reason: string) => void;
  log?: (line: string) => void;
}): 'fresh' | 'built' | 'waited' {
  const log = opts.log ?? ((line: string) => console.log(line));
  if (!opts.stale()) return 'fresh';
  let told = false;
  while (!tryMkdir(opts.lockDir)) {
    if (!told) log(`[build] another process is building (lock ${opts.lockDir}): waiting for it…`);
    told = true;
    breakIfStale(opts.lockDir, log);
    sleep(POLL_MS);
  }
  try {
    const owner: Owner = { pid: process.pid, host: os.hostname(), since: Date.now() };
    fs.writeFileSync(path.join(opts.lockDir, 'owner.json'), JSON.stringify(owner));
    // whoever held the lock before has usually built it
    const reason = opts.stale();
    if (!reason) return 'waited';
    opts.build(reason);
    return 'built';
  } finally {
    fs.rmSync(opts.lockDir, { recursive: true, force: true });
  }
}
