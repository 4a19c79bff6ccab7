import { clock } from '../../lib/clock';
import { examFixture, examinee, insertExamBank, type ExamBank } from '../../test/examFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// The leave counter counts only while the attempt is open: a hundred leaves at once are all
// counted while they are allowed, the one past the limit closes the attempt and nothing counts
// after it (issue: on PostgreSQL 100 leaves at once recorded 100 on an attempt closed by the
// fourth), and leaves or exits after a submit change nothing.

let t: TestApp;
let bank: ExamBank;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const N = 100;
const row = (recordId: number) =>
  t.db.selectFrom('examRecord').select(['status', 'closeReason', 'leaveCount']).where('id', '=', recordId).executeTakeFirstOrThrow();
const atOnce = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: N }, call));

it('while open, a hundred leaves at once are each counted once: 1 to 100', async () => {
  const me = await examinee(t);
  const examId = await examFixture(t.db, bank, 'open', { maxLeaves: 1000 });
  const s = await me.ok('exam', 'startExam', { examId });
  const answers = await atOnce(() => me.ok('exam', 'leaveExam', { recordId: s.recordId }));
  expect(answers.map((a) => a.leaveCount).sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
  expect(answers.every((a) => !a.closed)).toBe(true);
  expect(await row(s.recordId)).toEqual({ status: 'open', closeReason: null, leaveCount: N });
});

it('a hundred leaves at once past the limit: counted up to the one that closes the attempt, then no more', async () => {
  const me = await examinee(t);
  const examId = await examFixture(t.db, bank, 'open', { maxLeaves: 3 });
  const s = await me.ok('exam', 'startExam', { examId });
  const answers = await atOnce(() => me.raw('exam', 'leaveExam', { recordId: s.recordId }));
  expect(await row(s.recordId)).toEqual({ status: 'closed', closeReason: 'leaves', leaveCount: 4 });
  // the allowed three, then the attempt closed (told with the grade) or already over
  const ok = answers.filter((a) => a.code === 99999).map((a) => a.data as { leaveCount: number; closed: boolean });
  expect(
    ok
      .filter((a) => !a.closed)
      .map((a) => a.leaveCount)
      .sort(),
  ).toEqual([1, 2, 3]);
  expect(ok.filter((a) => a.closed).every((a) => a.leaveCount === 4)).toBe(true);
  expect(ok.some((a) => a.closed)).toBe(true);
  expect(answers.filter((a) => a.code !== 99999).map((a) => [a.msg, a.data])).toEqual(
    Array(N - ok.length).fill(['考试已结束', { reason: 'examOver' }]),
  );
});

it('after the attempt closed, a hundred leaves and exits at once count nothing', async () => {
  const me = await examinee(t);
  const examId = await examFixture(t.db, bank, 'open', { maxLeaves: 3 });
  const s = await me.ok('exam', 'startExam', { examId });
  await me.ok('exam', 'leaveExam', { recordId: s.recordId });
  await me.ok('exam', 'submitExam', { recordId: s.recordId });
  const answers = await atOnce(() => me.raw('exam', 'leaveExam', { recordId: s.recordId }));
  const exits = await atOnce(() => me.raw('exam', 'exitExam', { recordId: s.recordId }));
  expect([...answers, ...exits].map((a) => [a.msg, a.data])).toEqual(Array(2 * N).fill(['考试已结束', { reason: 'examOver' }]));
  expect(await row(s.recordId)).toEqual({ status: 'closed', closeReason: 'submitted', leaveCount: 1 });
});

it('a hundred exits at once past the limit: one departure counted, and exits of a resumed attempt stop at the one that closes it', async () => {
  const me = await examinee(t);
  const examId = await examFixture(t.db, bank, 'open', { maxLeaves: 1 });
  const s = await me.ok('exam', 'startExam', { examId });
  await atOnce(() => me.ok('exam', 'exitExam', { recordId: s.recordId }));
  expect(await row(s.recordId)).toEqual({ status: 'open', closeReason: null, leaveCount: 1 });
  await me.ok('exam', 'startExam', { examId });
  // leaves and exits at once on the resumed attempt: the second departure closes it, nothing after it counts
  await Promise.all([
    atOnce(() => me.raw('exam', 'exitExam', { recordId: s.recordId })),
    atOnce(() => me.raw('exam', 'leaveExam', { recordId: s.recordId })),
  ]);
  expect(await row(s.recordId)).toEqual({ status: 'closed', closeReason: 'leaves', leaveCount: 2 });
});
