// 0026: exams get a training phase (null: every learner of the audience). A demo database binds its
// 发展对象 test to that phase and renames the centre exam that duplicated the 积极分子 class's
// 结业考试; a database without the demo exams keeps its exams as they are.
import { Migrator, type Kysely } from 'kysely';
import { emptyTestDb } from '../../test/emptyDb';
import { migrations } from '.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterEach(() => close(), 120_000);

const exam = (title: string) => ({
  title, lessonId: null, audience: 'learner', description: '', startTime: '2026-11-01T00:00:00.000Z', endTime: '2027-01-01T00:00:00.000Z',
  duration: 30, totalScore: 100, passScore: 60, attemptsAllowed: 1, maxLeaves: 3, shuffle: 0, allowReview: 1, sort: 0, createdAt: '2026-10-01T00:00:00.000Z',
});

async function before(demo: boolean): Promise<Migrator> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0024_retired_footer')).error).toBeUndefined();
  await db.insertInto('phase').values([{ name: '入党积极分子培训', sort: 1 }, { name: '发展对象培训', sort: 2 }]).execute();
  await db.insertInto('exam').values([exam('发展对象党章党规知识测试'), exam('2026年秋季入党积极分子培训结业考试'), exam('党史知识竞赛（初赛）')]).execute();
  if (demo) await db.insertInto('meta').values({ key: 'demoExamsSeededAt', value: '2026-10-01T00:00:00.000Z' }).execute();
  return migrator;
}

const exams = () => db.selectFrom('exam').select(['title', 'phaseId']).orderBy('id').execute();

it('a demo database: the 发展对象 test for that phase, the duplicate renamed, the others for everyone', async () => {
  const migrator = await before(true);
  expect((await migrator.migrateTo('0026_exam_phase')).error).toBeUndefined();
  const cand = await db.selectFrom('phase').select('id').where('name', '=', '发展对象培训').executeTakeFirstOrThrow();
  expect(await exams()).toEqual([
    { title: '发展对象党章党规知识测试', phaseId: cand.id },
    { title: '党的基本知识综合测试（2026年秋季）', phaseId: null },
    { title: '党史知识竞赛（初赛）', phaseId: null },
  ]);
});

it('a school\'s database (no demo exams): the column only', async () => {
  const migrator = await before(false);
  expect((await migrator.migrateTo('0026_exam_phase')).error).toBeUndefined();
  expect(await exams()).toEqual([
    { title: '发展对象党章党规知识测试', phaseId: null },
    { title: '2026年秋季入党积极分子培训结业考试', phaseId: null },
    { title: '党史知识竞赛（初赛）', phaseId: null },
  ]);
});
