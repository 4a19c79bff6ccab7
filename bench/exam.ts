// `npm run bench:exam [-- --examinees N] [-- --kill]`: an exam at scale on the real server.
//   N simulated examinees (default 2,000; BENCH_EXAMINEES) all call exam/startExam within the
//   same 10 s (evenly over the first BENCH_START_SPREAD s, 9), then each saves an answer every
//   BENCH_SAVE_EVERY_MS (5,000) for BENCH_SECONDS (30), open loop, then all submit (evenly over
//   10 s). Prints how many started within the window, saves/s, p50/p95/p99 latencies, errors,
//   the server's CPU per request, and checks every acknowledged save in the database.
//   --kill: the crash test. BENCH_EXAMINEES (default 500 here) save every second while the
//   server is killed with SIGKILL 5 times and restarted on the same data; afterwards every save
//   acknowledged with 99999 must be in the database (its seq or a later one). Prints checked/lost.
// Learners (with sessions) and the exam are inserted straight into the database of a freshly
// seeded server (bench/examData.ts). SQLite in a fresh data folder by default; PostgreSQL (a
// fresh database, dropped after) when DATABASE_URL or TEST_DATABASE_URL is set. The examinees
// share BENCH_SOCKETS (256) keep-alive sockets. Server on core 0, load on core 1.
import { createDb } from '../server/db/database';
import { freshPostgres } from '../server/test/testApp';
import { startServer, stopServer } from '../e2e/support/server';
import { ExamClient, percentile } from './examClient';
import { crashTest } from './examCrash';
import { readStoredAnswers } from './examData';
import { count, emptyTally, errorCount, startOne, verify, type Tally } from './examinees';
import { prepareExam, saving, serverCommand, spread } from './examLoad';
import { cliFlag } from '../server/cli/cliFlag';
import { groupCpuMs, pinLoadToCore1, pinningNote, SERVER_CPU } from './support';

const argv = process.argv.slice(2);
const KILL = argv.includes('--kill');
const EXAMINEES = Number(cliFlag('examinees') ?? process.env.BENCH_EXAMINEES ?? (KILL ? 500 : 2000));
const WINDOW_S = 10;
const START_SPREAD_S = Number(process.env.BENCH_START_SPREAD || 9);
const SUBMIT_SPREAD_S = 10;
const SAVE_SECONDS = Number(process.env.BENCH_SECONDS || 30);
const SAVE_EVERY_MS = Number(process.env.BENCH_SAVE_EVERY_MS || (KILL ? 1000 : 5000));
const SOCKETS = Number(process.env.BENCH_SOCKETS || 256);
const KILLS = 5;
const QUESTIONS = 20;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const PG_ADMIN = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
pinLoadToCore1();

interface Row {
  name: string;
  seconds: number;
  tally: Tally;
  cpuMs: number | null;
}

function print(rows: Row[]): void {
  const head = ['', 'calls', 'ok/s', 'errors', 'late', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'CPU µs/req'];
  const widths = [16, 7, 7, 7, 6, 8, 8, 8, 8, 11];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  console.log(`\n${line(head)}`);
  for (const r of rows) {
    const l = [...r.tally.latencies].sort((a, b) => a - b);
    console.log(
      line([
        r.name,
        String(l.length),
        (r.tally.ok / r.seconds).toFixed(0),
        String(errorCount(r.tally)),
        String(r.tally.late),
        percentile(l, 50).toFixed(1),
        percentile(l, 95).toFixed(1),
        percentile(l, 99).toFixed(1),
        (l.at(-1) ?? 0).toFixed(1),
        l.length && r.cpuMs !== null ? ((r.cpuMs * 1000) / l.length).toFixed(0) : '-',
      ]),
    );
    for (const [why, n] of [...r.tally.refused, ...r.tally.failed]) console.log(`    ${n}× ${why}`);
  }
}

async function bench(engine: string, pgUrl: string | undefined): Promise<number> {
  console.log(
    `bench:exam: ${EXAMINEES} examinees, startExam within ${WINDOW_S} s, a save every ${SAVE_EVERY_MS} ms each for ${SAVE_SECONDS} s, ` +
      `submit over ${SUBMIT_SPREAD_S} s; ${SOCKETS} sockets, ${engine}, LOG_LEVEL ${LOG_LEVEL}; ${pinningNote}`,
  );
  const server = await startServer({
    prefix: SERVER_CPU,
    command: serverCommand,
    env: { LOG_LEVEL, ...(pgUrl && { DATABASE_URL: pgUrl }) },
  });
  const client = new ExamClient(server.origin, SOCKETS);
  const dbOf = () => createDb({ databaseUrl: pgUrl ?? '', sqliteFile: server.dbFile });
  try {
    const setup = dbOf();
    const { examId, examinees } = await prepareExam(setup, EXAMINEES, QUESTIONS);
    await setup.destroy();
    const rows: Row[] = [];
    const measured = async (name: string, phase: (t: Tally) => Promise<number>) => {
      const cpu = groupCpuMs(server.pid);
      const tally = emptyTally();
      const seconds = await phase(tally);
      rows.push({ name, seconds, tally, cpuMs: groupCpuMs(server.pid) - cpu });
      console.log(`  ${name}: done`);
    };

    let lastStartMs = 0;
    let inWindow = 0;
    await measured('startExam', async (t) => {
      const t0 = Date.now();
      await spread(examinees.length, START_SPREAD_S * 1000, async (i) => {
        if (!(await startOne(client, examinees[i], examId, t))) return;
        const at = Date.now() - t0;
        lastStartMs = Math.max(lastStartMs, at);
        if (at <= WINDOW_S * 1000) inWindow++;
      });
      return (Date.now() - t0) / 1000;
    });
    const started = examinees.filter((e) => e.recordId !== null).length;
    await measured('saveExamAnswer', (t) => {
      const end = Date.now() + SAVE_SECONDS * 1000;
      return saving(client, examinees, SAVE_EVERY_MS, t, () => Date.now() >= end);
    });
    await measured('submitExam', async (t) => {
      const t0 = Date.now();
      await spread(examinees.length, SUBMIT_SPREAD_S * 1000, async (i) => {
        const e = examinees[i];
        if (e.recordId !== null) count(t, await client.post('submitExam', { recordId: e.recordId }, e.token));
      });
      return (Date.now() - t0) / 1000;
    });
    print(rows);
    console.log(
      `\nstarted: ${started} of ${examinees.length}, ${inWindow} within ${WINDOW_S} s of the first call (last answer at ${(lastStartMs / 1000).toFixed(2)} s)`,
    );

    const check = dbOf();
    const result = verify(examinees, await readStoredAnswers(check, examId));
    await check.destroy();
    console.log(`acknowledged saves checked in the database (${engine}): ${result.checked}, lost: ${result.lost}`);
    for (const x of result.examples) console.log(`  lost: ${x}`);
    return result.lost + rows.reduce((n, r) => n + errorCount(r.tally), 0) + (EXAMINEES - inWindow);
  } finally {
    client.close();
    await stopServer(server, { keepData: Boolean(process.env.BENCH_KEEP), graceMs: 30_000 });
    if (process.env.BENCH_KEEP) console.log(`data kept in ${server.dataDir}`);
  }
}

async function crash(engine: string, pgUrl: string | undefined): Promise<number> {
  console.log(
    `bench:exam --kill: ${EXAMINEES} examinees saving every ${SAVE_EVERY_MS} ms, the server SIGKILLed ${KILLS}× and restarted, ${engine}; ${pinningNote}`,
  );
  const r = await crashTest({
    examinees: EXAMINEES,
    kills: KILLS,
    everyMs: SAVE_EVERY_MS,
    databaseUrl: pgUrl,
    prefix: SERVER_CPU,
    env: { LOG_LEVEL },
    log: console.log,
  });
  print([{ name: 'saveExamAnswer', seconds: r.seconds, tally: r.saves, cpuMs: null }]);
  console.log('  (errors here are the saves sent while the server was down or dying: never acknowledged, not checked)');
  console.log(
    `\nafter ${r.kills} SIGKILLs and restarts: acknowledged saves checked in the database (${engine}): ${r.checked}, lost: ${r.lost}`,
  );
  for (const x of r.examples) console.log(`  lost: ${x}`);
  return r.lost;
}

async function main() {
  const pg = PG_ADMIN ? await freshPostgres(PG_ADMIN) : null;
  process.on('SIGINT', () => void (pg?.drop() ?? Promise.resolve()).finally(() => process.exit(130)));
  try {
    const engine = pg ? 'PostgreSQL' : 'SQLite';
    const failures = KILL ? await crash(engine, pg?.url) : await bench(engine, pg?.url);
    if (failures) process.exitCode = 1;
  } finally {
    await pg?.drop().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
