// A heartbeat answered 99999 is in the database: learners beat while the real server is killed
// with SIGKILL the moment the first answer of a round reaches us, three times, and restarted on
// the same data; afterwards every learner's acknowledged credit is on the video, in the day
// records and in the 本期学时 rows, and the sessions go on crediting. A beat in flight when the
// process dies has no answer, so it is not counted (it may or may not have committed). SQLite in
// the server's data folder, and PostgreSQL (a fresh database) when TEST_DATABASE_URL is set.
import { creditedTotals, insertLearners, insertLongVideo } from '../bench/studyLearners';
import { groupAlive } from '../bench/examLoad';
import { createDb } from '../server/db/database';
import { inTransaction } from '../server/db/transaction';
import { freshPostgres } from '../server/test/freshPostgres';
import { callApi } from './support/api';
import { startServer, stopServer, type RunningServer } from './support/server';

jest.setTimeout(240_000);

const LEARNERS = 20;
const KILLS = 3;
const START = '/trainingApi/v1/lesson/resourceStart';
const BEAT = '/trainingApi/v1/lesson/resourceTime';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Learner {
  userId: number;
  token: string;
  sessionId: string;
  /** the position at `since` (ms): the player plays on at 1x from there */
  position: number;
  since: number;
  /** the highest credited seconds the server acknowledged (99999) */
  acked: number;
}

const position = (l: Learner, now: number) => Math.round((l.position + (now - l.since) / 1000) * 1000) / 1000;

/** One heartbeat; the acknowledged credit is kept. `answered` is told of a 99999 before anything else happens. */
async function beat(origin: string, l: Learner, answered: () => void): Promise<boolean> {
  const r = await callApi<{ credited: number; position: number }>(
    origin,
    BEAT,
    { sessionId: l.sessionId, position: position(l, Date.now()), playing: true },
    l.token,
  ).catch(() => null); // the server died with it in flight
  if (r?.code !== 99999) return false;
  answered();
  l.acked = Math.max(l.acked, r.data.credited);
  return true;
}

test(`every acknowledged heartbeat's credit survives ${KILLS} SIGKILLs of the server`, async () => {
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const env = pg ? { DATABASE_URL: pg.url } : {};
  const dbOf = (s: RunningServer) => createDb({ databaseUrl: pg?.url ?? '', sqliteFile: s.dbFile });
  let server = await startServer({ env });
  try {
    const setup = dbOf(server);
    const videoId = await insertLongVideo(setup, 4 * 3600);
    const accounts = await insertLearners(setup, LEARNERS, new Date());
    const ids = await setup.selectFrom('user').select(['id', 'account']).where('account', 'like', 'bench%').orderBy('account').execute();
    await setup.destroy();
    const learners: Learner[] = [];
    for (const [i, a] of accounts.entries()) {
      const r = await callApi<{ sessionId: string; position: number }>(server.origin, START, { videoId }, a.token);
      expect(r.code).toBe(99999);
      learners.push({
        userId: ids[i].id,
        token: a.token,
        sessionId: r.data.sessionId,
        position: r.data.position,
        since: Date.now(),
        acked: 0,
      });
    }

    for (let k = 0; k < KILLS; k++) {
      // two rounds that all finish, then a round cut short by the kill
      for (let round = 0; round < 2; round++) {
        await sleep(1000);
        expect((await Promise.all(learners.map((l) => beat(server.origin, l, () => undefined)))).every(Boolean)).toBe(true);
      }
      await sleep(1000);
      const victim = server;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        process.kill(-victim.pid, 'SIGKILL');
      };
      const acknowledged = await Promise.all(learners.map((l) => beat(victim.origin, l, kill)));
      expect(killed).toBe(true);
      expect(acknowledged.some(Boolean)).toBe(true);
      while (groupAlive(victim.pid)) await sleep(10);
      server = await startServer({ env, restart: victim });
    }

    // after the last restart: nothing acknowledged is missing, and the three records agree
    const check = dbOf(server);
    const rows = await check.selectFrom('videoProgress').select(['userId', 'credited']).where('videoId', '=', videoId).execute();
    const totals = await inTransaction(check, creditedTotals);
    await check.destroy();
    const stored = new Map(rows.map((r) => [r.userId, r.credited]));
    const lost = learners.map((l) => Math.max(0, l.acked - (stored.get(l.userId) ?? 0)));
    console.log(
      `studyCrash (${pg ? 'PostgreSQL' : 'SQLite'}): ${KILLS} SIGKILLs, ${LEARNERS} learners, ${learners.reduce((n, l) => n + l.acked, 0).toFixed(3)} s acknowledged, ` +
        `${totals.videos.toFixed(3)} s on the videos; lost ${lost.reduce((a, b) => a + b, 0).toFixed(3)} s`,
    );
    expect(learners.every((l) => l.acked > 0)).toBe(true);
    expect(lost).toEqual(learners.map(() => 0));
    expect(totals.days).toBeCloseTo(totals.videos, 3);
    expect(totals.stage).toBeCloseTo(totals.videos, 3);

    // the sessions go on: the next heartbeat credits on from what was stored
    await sleep(1000);
    for (const l of learners) {
      const before = stored.get(l.userId)!;
      const r = await callApi<{ credited: number }>(
        server.origin,
        BEAT,
        { sessionId: l.sessionId, position: position(l, Date.now()), playing: true },
        l.token,
      );
      expect(r.code).toBe(99999);
      expect(r.data.credited).toBeGreaterThanOrEqual(before);
    }
  } finally {
    await stopServer(server);
    await pg?.drop();
  }
});
