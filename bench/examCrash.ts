// The crash test of issue 9 (bench:exam --kill, and e2e/examCrash.test.ts): examinees save
// answers while the real server is killed with SIGKILL and restarted on the same data, again and
// again; afterwards every save the server acknowledged (99999) must be in the database, with its
// seq or a later one. A save in flight when the process dies has no answer, so it is not
// checked: the browser keeps it and sends it again.
import { createDb } from '../server/db/database';
import { startServer, stopServer, type RunningServer } from '../e2e/support/server';
import { ExamClient, sleep } from './examClient';
import { readStoredAnswers } from './examData';
import { emptyTally, startOne, verify, type Tally } from './examinees';
import { groupAlive, prepareExam, saving, serverCommand, spread } from './examLoad';

export interface CrashOptions {
  examinees: number;
  kills: number;
  /** each examinee's save period */
  everyMs: number;
  /** a fresh PostgreSQL database; SQLite in the server's data folder when absent */
  databaseUrl?: string;
  /** put before the server's command (taskset) */
  prefix?: string[];
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface CrashResult {
  kills: number;
  started: number;
  saves: Tally;
  /** how long the examinees saved */
  seconds: number;
  checked: number;
  lost: number;
  examples: string[];
}

export async function crashTest(opts: CrashOptions): Promise<CrashResult> {
  const log = opts.log ?? (() => undefined);
  const env = { ...opts.env, ...(opts.databaseUrl && { DATABASE_URL: opts.databaseUrl }) };
  const launch = (restart?: RunningServer) => startServer({ prefix: opts.prefix, command: serverCommand, env, restart });
  const dbOf = (s: RunningServer) => createDb({ databaseUrl: opts.databaseUrl ?? '', sqliteFile: s.dbFile });
  let server = await launch();
  const client = new ExamClient(server.origin, 64);
  try {
    const setup = dbOf(server);
    const { examId, examinees } = await prepareExam(setup, opts.examinees, 20);
    await setup.destroy();
    const starts = emptyTally();
    await spread(examinees.length, 2000, (i) => startOne(client, examinees[i], examId, starts));
    const started = examinees.filter((e) => e.recordId !== null).length;
    if (started < examinees.length)
      throw new Error(`only ${started} of ${examinees.length} examinees could start: ${[...starts.refused, ...starts.failed].join('; ')}`);

    const saves = emptyTally();
    let stop = false;
    const load = saving(client, examinees, opts.everyMs, saves, () => stop);
    let kills = 0;
    for (; kills < opts.kills; kills++) {
      await sleep(1000 + Math.random() * 1500);
      const before = saves.ok;
      const inFlight = client.inFlight;
      process.kill(-server.pid, 'SIGKILL');
      while (groupAlive(server.pid)) await sleep(10);
      log(`  SIGKILL ${kills + 1}/${opts.kills} with ${inFlight} saves in flight (${before} acknowledged so far); restarting`);
      server = await launch(server);
    }
    await sleep(2000); // saves go on against the last server
    stop = true;
    const seconds = await load;

    const check = dbOf(server);
    const stored = await readStoredAnswers(check, examId);
    await check.destroy();
    return { kills, started, saves, seconds, ...verify(examinees, stored) };
  } finally {
    client.close();
    await stopServer(server, { keepData: Boolean(process.env.BENCH_KEEP) });
  }
}
