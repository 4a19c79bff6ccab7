// 0019 on a database that already holds study records: every learner in a stage gets their
// 本期学时 row from the days since the stage began; learners without a stage get none.
import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { emptyTestDb } from '../../test/emptyDb';
import { migrations } from '.';

const PG = process.env.TEST_DATABASE_URL ?? '';
let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterAll(() => close(), 120_000);

it('0019 carries the study records since each stage began over into stage_study, and 0020 bands them', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0018_center_group')).error).toBeUndefined();
  const org = async (parentId: number | null, name: string) =>
    (await db.insertInto('orgUnit').values({ parentId, name, kind: '党支部', sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const school = await org(null, '校党委');
  const college = await org(school, '计算机学院党委');
  const branch = await org(college, '本科生第一党支部');
  const phaseId = (await db.insertInto('phase').values({ name: '入党积极分子培训', sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const stageId = (await db.insertInto('stage').values({ phaseId, name: '秋季第一阶段', startDate: '2026-09-14', endDate: '2026-12-18', sort: 1 })
    .returning('id').executeTakeFirstOrThrow()).id;
  const user = async (account: string, stage: number | null) => (await db.insertInto('user').values({
    account, passwordHash: 'x', name: '学员', gender: 1, appId: 6, avatarUrl: '', phone: '', email: '', studentNo: account, nation: '01', education: '',
    partyStatus: '', birthday: null, joinPartyDate: null, college: '', major: '', className: '', identityId: null, orgId: branch, stageId: stage,
    defaultPassword: 0, status: 1, createdAt: '2026-02-16T02:30:00.000Z', updatedAt: '2026-02-16T02:30:00.000Z', passwordChangedAt: null, lastLoginAt: null,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const inStage = await user('a1', stageId);
  const noStage = await user('a2', null);
  const longer = await user('a3', stageId);
  await db.insertInto('studyDay').values([
    { userId: inStage, date: '2026-09-01', seconds: 500 }, // before the stage: not this stage's
    { userId: inStage, date: '2026-09-14', seconds: 120.5 },
    { userId: inStage, date: '2026-10-03', seconds: 300 },
    { userId: noStage, date: '2026-10-03', seconds: 60 },
    { userId: longer, date: '2026-10-04', seconds: 1300.5 },
  ]).execute();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const rows = await db.selectFrom('stageStudy').selectAll().orderBy('userId').execute();
  // 0020 then gave each row its band (whole 600 s)
  expect(rows).toEqual([
    { userId: inStage, stageId, branchId: branch, collegeId: college, seconds: 420.5, band: 0 },
    { userId: longer, stageId, branchId: branch, collegeId: college, seconds: 1300.5, band: 2 },
  ]);
  // the indexes the ranking reads exist, ordered by the band
  const definitions = PG
    ? (await sql<{ def: string }>`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'stage_study' AND indexname LIKE 'stage_study_%'`.execute(db)).rows
    : (await sql<{ def: string }>`SELECT sql AS def FROM sqlite_master WHERE type = 'index' AND tbl_name = 'stage_study' AND sql IS NOT NULL`.execute(db)).rows;
  expect(definitions.filter((d) => /band DESC/i.test(d.def))).toHaveLength(3);
  // the school's also by the exact figure within the band
  expect(definitions.filter((d) => /band DESC, seconds DESC/i.test(d.def))).toHaveLength(1);
  const indexes = PG
    ? (await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'stage_study'`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'stage_study'`.execute(db)).rows;
  expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(['stage_study_school', 'stage_study_college', 'stage_study_branch']));
});
