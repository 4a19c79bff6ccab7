// `npm run bench:study [-- --learners=N]`: the study heartbeat (lesson/resourceTime) as a campus
// sends it, on the database the server runs on. N learners (default 20,000; BENCH_LEARNERS), each
// with a started session on one long video, all on the real clock:
//   1. on schedule: every learner beats once every heartbeatSeconds (30 s) of real time, spread
//      evenly (20,000 learners: about 670 beats/s), open loop, sent by a process of its own
//      (bench/studySchedule.ts says why) after BENCH_WARMUP_SECONDS (3) of the same schedule, for
//      a measured window of BENCH_SECONDS (30). PASS when p99 <= 50 ms and every beat was
//      accepted (no error, no refusal, none that had to wait for its learner's previous one);
//   2. as fast as possible: BENCH_CONNECTIONS (50) keep-alive connections, each sending the next
//      learner's beat as soon as its last one is answered (bench/loadClient.ts), for
//      BENCH_FAST_SECONDS (10): heartbeats/s accepted, p50/p99. The study rules allow a learner
//      MAX_BEATS_PER_WINDOW beats per 30 s, so N learners cannot be accepted more than N/3 times
//      a second; beyond that the beats are refused (printed apart).
// Every beat is answered only after its transaction committed, so what is printed is durable.
// Finally checks that the credited seconds on the videos, in the day records and in the 本期学时
// rows agree. The learners are in a stage and a party branch like real ones
// (bench/studyLearners.ts).
// SQLite in a fresh data folder by default; PostgreSQL (a fresh database, dropped after) when
// DATABASE_URL or TEST_DATABASE_URL is set. The server is server/main.ts unchanged, at LOG_LEVEL
// BENCH_LOG_LEVEL (info, the production default), on core 0, the load on core 1. The machine may
// be shared: the load average is printed at the start and the end.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../server/db/database';
import { inTransaction } from '../server/db/transaction';
import { loadVideoSetting } from '../server/modules/base/settings';
import { MAX_BEATS_PER_WINDOW } from '../server/modules/lesson/sessions';
import { freshPostgres } from '../server/test/freshPostgres';
import { startServer, stopServer, type RunningServer } from '../e2e/support/server';
import { sleep } from './examClient';
import { Fleet, startSessions, type Studying, type Tally } from './studyFleet';
import { requestHead, runLoad, withBody } from './loadClient';
import type { ScheduleJob, ScheduleResult } from './studySchedule';
import { creditedTotals, insertLearners, insertLongVideo } from './studyLearners';
import { groupCpuMs, pinLoadToCore1, pinningNote, SERVER_CPU } from './support';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const LEARNERS = Number(flag('learners') ?? process.env.BENCH_LEARNERS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 3);
const FAST_SECONDS = Number(process.env.BENCH_FAST_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const PG_ADMIN = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const BEAT_PATH = '/trainingApi/v1/lesson/resourceTime';
/** the on-schedule target: a campus's heartbeats answered within this, every one accepted */
const P99_TARGET_MS = 50;
pinLoadToCore1();

interface Row {
  name: string;
  seconds: number;
  sent: number;
  tally: Tally;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** the server's CPU per beat sent, µs */
  cpuUs: number;
}

/** The on-schedule load's longest event-loop delay (ms), printed below the table. */
let loadPauseMs = 0;

/** Phase 1 in a process of its own: each learner beats every `periodMs`, spread evenly. The learners come back as it left them. */
async function onSchedule(origin: string, fleet: Fleet, periodMs: number): Promise<Omit<Row, 'cpuUs'>> {
  const child = fork(path.join(__dirname, 'studySchedule.ts'), { stdio: 'inherit' });
  const job: ScheduleJob = {
    origin,
    path: BEAT_PATH,
    learners: fleet.learners,
    duration: fleet.duration,
    periodMs,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  };
  const result = await new Promise<ScheduleResult>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ScheduleResult));
    child.once('exit', (code) => reject(new Error(`the on-schedule load stopped (exit ${code}) before it answered`)));
    child.send(job);
  });
  result.learners.forEach((l, i) => Object.assign(fleet.learners[i], l));
  const tally: Tally = { ...result.tally, refusedWhy: new Map(result.tally.refusedWhy) };
  loadPauseMs = result.loadPauseMs;
  // a beat that could not leave on time is a failure of the schedule: counted with the errors
  return {
    name: 'on schedule',
    seconds: result.seconds,
    sent: result.sent,
    tally,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    errors: tally.errors + result.late,
  };
}

/** Phase 2: beats back to back on `CONNECTIONS` connections (bench/loadClient.ts). */
async function asFastAsPossible(origin: string, fleet: Fleet, seconds: number): Promise<Omit<Row, 'cpuUs'>> {
  // each learner's request up to its body, made once
  const heads = new Map<Studying, string>();
  const head = (l: Studying) => {
    let h = heads.get(l);
    if (h === undefined)
      heads.set(l, (h = requestHead(origin, 'POST', BEAT_PATH, { 'content-type': 'application/json', token: l.token, appId: '6' })));
    return h;
  };
  const r = await runLoad<Studying>(origin, CONNECTIONS, seconds, {
    next: () => {
      const l = fleet.next();
      if (!l) throw new Error(`more connections (${CONNECTIONS}) than learners`);
      return { text: withBody(head(l), fleet.body(l, Date.now())), ctx: l };
    },
    answered: (l, status, body) => fleet.record(l, status, body),
  });
  // the beats in flight when the phase ended were dropped with their connections
  fleet.settle();
  const tally = fleet.resetTally();
  return {
    name: 'as fast as possible',
    seconds: r.seconds,
    sent: r.sent,
    tally,
    p50: r.p50,
    p99: r.p99,
    max: r.max,
    errors: tally.errors + r.errors,
  };
}

function print(rows: Row[]): void {
  const head = ['', 'sent/s', 'accepted/s', 'credited/s', 'refused', 'errors', 'p50 ms', 'p99 ms', 'max ms', 'CPU µs/beat'];
  const widths = [20, 8, 11, 11, 8, 7, 7, 7, 8, 12];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  console.log(`\n${line(head)}`);
  for (const r of rows) {
    const per = (n: number) => (n / r.seconds).toFixed(0);
    console.log(
      line([
        r.name,
        per(r.sent),
        per(r.tally.accepted),
        per(r.tally.credited),
        String(r.tally.refused),
        String(r.errors),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.max.toFixed(1),
        r.cpuUs.toFixed(0),
      ]),
    );
    for (const [why, count] of r.tally.refusedWhy) console.log(`    refused ${count}×: ${why}`);
  }
  // a pause of the load generator shows in the latency it measured: here it is apart
  console.log(`on schedule: the load generator's own longest event-loop delay was ${loadPauseMs.toFixed(1)} ms`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const pg = PG_ADMIN ? await freshPostgres(PG_ADMIN) : null;
  console.log(
    `bench:study: ${LEARNERS} learners on the real clock, ${pg ? 'PostgreSQL' : 'SQLite'}, on schedule ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up), ` +
      `as fast as possible ${FAST_SECONDS} s on ${CONNECTIONS} connections, LOG_LEVEL ${LOG_LEVEL}; ${pinningNote}`,
  );
  console.log(`load average at the start (1, 5, 15 min; ${os.cpus().length} cores): ${loadAverage()}`);
  let server: RunningServer | null = null;
  const stopAll = async () => {
    if (server) await stopServer(server, { keepData: Boolean(process.env.BENCH_KEEP), graceMs: 30_000 });
    if (server && process.env.BENCH_KEEP) console.log(`data kept in ${server.dataDir}`);
    server = null;
    if (pg) await pg.drop().catch(() => undefined);
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  let failed = false;
  try {
    server = await startServer({
      prefix: SERVER_CPU,
      // node itself, not the tsx launcher: the CPU measured is the server's process group either way
      command: [process.execPath, '--import', 'tsx', 'server/main.ts'],
      env: { LOG_LEVEL: LOG_LEVEL, ...(pg && { DATABASE_URL: pg.url }) },
    });
    const db = createDb({ databaseUrl: pg?.url ?? '', sqliteFile: server.dbFile });
    const rules = await loadVideoSetting(db);
    // no learner may reach the end during the run: its beats would earn nothing
    const duration = 4 * 3600;
    const videoId = await insertLongVideo(db, duration);
    const accounts = await insertLearners(db, LEARNERS, new Date());
    await db.destroy();
    const started = Date.now();
    const fleet = new Fleet(
      await startSessions(
        server.origin,
        accounts.map((a) => a.token),
        videoId,
      ),
      duration,
    );
    console.log(
      `  ${LEARNERS} sessions started in ${((Date.now() - started) / 1000).toFixed(1)} s; heartbeatSeconds ${rules.heartbeatSeconds}, allowSeek ${rules.allowSeek}, maxSpeed ${rules.maxSpeed}`,
    );

    const { origin, pid } = server;
    const measured = async (phase: () => Promise<Omit<Row, 'cpuUs'>>): Promise<Row> => {
      const cpu = groupCpuMs(pid);
      const row = await phase();
      return { ...row, cpuUs: ((groupCpuMs(pid) - cpu) * 1000) / Math.max(1, row.sent) };
    };
    // every player starts now, so no first beat reports more than it could have played
    fleet.resume(Date.now());
    const scheduled = await measured(() => onSchedule(origin, fleet, rules.heartbeatSeconds * 1000));
    const fast = await measured(() => asFastAsPossible(origin, fleet, FAST_SECONDS));
    print([scheduled, fast]);

    const pass = scheduled.p99 <= P99_TARGET_MS && scheduled.errors === 0 && scheduled.tally.refused === 0;
    failed = !pass;
    const perSecond = (n: number, r: Row) => (n / r.seconds).toFixed(0);
    console.log(
      `\non schedule: ${perSecond(scheduled.sent, scheduled)} beats/s sent, ${perSecond(scheduled.tally.accepted, scheduled)}/s accepted, ` +
        `${scheduled.errors} errors, ${scheduled.tally.refused} refused, p50 ${scheduled.p50.toFixed(1)} ms, p99 ${scheduled.p99.toFixed(1)} ms, max ${scheduled.max.toFixed(1)} ms: ` +
        `${pass ? 'PASS' : 'FAIL'} (target p99 <= ${P99_TARGET_MS} ms, 0 errors, every beat accepted)`,
    );
    console.log(
      `as fast as possible: ${perSecond(fast.tally.accepted, fast)} heartbeats/s accepted, p50 ${fast.p50.toFixed(1)} ms, p99 ${fast.p99.toFixed(1)} ms` +
        (fast.tally.refused
          ? ` (${fast.tally.refused} refused: ${LEARNERS} learners may be accepted at most ${((LEARNERS * MAX_BEATS_PER_WINDOW) / rules.heartbeatSeconds).toFixed(0)} times a second)`
          : ''),
    );

    await sleep(1000); // the beats dropped at the end of the last phase finish
    const check = createDb({ databaseUrl: pg?.url ?? '', sqliteFile: server.dbFile });
    const totals = await inTransaction(check, creditedTotals);
    await check.destroy();
    const agree = Math.abs(totals.videos - totals.days) < 1 && Math.abs(totals.videos - totals.stage) < 1;
    if (!agree) failed = true;
    console.log(
      `\ncredited: ${totals.videos.toFixed(3)} s on the videos, ${totals.days.toFixed(3)} s in the day records, ` +
        `${totals.stage.toFixed(3)} s in the 本期学时 rows: ${agree ? 'agree' : 'DISAGREE'}`,
    );
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await stopAll();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
