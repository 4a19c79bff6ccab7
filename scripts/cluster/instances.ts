// The cluster harness's API instances: each a process group of its own (so SIGKILL of the group
// is a real crash), on a free loopback port, with its own INSTANCE_NAME and log file, sharing
// the database and the upload folder with the others.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/support/server';
import { serverStaleReason } from '../serverStamp';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface Instance {
  name: string;
  port: number;
  origin: string;
  /** the process group (the node process leads it) */
  pid: number;
  logFile: string;
}

/**
 * Production's prebuilt server when `npm run build:server` built it from the sources as they are
 * now, else node with tsx's loader (as npm start does): a stale build would test old code.
 */
export function serverCommand(): string[] {
  if (!serverStaleReason()) return [process.execPath, path.join(ROOT, 'dist-server', 'main.js')];
  return [process.execPath, '--import', 'tsx', path.join(ROOT, 'server', 'main.ts')];
}

export async function launchInstance(name: string, dir: string, env: NodeJS.ProcessEnv, port?: number): Promise<Instance> {
  const p = port ?? (await freePort());
  const logFile = path.join(dir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const [command, ...args] = serverCommand();
  // DATABASE_URL and TEST_DATABASE_URL of the caller never leak into an instance: `env` says all
  const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', ...env, PORT: String(p), INSTANCE_NAME: name },
  });
  closeSync(log);
  child.unref();
  return { name, port: p, origin: `http://127.0.0.1:${p}`, pid: child.pid!, logFile };
}

export function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function health(origin: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    const res = await fetch(`${origin}/trainingApi/health`, { signal: AbortSignal.timeout(5000) });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  } catch {
    return { status: 0, body: null };
  }
}

/** Waits for the instance's health to answer 200; throws with the end of its log when it died or ran out of time. */
export async function waitHealthy(instance: Instance, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await health(instance.origin)).status === 200) return;
    if (!alive(instance.pid)) break;
    await sleep(250);
  }
  const tail = readFileSync(instance.logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(
    `instance ${instance.name} is not healthy (${alive(instance.pid) ? 'timed out' : 'exited'}); ${instance.logFile}:\n${tail}`,
  );
}

/** SIGTERM (the instance drains and exits), SIGKILL after `graceMs`; resolves when the group is gone. */
export async function stopInstance(instance: Instance, graceMs = 15_000): Promise<void> {
  if (!alive(instance.pid)) return;
  process.kill(-instance.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(instance.pid) && Date.now() < deadline) await sleep(100);
  if (alive(instance.pid)) killInstance(instance);
  while (alive(instance.pid)) await sleep(50);
}

/** kill -9 of the whole instance: no drain, connections cut. */
export function killInstance(instance: Instance): void {
  try {
    process.kill(-instance.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}
