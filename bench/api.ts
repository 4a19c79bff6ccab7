// `npm run bench:api`: autocannon against the real server (fresh data folder, SQLite, demo data)
// for user/userInfo (with a token), system/getSetting and cms/noticeList, and against a bare
// Fastify hello-world in the same run. Prints requests/s, p99 latency and the ratio to the bare
// server. Loopback only, bounded: BENCH_SECONDS (10) per target, BENCH_CONNECTIONS (50).
// On 2 cores the servers are pinned to core 0 and the load generator to core 1 (taskset).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiLogin } from '../e2e/support/api';
import { freePort, ROOT, startServer, stopServer, type RunningServer } from '../e2e/support/server';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

// Pin this process (the load generator) to core 1 by running it again under taskset.
if (hasTaskset && !process.env.BENCH_PINNED) {
  const self = spawnSync('taskset', ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(self.status ?? 1);
}
const SERVER_CPU = hasTaskset ? ['taskset', '-c', '0'] : [];

interface Target { name: string; url: string; headers: Record<string, string>; body: string }

async function startBare(): Promise<{ pid: number; origin: string }> {
  const port = await freePort();
  const [command, ...args] = [...SERVER_CPU, path.join(ROOT, 'node_modules', '.bin', 'tsx'), 'bench/bareServer.ts', String(port)];
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${origin}/hello`, { method: 'POST' }).then((r) => r.ok, () => false);
    if (ok) return { pid: child.pid!, origin };
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('the bare server did not start');
}

async function load(target: Target, seconds: number, connections: number) {
  return autocannon({
    url: target.url,
    method: 'POST',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
}

async function main() {
  console.log(`bench:api: ${SECONDS} s per target, ${CONNECTIONS} connections, loopback;` +
    (hasTaskset ? ' servers on core 0, load on core 1' : ' taskset not found: not pinned (figures mean less)'));
  let server: RunningServer | null = null;
  let bare: { pid: number; origin: string } | null = null;
  const stopAll = async () => {
    if (bare) process.kill(-bare.pid, 'SIGTERM');
    bare = null;
    if (server) await stopServer(server);
    server = null;
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    server = await startServer({ prefix: SERVER_CPU, env: { LOG_LEVEL: 'warn' } });
    bare = await startBare();
    const token = await apiLogin(server.origin, server.dbFile, '2023010101', 'Dangjian@2026');
    const json = { 'content-type': 'application/json', token, appId: '6' };
    const targets: Target[] = [
      { name: 'bare Fastify hello', url: `${bare.origin}/hello`, headers: {}, body: '' },
      { name: 'user/userInfo', url: `${server.origin}/trainingApi/v1/user/userInfo`, headers: json, body: '{}' },
      {
        name: 'system/getSetting',
        url: `${server.origin}/goplatform/v1/system/getSetting`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      },
      {
        name: 'cms/noticeList',
        url: `${server.origin}/trainingApi/v1/cms/noticeList`,
        headers: json,
        body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
      },
    ];
    // Each call must really succeed, or the figures measure an error path.
    for (const t of targets.slice(1)) {
      const res = await fetch(t.url, { method: 'POST', headers: t.headers, body: t.body });
      const envelope = (await res.json()) as { code: number; msg: string };
      if (envelope.code !== 99999) throw new Error(`${t.name} answered ${envelope.code} ${envelope.msg}`);
    }

    const rows: { name: string; rps: number; p99: number; errors: number }[] = [];
    for (const t of targets) {
      await load(t, 2, 10); // warm-up (JIT, caches), not reported
      const r = await load(t, SECONDS, CONNECTIONS);
      rows.push({ name: t.name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx });
      console.log(`  measured ${t.name}`);
    }
    const bareRps = rows[0].rps;
    console.log(`\n${'target'.padEnd(22)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'vs bare'.padStart(8)} ${'errors'.padStart(7)}`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p99).padStart(8)} ${(r.rps / bareRps).toFixed(2).padStart(8)} ${String(r.errors).padStart(7)}`);
    }
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
