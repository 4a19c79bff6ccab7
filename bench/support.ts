// What the API benchmarks share: pinning (servers on core 0, load on core 1) and the bare
// Fastify hello-world they are compared with in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, ROOT } from '../e2e/support/server';

export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Runs this script again under `taskset -c 1` (once) and exits with its status; no-op without taskset. */
export function pinLoadToCore1(): void {
  if (!hasTaskset || process.env.BENCH_PINNED) return;
  const self = spawnSync('taskset', ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(self.status ?? 1);
}

/** Put before a server's command line: core 0 when taskset exists. */
export const SERVER_CPU = hasTaskset ? ['taskset', '-c', '0'] : [];

export const pinningNote = hasTaskset ? 'servers on core 0, load on core 1' : 'taskset not found: not pinned (figures mean less)';

export interface BareServer {
  pid: number;
  origin: string;
}

export async function startBare(): Promise<BareServer> {
  const port = await freePort();
  const [command, ...args] = [...SERVER_CPU, path.join(ROOT, 'node_modules', '.bin', 'tsx'), 'bench/bareServer.ts', String(port)];
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${origin}/hello`, { method: 'POST' }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { pid: child.pid!, origin };
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('the bare server did not start');
}

export const stopBare = (bare: BareServer): void => {
  try {
    process.kill(-bare.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

/**
 * CPU time (ms, user + system) used so far by the processes of a process group (Linux /proc;
 * 0 elsewhere). On a shared machine throughput swings with the neighbours' load; CPU time per
 * request does much less, so the benchmarks print both.
 */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // fields after the command (which may hold spaces) in parentheses
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* ended meanwhile */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
