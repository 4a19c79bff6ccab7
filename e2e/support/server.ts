// Starts the real API server (tsx server/main.ts) as a child process on a free loopback port
// with its own data folder and SQLite file, so it migrates and seeds the demo data. Used by the
// e2e global setup and by the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  pid: number;
  origin: string; // http://127.0.0.1:PORT
  dataDir: string;
  dbFile: string;
  logFile: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `prefix` is put before tsx (e.g. ['taskset', '-c', '0']) when given; `command` replaces `tsx server/main.ts`.
 * `restart`: the data folder and port of a server that has stopped (bench:exam's crash test).
 * `port`: listen there (a free one, e.g. from freePort) when the address must be known before the
 * start: campus sign-in tests register `PUBLIC_URL`'s callback at the provider first.
 */
export async function startServer(
  opts: { prefix?: string[]; env?: NodeJS.ProcessEnv; timeoutMs?: number; command?: string[]; restart?: RunningServer; port?: number } = {},
) {
  const dataDir = opts.restart?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'training2-data-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = opts.restart ? Number(new URL(opts.restart.origin).port) : (opts.port ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL, TEST_DATABASE_URL, ...env } = process.env;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const [command, ...args] = [...(opts.prefix ?? []), ...(opts.command ?? [tsx, 'server/main.ts'])];
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    detached: true, // its own process group: stopServer ends tsx and the node process under it
    stdio: ['ignore', log, log],
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(ROOT, 'dist'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // no proxy in front to drain from (SHUTDOWN_DRAIN_MS): a stop is a stop
      SHUTDOWN_DRAIN_MS: '0',
      ...opts.env,
    },
  });
  closeSync(log);
  const server: RunningServer = { pid: child.pid!, origin, dataDir, dbFile: path.join(dataDir, 'training2.db'), logFile };
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? `exit ${code}`));

  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${origin}/goplatform/v1/system/getSetting`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        signal: AbortSignal.timeout(2000),
      });
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  await stopServer(server, { keepData: true });
  throw new Error(`the server did not become ready (${exited ?? 'timed out'}); log ${logFile}:\n${tail}`);
}

/** Sends SIGTERM to the server's process group, then SIGKILL after a grace period. */
export async function stopServer(server: RunningServer, opts: { keepData?: boolean; graceMs?: number } = {}) {
  const alive = () => {
    try {
      process.kill(-server.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) {
    process.kill(-server.pid, 'SIGTERM');
    const deadline = Date.now() + (opts.graceMs ?? 5000);
    while (alive() && Date.now() < deadline) await sleep(100);
    if (alive()) process.kill(-server.pid, 'SIGKILL');
  }
  if (!opts.keepData) rmSync(server.dataDir, { recursive: true, force: true });
}
