// 考试成绩 export: who may take an exam (its audience, or its topic's members) and who took it,
// each with the result the server graded, read after taking the exam through the real API.
import { clock } from '../../lib/clock';
import { examFixture, examinee, insertExamBank, rightShown, wrongShown, type ExamBank, type Examinee } from '../../test/examFixtures';
import { insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { topicFixture } from '../../test/topicFixtures';
import { examScoresExporter } from './examScores';
import { ExportRefused } from './exporter';

let t: TestApp;
let bank: ExamBank;
let ids: FixtureIds;
beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  bank = await insertExamBank(t.db);
}, 120_000);
afterAll(() => t.close(), 120_000);
afterEach(() => clock.reset());

const run = (options: Record<string, string>) =>
  t.db.transaction().execute((trx) => examScoresExporter.run(trx, { now: clock.now(), options }));
const refusal = async (options: Record<string, string>) => {
  const err = await run(options).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ExportRefused);
  return (err as Error).message;
};
/** one attempt, every answer right or every answer wrong; submitted unless told */
async function attempt(me: Examinee, examId: number, right: boolean, submit = true): Promise<void> {
  const s = await me.ok('exam', 'startExam', { examId });
  let seq = 0;
  for (const q of s.questions) {
    const own = bank.questions.find((b) => b.id === q.id)!;
    await me.ok('exam', 'saveExamAnswer', {
      recordId: s.recordId,
      questionId: q.id,
      answer: right ? rightShown(own, q.options) : wrongShown(own, q.options),
      seq: ++seq,
    });
  }
  if (submit) await me.ok('exam', 'submitExam', { recordId: s.recordId });
}
const accountOf = async (me: Examinee) =>
  (await t.db.selectFrom('user').select('account').where('id', '=', me.id).executeTakeFirstOrThrow()).account;

it('lists everyone the exam is for with the grade the server gave, and no one it is not for', async () => {
  const total = bank.questions.length * 5;
  const examId = await examFixture(t.db, bank, 'open', { title: '党章知识测试', passScore: 30 });
  const [passed, failed, running, absent] = [await examinee(t), await examinee(t), await examinee(t), await examinee(t)];
  const cadre = await examinee(t, 5);
  await insertUser(t.db, { account: 'portal01', password: 'Portal@2026', appId: 1, name: '门户用户' });
  await t.db.updateTable('user').set({ orgId: ids.orgs.branch, stageId: ids.stages.a }).where('id', '=', passed.id).execute();
  await attempt(passed, examId, false);
  clock.advance(120);
  await attempt(passed, examId, true);
  await attempt(failed, examId, false);
  await attempt(running, examId, true, false);

  const table = await run({ exam: '党章知识测试' });
  const of = async (me: Examinee) => {
    const account = await accountOf(me);
    return table.rows.find((x) => x[1] === account);
  };
  const [p, f, r, a] = [await of(passed), await of(failed), await of(running), await of(absent)];
  expect(p!.slice(2)).toEqual([
    expect.any(String),
    '计算机学院党委',
    '本科生第一党支部',
    expect.stringMatching(/\//),
    '已通过',
    String(total),
    String(total),
    '30',
    2,
    2,
    expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
  ]);
  expect(f!.slice(6, 11)).toEqual(['未通过', expect.any(String), String(total), '30', 1]);
  expect(Number(f![7])).toBeLessThan(30);
  expect(r!.slice(6, 11)).toEqual(['正在考试', '', String(total), '30', 0]);
  expect(a!.slice(6, 13)).toEqual(['未参加', '', String(total), '30', 0, 2, '']);
  const accounts = table.rows.map((x) => x[1]);
  expect(accounts).not.toContain(await accountOf(cadre));
  expect(accounts).not.toContain('portal01');
  expect(table.notes[0]).toMatch(/^应考 \d+ 人：已通过 1，未通过 1，未参加 \d+，正在考试 1；交卷者通过率 50%$/);

  // time up but not yet closed by the server's sweep: not graded, so neither 未参加 nor 正在考试
  await t.db
    .updateTable('examRecord')
    .set({ endTime: clock.isoIn(-1) })
    .where('userId', '=', running.id)
    .where('status', '=', 'open')
    .execute();
  const later = await run({ exam: '党章知识测试' });
  const account = await accountOf(running);
  expect(later.rows.find((x) => x[1] === account)!.slice(6, 11)).toEqual(['待评分', '', String(total), '30', 0]);
  expect(later.notes[0]).toMatch(/正在考试 0，待评分 1（时间已到、服务器尚未评分的作答，服务器运行时 15 秒内评完）；交卷者通过率 50%$/);

  // an exam for everyone: the cadre too; --stage: that stage's people only
  await t.db.updateTable('exam').set({ audience: 'all' }).where('id', '=', examId).execute();
  expect((await run({ exam: '党章知识测试' })).rows.map((x) => x[1])).toContain(await accountOf(cadre));
  const stage = await t.db
    .selectFrom('stage as s')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .select(['s.name', 'p.name as phase'])
    .where('s.id', '=', ids.stages.a)
    .executeTakeFirstOrThrow();
  expect((await run({ exam: '党章知识测试', stage: `${stage.phase}/${stage.name}` })).rows.map((x) => x[1])).toEqual([
    await accountOf(passed),
  ]);
});

it("a topic's exam is its members', and anyone who took it", async () => {
  const examId = await examFixture(t.db, bank, 'open', { title: '专题结业考试' });
  const [member, outsider] = [await examinee(t), await examinee(t)];
  await topicFixture(t.db, [member.id], { examId });
  const accounts = async () => (await run({ exam: '专题结业考试' })).rows.map((x) => x[1]);
  const account = accountOf;
  expect(await accounts()).toEqual([await account(member)]);
  // a record from before the exam became the topic's still shows
  await t.db.updateTable('exam').set({ topicId: null }).where('id', '=', examId).execute();
  await attempt(outsider, examId, true);
  await t.db
    .updateTable('exam')
    .set({ topicId: (await t.db.selectFrom('topic').select('id').where('examId', '=', examId).executeTakeFirstOrThrow()).id })
    .where('id', '=', examId)
    .execute();
  expect((await accounts()).sort()).toEqual([await account(member), await account(outsider)].sort());
});

it('names the exam to write when none, or more than one, has that title', async () => {
  expect(await refusal({})).toMatch(/^请用 --exam 写出考试名称；最近的考试：“/);
  expect(await refusal({ exam: '没有这场考试' })).toMatch(/^没有名为“没有这场考试”的考试；最近的考试：.*“党章知识测试”/);
  const a = await examFixture(t.db, bank, 'open', { title: '同名测验' });
  const b = await examFixture(t.db, bank, 'upcoming', { title: '同名测验' });
  const twice = await refusal({ exam: '同名测验' });
  expect(twice).toMatch(
    new RegExp(`^有 2 场名为“同名测验”的考试：#${b}（\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} 开始）、#${a}（.*）；请写成 --exam "#编号"$`),
  );
  const upcoming = await run({ exam: `#${b}` });
  expect(upcoming.rows.every((r) => r[0] === '同名测验' && r[6] === '未参加')).toBe(true);
  expect(upcoming.notes[1]).toMatch(/^考试尚未开始（/);
});
