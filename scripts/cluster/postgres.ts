// The cluster harness's PostgreSQL: a throwaway cluster of scripts/pg-cluster.sh (its own
// folder, a free loopback port), which the scale-out check restarts to see the instances
// recover by themselves.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SCRIPT = path.join(ROOT, 'scripts', 'pg-cluster.sh');
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export interface Postgres {
  url: string;
  dir: string;
  /** the postmaster's pid (the backends are its children) */
  pid(): number;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when it returns */
  restart(): void;
  stop(): void;
}

/** pg-cluster.sh runs the server as `postgres` when we are root; pg_ctl must too. */
function asPostgres(command: string[]): void {
  const quoted = command.map((c) => `'${c.replace(/'/g, `'\\''`)}'`).join(' ');
  // no pipes: the restarted server would hold them open and this call would wait for ever
  const opts = { stdio: 'ignore' as const };
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], opts);
  else execFileSync('sh', ['-c', quoted], opts);
}

export function startPostgres(): Postgres {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'training2-pg-'));
  // mkdtemp makes it 0700: the postgres user (pg-cluster.sh runs the server as postgres when we
  // are root) must be able to reach the cluster's folder inside
  chmodSync(parent, 0o755);
  const dir = path.join(parent, 'cluster');
  let url: string;
  try {
    url = execFileSync('bash', [SCRIPT, 'start', dir], { encoding: 'utf8' }).trim();
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
  const data = path.join(dir, 'data');
  return {
    url,
    dir,
    pid: () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    restart: () =>
      asPostgres([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'server.log'), '-m', 'fast', '-w', '-t', '60', 'restart']),
    stop: () => {
      execFileSync('bash', [SCRIPT, 'stop', dir], { stdio: 'pipe' });
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
