import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { clock } from '../../lib/clock';
import { examFixture, examinee, insertExamBank, type ExamBank, type Examinee } from '../../test/examFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// Which exams a learner is offered follows the audience, topic and training phase (offered.ts),
// everywhere: the exam center's tabs and list, examInfo, starting, the summary counts and the
// workbench's to-dos; and each count is one the learner can find in the exam center (lesson exams
// are listed there too). Found on the demo: an 入党积极分子 had 发展对象党章党规知识测试 as a to-do,
// and the home card said 待参加 12 with nothing listing 12.

let t: TestApp;
let bank: ExamBank;
let act = 0;
let cand = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
  act = await phaseWithStage(t.db, '入党积极分子培训');
  cand = await phaseWithStage(t.db, '发展对象培训');
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

async function phaseWithStage(db: Kysely<Database>, name: string): Promise<number> {
  const { id } = await db.insertInto('phase').values({ name, sort: 1 }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('stage')
    .values({ phaseId: id, name: `${name} 第一阶段`, startDate: '2026-09-01', endDate: '2026-12-31', sort: 1 })
    .execute();
  return id;
}

async function inPhase(me: Examinee, phaseId: number): Promise<void> {
  const stage = await t.db.selectFrom('stage').select('id').where('phaseId', '=', phaseId).executeTakeFirstOrThrow();
  await t.db.updateTable('user').set({ stageId: stage.id }).where('id', '=', me.id).execute();
}

const listed = async (me: Examinee, tab = 'all') =>
  (await me.ok('exam', 'examList', { pageNum: 1, pageSize: 100, tab })).list.map((c) => c.examId);
const todos = async (me: Examinee) => (await me.ok('center', 'myTaskList', { pageNum: 1, pageSize: 100, kind: 'exam' })).list;

it("an exam for one training phase is offered to that phase's learners only: list, tabs, rules, start, counts, to-dos", async () => {
  const activist = await examinee(t);
  const candidate = await examinee(t);
  const noStage = await examinee(t);
  await inPhase(activist, act);
  await inPhase(candidate, cand);
  const forCandidates = await examFixture(t.db, bank, 'open', { phaseId: cand, attemptsAllowed: 3 });
  const forAll = await examFixture(t.db, bank, 'open');

  for (const me of [activist, noStage]) {
    expect(await listed(me)).toContain(forAll);
    expect(await listed(me)).not.toContain(forCandidates);
    expect(await me.refused('exam', 'examInfo', { examId: forCandidates })).toBe('考试不存在');
    expect(await me.refused('exam', 'startExam', { examId: forCandidates })).toBe('考试不存在');
  }
  expect(await listed(candidate)).toEqual(expect.arrayContaining([forAll, forCandidates]));
  const s = await candidate.ok('exam', 'startExam', { examId: forCandidates });
  expect(s.questions.length).toBe(bank.questions.length);

  const tabAll = async (me: Examinee) => (await me.ok('exam', 'examTab', {})).find((x) => x.key === 'all')!.count;
  expect(await tabAll(candidate)).toBe((await tabAll(activist)) + 1);
  const pendingOf = async (me: Examinee) => (await me.ok('user', 'examStatus', {})).pending;
  expect(await pendingOf(candidate)).toBe((await pendingOf(activist)) + 1);
  expect(JSON.stringify(await todos(activist))).not.toContain(`exam:${forCandidates}`);
  expect(JSON.stringify(await todos(candidate))).toContain(`exam:${forCandidates}`);
});

it('待参加 counts exactly the exams listed in the exam center as open and takeable, lesson exams included, and the to-dos are those', async () => {
  const me = await examinee(t);
  const lessonExam = await examFixture(t.db, bank, 'open', { lessonId: 999_101, attemptsAllowed: 1 });
  const upcoming = await examFixture(t.db, bank, 'upcoming');
  const taken = await examFixture(t.db, bank, 'open', { attemptsAllowed: 1 });
  const s = await me.ok('exam', 'startExam', { examId: taken });
  await me.ok('exam', 'submitExam', { recordId: s.recordId });
  const running = await examFixture(t.db, bank, 'open', { attemptsAllowed: 1 });
  await me.ok('exam', 'startExam', { examId: running });

  const all = (await me.ok('exam', 'examList', { pageNum: 1, pageSize: 100 })).list;
  expect(all.map((c) => c.examId)).toEqual(expect.arrayContaining([lessonExam, upcoming, taken, running]));
  expect(all.find((c) => c.examId === lessonExam)).toMatchObject({ lessonId: 999_101 });
  // takeable now: 开始考试 or 继续考试 on an open exam not passed
  const takeable = all
    .filter((c) => c.state === 'ongoing' && !c.passed && (c.openRecordId !== null || c.attemptsUsed < c.attemptsAllowed))
    .map((c) => c.examId);
  expect(takeable).toEqual(expect.arrayContaining([lessonExam, running]));
  expect(takeable).not.toContain(upcoming);
  expect(takeable).not.toContain(taken);
  const status = await me.ok('user', 'examStatus', {});
  expect(status.pending).toBe(takeable.length);
  expect(status.failed + status.passed).toBe(all.filter((c) => c.attemptsUsed > 0 && !takeable.includes(c.examId)).length);
  const list = JSON.stringify(await todos(me));
  for (const id of takeable) expect(list).toContain(`"exam:${id}"`);
  expect((list.match(/"exam:\d+"/g) ?? []).length).toBe(takeable.length);
  const tabs = await me.ok('exam', 'examTab', {});
  expect(tabs.find((x) => x.key === 'all')!.count).toBe(all.length);
});
