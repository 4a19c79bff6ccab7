// `npm run bench:cluster [-- --instances N] [-- --proxy haproxy|nginx]`: the site as several
// instances behind the proxy (scripts/cluster/: a throwaway PostgreSQL, N instances sharing it
// and one data folder, HAProxy by default, from deploy/), then the same with one instance, and
// the ratio. Each run, through the proxy:
//   1. heartbeats back to back for BENCH_BEAT_SECONDS (15) on BENCH_CONNECTIONS (50) keep-alive
//      connections, BENCH_LEARNERS (3,000) learners watching one long video;
//   2. an exam of BENCH_EXAMINEES (1,000): all call startExam evenly over 9 s, each saves an
//      answer every BENCH_SAVE_EVERY_MS (5,000) for BENCH_SECONDS (20), all submit over 10 s.
// Prints per instance (counted from the proxy's access log: which instance answered, the
// proxy's time for it) and in total (requests and errors as the client counted them, ok/s:
// answered 99999; p50/p95: the proxy's times of all instances): requests/s, p50/p95, errors; acknowledged
// saves lost (must be 0); PostgreSQL transactions per heartbeat (pg_stat_database); the CPU
// split between the instances, PostgreSQL, the proxy and this load (/proc); and the ratio N/1.
// Exit status 1 when a save was lost or a call failed.
import os from 'node:os';
import { Client } from 'pg';
import { startCluster, type Cluster } from '../scripts/cluster/cluster';
import { treeCpuMs } from '../scripts/cluster/cpu';
import type { ProxyKind } from '../scripts/cluster/proxyConfig';
import { cliFlag } from '../server/cli/cliFlag';
import { createDb } from '../server/db/database';
import { logOffset, servedSince, type Served } from './clusterLog';
import { BEAT_PATH, beating, prepare, saveAll, startAll, startStudying, submitAll, type ExamShape } from './clusterPhases';
import { ExamClient, percentile, sleep } from './examClient';
import { readStoredAnswers } from './examData';
import { emptyTally, errorCount, verify, type Tally } from './examinees';

const INSTANCES = Number(cliFlag('instances') ?? process.env.BENCH_INSTANCES ?? 3);
const PROXY: ProxyKind = (cliFlag('proxy') ?? process.env.BENCH_PROXY) === 'nginx' ? 'nginx' : 'haproxy';
const LEARNERS = Number(process.env.BENCH_LEARNERS || 3000);
const EXAMINEES = Number(process.env.BENCH_EXAMINEES || 1000);
const BEAT_SECONDS = Number(process.env.BENCH_BEAT_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS || 256);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const SHAPE: ExamShape = {
  startSpreadS: 9,
  saveEveryMs: Number(process.env.BENCH_SAVE_EVERY_MS || 5000),
  saveSeconds: Number(process.env.BENCH_SECONDS || 20),
  submitSpreadS: 10,
};
const QUESTIONS = 20;

interface Cpu {
  node: number[];
  postgres: number;
  proxy: number;
  load: number;
}

interface Phase {
  name: string;
  seconds: number;
  calls: number;
  ok: number;
  errors: number;
  why: Map<string, number>;
  served: Map<string, Served>;
  cpu: Cpu;
  xacts: number;
}

interface Run {
  instances: number;
  phases: Phase[];
  beatsAccepted: number;
  xactsPerBeat: number;
  checked: number;
  lost: number;
  migratedBy: string;
}

function cpuNow(c: Cluster): Cpu {
  const ms = treeCpuMs([...c.instances.map((i) => i.pid), c.pg.pid(), c.proxy.pid]);
  const own = process.cpuUsage();
  return { node: ms.slice(0, c.instances.length), postgres: ms.at(-2)!, proxy: ms.at(-1)!, load: (own.user + own.system) / 1000 };
}

const cpuDelta = (a: Cpu, b: Cpu): Cpu => ({
  node: b.node.map((x, i) => x - a.node[i]),
  postgres: b.postgres - a.postgres,
  proxy: b.proxy - a.proxy,
  load: b.load - a.load,
});

async function xactCommits(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query('SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()');
    return Number(rows[0].n);
  } finally {
    await c.end();
  }
}

/** Runs `load`, with the proxy's log, the CPU and PostgreSQL's commits around it. */
async function measured(
  c: Cluster,
  name: string,
  marker: string,
  load: () => Promise<{ seconds: number; calls: number; ok: number; errors: number; why: Map<string, number> }>,
): Promise<Phase> {
  const offset = logOffset(c.proxy.accessLog);
  const x0 = await xactCommits(c.pg.url);
  const cpu0 = cpuNow(c);
  const r = await load();
  const cpu = cpuDelta(cpu0, cpuNow(c));
  // a backend reports its commits to the statistics at most once a second, when idle
  await sleep(1500);
  const xacts = (await xactCommits(c.pg.url)) - x0 - 1;
  const names = new Map(c.instances.map((i) => [`127.0.0.1:${i.port}`, i.name]));
  console.log(`  ${name}: done`);
  return { name, ...r, served: servedSince(c.proxy.kind, c.proxy.accessLog, offset, marker, names), cpu, xacts };
}

const fromTally = (t: Tally, seconds: number) => ({
  seconds,
  calls: t.latencies.length,
  ok: t.ok,
  errors: errorCount(t),
  why: new Map([...t.refused, ...t.failed]),
});

/** the cluster running now: Ctrl-C removes it before leaving */
let running: Cluster | null = null;
process.once('SIGINT', () => void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130)));

async function run(instances: number): Promise<Run> {
  console.log(`\n== ${instances} instance${instances > 1 ? 's' : ''} behind ${PROXY} ==`);
  const c = await startCluster({
    instances,
    proxy: PROXY,
    seedDemo: true,
    migrate: 'once',
    env: { LOG_LEVEL },
    log: (l) => console.log(`  ${l}`),
  });
  running = c;
  const client = new ExamClient(c.proxy.origin, SOCKETS);
  try {
    const db = createDb({ databaseUrl: c.pg.url, sqliteFile: '' });
    const prepared = await prepare(db, Math.max(LEARNERS, EXAMINEES), EXAMINEES, QUESTIONS);
    await db.destroy();
    const fleet = await startStudying(c.proxy.origin, prepared.tokens.slice(0, LEARNERS), prepared.videoId);
    const phases: Phase[] = [];
    phases.push(
      await measured(c, 'heartbeat', BEAT_PATH, async () => {
        const r = await beating(c.proxy.origin, fleet, CONNECTIONS, BEAT_SECONDS);
        const t = fleet.resetTally();
        const why = new Map([...t.refusedWhy].map(([k, v]) => [`refused: ${k}`, v]));
        if (r.errors + r.non200) why.set('no answer or not 200', r.errors + r.non200);
        return { seconds: r.seconds, calls: r.sent, ok: t.accepted, errors: t.errors + r.errors, why };
      }),
    );
    const beatsAccepted = phases[0].ok;
    const { examinees, examId } = prepared;
    for (const [name, step] of [
      ['startExam', startAll.bind(null, client, examinees, examId, SHAPE)],
      ['saveExamAnswer', saveAll.bind(null, client, examinees, SHAPE)],
      ['submitExam', submitAll.bind(null, client, examinees, SHAPE)],
    ] as const) {
      phases.push(
        await measured(c, name, `/exam/${name}`, async () => {
          const t = emptyTally();
          return fromTally(t, await step(t));
        }),
      );
    }
    const check = createDb({ databaseUrl: c.pg.url, sqliteFile: '' });
    const result = verify(examinees, await readStoredAnswers(check, examId));
    await check.destroy();
    for (const x of result.examples) console.log(`  lost: ${x}`);
    return {
      instances,
      phases,
      beatsAccepted,
      xactsPerBeat: beatsAccepted ? phases[0].xacts / beatsAccepted : 0,
      checked: result.checked,
      lost: result.lost,
      migratedBy: c.migratedBy,
    };
  } finally {
    client.close();
    await c.stop();
    running = null;
  }
}

const pad = (cells: string[], widths: number[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
const sec = (ms: number) => (ms / 1000).toFixed(1);

function print(r: Run): void {
  const widths = [15, 8, 9, 8, 8, 8, 8, 7];
  console.log(`\n${pad(['phase', 'served by', 'requests', 'req/s', 'ok/s', 'p50 ms', 'p95 ms', 'errors'], widths)}`);
  for (const p of r.phases) {
    const all: number[] = [];
    for (const [name, s] of [...p.served].sort()) {
      const l = s.latencies.sort((a, b) => a - b);
      all.push(...l);
      const cells = [
        p.name,
        name,
        String(s.count),
        (s.count / p.seconds).toFixed(0),
        '',
        percentile(l, 50).toFixed(0),
        percentile(l, 95).toFixed(0),
      ];
      console.log(pad([...cells, String(s.errors)], widths));
    }
    all.sort((a, b) => a - b);
    const perS = (n: number) => (n / p.seconds).toFixed(0);
    const cells = ['', 'total', String(p.calls), perS(p.calls), perS(p.ok), percentile(all, 50).toFixed(0), percentile(all, 95).toFixed(0)];
    console.log(pad([...cells, String(p.errors)], widths));
    for (const [why, n] of p.why) console.log(`    ${n}× ${why}`);
    const cpu = p.cpu;
    const node = cpu.node.reduce((a, b) => a + b, 0);
    console.log(
      `    CPU s: node ${sec(node)} (${cpu.node.map(sec).join(' + ')}), postgres ${sec(cpu.postgres)}, ${PROXY} ${sec(cpu.proxy)}, load ${sec(cpu.load)}; ${p.seconds.toFixed(1)} s on ${os.cpus().length} cores`,
    );
  }
  console.log(
    `  PostgreSQL transactions per accepted heartbeat: ${r.xactsPerBeat.toFixed(2)} (${r.phases[0].xacts} commits / ${r.beatsAccepted}${PROXY === 'haproxy' ? '; HAProxy health checks included' : ''})`,
  );
  console.log(`  acknowledged saves checked in the database: ${r.checked}, lost: ${r.lost}`);
  console.log(`  schema by ${r.migratedBy}`);
}

function ratio(n: Run, one: Run): void {
  const get = (r: Run, name: string) => r.phases.find((p) => p.name === name)!;
  const p95 = (p: Phase) =>
    percentile(
      [...p.served.values()].flatMap((s) => s.latencies).sort((a, b) => a - b),
      95,
    );
  console.log(`\n== ratio ${n.instances}/1 ==`);
  const rate = (p: Phase) => p.ok / p.seconds;
  console.log(
    `  heartbeats accepted/s: ${rate(get(n, 'heartbeat')).toFixed(0)} / ${rate(get(one, 'heartbeat')).toFixed(0)} = ${(rate(get(n, 'heartbeat')) / rate(get(one, 'heartbeat'))).toFixed(2)}`,
  );
  console.log(`  PostgreSQL transactions per heartbeat: ${n.xactsPerBeat.toFixed(2)} / ${one.xactsPerBeat.toFixed(2)}`);
  for (const name of ['startExam', 'saveExamAnswer', 'submitExam']) {
    console.log(`  ${name} p95 ms: ${p95(get(n, name)).toFixed(0)} / ${p95(get(one, name)).toFixed(0)}`);
  }
  const cpuPerBeat = (r: Run) => {
    const p = get(r, 'heartbeat');
    return ((p.cpu.node.reduce((a, b) => a + b, 0) + p.cpu.postgres + p.cpu.proxy) * 1000) / Math.max(1, p.ok);
  };
  console.log(`  CPU per accepted heartbeat (node + postgres + proxy), µs: ${cpuPerBeat(n).toFixed(0)} / ${cpuPerBeat(one).toFixed(0)}`);
  if (os.cpus().length < n.instances + 2) {
    console.log(
      `  Note: ${os.cpus().length} cores for ${n.instances} instances, PostgreSQL, the proxy and this load: they share the same cores, so the ratio cannot show scaling here; ` +
        'it shows what splitting the load costs. On a machine with a core for each instance and for PostgreSQL, see docs/operations/scale-out.md.',
    );
  }
}

async function main() {
  console.log(
    `bench:cluster: ${INSTANCES} and 1 instance(s) behind ${PROXY}; heartbeats ${BEAT_SECONDS} s on ${CONNECTIONS} connections (${LEARNERS} learners); ` +
      `exam of ${EXAMINEES}: start over ${SHAPE.startSpreadS} s, a save every ${SHAPE.saveEveryMs} ms for ${SHAPE.saveSeconds} s, submit over ${SHAPE.submitSpreadS} s; ` +
      `LOG_LEVEL ${LOG_LEVEL}; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`,
  );
  const runs: Run[] = [];
  for (const n of INSTANCES > 1 ? [INSTANCES, 1] : [1]) {
    const r = await run(n);
    print(r);
    runs.push(r);
  }
  if (runs.length === 2) ratio(runs[0], runs[1]);
  const failed = runs.some((r) => r.lost > 0 || r.phases.some((p) => p.errors > 0));
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
