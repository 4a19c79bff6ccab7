import type { QuestionOption, StartedExam } from '../../../contract/exam';
import { clock } from '../../lib/clock';
import {
  examFixture,
  examinee,
  insertExamBank,
  rightShown,
  wrongShown,
  type BankQuestion,
  type ExamBank,
  type Examinee,
} from '../../test/examFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { startExamSweep, sweepExpired } from './sweep';

// Closing an attempt: submits (fifty at once), grading of every type, the review, leaves one too
// many, the close at the end time (lazily on a touch and by the sweep), the wrong-question book.

let t: TestApp;
let bank: ExamBank;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const own = (id: number): BankQuestion => bank.questions.find((q) => q.id === id)!;
/** Ends an exam's window: a no-review exam left running would withhold its questions' answers from the later tests (withheld.ts). */
const endExam = (examId: number) =>
  t.db
    .updateTable('exam')
    .set({ endTime: clock.isoIn(-60) })
    .where('id', '=', examId)
    .execute();
const recordRow = (recordId: number) =>
  t.db
    .selectFrom('examRecord')
    .select(['status', 'closeReason', 'score', 'passed', 'closedAt', 'endTime'])
    .where('id', '=', recordId)
    .executeTakeFirstOrThrow();

async function answerAll(me: Examinee, s: StartedExam, pick: (q: BankQuestion, shown: QuestionOption[]) => string | null) {
  let seq = 0;
  for (const q of s.questions) {
    const answer = pick(own(q.id), q.options);
    if (answer !== null) await me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer, seq: ++seq });
  }
}

describe('submitting', () => {
  it('fifty submits at once: one close, one grade, every answer the same', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { shuffle: true });
    const s = await me.ok('exam', 'startExam', { examId });
    // right on the singles and judges, wrong on the rest
    await answerAll(me, s, (q, shown) => (q.type === 'single' || q.type === 'judge' ? rightShown(q, shown) : wrongShown(q, shown)));
    const all = await Promise.all(Array.from({ length: 50 }, () => me.raw('exam', 'submitExam', { recordId: s.recordId })));
    expect(all.every((r) => r.code === 99999)).toBe(true);
    const expected = { recordId: s.recordId, score: 25, totalScore: 45, passScore: 30, passed: false, closeReason: 'submitted' };
    for (const r of all) expect(r.data).toEqual(expected);
    expect(await me.ok('exam', 'submitExam', { recordId: s.recordId })).toEqual(expected);
    // graded once: one row per question, each wrong question counted once in the book
    const rows = await t.db.selectFrom('examAnswer').select(['questionId', 'correct']).where('recordId', '=', s.recordId).execute();
    expect(rows).toHaveLength(bank.questions.length);
    const wrong = await t.db
      .selectFrom('examWrong')
      .select(['questionId', 'wrongCount', 'lastRecordId'])
      .where('userId', '=', me.id)
      .orderBy('questionId')
      .execute();
    expect(wrong.map((w) => w.questionId)).toEqual([...bank.byType.multiple, ...bank.byType.fill].map((q) => q.id).sort((a, b) => a - b));
    expect(wrong.every((w) => w.wrongCount === 1 && w.lastRecordId === s.recordId)).toBe(true);
    expect(await recordRow(s.recordId)).toMatchObject({ status: 'closed', closeReason: 'submitted', score: 25, passed: 0 });
  });

  it("grades every type through the API on a shuffled paper and shows the review in the attempt's keys", async () => {
    const me = await examinee(t);
    // one attempt: while a retake is possible the review withholds the answers (withheld.test.ts)
    const examId = await examFixture(t.db, bank, 'open', { shuffle: true, passScore: 25, attemptsAllowed: 1 });
    const s = await me.ok('exam', 'startExam', { examId });
    const [single1, single2] = bank.byType.single;
    const [multi1, multi2] = bank.byType.multiple;
    const [judge1, judge2] = bank.byType.judge;
    const [fill1, fill2] = bank.byType.fill;
    const shownOf = (q: BankQuestion) => s.questions.find((x) => x.id === q.id)!.options;
    const reversed = (keys: string) => keys.split(',').reverse().join(',');
    const plan = new Map<number, { answer: string; correct: boolean }>([
      [single1.id, { answer: rightShown(single1, shownOf(single1)), correct: true }],
      [single2.id, { answer: wrongShown(single2, shownOf(single2)), correct: false }],
      // the third single left unanswered
      [multi1.id, { answer: reversed(rightShown(multi1, shownOf(multi1))), correct: true }],
      [multi2.id, { answer: wrongShown(multi2, shownOf(multi2)), correct: false }],
      [judge1.id, { answer: judge1.answer, correct: true }],
      [judge2.id, { answer: judge2.answer === 'true' ? 'false' : 'true', correct: false }],
      // an accepted spelling, with full-width spaces around it
      [fill1.id, { answer: '\u3000民主 集中制\u3000', correct: true }],
      [fill2.id, { answer: '党章附则', correct: false }],
    ]);
    let seq = 0;
    for (const [questionId, p] of plan)
      await me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId, answer: p.answer, seq: ++seq });
    const grade = await me.ok('exam', 'submitExam', { recordId: s.recordId });
    expect(grade).toEqual({ recordId: s.recordId, score: 20, totalScore: 45, passScore: 25, passed: false, closeReason: 'submitted' });

    const detail = await me.ok('exam', 'examRecordDetail', { recordId: s.recordId });
    expect(detail).toMatchObject({
      recordId: s.recordId,
      examId,
      score: 20,
      totalScore: 45,
      passed: false,
      allowReview: true,
      closeReason: 'submitted',
      leaveCount: 0,
    });
    expect(detail.questions.map((q) => q.id)).toEqual(s.questions.map((q) => q.id));
    for (const q of detail.questions) {
      const b = own(q.id);
      const p = plan.get(q.id);
      expect(q.options).toEqual(shownOf(b));
      expect({
        myAnswer: q.myAnswer,
        correct: q.correct,
        gotScore: q.gotScore,
        score: q.score,
        explanation: q.explanation,
        rightAnswer: q.rightAnswer,
      }).toEqual({
        myAnswer: p?.answer ?? '',
        correct: p?.correct ?? false,
        gotScore: p?.correct ? 5 : 0,
        score: 5,
        explanation: b.explanation,
        rightAnswer: rightShown(b, shownOf(b)),
      });
    }
  });

  it('the review of an exam that does not allow it has no questions; an open attempt has no review', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { allowReview: false });
    const s = await me.ok('exam', 'startExam', { examId });
    expect(await me.refused('exam', 'examRecordDetail', { recordId: s.recordId })).toBe('考试尚未结束，交卷后才能查看答卷');
    await me.ok('exam', 'submitExam', { recordId: s.recordId });
    const detail = await me.ok('exam', 'examRecordDetail', { recordId: s.recordId });
    expect(detail).toMatchObject({ allowReview: false, score: 0, questions: [] });
    expect(JSON.stringify(detail)).not.toMatch(/解析|rightAnswer|民主集中制/);
    await endExam(examId);
  });
});

describe('leaves', () => {
  it('each page hide is counted; one more than allowed closes and grades the attempt', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { maxLeaves: 2 });
    const s = await me.ok('exam', 'startExam', { examId });
    expect(s.maxLeaves).toBe(2);
    await answerAll(me, s, (q, shown) => rightShown(q, shown));
    expect(await me.ok('exam', 'leaveExam', { recordId: s.recordId })).toEqual({ leaveCount: 1, maxLeaves: 2, closed: false, grade: null });
    expect(await me.ok('exam', 'leaveExam', { recordId: s.recordId })).toEqual({ leaveCount: 2, maxLeaves: 2, closed: false, grade: null });
    expect((await me.ok('exam', 'startExam', { examId })).leaveCount).toBe(2);
    expect(await me.ok('exam', 'leaveExam', { recordId: s.recordId })).toEqual({
      leaveCount: 3,
      maxLeaves: 2,
      closed: true,
      grade: { recordId: s.recordId, score: 45, totalScore: 45, passScore: 30, passed: true, closeReason: 'leaves' },
    });
    await me.over('leaveExam', { recordId: s.recordId });
    expect(await recordRow(s.recordId)).toMatchObject({ status: 'closed', closeReason: 'leaves', score: 45, passed: 1 });
  });

  it('leaving the answer page counts as a leave, once per departure: exits before coming back count once; one too many closes it', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { maxLeaves: 1 });
    const s = await me.ok('exam', 'startExam', { examId });
    await answerAll(me, s, (q, shown) => rightShown(q, shown));
    // the exit button, then the exit the page sends as it unloads, at once
    expect(await Promise.all([1, 2, 3].map(() => me.ok('exam', 'exitExam', { recordId: s.recordId })))).toEqual([null, null, null]);
    expect(await recordRow(s.recordId)).toMatchObject({ status: 'open' });
    const back = await me.ok('exam', 'startExam', { examId });
    expect(back).toMatchObject({ recordId: s.recordId, leaveCount: 1, maxLeaves: 1 });
    // resumed, so the next departure counts again: one more than allowed
    expect(await me.ok('exam', 'exitExam', { recordId: s.recordId })).toBeNull();
    expect(await recordRow(s.recordId)).toMatchObject({ status: 'closed', closeReason: 'leaves', score: 45 });
    await me.over('exitExam', { recordId: s.recordId });
  });

  it('leaves at once are all counted', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { maxLeaves: 10 });
    const s = await me.ok('exam', 'startExam', { examId });
    await Promise.all(Array.from({ length: 8 }, () => me.ok('exam', 'leaveExam', { recordId: s.recordId })));
    expect(
      (await t.db.selectFrom('examRecord').select('leaveCount').where('id', '=', s.recordId).executeTakeFirstOrThrow()).leaveCount,
    ).toBe(8);
  });
});

describe('the end time', () => {
  it('closes lazily on the next touch, with the answers the server has, at its end time', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { duration: 5, passScore: 10 });
    const s = await me.ok('exam', 'startExam', { examId });
    await answerAll(me, s, (q, shown) => (q.type === 'judge' ? rightShown(q, shown) : null));
    clock.advance(4 * 60);
    expect((await recordRow(s.recordId)).status).toBe('open');
    clock.advance(61);
    // reading the end time is a touch
    expect(await me.ok('exam', 'getEndTime', { recordId: s.recordId })).toEqual({ endTime: s.endTime, serverTime: expect.any(String) });
    expect(await recordRow(s.recordId)).toMatchObject({
      status: 'closed',
      closeReason: 'timeout',
      score: 10,
      passed: 1,
      closedAt: s.endTime,
    });
    const records = await me.ok('exam', 'endExamRecord', { pageNum: 1, pageSize: 10 });
    expect(records.list[0]).toMatchObject({
      recordId: s.recordId,
      closeReason: 'timeout',
      score: 10,
      passed: true,
      timeUsed: 300,
      endTime: s.endTime,
    });
    // a late submit answers the grade it has
    expect(await me.ok('exam', 'submitExam', { recordId: s.recordId })).toMatchObject({ score: 10, closeReason: 'timeout' });
  });

  it('the exam list and a new start close a finished attempt too', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { duration: 1, attemptsAllowed: 2 });
    const first = await me.ok('exam', 'startExam', { examId });
    clock.advance(61);
    const card = (await me.ok('exam', 'examList', { pageNum: 1, pageSize: 100 })).list.find((c) => c.examId === examId)!;
    expect(card).toMatchObject({ openRecordId: null, lastRecordId: first.recordId, attemptsUsed: 1, bestScore: 0 });
    const second = await me.ok('exam', 'startExam', { examId });
    expect(second.recordId).not.toBe(first.recordId);
    clock.advance(61);
    // the expired second attempt is closed by the start, which then finds no attempt left
    expect(await me.refused('exam', 'startExam', { examId })).toBe('本考试最多可作答 2 次，您的作答次数已用完');
    expect(await recordRow(second.recordId)).toMatchObject({ status: 'closed', closeReason: 'timeout' });
  });

  it('the sweep closes attempts nobody touches again', async () => {
    const a = await examinee(t);
    const b = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { duration: 2 });
    const ra = await a.ok('exam', 'startExam', { examId });
    const rb = await b.ok('exam', 'startExam', { examId });
    const judge = ra.questions.find((q) => q.type === 'judge')!;
    await a.ok('exam', 'saveExamAnswer', { recordId: ra.recordId, questionId: judge.id, answer: own(judge.id).answer, seq: 1 });
    expect(await sweepExpired(t.db, clock.iso())).toBe(0);
    clock.advance(121);
    expect(await sweepExpired(t.db, clock.iso())).toBeGreaterThanOrEqual(2);
    expect(await recordRow(ra.recordId)).toMatchObject({ status: 'closed', closeReason: 'timeout', score: 5 });
    expect(await recordRow(rb.recordId)).toMatchObject({ status: 'closed', closeReason: 'timeout', score: 0 });
  });

  it("the app's sweep timer runs on its own", async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { duration: 1 });
    const s = await me.ok('exam', 'startExam', { examId });
    clock.advance(61);
    const stop = startExamSweep(t.db, clock, t.app.log, 20);
    try {
      for (let i = 0; i < 100 && (await recordRow(s.recordId)).status === 'open'; i++) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stop();
    }
    expect(await recordRow(s.recordId)).toMatchObject({ status: 'closed', closeReason: 'timeout' });
  });
});

describe('the wrong-question book and the exam summary', () => {
  it("lists what was wrong, newest first, by category, with the answer in the question's own keys; dist and examStatus agree", async () => {
    const me = await examinee(t);
    const first = await examFixture(t.db, bank, 'open', { shuffle: true, attemptsAllowed: 1, passScore: 35 });
    const second = await examFixture(t.db, bank, 'open', { attemptsAllowed: 1, passScore: 5 }, [
      bank.byType.judge[0].id,
      bank.byType.single[0].id,
    ]);
    await examFixture(t.db, bank, 'upcoming');
    const notYet = await examFixture(t.db, bank, 'open');
    expect(await me.ok('user', 'examStatus', {})).toMatchObject({ passed: 0, failed: 0 });

    const s1 = await me.ok('exam', 'startExam', { examId: first });
    // wrong on the singles only
    await answerAll(me, s1, (q, shown) => (q.type === 'single' ? wrongShown(q, shown) : rightShown(q, shown)));
    await me.ok('exam', 'submitExam', { recordId: s1.recordId });
    clock.advance(60);
    const s2 = await me.ok('exam', 'startExam', { examId: second });
    await answerAll(me, s2, (q) => (q.type === 'judge' ? (q.answer === 'true' ? 'false' : 'true') : q.answer));
    await me.ok('exam', 'submitExam', { recordId: s2.recordId });

    const page = await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 10 });
    const judge = bank.byType.judge[0];
    const [single1, single2, single3] = bank.byType.single;
    expect(page.total).toBe(4);
    expect(page.list.map((w) => [w.questionId, w.wrongCount])).toEqual([
      [judge.id, 1],
      ...[single1, single2, single3].map((q) => [q.id, 1]).sort((x, y) => y[0] - x[0]),
    ]);
    const firstWrong = page.list.find((w) => w.questionId === single2.id)!;
    const shown = s1.questions.find((q) => q.id === single2.id)!.options;
    const ownKey = single2.options.find((o) => o.text === shown.find((x) => x.key === wrongShown(single2, shown))!.text)!.key;
    expect(firstWrong).toEqual({
      questionId: single2.id,
      categoryId: bank.categories.charter,
      categoryName: '党章',
      type: 'single',
      stem: single2.stem,
      options: single2.options,
      myAnswer: ownKey,
      rightAnswer: single2.answer,
      accepted: [],
      explanation: single2.explanation,
      wrongCount: 1,
      lastWrongAt: expect.any(String),
    });
    const history = await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 10, categoryId: bank.categories.history });
    expect(history.list.map((w) => w.questionId)).toEqual([single3.id]);
    expect(await me.ok('user', 'wrongQuestionsDist', {})).toEqual([
      { categoryId: bank.categories.charter, categoryName: '党章', count: 3 },
      { categoryId: bank.categories.history, categoryName: '党史', count: 1 },
    ]);
    // first: failed (its one attempt used); second: passed (5 of 10); upcoming and notYet: pending
    expect(await me.ok('user', 'examStatus', {})).toEqual({ passed: 1, failed: 1, pending: expect.any(Number) });
    const cards = (await me.ok('exam', 'examList', { pageNum: 1, pageSize: 100 })).list;
    expect(cards.find((c) => c.examId === notYet)).toMatchObject({ attemptsUsed: 0, passed: false, state: 'ongoing' });
    expect(cards.find((c) => c.examId === second)).toMatchObject({
      attemptsUsed: 1,
      passed: true,
      bestScore: 5,
      lastRecordId: s2.recordId,
    });
    expect(await me.refused('user', 'wrongQuestions', { pageNum: 1, pageSize: 10, categoryId: 'x' })).toContain('题目分类');
  });

  it('an exam that does not let learners see its answers puts nothing in the book; the same question wrong in one that does, is there (its answer once the first has ended)', async () => {
    const me = await examinee(t);
    const closedBook = await examFixture(t.db, bank, 'open', { allowReview: false, attemptsAllowed: 3 });
    const s = await me.ok('exam', 'startExam', { examId: closedBook });
    await answerAll(me, s, (q, shown) => wrongShown(q, shown));
    expect(await me.ok('exam', 'submitExam', { recordId: s.recordId })).toMatchObject({ score: 0 });
    expect(await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 10 })).toMatchObject({ total: 0, list: [] });
    expect(await me.ok('user', 'wrongQuestionsDist', {})).toEqual([]);

    const single = bank.byType.single[0];
    const open = await examFixture(t.db, bank, 'open', { attemptsAllowed: 1 }, [single.id]);
    const s2 = await me.ok('exam', 'startExam', { examId: open });
    await answerAll(me, s2, (q, shown) => wrongShown(q, shown));
    await me.ok('exam', 'submitExam', { recordId: s2.recordId });
    const page = await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 10 });
    // the no-review exam is still running: its question's answer is withheld
    expect(page.list.map((w) => [w.questionId, w.wrongCount, w.rightAnswer, w.answerWithheld])).toEqual([[single.id, 1, '', true]]);
    await endExam(closedBook);
    const after = await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 10 });
    expect(after.list.map((w) => [w.questionId, w.wrongCount, w.rightAnswer, w.answerWithheld])).toEqual([
      [single.id, 1, single.answer, undefined],
    ]);
  });
});
