// 0022 on a database with wrong-book entries: those only an exam without review put there go;
// a question also wrong in an exam that allows review stays, and so does everything else.
import { Migrator, type Kysely } from 'kysely';
import { emptyTestDb } from '../../test/emptyDb';
import { migrations } from '.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterAll(() => close(), 120_000);

const T = '2026-11-20T08:00:00.000Z';

it('0022 removes the entries that only exams without review made', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0021_progress_beat_state')).error).toBeUndefined();
  const exam = (id: number, allowReview: number) =>
    ({ id, title: `考试${id}`, startTime: T, endTime: T, duration: 30, totalScore: 10, passScore: 6, allowReview, createdAt: T });
  await db.insertInto('exam').values([exam(1, 1), exam(2, 0)]).execute();
  const record = (id: number, examId: number, userId: number, status = 'closed') =>
    ({ id, examId, userId, attemptNo: 1, status, startTime: T, endTime: T, paper: '[]' });
  // user 7: record 10 in the reviewed exam, 11 in the closed-book one; user 8: only closed-book, and an open reviewed attempt
  await db.insertInto('examRecord').values([record(10, 1, 7), record(11, 2, 7), record(12, 2, 8), record(13, 1, 8, 'open')]).execute();
  const answer = (recordId: number, questionId: number, correct: number) => ({ recordId, questionId, answer: 'A', savedAt: T, correct, gotScore: 0 });
  await db.insertInto('examAnswer').values([
    answer(10, 100, 0), answer(10, 101, 1),
    answer(11, 100, 0), answer(11, 101, 0), answer(11, 102, 0),
    answer(12, 100, 0), answer(13, 100, 0),
  ]).execute();
  const wrong = (userId: number, questionId: number, lastRecordId: number) =>
    ({ userId, questionId, wrongCount: 1, lastAnswer: 'A', lastWrongAt: T, lastRecordId });
  await db.insertInto('examWrong').values([wrong(7, 100, 11), wrong(7, 101, 11), wrong(7, 102, 11), wrong(8, 100, 12)]).execute();

  expect((await migrator.migrateTo('0022_wrong_book_review')).error).toBeUndefined();
  const left = await db.selectFrom('examWrong').select(['userId', 'questionId']).orderBy('userId').orderBy('questionId').execute();
  // 7/100 was wrong in the reviewed exam too; 7/101 was right there; user 8's reviewed attempt is still open
  expect(left).toEqual([{ userId: 7, questionId: 100 }]);
});
