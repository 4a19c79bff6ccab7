import type { ReviewedQuestion } from '../../../contract/exam';
import type { WrongQuestion } from '../../../contract/userExam';
import { clock } from '../../lib/clock';
import { examFixture, examinee, insertExamBank, rightShown, type BankQuestion, type ExamBank } from '../../test/examFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { recordDetail } from './records';
import { wrongPage } from './wrongBook';

// Questions are shared between exams. While an exam that does not allow review has not ended,
// its questions' right answers and explanations are withheld from the review of other exams'
// attempts and from the wrong-question book (found on the demo: 「党的二十大精神学习测试」, no
// review and not yet open, shares questions with lesson and center exams whose reviews showed
// them). Every kind of exam counts: center, lesson, topic, cadre.

let t: TestApp;
let bank: ExamBank;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const HOUR = 3600;
/** The earlier tests' no-review exams withhold their questions from everyone until they end: end them. */
const endNoReviewExams = () =>
  t.db
    .updateTable('exam')
    .set({ endTime: clock.isoIn(-HOUR) })
    .where('allowReview', '=', 0)
    .execute();

type Shown = Pick<ReviewedQuestion, 'rightAnswer' | 'explanation' | 'answerWithheld'> & Partial<Pick<WrongQuestion, 'accepted'>>;
const answersOf = (q: Shown) => ({
  rightAnswer: q.rightAnswer,
  explanation: q.explanation,
  answerWithheld: q.answerWithheld,
  accepted: q.accepted,
});

it("withholds the answers of questions on a running no-review exam from another exam's review and the wrong book, until that exam ends", async () => {
  const me = await examinee(t);
  const [single1, single2, single3] = bank.byType.single;
  const [multi1] = bank.byType.multiple;
  const [judge1] = bank.byType.judge;
  const [fill1, fill2] = bank.byType.fill;
  // the exam the learner takes: allows review, the whole bank, one attempt (no retake to protect)
  const shared = await examFixture(t.db, bank, 'open', { attemptsAllowed: 1 });
  // no review and not ended: not open yet (as the demo's exam 5), a lesson's and a cadre exam
  // running now, a topic's not open yet
  const running = { startTime: clock.isoIn(-HOUR), endTime: clock.isoIn(2 * HOUR) };
  const later = { startTime: clock.isoIn(3 * HOUR), endTime: clock.isoIn(6 * HOUR) };
  await examFixture(t.db, bank, 'upcoming', { allowReview: false, attemptsAllowed: 1, ...later }, [single1.id]);
  await examFixture(t.db, bank, 'open', { allowReview: false, lessonId: 999_001, ...running }, [judge1.id]);
  await examFixture(t.db, bank, 'open', { allowReview: false, audience: 'cadre', ...running }, [fill1.id]);
  await examFixture(t.db, bank, 'upcoming', { allowReview: false, topicId: 999_002, ...later }, [multi1.id]);
  // not withheld: a no-review exam that has ended, a running exam that allows review
  await examFixture(t.db, bank, 'ended', { allowReview: false }, [single2.id]);
  await examFixture(t.db, bank, 'open', {}, [single3.id]);

  const s = await me.ok('exam', 'startExam', { examId: shared });
  // right on one withheld question, nothing else answered
  await me.ok('exam', 'saveExamAnswer', {
    recordId: s.recordId,
    questionId: single1.id,
    answer: rightShown(single1, s.questions.find((q) => q.id === single1.id)!.options),
    seq: 1,
  });
  await me.ok('exam', 'submitExam', { recordId: s.recordId });

  const expectShown = (withheld: BankQuestion[]) => async () => {
    const hidden = new Set(withheld.map((q) => q.id));
    const detail = await me.ok('exam', 'examRecordDetail', { recordId: s.recordId });
    expect(detail.questions).toHaveLength(bank.questions.length);
    const book = await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 50 });
    // all wrong but single1 (answered right)
    expect(book.total).toBe(bank.questions.length - 1);
    for (const q of bank.questions) {
      const reviewed = detail.questions.find((x) => x.id === q.id)!;
      const wrong = book.list.find((x) => x.questionId === q.id);
      expect(wrong === undefined).toBe(q.id === single1.id);
      // the question, the learner's own answer and whether it was right are always there
      expect(reviewed).toMatchObject({
        stem: q.stem,
        options: q.options,
        correct: q.id === single1.id,
        myAnswer: q.id === single1.id ? q.answer : '',
      });
      if (hidden.has(q.id)) {
        expect(answersOf(reviewed)).toEqual({ rightAnswer: '', explanation: '', answerWithheld: true, accepted: undefined });
        if (wrong) {
          expect(wrong).toMatchObject({ stem: q.stem, options: q.options, myAnswer: '', wrongCount: 1 });
          expect(answersOf(wrong)).toEqual({ rightAnswer: '', explanation: '', answerWithheld: true, accepted: [] });
        }
      } else {
        expect(answersOf(reviewed)).toEqual({
          rightAnswer: q.answer,
          explanation: q.explanation,
          answerWithheld: undefined,
          accepted: undefined,
        });
        if (wrong)
          expect(answersOf(wrong)).toEqual({
            rightAnswer: q.answer,
            explanation: q.explanation,
            answerWithheld: undefined,
            accepted: q.accepted,
          });
      }
    }
    // nothing of a withheld question's answer anywhere in the bodies
    const secrets = withheld.flatMap((q) => [q.explanation, ...(q.type === 'fill' ? [q.answer, ...q.accepted] : [])]);
    for (const body of [detail, book]) for (const secret of secrets) expect(JSON.stringify(body)).not.toContain(secret);
  };

  await expectShown([single1, judge1, fill1, multi1])();
  // the running lesson and cadre exams end; the two not yet open have not
  clock.advance(2 * HOUR + 1);
  await expectShown([single1, multi1])();
  // all ended: every answer shows again
  clock.advance(4 * HOUR);
  await expectShown([])();
  expect(fill2.accepted).toEqual(['党章总纲']);
});

it("a retake still possible: the review and the wrong book show the learner's answers and which were wrong, never the right answers, until the attempts are used up", async () => {
  await endNoReviewExams();
  const me = await examinee(t);
  const other = await examinee(t);
  const [single1] = bank.byType.single;
  // three attempts, review allowed (as 发展对象党章党规知识测试)
  const examId = await examFixture(t.db, bank, 'open', { attemptsAllowed: 3 });
  // another exam sharing one question, one attempt, review allowed
  const sharing = await examFixture(t.db, bank, 'open', { attemptsAllowed: 1 }, [single1.id]);
  const first = await me.ok('exam', 'startExam', { examId });
  await me.ok('exam', 'saveExamAnswer', {
    recordId: first.recordId,
    questionId: single1.id,
    answer: rightShown(single1, first.questions.find((q) => q.id === single1.id)!.options),
    seq: 1,
  });
  await me.ok('exam', 'submitExam', { recordId: first.recordId });
  const sharedAttempt = await me.ok('exam', 'startExam', { examId: sharing });
  await me.ok('exam', 'submitExam', { recordId: sharedAttempt.recordId });

  const secrets = bank.questions.flatMap((q) => [q.explanation, ...(q.type === 'fill' ? [q.answer, ...q.accepted] : [])]);
  const expectWithheld = async (recordId: number, questions: BankQuestion[], right: number[]) => {
    const detail = await me.ok('exam', 'examRecordDetail', { recordId });
    expect(detail.questions).toHaveLength(questions.length);
    for (const q of questions) {
      const reviewed = detail.questions.find((x) => x.id === q.id)!;
      // the learner's own answer and whether it was right stay
      expect(reviewed).toMatchObject({
        stem: q.stem,
        correct: right.includes(q.id),
        rightAnswer: '',
        explanation: '',
        answerWithheld: true,
      });
    }
    for (const secret of secrets) expect(JSON.stringify(detail)).not.toContain(secret);
  };
  await expectWithheld(first.recordId, bank.questions, [single1.id]);
  // the other exam's review: its question is on the exam the learner may retake
  await expectWithheld(sharedAttempt.recordId, [single1], []);
  const book = await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 50 });
  // all wrong in the first attempt but single1, which the other exam's attempt left unanswered
  expect(book.total).toBe(bank.questions.length);
  expect(book.list.every((w) => w.answerWithheld === true && w.rightAnswer === '' && w.explanation === '' && w.accepted.length === 0)).toBe(
    true,
  );
  for (const secret of secrets) expect(JSON.stringify(book)).not.toContain(secret);

  // attempt 2 running: still withheld; another learner's view is their own (nothing taken: shown)
  const second = await me.ok('exam', 'startExam', { examId });
  await expectWithheld(first.recordId, bank.questions, [single1.id]);
  const theirs = await other.ok('exam', 'startExam', { examId: sharing });
  await other.ok('exam', 'submitExam', { recordId: theirs.recordId });
  expect((await other.ok('exam', 'examRecordDetail', { recordId: theirs.recordId })).questions[0]).toMatchObject({
    rightAnswer: single1.answer,
    explanation: single1.explanation,
  });
  await me.ok('exam', 'submitExam', { recordId: second.recordId });
  const third = await me.ok('exam', 'startExam', { examId });
  // the last attempt open: withheld
  await expectWithheld(second.recordId, bank.questions, []);
  await me.ok('exam', 'submitExam', { recordId: third.recordId });
  // attempts used up and closed: the answers show, in the review and the book
  const done = await me.ok('exam', 'examRecordDetail', { recordId: first.recordId });
  for (const q of bank.questions) {
    expect(answersOf(done.questions.find((x) => x.id === q.id)!)).toEqual({
      rightAnswer: q.answer,
      explanation: q.explanation,
      answerWithheld: undefined,
      accepted: undefined,
    });
  }
  const shown = await me.ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 50 });
  expect(shown.list.every((w) => w.answerWithheld === undefined && w.explanation !== '')).toBe(true);
});

it('a retake still possible until the exam ends: then its answers show', async () => {
  await endNoReviewExams();
  const me = await examinee(t);
  const examId = await examFixture(t.db, bank, 'open', { attemptsAllowed: 3, endTime: clock.isoIn(2 * HOUR) });
  const s = await me.ok('exam', 'startExam', { examId });
  await me.ok('exam', 'submitExam', { recordId: s.recordId });
  expect((await me.ok('exam', 'examRecordDetail', { recordId: s.recordId })).questions.every((q) => q.answerWithheld === true)).toBe(true);
  clock.advance(2 * HOUR + 1);
  const after = await me.ok('exam', 'examRecordDetail', { recordId: s.recordId });
  expect(after.questions.every((q) => q.answerWithheld === undefined && q.explanation !== '')).toBe(true);
});

it('one query for the withheld questions, whatever the number of questions', async () => {
  const me = await examinee(t);
  const withheldExam = await examFixture(t.db, bank, 'upcoming', { allowReview: false });
  const examId = await examFixture(t.db, bank, 'open');
  const s = await me.ok('exam', 'startExam', { examId });
  await me.ok('exam', 'submitExam', { recordId: s.recordId });
  const queries: string[] = [];
  const counting = t.db.withPlugin({
    transformQuery: (args) => (queries.push(args.node.kind), args.node),
    transformResult: async (args) => args.result,
  });
  try {
    const detail = await recordDetail(counting, me.id, s.recordId, clock.iso());
    expect(detail.questions.filter((q) => q.answerWithheld)).toHaveLength(bank.questions.length);
    // the record, the record with its exam, the questions, the answers, the withheld ids
    expect(queries).toHaveLength(5);
    queries.length = 0;
    const page = await wrongPage(counting, me.id, { pageNum: 1, pageSize: 50 }, clock.iso());
    expect(page.list.length).toBeGreaterThanOrEqual(bank.questions.length);
    expect(page.list.every((q) => q.answerWithheld)).toBe(true);
    // the count, the page, the withheld ids
    expect(queries).toHaveLength(3);
  } finally {
    // leave no running no-review exam over the whole bank behind
    await t.db
      .updateTable('exam')
      .set({ endTime: clock.isoIn(-HOUR) })
      .where('id', '=', withheldExam)
      .execute();
  }
});
