// `npm run bench:api`: autocannon against the real server (fresh data folder, SQLite, demo data)
// for user/userInfo (with a token), system/getSetting and cms/noticeList, and against a bare
// Fastify hello-world in the same run. Prints requests/s, p99 latency and the ratio to the bare
// server. Loopback only, bounded: BENCH_SECONDS (10) per target, BENCH_CONNECTIONS (50).
// On 2 cores the servers are pinned to core 0 and the load generator to core 1 (taskset).
import autocannon from 'autocannon';
import { apiLogin } from '../e2e/support/api';
import { startServer, stopServer, type RunningServer } from '../e2e/support/server';
import { pinLoadToCore1, pinningNote, SERVER_CPU, startBare, stopBare, type BareServer } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
pinLoadToCore1();

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: string;
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
  console.log(`bench:api: ${SECONDS} s per target, ${CONNECTIONS} connections, loopback; ${pinningNote}`);
  let server: RunningServer | null = null;
  let bare: BareServer | null = null;
  const stopAll = async () => {
    if (bare) stopBare(bare);
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
      console.log(
        `${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p99).padStart(8)} ${(r.rps / bareRps).toFixed(2).padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    }
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
