import { clock } from '../../lib/clock';
import { completeLesson, examFixture, examinee, insertExamBank, type ExamBank } from '../../test/examFixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// Starting an attempt: windows, audiences, the attempts cap (also under concurrent starts), the
// idempotent start, the attempt's end, shuffling, lesson exams, bad input.

let t: TestApp;
let bank: ExamBank;
let lessons: LessonFixture;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
  lessons = await insertLessons(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const recordsOf = async (examId: number, userId: number) =>
  t.db
    .selectFrom('examRecord')
    .select(['id', 'attemptNo', 'status'])
    .where('examId', '=', examId)
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

describe('the window and who may start', () => {
  it('refuses before the window opens and after it ended, saying when', async () => {
    const me = await examinee(t);
    const upcoming = await examFixture(t.db, bank, 'upcoming', { startTime: clock.isoIn(3600) });
    const ended = await examFixture(t.db, bank, 'ended');
    expect(await me.refused('exam', 'startExam', { examId: upcoming })).toMatch(/^考试尚未开始，开始时间为 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await me.refused('exam', 'startExam', { examId: ended })).toMatch(/^考试已于 .+ 结束，不能再开始作答$/);
    expect(await recordsOf(upcoming, me.id)).toEqual([]);
    // the clock reaches the window: now it starts
    clock.advance(3601);
    expect((await me.ok('exam', 'startExam', { examId: upcoming })).recordId).toBeGreaterThan(0);
  });

  it('a learner does not see cadre exams and a cadre does not see learner exams; both see exams for all', async () => {
    const learner = await examinee(t);
    const cadre = await examinee(t, 5);
    const forCadres = await examFixture(t.db, bank, 'open', { audience: 'cadre' });
    const forLearners = await examFixture(t.db, bank, 'open');
    const forAll = await examFixture(t.db, bank, 'open', { audience: 'all' });
    expect(await learner.refused('exam', 'startExam', { examId: forCadres })).toBe('考试不存在');
    expect(await learner.refused('exam', 'examInfo', { examId: forCadres })).toBe('考试不存在');
    expect(await cadre.refused('exam', 'startExam', { examId: forLearners })).toBe('考试不存在');
    await cadre.ok('exam', 'startExam', { examId: forCadres });
    await cadre.ok('exam', 'startExam', { examId: forAll });
    await learner.ok('exam', 'startExam', { examId: forAll });
    expect(await learner.refused('exam', 'startExam', { examId: 2147483647 })).toBe('考试不存在');
  });

  it("the attempt ends at start + duration, or at the window's end when that comes first", async () => {
    const me = await examinee(t);
    const long = await examFixture(t.db, bank, 'open', { duration: 30 });
    const closing = await examFixture(t.db, bank, 'open', { duration: 60, endTime: clock.isoIn(10 * 60) });
    const a = await me.ok('exam', 'startExam', { examId: long });
    expect(Date.parse(a.endTime) - Date.parse(a.startTime)).toBe(30 * 60_000);
    expect(Math.abs(Date.parse(a.serverTime) - clock.now().getTime())).toBeLessThan(5000);
    const b = await me.ok('exam', 'startExam', { examId: closing });
    const window = await t.db.selectFrom('exam').select('endTime').where('id', '=', closing).executeTakeFirstOrThrow();
    expect(b.endTime).toBe(window.endTime);
    expect(await me.ok('exam', 'getEndTime', { recordId: b.recordId })).toEqual({
      endTime: window.endTime,
      serverTime: expect.any(String),
    });
    expect(await me.ok('exam', 'getStartTime', { recordId: b.recordId })).toEqual({
      startTime: b.startTime,
      serverTime: expect.any(String),
    });
  });
});

describe('attempts', () => {
  it('starting again returns the open attempt with what was saved, and makes no second record', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { shuffle: true });
    const first = await me.ok('exam', 'startExam', { examId });
    expect(first.answers).toEqual([]);
    const judge = first.questions.find((q) => q.type === 'judge')!;
    await me.ok('exam', 'saveExamAnswer', { recordId: first.recordId, questionId: judge.id, answer: 'true', seq: 3 });
    await me.ok('exam', 'markQuestion', { recordId: first.recordId, questionId: judge.id, marked: true });
    clock.advance(60);
    const again = await me.ok('exam', 'startExam', { examId });
    expect({ ...again, serverTime: '' }).toEqual({
      ...first,
      serverTime: '',
      answers: [{ questionId: judge.id, answer: 'true', seq: 3, marked: true }],
    });
    expect(await recordsOf(examId, me.id)).toEqual([{ id: first.recordId, attemptNo: 1, status: 'open' }]);
  });

  it('past the allowed attempts: 10002 with the reason', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { attemptsAllowed: 1 });
    const { recordId } = await me.ok('exam', 'startExam', { examId });
    await me.ok('exam', 'submitExam', { recordId });
    expect(await me.refused('exam', 'startExam', { examId })).toBe('本考试最多可作答 1 次，您的作答次数已用完');
    expect(await recordsOf(examId, me.id)).toHaveLength(1);
  });

  it('twenty starts at once: one open attempt; the cap holds under concurrency', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { attemptsAllowed: 2 });
    const burst = () => Promise.all(Array.from({ length: 20 }, () => me.raw('exam', 'startExam', { examId })));

    const first = await burst();
    expect(new Set(first.map((r) => r.code))).toEqual(new Set([99999]));
    const ids = new Set(first.map((r) => (r.data as { recordId: number }).recordId));
    expect(ids.size).toBe(1);
    expect(await recordsOf(examId, me.id)).toEqual([{ id: [...ids][0], attemptNo: 1, status: 'open' }]);

    await me.ok('exam', 'submitExam', { recordId: [...ids][0] });
    const second = await burst();
    expect(new Set(second.map((r) => (r.data as { recordId: number }).recordId)).size).toBe(1);
    await me.ok('exam', 'submitExam', { recordId: (second[0].data as { recordId: number }).recordId });

    const third = await burst();
    expect(third.every((r) => r.code === 10002 && r.msg.includes('作答次数已用完'))).toBe(true);
    const records = await recordsOf(examId, me.id);
    expect(records.map((r) => [r.attemptNo, r.status])).toEqual([
      [1, 'closed'],
      [2, 'closed'],
    ]);
  });
});

describe('shuffling', () => {
  const orderOf = (s: { questions: Array<{ id: number; options: Array<{ text: string }> }> }) =>
    s.questions.map((q) => `${q.id}:${q.options.map((o) => o.text).join('|')}`);

  it('shown in paper order with the options as written when the exam does not shuffle', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open');
    const s = await me.ok('exam', 'startExam', { examId });
    expect(s.questions.map((q) => q.id)).toEqual(bank.questions.map((q) => q.id));
    expect(s.questions.map((q) => q.options)).toEqual(bank.questions.map((q) => q.options));
  });

  it('stable for one attempt, different for the next attempt and for another learner; options relabelled A, B, C as shown', async () => {
    const a = await examinee(t);
    const b = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { shuffle: true, attemptsAllowed: 2 });
    const first = await a.ok('exam', 'startExam', { examId });
    expect(orderOf(await a.ok('exam', 'startExam', { examId }))).toEqual(orderOf(first));
    const stored = await t.db.selectFrom('examRecord').select('paper').where('id', '=', first.recordId).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.paper).map((e: { id: number }) => e.id)).toEqual(first.questions.map((q) => q.id));

    await a.ok('exam', 'submitExam', { recordId: first.recordId });
    const second = await a.ok('exam', 'startExam', { examId });
    const other = await b.ok('exam', 'startExam', { examId });
    expect(orderOf(second)).not.toEqual(orderOf(first));
    expect(orderOf(other)).not.toEqual(orderOf(first));
    expect(orderOf(other)).not.toEqual(orderOf(second));
    // the same questions and options, only the order changes; keys are A, B, C... in shown order
    for (const s of [first, second, other]) {
      expect(s.questions.map((q) => q.id).sort()).toEqual(bank.questions.map((q) => q.id).sort());
      for (const q of s.questions) {
        const own = bank.questions.find((x) => x.id === q.id)!;
        expect(q.options.map((o) => o.text).sort()).toEqual(own.options.map((o) => o.text).sort());
        expect(q.options.map((o) => o.key)).toEqual(own.options.map((o) => o.key));
      }
    }
    const optionOrders = [first, second, other].flatMap((s) =>
      s.questions.filter((q) => q.options.length > 0).map((q) => q.options.map((o) => o.text).join('|')),
    );
    const written = bank.questions.filter((q) => q.options.length > 0).map((q) => q.options.map((o) => o.text).join('|'));
    expect(optionOrders.some((o) => !written.includes(o))).toBe(true);
  });
});

describe('lesson exams', () => {
  it('only after the lesson is completed: 请先完成课程学习 before, from either start call', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open', { lessonId: lessons.lessons.basics, title: '马克思主义基本原理课程考试' });
    const before = await me.ok('exam', 'examLessonList', { lessonId: lessons.lessons.basics });
    expect(before.lessonCompleted).toBe(false);
    expect(before.list.map((c) => [c.examId, c.lessonId, c.lessonTitle, c.state])).toEqual([
      [examId, lessons.lessons.basics, '马克思主义基本原理', 'ongoing'],
    ]);
    expect(await me.refused('exam', 'startLessonExam', { examId })).toBe('请先完成课程学习');
    expect(await me.refused('exam', 'startExam', { examId })).toBe('请先完成课程学习');

    await completeLesson(t.db, me.id, lessons.lessons.basics);
    expect((await me.ok('exam', 'examLessonList', { lessonId: lessons.lessons.basics })).lessonCompleted).toBe(true);
    const s = await me.ok('exam', 'startLessonExam', { examId });
    expect(s.examId).toBe(examId);
    // the exam center lists it too, with its lesson, so the counts name only exams found there
    const list = await me.ok('exam', 'examList', { pageNum: 1, pageSize: 100 });
    expect(list.list.find((c) => c.examId === examId)).toMatchObject({ lessonId: lessons.lessons.basics, openRecordId: s.recordId });
  });

  it('startLessonExam refuses an exam of the exam center; examLessonList refuses an unknown lesson', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open');
    expect(await me.refused('exam', 'startLessonExam', { examId })).toBe('该考试不是课程考试，请从考试中心进入');
    expect(await me.refused('exam', 'examLessonList', { lessonId: 2147483647 })).toBe('课程不存在或已下架');
  });
});

describe('bad input', () => {
  it('answers 10002 naming the field, never 5xx, and changes nothing', async () => {
    const me = await examinee(t);
    for (const body of [{}, { examId: 'x' }, { examId: 0 }, { examId: 1.5 }, { examId: 99999999999 }]) {
      expect(await me.refused('exam', 'startExam', body)).toContain('考试');
    }
    expect(await me.refused('exam', 'examList', { pageNum: 1, pageSize: 10, tab: 'soon' })).toContain('考试状态');
    expect(await me.refused('exam', 'examList', { pageNum: 0, pageSize: 10 })).toContain('页码');
    expect(await me.refused('exam', 'getEndTime', { recordId: 'abc' })).toContain('考试记录');
    expect(await t.db.selectFrom('examRecord').select('id').where('userId', '=', me.id).execute()).toEqual([]);
  });
});
