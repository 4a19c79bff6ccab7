// 结业与成绩 export: every learner in a stage, each row with the figures the learner's own
// 成绩报告 page (user/stageReport) shows, in the school's order; --stage names one stage.
import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { ExportRefused } from './exporter';
import { examText, homeworkText, reportExporter } from './report';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close(), 120_000);

const run = (options: Record<string, string> = {}) =>
  t.db.transaction().execute((trx) => reportExporter.run(trx, { now: clock.now(), options }));
const refusal = async (options: Record<string, string>) => {
  const err = await run(options).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ExportRefused);
  return (err as Error).message;
};

it('has a row for each person in a stage, with the figures of their own 成绩报告 page', async () => {
  const table = await run();
  const inStage = await t.db.selectFrom('user').select('account').where('stageId', 'is not', null).execute();
  expect(table.rows.map((r) => r[2]).sort()).toEqual(inStage.map((u) => u.account).sort());
  expect(table.header).toEqual([
    '培训',
    '阶段',
    '账号',
    '姓名',
    '学院',
    '党支部',
    '本期学时（小时）',
    '应修学时（小时）',
    '必修课已学完',
    '必修课应修',
    '考试',
    '作业',
    '活动已参加',
    '活动应参加',
    '综合成绩',
    '结论',
    '尚缺',
  ]);

  for (const account of ['2022020201', '2023010101']) {
    const res = await call<Res<'user', 'stageReport'>>(t.app, endpoints.user.stageReport.path, {}, await t.login(account, 'Dangjian@2026'));
    expect(res.code).toBe(CODE_OK);
    const r = res.data;
    const row = table.rows.find((x) => x[2] === account)!;
    expect(row.slice(0, 2)).toEqual([r.stage!.phaseName, r.stage!.name]);
    expect(Number(row[6])).toBeCloseTo(r.hours.credited / 3600, 2);
    expect(Number(row[7])).toBeCloseTo(r.hours.required / 3600, 2);
    expect(row.slice(8, 10)).toEqual([r.lessons.completed, r.lessons.required]);
    expect(row[10]).toBe(r.exams.map(examText).join('；'));
    expect(row[11]).toBe(r.homework.map(homeworkText).join('；'));
    expect(row.slice(12, 14)).toEqual([r.activities.attended, r.activities.target]);
    // the 积极分子 class's activities are set for the 入党积极分子 (not for 王浩然, a 预备党员)
    expect(r.activities.target).toBe(account === '2023010101' ? 2 : 0);
    expect(Number(row[14])).toBe(r.composite.score);
    expect(row.slice(15)).toEqual([r.verdict, r.missing.join('；')]);
  }
  const wang = table.rows.find((x) => x[2] === '2022020201')!;
  expect(wang.slice(3, 6)).toEqual(['王浩然', expect.stringMatching(/党委|党总支/), expect.stringMatching(/党支部$/)]);
  expect(['合格', '不合格', '进行中']).toContain(wang[15]);

  // the party office's order: training, stage, college, branch, account
  const stages = table.rows.map((r) => `${r[0]}/${r[1]}`);
  expect(new Set(stages).size).toBe(stages.filter((s, i) => s !== stages[i - 1]).length);
  const passed = table.rows.filter((r) => r[15] === '合格').length;
  const failed = table.rows.filter((r) => r[15] === '不合格').length;
  const ongoing = table.rows.filter((r) => r[15] === '进行中').length;
  expect(passed + failed + ongoing).toBe(table.rows.length);
  expect(table.notes[0]).toBe(
    `${table.rows.length} 名学员，合格 ${passed} 名，不合格 ${failed} 名${ongoing ? `，进行中 ${ongoing} 名` : ''}`,
  );
  // every learner's full stageReport (several queries each) on a CI machine's PostgreSQL beside other workers
}, 120_000);

it('exports one stage named as 培训/阶段, or by its name alone when no other training has it', async () => {
  const one = await run({ stage: '入党积极分子培训/2026年秋季学期 第一阶段' });
  const ids = await t.db
    .selectFrom('user as u')
    .innerJoin('stage as s', 's.id', 'u.stageId')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .select('u.account')
    .where('p.name', '=', '入党积极分子培训')
    .where('s.name', '=', '2026年秋季学期 第一阶段')
    .execute();
  expect(one.rows.length).toBeGreaterThan(0);
  expect(one.rows.map((r) => r[2]).sort()).toEqual(ids.map((u) => u.account).sort());

  const stageId = (
    await t.db
      .insertInto('stage')
      .values({ phaseId: 1, name: '2027年暑期集中培训', startDate: '2027-07-01', endDate: '2027-07-20', sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  expect((await run({ stage: ' 2027年暑期集中培训 ' })).rows).toEqual([]);
  await t.db.deleteFrom('stage').where('id', '=', stageId).execute();

  expect(await refusal({ stage: '2026年秋季学期 第一阶段' })).toBe(
    '有 3 个培训都有阶段“2026年秋季学期 第一阶段”，请写成“培训/阶段”，如 --stage "入党积极分子培训/2026年秋季学期 第一阶段"',
  );
  const unknown = await refusal({ stage: '2027年春季学期' });
  expect(unknown).toMatch(/^没有培训阶段“2027年春季学期”；已有的：入党积极分子培训\/2026年春季学期 第一阶段、/);
  expect(unknown).toContain('预备党员培训/2026年秋季学期 第一阶段');
});

it('writes an exam and a write-up as the report page words them', () => {
  expect(examText({ examId: 1, title: '结业测试', totalScore: 10, passScore: 6, best: 8.5, passed: true, attempts: 2 })).toBe(
    '《结业测试》最好 8.5 分（满分 10，及格 6），已通过，共 2 次',
  );
  expect(examText({ examId: 1, title: '结业测试', totalScore: 100, passScore: 60, best: 40, passed: false, attempts: 1 })).toBe(
    '《结业测试》最好 40 分（满分 100，及格 60），未通过，共 1 次',
  );
  expect(examText({ examId: 1, title: '结业测试', totalScore: 100, passScore: 60, best: null, passed: false, attempts: 0 })).toBe(
    '《结业测试》未参加',
  );
  expect(homeworkText({ topicId: 1, title: '学习心得', state: 'reviewed', stateText: '已批阅', score: 92, comment: '' })).toBe(
    '《学习心得》已批阅 92 分',
  );
  expect(homeworkText({ topicId: 1, title: '学习心得', state: 'none', stateText: '未撰写', score: null, comment: '' })).toBe(
    '《学习心得》未撰写',
  );
});
