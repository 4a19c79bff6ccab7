// On SQLite the heartbeat keeps what a session's last heartbeat left (beatCache.ts) instead of
// reading it again, and writes the rows within FLUSH_MS, before any other query and at close.
// What it keeps must always be what a read answers once written, and any other change to the
// session, the progress, the 本期学时 row, the learner's stage, the stage's start or the video
// must reach the very next heartbeat: through the app, raw SQL, a rolled-back group commit, or
// another connection on the file. The same calls run on PostgreSQL, where nothing is kept.
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
import { beatCacheOf, FLUSH_MS, MAX_KEPT_BEATS } from './beatCache';
import { readBeat, readBeatStage } from './beatQueries';
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
  return (await t.db.insertInto('stage').values({ phaseId: ids.phases.first, name: `缓存测试期次${n}`, startDate, endDate: '2026-12-31', sort: 20 + n })
    .returning('id').executeTakeFirstOrThrow()).id;
}

interface Learner { id: number; token: string; sessionId: string; position: number }

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
  const res = await call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, { sessionId: l.sessionId, position: l.position + seconds, playing: true }, l.token);
  if (res.code === CODE_OK) l.position = res.data.position;
  return res;
}

const stageSeconds = async (userId: number, stageId: number) =>
  (await t.db.selectFrom('stageStudy').select('seconds').where('userId', '=', userId).where('stageId', '=', stageId).executeTakeFirst())?.seconds ?? 0;
const sqlite = () => sqliteOf(t.db);
/** The learner's progress row as the file has it, read without Kysely (which would write what is held back first). */
const rawCredited = (l: Learner) =>
  (sqlite()!.prepare('select credited from video_progress where user_id = ? and video_id = ?').get(l.id, f.videos.long) as { credited: number }).credited;

test('what is kept after each heartbeat is what a read answers', async () => {
  const stageId = await newStage();
  const l = await studying(stageId);
  for (let i = 0; i < 4; i++) {
    expect((await beat(l)).data).toMatchObject({ credited: 10 * (i + 1) });
    // any query through Kysely writes what is held back first
    expect(await stageSeconds(l.id, stageId)).toBe(10 * (i + 1));
    const cache = beatCacheOf(t.db);
    if (!cache) continue;
    const kept = cache.get(l.sessionId, l.id);
    expect(kept).toBeDefined();
    expect(kept!.state).toEqual(readBeat.sync(t.db).get({ sessionId: l.sessionId, userId: l.id }));
    // the first credit made the row through the upsert; from the next one on it is known
    if (i > 0) expect(kept!.stage).toEqual(readBeatStage.sync(t.db).get({ userId: l.id }));
    // another learner's session is not theirs
    expect(cache.get(l.sessionId, l.id + 1)).toBeUndefined();
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
  sqlite()?.prepare("update study_session set ended_at = '2026-01-01T00:00:00.000Z', end_reason = 'replaced' where id = ?").run(l.sessionId);
  if (!sqlite()) await t.db.updateTable('studySession').set({ endedAt: '2026-01-01T00:00:00.000Z', endReason: 'replaced' }).where('id', '=', l.sessionId).execute();
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

test('the rows are written within FLUSH_MS of a heartbeat, before any other query, and when the database closes', async () => {
  const cache = beatCacheOf(t.db);
  if (!cache) return void expect(sqlite()).toBeNull();
  const stageId = await newStage();
  const l = await studying(stageId);
  await beat(l);
  await beat(l);
  // held back: the file still says what the start left
  expect(cache.held).toBe(1);
  expect(rawCredited(l)).toBe(0);
  // the timer's write, FLUSH_MS after the first of them (a busy machine may delay it a little)
  const heldAt = Date.now();
  while (cache.held !== 0 && Date.now() - heldAt < FLUSH_MS + 5000) await new Promise((r) => setTimeout(r, 50));
  expect(cache.held).toBe(0);
  expect(rawCredited(l)).toBe(20);
  expect(cache.get(l.sessionId, l.id)!.state).toEqual(readBeat.sync(t.db).get({ sessionId: l.sessionId, userId: l.id }));

  await beat(l);
  expect(rawCredited(l)).toBe(20);
  expect(await t.db.selectFrom('videoProgress').select('credited').where('userId', '=', l.id).executeTakeFirstOrThrow()).toEqual({ credited: 30 });
  expect(await stageSeconds(l.id, stageId)).toBe(30);
  expect(cache.held).toBe(0);

  // a second server on its own file: what its last heartbeat held back is written as it stops
  const other = await createTestApp({ sqliteInFile: true });
  try {
    await insertStructure(other.db);
    const g = await insertLessons(other.db);
    await insertUser(other.db, { account: 'closing1', password: 'Study@2026', stageId: null, orgId: null });
    const token = await other.login('closing1', 'Study@2026');
    const started = await call<Res<'lesson', 'resourceStart'>>(other.app, L.resourceStart.path, { videoId: g.videos.long }, token);
    clock.advance(10);
    const res = await call<Res<'lesson', 'resourceTime'>>(other.app, L.resourceTime.path, { sessionId: started.data.sessionId, position: 10, playing: true }, token);
    expect(res.data).toMatchObject({ credited: 10 });
    expect(beatCacheOf(other.db)!.held).toBe(1);
    const file = sqliteOf(other.db)!.name;
    await other.db.destroy();
    const reopened = new SQLite(file, { readonly: true });
    try {
      expect(reopened.prepare('select credited, position from video_progress where video_id = ?').get(g.videos.long)).toEqual({ credited: 10, position: 10 });
    } finally {
      reopened.close();
    }
  } finally {
    await other.close().catch(() => undefined);
  }
});

/** SQLite: a learner in a new stage whose first heartbeat is written and the second held back; null on PostgreSQL. */
async function secondHeldBack() {
  const cache = beatCacheOf(t.db);
  if (!cache) {
    expect(sqlite()).toBeNull();
    return null;
  }
  const stageId = await newStage();
  const l = await studying(stageId);
  await beat(l);
  expect(await stageSeconds(l.id, stageId)).toBe(10);
  await beat(l);
  expect(cache.held).toBe(1);
  return { cache, stageId, l };
}

test('heartbeats held back and lost (here: raw SQL on the connection wins over them) are earned again, never twice', async () => {
  const held = await secondHeldBack();
  if (!held) return;
  const { cache, stageId, l } = held;
  await beat(l);
  expect(cache.held).toBe(1);
  // what a crash would do: the entry is gone, the rows are as the first heartbeat left them
  sqlite()!.prepare('update study_session set started_at = started_at where id = ?').run(l.sessionId);
  expect(cache.held).toBe(0);
  expect(rawCredited(l)).toBe(10);
  // the next heartbeat is credited the 30 s since the rows' last heartbeat, over ground not yet in them
  expect((await beat(l)).data).toMatchObject({ credited: 40, position: 40 });
  expect(await stageSeconds(l.id, stageId)).toBe(40);
  // and the ground already credited earns nothing again
  clock.advance(10);
  const back = await call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, { sessionId: l.sessionId, position: 5, playing: true }, l.token);
  expect(back.data).toMatchObject({ credited: 40 });
});

test('a commit by another connection elsewhere keeps what is held back; one to the learner\'s progress row wins over it', async () => {
  const cache = beatCacheOf(t.db);
  const file = sqlite()?.name;
  if (!cache || !file) return void expect(sqlite()).toBeNull();
  const stageId = await newStage();
  const l = await studying(stageId);
  const m = await studying(stageId);
  // more than one heartbeat may earn again at once (3 heartbeat intervals of 30 s): dropped, some would be lost
  for (let i = 0; i < 3; i++) await beat(l, 30);
  await beat(m);
  expect(cache.held).toBe(2);
  const other = new SQLite(file);
  try {
    // the import adding a lesson, say: nothing of the learners' rows
    other.prepare("update lesson set intro = intro || '' where id = ?").run(f.lessons.basics);
    other.prepare('update video_progress set credited = 700 where user_id = ?').run(m.id);
  } finally {
    other.close();
  }
  expect((await beat(l)).data).toMatchObject({ credited: 100 });
  // m's held heartbeat is dropped: its 10 s are earned again with the next one (20 s since the rows' last)
  expect((await beat(m)).data).toMatchObject({ credited: 720 });
  expect(await stageSeconds(l.id, stageId)).toBe(100);
  expect(await stageSeconds(m.id, stageId)).toBe(20);
});

test('held-back rows never overwrite what another connection committed since', async () => {
  const cache = beatCacheOf(t.db);
  const file = sqlite()?.name;
  if (!cache || !file) return void expect(sqlite()).toBeNull();
  const l = await studying(null);
  await beat(l);
  expect(cache.held).toBe(1);
  const other = new SQLite(file);
  try {
    other.prepare('update video_progress set credited = 700 where user_id = ?').run(l.id);
  } finally {
    other.close();
  }
  // the write before this query sees the other commit first, and leaves that row alone
  expect(await t.db.selectFrom('videoProgress').select('credited').where('userId', '=', l.id).executeTakeFirstOrThrow()).toEqual({ credited: 700 });
  expect(cache.held).toBe(0);
});

test('when held-back rows cannot be written (a full disk), heartbeats write at once and answer the failure until a write lands', async () => {
  const held = await secondHeldBack();
  if (!held) return;
  const { cache, stageId, l } = held;
  // every write of the progress row fails, as on a full disk
  sqlite()!.exec("CREATE TEMP TRIGGER training2_test_full BEFORE UPDATE ON main.video_progress BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END");
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // the query that comes first writes what is held back: that fails, the query still runs
    expect(await stageSeconds(l.id, stageId)).toBe(10);
    expect(cache.failed).toBeTruthy();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toContain('学习进度写入数据库失败');
    expect([cache.held, cache.size, rawCredited(l)]).toEqual([0, 0, 10]);
    const failed = await beat(l);
    expect(failed.code).not.toBe(CODE_OK);
    expect(rawCredited(l)).toBe(10);
  } finally {
    sqlite()!.exec('DROP TRIGGER temp.training2_test_full');
    errors.mockRestore();
  }
  // room again: the first heartbeat writes at once and earns the ground the lost one covered (the
  // player still at 20 s, as the failed heartbeat left it: 10 s to 30 s)
  expect((await beat(l)).data).toMatchObject({ credited: 30, position: 30 });
  expect([cache.failed, rawCredited(l), await stageSeconds(l.id, stageId)]).toEqual([null, 30, 30]);
  await beat(l);
  expect(cache.held).toBe(1);
});

test('a group commit that was rolled back leaves nothing kept that the rows do not say', async () => {
  const stageId = await newStage();
  const l = await studying(stageId);
  await beat(l);
  await beat(l);
  const batch = sqliteBatch(t.db);
  const cache = beatCacheOf(t.db);
  if (batch && cache) {
    expect(cache.size).toBeGreaterThan(0);
    clock.advance(10);
    // in the same round, after a heartbeat that updates what is kept: a job that throws rolls the
    // first attempt back, and the jobs run again each in its own savepoint
    const [answer, failed] = await Promise.all([
      heartbeat(t.db, l.id, { sessionId: l.sessionId, position: l.position + 10, playing: true }, clock.now()),
      batch.run(() => {
        throw new Error('a fault');
      }).catch((e: Error) => e.message),
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
  const kept = beatCacheOf(t.db)?.get(l.sessionId, l.id);
  if (kept) expect(kept.state).toEqual(readBeat.sync(t.db).get({ sessionId: l.sessionId, userId: l.id }));
});

test('a kept session\'s heartbeat waits for a transaction open on the connection', async () => {
  const l = await studying(null);
  await beat(l);
  await beat(l);
  clock.advance(10);
  let pending: Promise<unknown> | undefined;
  await t.db.transaction().execute(async (trx) => {
    // a start on another page, say: the heartbeat waits for it, and then finds its session ended
    pending = heartbeat(t.db, l.id, { sessionId: l.sessionId, position: l.position + 10, playing: true }, clock.now()).catch((e: Error) => e.message);
    await trx.updateTable('studySession').set({ endedAt: clock.now().toISOString(), endReason: 'replaced' }).where('id', '=', l.sessionId).execute();
  });
  expect(await pending).toBe(REPLACED);
});

test('a heartbeat that had to wait for the group commit is not overtaken by the next one', async () => {
  const l = await studying(null);
  await beat(l);
  const at = (seconds: number) => heartbeat(t.db, l.id, { sessionId: l.sessionId, position: l.position + seconds, playing: true }, clock.now());
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
  const answers = await Promise.all(Array.from({ length: 6 }, () => call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, body, l.token)));
  expect(answers.every((a) => a.code === CODE_OK)).toBe(true);
  expect(Math.max(...answers.map((a) => a.data.credited))).toBe(20);
  expect(await stageSeconds(l.id, stageId)).toBe(20);
});

test('the oldest entries go first beyond MAX_KEPT_BEATS', async () => {
  const l = await studying(null);
  await beat(l);
  const cache = beatCacheOf(t.db);
  if (!cache) {
    expect(sqlite()).toBeNull();
    return;
  }
  cache.flush();
  const state = readBeat.sync(t.db).get({ sessionId: l.sessionId, userId: l.id })!;
  for (let i = 1; i <= MAX_KEPT_BEATS; i++) cache.add({ ...state, id: `filler${i}`, userId: 1_000_000 + i }, null);
  expect(cache.size).toBe(MAX_KEPT_BEATS);
  // the learner's entry was the oldest: gone, and their next heartbeat reads and is kept again
  expect(cache.get(l.sessionId, l.id)).toBeUndefined();
  expect(cache.get('filler1', 1_000_001)).toBeDefined();
  expect((await beat(l)).data).toMatchObject({ credited: 20 });
  expect(cache.size).toBe(MAX_KEPT_BEATS);
  expect(cache.get('filler1', 1_000_001)).toBeUndefined();
  // held back (not yet written), the learner's entry is now the oldest but stays until it is written
  for (let i = 1; i <= MAX_KEPT_BEATS; i++) cache.add({ ...state, id: `filler2-${i}`, userId: 2_000_000 + i }, null);
  expect(cache.get(l.sessionId, l.id)).toBeDefined();
  cache.flush();
  expect(cache.get(l.sessionId, l.id)?.state).toEqual(readBeat.sync(t.db).get({ sessionId: l.sessionId, userId: l.id }));
  expect(rawCredited(l)).toBe(20);
});
