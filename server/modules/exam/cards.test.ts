import { clock } from '../../lib/clock';
import { examFixture, examinee, insertExamBank, type ExamBank } from '../../test/examFixtures';
import { insertLessons } from '../../test/lessonFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// The exam center: tabs with their counts, the cards (state, attempts, best score, running and
// last attempt), search, order and paging, the rules dialog; who sees which exams.

let t: TestApp;
let bank: ExamBank;
const ids = { open: 0, history: 0, upcoming: 0, ended: 0, cadre: 0, lesson: 0 };

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
  const lessons = await insertLessons(t.db);
  ids.ended = await examFixture(t.db, bank, 'ended', { title: '党章学习周测（第十周）' });
  ids.upcoming = await examFixture(t.db, bank, 'upcoming', { title: '党的二十大精神学习测试' });
  ids.open = await examFixture(t.db, bank, 'open', { title: '入党积极分子结业考试', shuffle: true, maxLeaves: 3, sort: 1 });
  ids.history = await examFixture(t.db, bank, 'open', { title: '党史知识竞赛_初赛', allowReview: false, sort: 2 });
  ids.cadre = await examFixture(t.db, bank, 'open', { title: '领导干部党纪学习教育测试', audience: 'cadre' });
  ids.lesson = await examFixture(t.db, bank, 'open', { title: '课程考试', lessonId: lessons.lessons.basics });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

describe('tabs and cards', () => {
  it("examTab counts the exam center's exams the learner may see (lesson exams too), by where their window stands", async () => {
    const me = await examinee(t);
    expect(await me.ok('exam', 'examTab', {})).toEqual([
      { key: 'all', name: '全部', count: 5 },
      { key: 'upcoming', name: '未开始', count: 1 },
      { key: 'ongoing', name: '进行中', count: 3 },
      { key: 'ended', name: '已结束', count: 1 },
    ]);
    const cadre = await examinee(t, 5);
    expect((await cadre.ok('exam', 'examTab', {}))[2]).toEqual({ key: 'ongoing', name: '进行中', count: 1 });
    expect((await cadre.ok('exam', 'examList', { pageNum: 1, pageSize: 10 })).list.map((c) => c.examId)).toEqual([ids.cadre]);
  });

  it('examList: running exams first, then those to come, then the ended ones; by tab, by keyword, paged', async () => {
    const me = await examinee(t);
    const all = await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10 });
    // the lesson's exam too, marked with its lesson
    expect(all.list.map((c) => c.examId)).toEqual([ids.lesson, ids.open, ids.history, ids.upcoming, ids.ended]);
    expect(all.list.map((c) => c.state)).toEqual(['ongoing', 'ongoing', 'ongoing', 'upcoming', 'ended']);
    expect(all.list[0].lessonTitle).toBe('马克思主义基本原理');
    expect(all.total).toBe(5);
    expect(Math.abs(Date.parse(all.serverTime) - Date.now())).toBeLessThan(5000);
    const page2 = await me.ok('exam', 'examList', { pageNum: 2, pageSize: 3 });
    expect([page2.list.map((c) => c.examId), page2.total]).toEqual([[ids.upcoming, ids.ended], 5]);
    expect((await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10, tab: 'ended' })).list.map((c) => c.examId)).toEqual([ids.ended]);
    expect((await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10, tab: 'upcoming' })).list.map((c) => c.examId)).toEqual([
      ids.upcoming,
    ]);
    expect((await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10, keyword: ' 党章 ' })).list.map((c) => c.examId)).toEqual([
      ids.ended,
    ]);
    // % and _ are letters, not wildcards
    expect((await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10, keyword: '_' })).list.map((c) => c.examId)).toEqual([ids.history]);
    expect((await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10, keyword: '%' })).total).toBe(0);
  });

  it("a card follows the learner's attempts: used, running, last, best score, passed", async () => {
    const me = await examinee(t);
    const card = async () =>
      (await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10, tab: 'ongoing' })).list.find((c) => c.examId === ids.open)!;
    const exam = await t.db.selectFrom('exam').select(['startTime', 'endTime']).where('id', '=', ids.open).executeTakeFirstOrThrow();
    expect(await card()).toEqual({
      examId: ids.open,
      title: '入党积极分子结业考试',
      lessonId: null,
      lessonTitle: null,
      startTime: exam.startTime,
      endTime: exam.endTime,
      duration: 60,
      questionCount: 9,
      totalScore: 45,
      passScore: 30,
      attemptsAllowed: 2,
      attemptsUsed: 0,
      bestScore: null,
      passed: false,
      state: 'ongoing',
      openRecordId: null,
      lastRecordId: null,
    });
    const s = await me.ok('exam', 'startExam', { examId: ids.open });
    expect(await card()).toMatchObject({ attemptsUsed: 1, openRecordId: s.recordId, lastRecordId: null, bestScore: null });
    const judge = s.questions.find((q) => q.type === 'judge')!;
    const right = bank.questions.find((q) => q.id === judge.id)!.answer;
    await me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: judge.id, answer: right, seq: 1 });
    await me.ok('exam', 'submitExam', { recordId: s.recordId });
    expect(await card()).toMatchObject({ attemptsUsed: 1, openRecordId: null, lastRecordId: s.recordId, bestScore: 5, passed: false });
  });

  it("examInfo: the rules, the paper by type, the learner's state; lesson exams open by id too", async () => {
    const me = await examinee(t);
    const info = await me.ok('exam', 'examInfo', { examId: ids.open });
    expect(info).toMatchObject({
      examId: ids.open,
      description: '闭卷作答，离开页面超过 2 次将自动交卷。',
      maxLeaves: 3,
      shuffle: true,
      allowReview: true,
      state: 'ongoing',
      parts: [
        { type: 'single', count: 3, score: 5 },
        { type: 'multiple', count: 2, score: 5 },
        { type: 'judge', count: 2, score: 5 },
        { type: 'fill', count: 2, score: 5 },
      ],
    });
    expect((await me.ok('exam', 'examInfo', { examId: ids.history })).allowReview).toBe(false);
    expect((await me.ok('exam', 'examInfo', { examId: ids.lesson })).lessonTitle).toBe('马克思主义基本原理');
    expect(await me.refused('exam', 'examInfo', { examId: ids.cadre })).toBe('考试不存在');
    expect(await me.refused('exam', 'examInfo', { examId: 2147483647 })).toBe('考试不存在');
  });
});
