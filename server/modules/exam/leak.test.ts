import { clock } from '../../lib/clock';
import { completeLesson, examFixture, examinee, insertExamBank, wrongShown, type ExamBank } from '../../test/examFixtures';
import { insertLessons } from '../../test/lessonFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// No right answer, score key or explanation leaves the server before the attempt is closed:
// every body of every call a learner can make while attempts are open is walked.

let t: TestApp;
let bank: ExamBank;
let lessonId = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
  lessonId = (await insertLessons(t.db)).lessons.basics;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

/** Property names that carry answers; only the learner's own saved answers (StartedExam.answers) may have `answer`. */
const FORBIDDEN_KEYS = ['rightAnswer', 'explanation', 'accepted', 'correct', 'gotScore', 'myAnswer'];

function walk(value: unknown, path: string, found: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, found));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.includes(k) || (k === 'answer' && !/\.answers\[\d+\]$/.test(path))) found.push(`${path}.${k}`);
    walk(v, `${path}.${k}`, found);
  }
}

it('no pre-close response of any exam call carries an answer, a key or an explanation', async () => {
  const me = await examinee(t);
  const center = await examFixture(t.db, bank, 'open', { shuffle: true, attemptsAllowed: 2 });
  const plain = await examFixture(t.db, bank, 'open');
  await examFixture(t.db, bank, 'upcoming');
  await examFixture(t.db, bank, 'ended');
  const lessonExam = await examFixture(t.db, bank, 'open', { lessonId });
  await completeLesson(t.db, me.id, lessonId);

  const bodies: Array<{ name: string; data: unknown }> = [];
  const ok = async (group: 'exam' | 'user', name: string, body: object = {}) => {
    const res = await me.raw(group, name, body);
    expect({ name, code: res.code }).toEqual({ name, code: 99999 });
    bodies.push({ name, data: res.data });
    return res.data as never;
  };

  await ok('exam', 'examTab');
  for (const tab of ['all', 'upcoming', 'ongoing', 'ended']) await ok('exam', 'examList', { pageNum: 1, pageSize: 50, tab });
  for (const examId of [center, plain, lessonExam]) await ok('exam', 'examInfo', { examId });
  await ok('exam', 'examLessonList', { lessonId });
  const attempts: Array<{
    recordId: number;
    questions: Array<{ id: number; type: string; options: Array<{ key: string; text: string }> }>;
  }> = [
    await ok('exam', 'startExam', { examId: center }),
    await ok('exam', 'startExam', { examId: plain }),
    await ok('exam', 'startLessonExam', { examId: lessonExam }),
  ];
  for (const s of attempts) {
    await ok('exam', 'getStartTime', { recordId: s.recordId });
    await ok('exam', 'getEndTime', { recordId: s.recordId });
    let seq = 0;
    for (const q of s.questions) {
      const b = bank.questions.find((x) => x.id === q.id)!;
      await ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer: wrongShown(b, q.options), seq: ++seq });
      await ok('exam', 'markQuestion', { recordId: s.recordId, questionId: q.id, marked: true });
    }
    await ok('exam', 'leaveExam', { recordId: s.recordId });
    await ok('exam', 'exitExam', { recordId: s.recordId });
  }
  // resumed attempts carry the saved answers (the learner's own) and nothing more
  await ok('exam', 'startExam', { examId: center });
  await ok('exam', 'startLessonExam', { examId: lessonExam });
  await ok('exam', 'examList', { pageNum: 1, pageSize: 50 });
  await ok('exam', 'endExamRecord', { pageNum: 1, pageSize: 50 });
  await ok('user', 'examStatus');
  await ok('user', 'wrongQuestions', { pageNum: 1, pageSize: 50 });
  await ok('user', 'wrongQuestionsDist');

  const secrets = bank.questions.flatMap((q) => [q.explanation, ...(q.type === 'fill' ? [q.answer, ...q.accepted] : [])]);
  for (const { name, data } of bodies) {
    const found: string[] = [];
    walk(data, name, found);
    expect(found).toEqual([]);
    const text = JSON.stringify(data);
    for (const s of secrets) expect({ name, leaked: text.includes(s) ? s : null }).toEqual({ name, leaked: null });
  }
  // the questions of an attempt carry exactly these fields
  for (const s of attempts) {
    for (const q of s.questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'score', 'stem', 'type']);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['key', 'text']);
    }
  }
  expect(bodies.length).toBeGreaterThan(60);
});
