// On SQLite the heartbeat keeps what a session's last heartbeat left (beatCache.ts) instead of
// reading it again. What it keeps must always be what a read would answer, and any other change
// to the session, the progress, the 本期学时 row, the learner's stage, the stage's start or the
// video must reach the very next heartbeat: through the app, raw SQL, a rolled-back group commit,
// or another connection on the file. The same calls run on PostgreSQL, where nothing is kept.
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
import { beatCacheOf, MAX_KEPT_BEATS } from './beatCache';
import { readBeat, readBeatStage } from './beatQueries';
import { heartbeat, REPLACED } from './sessions';

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let ids: FixtureIds;
let n = 0;

const SETUP_MS = 30_000;
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

test('what is kept after each heartbeat is what a read answers', async () => {
  const stageId = await newStage();
  const l = await studying(stageId);
  for (let i = 0; i < 4; i++) {
    expect((await beat(l)).data).toMatchObject({ credited: 10 * (i + 1) });
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
  const state = readBeat.sync(t.db).get({ sessionId: l.sessionId, userId: l.id })!;
  for (let i = 1; i <= MAX_KEPT_BEATS; i++) cache.add({ state: { ...state, id: `filler${i}`, userId: 1_000_000 + i }, stage: null });
  expect(cache.size).toBe(MAX_KEPT_BEATS);
  // the learner's entry was the oldest: gone, and their next heartbeat reads and is kept again
  expect(cache.get(l.sessionId, l.id)).toBeUndefined();
  expect(cache.get('filler1', 1_000_001)).toBeDefined();
  expect((await beat(l)).data).toMatchObject({ credited: 20 });
  expect(cache.get(l.sessionId, l.id)?.state).toEqual(readBeat.sync(t.db).get({ sessionId: l.sessionId, userId: l.id }));
  expect(cache.size).toBe(MAX_KEPT_BEATS);
  expect(cache.get('filler1', 1_000_001)).toBeUndefined();
});
