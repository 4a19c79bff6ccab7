import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDb } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { ranking } from '../server/modules/user/ranking';
import { freshPostgres } from '../server/test/testApp';
import { SCALE_COLLEGES } from './seedScaleNames';
import { ScaleError, seedScale, type ScaleResult } from './seedScaleData';

// seed:scale with 300 learners into a temporary folder (SQLite), or a fresh PostgreSQL database
// when TEST_DATABASE_URL is set. In the server project (its testMatch takes bench/**); alone:
//   npx jest bench/seedScale --selectProjects server

jest.setTimeout(120_000);

const LEARNERS = 300;
let out: string;
let pgDb: { url: string; drop: () => Promise<void> } | null = null;
let result: ScaleResult;
let db: Kysely<Database>;

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-scale-'));
  pgDb = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  result = await seedScale({ learners: LEARNERS, out, databaseUrl: pgDb?.url ?? '' });
  db = createDb({ databaseUrl: pgDb?.url ?? '', sqliteFile: path.join(out, 'training2.db') });
});

afterAll(async () => {
  await db?.destroy();
  await pgDb?.drop();
  fs.rmSync(out, { recursive: true, force: true });
});

// the scale's accounts are s and digits (s000001…); the demo's sysadmin starts with s too
const scale = () => db.selectFrom('user').where('account', '>=', 's0').where('account', '<', 's:');

test('adds the learners, the colleges and their branches', async () => {
  const { n } = await scale()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBe(LEARNERS);
  const accounts = await scale().select('account').orderBy('account').execute();
  expect(accounts[0].account).toBe('s000001');
  expect(accounts.at(-1)!.account).toBe('s000300');
  expect(result.counts.user).toBeGreaterThanOrEqual(LEARNERS + 20);

  const school = await db.selectFrom('orgUnit').select('id').where('parentId', 'is', null).executeTakeFirstOrThrow();
  for (const c of SCALE_COLLEGES) {
    const college = await db.selectFrom('orgUnit').select(['id', 'kind', 'parentId']).where('name', '=', c.name).executeTakeFirstOrThrow();
    expect(college).toMatchObject({ kind: c.kind, parentId: school.id });
    const branches = await db.selectFrom('orgUnit').select('kind').where('parentId', '=', college.id).execute();
    expect(branches.length).toBeGreaterThanOrEqual(8);
    expect(branches.length).toBeLessThanOrEqual(12);
    expect(new Set(branches.map((b) => b.kind))).toEqual(new Set(['党支部']));
  }
  // every learner sits in a 党支部 of a college of the school, in a stage, with a name
  const misplaced = await scale()
    .leftJoin('orgUnit as b', 'b.id', 'user.orgId')
    .leftJoin('orgUnit as c', 'c.id', 'b.parentId')
    .select('user.account')
    .where((eb) =>
      eb.or([
        eb('b.kind', 'is', null),
        eb('b.kind', '!=', '党支部'),
        eb('c.parentId', '!=', school.id),
        eb('user.stageId', 'is', null),
        eb('user.name', '=', ''),
      ]),
    )
    .execute();
  expect(misplaced).toEqual([]);
});

test('the biggest stage holds a large share and others have learners too', async () => {
  const rows = await scale()
    .select((eb) => ['stageId', eb.fn.countAll<number>().as('n')])
    .groupBy('stageId')
    .execute();
  const sizes = rows.map((r) => Number(r.n)).sort((a, b) => b - a);
  expect(rows.length).toBeGreaterThanOrEqual(5);
  expect(sizes[0] / LEARNERS).toBeGreaterThan(0.3);
  expect(sizes[0] / LEARNERS).toBeLessThan(0.5);
});

test('stage_study equals the sum of study_day since the stage start, for every learner', async () => {
  const { rows } = await sql<{ userId: number; expected: number | null; actual: number | null }>`
    SELECT u.id AS user_id, e.seconds AS expected, r.seconds AS actual
    FROM "user" u
    LEFT JOIN (SELECT d.user_id, sum(d.seconds) AS seconds FROM study_day d
               JOIN "user" x ON x.id = d.user_id JOIN stage s ON s.id = x.stage_id
               WHERE d.date >= s.start_date GROUP BY d.user_id) e ON e.user_id = u.id
    LEFT JOIN stage_study r ON r.user_id = u.id AND r.stage_id = u.stage_id`.execute(db);
  expect(rows.length).toBe(result.counts.user);
  const wrong = rows.filter((r) => Number(r.expected ?? 0) !== Number(r.actual ?? 0));
  expect(wrong).toEqual([]);
  const ranked = rows.filter((r) => r.actual !== null).length;
  expect(ranked).toBe(result.counts.stage_study);
  // most learners studied something, some not yet; equal figures are common
  const scaleRanked = await db
    .selectFrom('stageStudy as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select(['r.seconds'])
    .where('u.account', 'like', 's%')
    .execute();
  expect(scaleRanked.length).toBeGreaterThan(LEARNERS * 0.7);
  expect(scaleRanked.length).toBeLessThan(LEARNERS);
  expect(new Set(scaleRanked.map((r) => r.seconds)).size).toBeLessThan(scaleRanked.length * 0.8);
});

test('video credit agrees with the study days, within the last 60 days, on the stage plan', async () => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM "user" u
    WHERE u.account LIKE 's%' AND
      coalesce((SELECT sum(credited) FROM video_progress v WHERE v.user_id = u.id), 0)
      <> coalesce((SELECT sum(seconds) FROM study_day d WHERE d.user_id = u.id), 0)`.execute(db);
  expect(Number(rows[0].n)).toBe(0);
  const oldest = await db
    .selectFrom('studyDay as d')
    .innerJoin('user as u', 'u.id', 'd.userId')
    .select((eb) => eb.fn.min('d.date').as('d'))
    .where('u.account', 'like', 's%')
    .executeTakeFirstOrThrow();
  const limit = new Date(Date.now() + 8 * 3600_000 - 60 * 86_400_000).toISOString().slice(0, 10);
  expect(String(oldest.d) >= limit).toBe(true);
  const offPlan = await db
    .selectFrom('videoProgress as v')
    .innerJoin('user as u', 'u.id', 'v.userId')
    .innerJoin('lessonVideo as lv', 'lv.id', 'v.videoId')
    .leftJoin('stageLesson as sl', (j) =>
      j.onRef('sl.stageId', '=', 'u.stageId').onRef('sl.lessonId', '=', 'lv.lessonId').on('sl.kind', '=', 'required'),
    )
    .select('u.account')
    .where('u.account', 'like', 's%')
    .where('sl.lessonId', 'is', null)
    .execute();
  expect(offPlan).toEqual([]);
  const over = await db
    .selectFrom('videoProgress as v')
    .innerJoin('lessonVideo as lv', 'lv.id', 'v.videoId')
    .select('v.userId')
    .whereRef('v.credited', '>', 'lv.duration')
    .execute();
  expect(over).toEqual([]);
});

test('exam attempts are closed and scored, attempt numbers unique', async () => {
  const records = await db
    .selectFrom('examRecord as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .innerJoin('exam as e', 'e.id', 'r.examId')
    .select(['r.status', 'r.score', 'r.passed', 'e.passScore', 'e.totalScore', 'r.startTime', 'r.closedAt'])
    .where('u.account', 'like', 's%')
    .execute();
  expect(records.length).toBeGreaterThan(0);
  for (const r of records) {
    expect(r.status).toBe('closed');
    expect(r.score).not.toBeNull();
    expect(Number(r.score)).toBeLessThanOrEqual(Number(r.totalScore));
    expect(Number(r.passed)).toBe(Number(r.score) >= Number(r.passScore) ? 1 : 0);
    expect(r.closedAt! > r.startTime).toBe(true);
    expect(r.startTime < new Date().toISOString()).toBe(true);
  }
});

test('the ranking reads the scale learners', async () => {
  const someone = await db
    .selectFrom('stageStudy as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select(['r.userId', 'r.stageId'])
    .where('u.account', 'like', 's%')
    .orderBy('r.seconds', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const r = await ranking(db, someone.userId, 'school');
  const { n } = await db
    .selectFrom('stageStudy')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stageId', '=', someone.stageId)
    .executeTakeFirstOrThrow();
  expect(r.total).toBe(Number(n));
  expect(r.mine?.rank).toBe(1);
  expect(r.list.length).toBe(Math.min(50, Number(n)));
});

test('refuses a target that already exists', async () => {
  await expect(seedScale({ learners: 10, out, databaseUrl: pgDb?.url ?? '' })).rejects.toThrow(ScaleError);
  const { n } = await scale()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBe(LEARNERS);
});
