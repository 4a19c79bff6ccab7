// 0021 on a database with study sessions: the open session's heartbeat state moves to the
// learner's progress row on that video; rows without an open session start from their last
// update. Its down migration puts the open sessions' state back.
import { Migrator, sql, type Kysely } from 'kysely';
import { emptyTestDb } from '../../test/emptyDb';
import { migrations } from '.';

// the tables before 0021 (the types in the app are today's)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterAll(() => close(), 120_000);

const T0 = '2026-11-20T08:00:00.000Z';
const T1 = '2026-11-20T08:05:00.000Z';
const T2 = '2026-11-20T08:06:30.000Z';

it('0021 moves the open session\'s heartbeat state to the progress row, and back down', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0020_stage_study_band')).error).toBeUndefined();
  const progress = (userId: number, videoId: number, position: number) =>
    ({ userId, videoId, position, credited: position, covered: `[[0,${position}]]`, completed: 0, updatedAt: T1, completedAt: null });
  await db.insertInto('videoProgress').values([progress(1, 1, 100), progress(1, 2, 40), progress(2, 1, 7)]).execute();
  const session = (id: string, userId: number, videoId: number, open: boolean, position: number) => ({
    id, userId, videoId, startedAt: T0, lastAt: T2, position, ahead: 1.5, windowStart: T1, windowCount: 3,
    endedAt: open ? null : T1, endReason: open ? null : 'replaced',
  });
  await db.insertInto('studySession').values([session('old', 1, 1, false, 90), session('open', 1, 1, true, 100.5), session('gone', 2, 1, false, 7)]).execute();

  expect((await migrator.migrateTo('0021_progress_beat_state')).error).toBeUndefined();
  const rows = await db.selectFrom('videoProgress').select(['userId', 'videoId', 'position', 'lastAt', 'ahead', 'windowStart', 'windowCount'])
    .orderBy('userId').orderBy('videoId').execute();
  expect(rows).toEqual([
    { userId: 1, videoId: 1, position: 100.5, lastAt: T2, ahead: 1.5, windowStart: T1, windowCount: 3 },
    { userId: 1, videoId: 2, position: 40, lastAt: T1, ahead: 0, windowStart: T1, windowCount: 0 },
    { userId: 2, videoId: 1, position: 7, lastAt: T1, ahead: 0, windowStart: T1, windowCount: 0 },
  ]);
  const sessionColumns = await db.selectFrom('studySession').selectAll().where('id', '=', 'open').executeTakeFirstOrThrow();
  expect(Object.keys(sessionColumns).sort()).toEqual(['endReason', 'endedAt', 'id', 'startedAt', 'userId', 'videoId']);

  expect((await migrator.migrateTo('0020_stage_study_band')).error).toBeUndefined();
  const open = await db.selectFrom('studySession').select(['position', 'lastAt', 'ahead', 'windowStart', 'windowCount']).where('id', '=', 'open').executeTakeFirstOrThrow();
  expect(open).toEqual({ position: 100.5, lastAt: T2, ahead: 1.5, windowStart: T1, windowCount: 3 });
  const ended = await db.selectFrom('studySession').select(['lastAt', 'windowStart']).where('id', '=', 'gone').executeTakeFirstOrThrow();
  expect(ended).toEqual({ lastAt: T0, windowStart: T0 });
  const { n } = await sql<{ n: number }>`select count(*) as n from video_progress`.execute(db).then((r) => r.rows[0]);
  expect(Number(n)).toBe(3);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
});
