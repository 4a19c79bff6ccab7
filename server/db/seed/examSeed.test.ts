import { grade, type PaperEntry } from '../../lib/examGrading';
import { createTestApp, type TestApp } from '../../test/testApp';

// The demo exams as stored: a bank of 200+ questions, exams in every state, papers adding up to
// the exams' totals, and closed attempts whose stored grades are what the grading code gives.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

describe('exam demo data', () => {
  it('has the four categories and 200+ questions of every type in each', async () => {
    const rows = await t.db
      .selectFrom('examQuestion')
      .innerJoin('examCategory', 'examCategory.id', 'examQuestion.categoryId')
      .select(['examCategory.name', 'examQuestion.type'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const name of ['党章', '党史', '理论', '廉洁']) {
      for (const type of ['single', 'multiple', 'judge', 'fill']) {
        expect(rows.some((r) => r.name === name && r.type === type)).toBe(true);
      }
    }
  });

  it('has exams open now, upcoming and ended, a short one, lesson exams and a cadre exam', async () => {
    const now = new Date().toISOString();
    const exams = await t.db.selectFrom('exam').selectAll().execute();
    const learner = exams.filter((e) => e.audience === 'learner' && e.lessonId === null);
    expect(learner.filter((e) => e.startTime <= now && now < e.endTime).length).toBeGreaterThanOrEqual(3);
    expect(learner.filter((e) => now < e.startTime).length).toBeGreaterThanOrEqual(2);
    expect(learner.filter((e) => e.endTime <= now).length).toBeGreaterThanOrEqual(3);
    expect(learner.some((e) => e.duration <= 5 && e.startTime <= now && now < e.endTime)).toBe(true);
    expect(exams.filter((e) => e.lessonId !== null).length).toBeGreaterThanOrEqual(4);
    expect(exams.some((e) => e.audience === 'cadre')).toBe(true);
    for (const e of exams) {
      const paper = await t.db.selectFrom('examPaper').select(['questionId', 'score']).where('examId', '=', e.id).execute();
      expect(paper.reduce((s, p) => s + p.score, 0)).toBe(e.totalScore);
      expect(new Set(paper.map((p) => p.questionId)).size).toBe(paper.length);
    }
  });

  it('stores closed attempts graded as the grading code grades them, wrong ones in the book', async () => {
    const user = await t.db.selectFrom('user').select('id').where('account', '=', '2022050501').executeTakeFirstOrThrow();
    const records = await t.db.selectFrom('examRecord').selectAll().where('userId', '=', user.id).execute();
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(records.some((r) => r.passed === 1) && records.some((r) => r.passed === 0)).toBe(true);
    for (const r of records) {
      expect(r.status).toBe('closed');
      const paper = JSON.parse(r.paper) as PaperEntry[];
      const answers = await t.db
        .selectFrom('examAnswer')
        .innerJoin('examQuestion', 'examQuestion.id', 'examAnswer.questionId')
        .innerJoin('examPaper', (j) => j.onRef('examPaper.questionId', '=', 'examAnswer.questionId').on('examPaper.examId', '=', r.examId))
        .select([
          'examAnswer.questionId',
          'examAnswer.answer',
          'examAnswer.gotScore',
          'examQuestion.type',
          'examQuestion.answer as right',
          'examQuestion.accepted',
          'examPaper.score',
        ])
        .where('examAnswer.recordId', '=', r.id)
        .execute();
      expect(answers.length).toBe(paper.length);
      let score = 0;
      for (const a of answers) {
        const entry = paper.find((p) => p.id === a.questionId)!;
        const g = grade({ type: a.type, answer: a.right, accepted: JSON.parse(a.accepted) as string[] }, entry, a.answer, a.score);
        expect(a.gotScore).toBe(g.gotScore);
        score += g.gotScore;
      }
      expect(r.score).toBe(score);
    }
    const wrong = await t.db.selectFrom('examWrong').select(['questionId', 'lastAnswer']).where('userId', '=', user.id).execute();
    expect(wrong.length).toBeGreaterThan(5);
  });

  it('gives 2022050501 one completed lesson with an exam and one unfinished', async () => {
    const rows = await t.db
      .selectFrom('exam')
      .innerJoin('lesson', 'lesson.id', 'exam.lessonId')
      .select(['lesson.id', 'lesson.title'])
      .execute();
    const user = await t.db.selectFrom('user').select('id').where('account', '=', '2022050501').executeTakeFirstOrThrow();
    const state = async (title: string) => {
      const lesson = rows.find((r) => r.title === title)!;
      return t.db
        .selectFrom('videoProgress')
        .innerJoin('lessonVideo', 'lessonVideo.id', 'videoProgress.videoId')
        .select(['videoProgress.completed'])
        .where('videoProgress.userId', '=', user.id)
        .where('lessonVideo.lessonId', '=', lesson.id)
        .execute();
    };
    expect((await state('中国共产党章程逐条解读')).every((v) => v.completed === 1)).toBe(true);
    expect((await state('中国共产党纪律处分条例解读')).some((v) => v.completed === 0)).toBe(true);
  });
});
