// A heartbeat's rows are written, and committed, before it is answered; and any other change to
// the session, the progress, the 本期学时 row, the learner's stage, the stage's start or the video
// reaches the very next heartbeat: through the app, raw SQL, a rolled-back group commit, or
// another connection on the file. The same calls run on PostgreSQL.
import SQLite from 'better-sqlite3';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { sqliteOf } from '../../db/database';
import { sqliteBatch } from '../../db/sqliteBatch';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { heartbeat, REPLACED } from './sessions';

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let ids: FixtureIds;
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ sqliteInFile: true });
  ids = await insertStructure(t.db);
  f = await insertLessons(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

async function newStage(startDate = '2026-03-01'): Promise<number> {
  n += 1;
  return (
    await t.db
      .insertInto('stage')
      .values({ phaseId: ids.phases.first, name: `缓存测试期次${n}`, startDate, endDate: '2026-12-31', sort: 20 + n })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

interface Learner {
  id: number;
  token: string;
  sessionId: string;
  position: number;
}

/** A learner in a new stage (or none) who has started the long video. */
async function studying(stageId: number | null): Promise<Learner> {
  n += 1;
  const id = await insertUser(t.db, { account: `beatcache${n}`, password: 'Study@2026', stageId, orgId: ids.orgs.branch });
  const token = await t.login(`beatcache${n}`, 'Study@2026');
  const res = await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId: f.videos.long }, token);
  expect(res.code).toBe(CODE_OK);
  return { id, token, sessionId: res.data.sessionId, position: res.data.position };
}

/** `seconds` later the player reports `seconds` more played. */
async function beat(l: Learner, seconds = 10) {
  clock.advance(seconds);
  const res = await call<Res<'lesson', 'resourceTime'>>(
    t.app,
    L.resourceTime.path,
    { sessionId: l.sessionId, position: l.position + seconds, playing: true },
    l.token,
  );
  if (res.code === CODE_OK) l.position = res.data.position;
  return res;
}

const stageSeconds = async (userId: number, stageId: number) =>
  (await t.db.selectFrom('stageStudy').select('seconds').where('userId', '=', userId).where('stageId', '=', stageId).executeTakeFirst())
    ?.seconds ?? 0;
const sqlite = () => sqliteOf(t.db);
/** The learner's credited seconds on the video, read through a connection of its own (on SQLite: another reader of the file). */
async function committedCredited(l: Learner): Promise<number> {
  const file = sqlite()?.name;
  if (!file)
    return (
      await t.db
        .selectFrom('videoProgress')
        .select('credited')
        .where('userId', '=', l.id)
        .where('videoId', '=', f.videos.long)
        .executeTakeFirstOrThrow()
    ).credited;
  const other = new SQLite(file, { readonly: true });
  try {
    return (
      other.prepare('select credited from video_progress where user_id = ? and video_id = ?').get(l.id, f.videos.long) as {
        credited: number;
      }
    ).credited;
  } finally {
    other.close();
  }
}

test("each heartbeat's credit is committed when it is answered", async () => {
  const stageId = await newStage();
  const l = await studying(stageId);
  for (let i = 1; i <= 4; i++) {
    expect((await beat(l)).data).toMatchObject({ credited: 10 * i });
    // nothing else has run on the server's connection since the answer
    expect(await committedCredited(l)).toBe(10 * i);
  }
  expect(await stageSeconds(l.id, stageId)).toBe(40);
});

test('a progress row or 本期学时 row changed by raw SQL counts from the next heartbeat', async () => {
  const stageId = await newStage();
  const l = await studying(stageId);
  await beat(l);
  await beat(l);
  await t.db.updateTable('videoProgress').set({ credited: 500 }).where('userId', '=', l.id).execute();
  expect((await beat(l)).data).toMatchObject({ credited: 510 });
  await t.db.updateTable('stageStudy').set({ seconds: 1000, band: 1 }).where('userId', '=', l.id).execute();
  await beat(l);
  expect(await stageSeconds(l.id, stageId)).toBe(1010);
  await t.db.deleteFrom('stageStudy').where('userId', '=', l.id).execute();
  await beat(l);
  expect(await stageSeconds(l.id, stageId)).toBe(10);
});

test('a session ended elsewhere refuses the next heartbeat', async () => {
  const l = await studying(null);
  await beat(l);
  sqlite()
    ?.prepare("update study_session set ended_at = '2026-01-01T00:00:00.000Z', end_reason = 'replaced' where id = ?")
    .run(l.sessionId);
  if (!sqlite())
    await t.db
      .updateTable('studySession')
      .set({ endedAt: '2026-01-01T00:00:00.000Z', endReason: 'replaced' })
      .where('id', '=', l.sessionId)
      .execute();
  expect(await beat(l)).toMatchObject({ code: CODE_OPERATION_ERROR, msg: REPLACED });
});

test('a learner moved to another stage, or a stage that has not begun, is credited as the rows now say', async () => {
  const first = await newStage();
  const second = await newStage();
  const l = await studying(first);
  await beat(l);
  await beat(l);
  await t.db.updateTable('user').set({ stageId: second }).where('id', '=', l.id).execute();
  await beat(l);
  await beat(l);
  expect([await stageSeconds(l.id, first), await stageSeconds(l.id, second)]).toEqual([20, 20]);
  await t.db.updateTable('stage').set({ startDate: '2099-01-01' }).where('id', '=', second).execute();
  await beat(l);
  expect(await stageSeconds(l.id, second)).toBe(20);
});

test('a shorter video (its duration changed) is seen by the next heartbeat', async () => {
  const l = await studying(null);
  await beat(l);
  await t.db.updateTable('lessonVideo').set({ duration: 15 }).where('id', '=', f.videos.long).execute();
  try {
    // past the new end: refused, nothing earned
    expect((await beat(l, 10)).data).toMatchObject({ position: 10, credited: 10 });
  } finally {
    await t.db.updateTable('lessonVideo').set({ duration: 100 }).where('id', '=', f.videos.long).execute();
  }
});

test('a commit by another connection on the file counts from the next heartbeat', async () => {
  const l = await studying(null);
  await beat(l);
  await t.db.selectFrom('videoProgress').select('credited').where('userId', '=', l.id).execute();
  const file = sqlite()?.name;
  if (file) {
    const other = new SQLite(file);
    other.prepare('update video_progress set credited = 700 where user_id = ?').run(l.id);
    other.close();
  } else {
    await t.db.updateTable('videoProgress').set({ credited: 700 }).where('userId', '=', l.id).execute();
  }
  expect((await beat(l)).data).toMatchObject({ credited: 710 });
});

test('a heartbeat in a group commit whose first attempt was rolled back is written once', async () => {
  const stageId = await newStage();
  const l = await studying(stageId);
  await beat(l);
  await beat(l);
  const batch = sqliteBatch(t.db);
  if (batch) {
    clock.advance(10);
    // in the same round, after the heartbeat: a job that throws rolls the first attempt back, and
    // the jobs run again each in its own savepoint
    const [answer, failed] = await Promise.all([
      heartbeat(t.db, l.id, { sessionId: l.sessionId, position: l.position + 10, playing: true }, clock.now()),
      batch
        .run(() => {
          throw new Error('a fault');
        })
        .catch((e: Error) => e.message),
    ]);
    expect(failed).toBe('a fault');
    expect(answer).toMatchObject({ credited: 30 });
    l.position = answer.position;
  } else {
    expect((await beat(l)).data).toMatchObject({ credited: 30 });
  }
  await beat(l);
  expect((await beat(l)).data).toMatchObject({ credited: 50 });
  expect(await stageSeconds(l.id, stageId)).toBe(50);
  expect(await committedCredited(l)).toBe(50);
});

test('a heartbeat waits for a transaction open on the connection', async () => {
  const l = await studying(null);
  await beat(l);
  await beat(l);
  clock.advance(10);
  let pending: Promise<unknown> | undefined;
  await t.db.transaction().execute(async (trx) => {
    // a start on another page, say: the heartbeat waits for it, and then finds its session ended
    pending = heartbeat(t.db, l.id, { sessionId: l.sessionId, position: l.position + 10, playing: true }, clock.now()).catch(
      (e: Error) => e.message,
    );
    await trx
      .updateTable('studySession')
      .set({ endedAt: clock.now().toISOString(), endReason: 'replaced' })
      .where('id', '=', l.sessionId)
      .execute();
  });
  expect(await pending).toBe(REPLACED);
});

test('a heartbeat that had to wait for the group commit is not overtaken by the next one', async () => {
  const l = await studying(null);
  await beat(l);
  const at = (seconds: number) =>
    heartbeat(t.db, l.id, { sessionId: l.sessionId, position: l.position + seconds, playing: true }, clock.now());
  let first: ReturnType<typeof at> | undefined;
  clock.advance(10);
  // queued behind a transaction
  await t.db.transaction().execute(async () => {
    first = at(10);
  });
  clock.advance(10);
  const second = at(20);
  expect([await first, await second]).toEqual([
    { credited: 20, position: 20, completed: false },
    { credited: 30, position: 30, completed: false },
  ]);
});

test('heartbeats of one session sent at once are credited once', async () => {
  const stageId = await newStage();
  const l = await studying(stageId);
  await beat(l);
  clock.advance(10);
  const body = { sessionId: l.sessionId, position: l.position + 10, playing: true };
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, body, l.token)),
  );
  expect(answers.every((a) => a.code === CODE_OK)).toBe(true);
  expect(Math.max(...answers.map((a) => a.data.credited))).toBe(20);
  expect(await stageSeconds(l.id, stageId)).toBe(20);
});

test('a heartbeat whose rows cannot be written (a full disk) is not acknowledged, and the next one earns its ground', async () => {
  if (!sqlite()) return void expect(t.config.databaseUrl).not.toBe('');
  const stageId = await newStage();
  const l = await studying(stageId);
  await beat(l);
  // every write of the progress row fails, as on a full disk
  sqlite()!.exec(
    "CREATE TEMP TRIGGER training2_test_full BEFORE UPDATE ON main.video_progress BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
  );
  try {
    const failed = await beat(l);
    expect(failed.code).not.toBe(CODE_OK);
    expect(await committedCredited(l)).toBe(10);
    expect(await stageSeconds(l.id, stageId)).toBe(10);
  } finally {
    sqlite()!.exec('DROP TRIGGER temp.training2_test_full');
  }
  // room again: the player, now at 30 s, earns the ground since the last written heartbeat (10 s to 30 s)
  clock.advance(10);
  const res = await call<Res<'lesson', 'resourceTime'>>(
    t.app,
    L.resourceTime.path,
    { sessionId: l.sessionId, position: 30, playing: true },
    l.token,
  );
  expect(res.data).toMatchObject({ credited: 30, position: 30 });
  expect([await committedCredited(l), await stageSeconds(l.id, stageId)]).toEqual([30, 30]);
});
