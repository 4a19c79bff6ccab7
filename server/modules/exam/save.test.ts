import { clock } from '../../lib/clock';
import { examFixture, examinee, insertExamBank, type ExamBank, type Examinee } from '../../test/examFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// Saving answers and marks: the per-question sequence, answer formats, questions of the paper,
// saves after the end, and another learner's record on every endpoint that takes one.

let t: TestApp;
let bank: ExamBank;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const stored = (recordId: number) =>
  t.db
    .selectFrom('examAnswer')
    .select(['questionId', 'answer', 'seq', 'marked'])
    .where('recordId', '=', recordId)
    .orderBy('questionId')
    .execute();
const recordRow = (recordId: number) =>
  t.db
    .selectFrom('examRecord')
    .select(['status', 'closeReason', 'leaveCount', 'lastExitAt', 'score'])
    .where('id', '=', recordId)
    .executeTakeFirstOrThrow();

async function started(me: Examinee, over = {}) {
  const examId = await examFixture(t.db, bank, 'open', over);
  return me.ok('exam', 'startExam', { examId });
}

describe('the per-question sequence', () => {
  it('a save with a lower sequence never overwrites a newer answer; it is told the stored sequence', async () => {
    const me = await examinee(t);
    const s = await started(me);
    const q = s.questions.find((x) => x.type === 'single')!;
    const save = (answer: string, seq: number) => me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer, seq });
    expect(await save('B', 5)).toEqual({ questionId: q.id, seq: 5, applied: true });
    expect(await save('A', 4)).toEqual({ questionId: q.id, seq: 5, applied: false });
    expect(await save('C', 5)).toEqual({ questionId: q.id, seq: 5, applied: false });
    // the same save again (its answer was lost on the way back) is confirmed
    expect(await save('B', 5)).toEqual({ questionId: q.id, seq: 5, applied: true });
    expect(await stored(s.recordId)).toEqual([{ questionId: q.id, answer: 'B', seq: 5, marked: 0 }]);
    expect(await save('', 6)).toEqual({ questionId: q.id, seq: 6, applied: true });
    expect(await stored(s.recordId)).toEqual([{ questionId: q.id, answer: '', seq: 6, marked: 0 }]);
  });

  it('twenty saves of one question at once, in any order: the highest sequence is what stays', async () => {
    const me = await examinee(t);
    const s = await started(me);
    const q = s.questions.find((x) => x.type === 'fill')!;
    const seqs = Array.from({ length: 20 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      seqs.map((seq) => me.raw('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer: `答案${seq}`, seq })),
    );
    expect(answers.every((a) => a.code === 99999)).toBe(true);
    expect(await stored(s.recordId)).toEqual([{ questionId: q.id, answer: '答案20', seq: 20, marked: 0 }]);
  });

  it("without a sequence (the fields other programs send): every save is stored, the later one in the server's order stays", async () => {
    const me = await examinee(t);
    const s = await started(me);
    const q = s.questions.find((x) => x.type === 'single')!;
    const save = (answer: string) => me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer });
    expect(await save('B')).toEqual({ questionId: q.id, seq: 0, applied: true });
    expect(await save('A')).toEqual({ questionId: q.id, seq: 0, applied: true });
    expect(await stored(s.recordId)).toEqual([{ questionId: q.id, answer: 'A', seq: 0, marked: 0 }]);
    // a sequenced save still beats it, and an unsequenced one after that overwrites again, keeping the sequence
    expect(await me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer: 'C', seq: 3 })).toEqual({
      questionId: q.id,
      seq: 3,
      applied: true,
    });
    expect(await save('D')).toEqual({ questionId: q.id, seq: 3, applied: true });
    expect(await stored(s.recordId)).toEqual([{ questionId: q.id, answer: 'D', seq: 3, marked: 0 }]);
    // the format is checked as for any save; the end refuses it as any save
    expect(await me.refused('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer: 'AB' })).toContain('单选题');
    await me.ok('exam', 'submitExam', { recordId: s.recordId });
    await me.over('saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer: 'A' });
    expect((await stored(s.recordId)).find((r) => r.questionId === q.id)).toMatchObject({ answer: 'D', seq: 3 });
  });

  it('twenty unsequenced saves of one question at once are all stored, one after another: one of them stays', async () => {
    const me = await examinee(t);
    const s = await started(me);
    const q = s.questions.find((x) => x.type === 'fill')!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        me.raw('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer: `答案${i}` }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(99999));
    const rows = await stored(s.recordId);
    expect(rows).toHaveLength(1);
    expect(rows[0].answer).toMatch(/^答案\d+$/);
  });

  it('marks are kept beside the answer and never touch it', async () => {
    const me = await examinee(t);
    const s = await started(me);
    const [a, b] = s.questions;
    await me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: a.id, answer: 'A', seq: 1 });
    expect(await me.ok('exam', 'markQuestion', { recordId: s.recordId, questionId: a.id, marked: true })).toBeNull();
    await me.ok('exam', 'markQuestion', { recordId: s.recordId, questionId: b.id, marked: true });
    await me.ok('exam', 'markQuestion', { recordId: s.recordId, questionId: b.id, marked: false });
    expect(await stored(s.recordId)).toEqual(
      [
        { questionId: a.id, answer: 'A', seq: 1, marked: 1 },
        { questionId: b.id, answer: '', seq: 0, marked: 0 },
      ].sort((x, y) => x.questionId - y.questionId),
    );
    // a first save after a mark (sequence 1 beats the mark's 0)
    expect(await me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: b.id, answer: 'B', seq: 1 })).toEqual({
      questionId: b.id,
      seq: 1,
      applied: true,
    });
  });
});

describe('what an answer may be', () => {
  it('checks the format of each type against the shown options, and the question against the paper', async () => {
    const me = await examinee(t);
    const s = await started(me);
    const of = (type: string) => s.questions.find((x) => x.type === type)!;
    const save = (questionId: number, answer: string) =>
      me.refused('exam', 'saveExamAnswer', { recordId: s.recordId, questionId, answer, seq: 1 });
    expect(await save(of('single').id, 'E')).toBe('单选题的答案应为一个选项字母（A 至 D）');
    expect(await save(of('single').id, 'A,B')).toBe('单选题的答案应为一个选项字母（A 至 D）');
    expect(await save(of('single').id, 'a')).toBe('单选题的答案应为一个选项字母（A 至 D）');
    expect(await save(of('multiple').id, 'A;B')).toBe('多选题的答案应为选项字母（A 至 D），多个用英文逗号分隔，如 A,C');
    expect(await save(of('multiple').id, 'A,Z')).toBe('多选题的答案应为选项字母（A 至 D），多个用英文逗号分隔，如 A,C');
    expect(await save(of('multiple').id, 'A,A')).toBe('多选题的答案中有重复的选项');
    expect(await save(of('judge').id, '对')).toBe('判断题的答案应为 true 或 false');
    expect(await save(of('fill').id, '   ')).toBe('填空题的答案不能只有空白，清空请发送空字符串');
    const notOnPaper = await examFixture(t.db, bank, 'open', {}, [bank.questions[0].id]);
    const small = await me.ok('exam', 'startExam', { examId: notOnPaper });
    expect(
      await me.refused('exam', 'saveExamAnswer', { recordId: small.recordId, questionId: bank.questions[1].id, answer: 'A', seq: 1 }),
    ).toBe('该题不在本次答卷中');
    expect(await me.refused('exam', 'markQuestion', { recordId: small.recordId, questionId: bank.questions[1].id, marked: true })).toBe(
      '该题不在本次答卷中',
    );
    expect(await stored(s.recordId)).toEqual([]);
    expect(await stored(small.recordId)).toEqual([]);
  });

  it('malformed bodies: 10002 naming the field, never 5xx', async () => {
    const me = await examinee(t);
    const s = await started(me);
    const q = s.questions[0].id;
    const cases: Array<[object, string]> = [
      [{ recordId: s.recordId, questionId: q, answer: 'A', seq: 0 }, '保存序号'],
      [{ recordId: s.recordId, questionId: q, answer: 'A', seq: 'x' }, '保存序号'],
      [{ recordId: s.recordId, questionId: q, answer: 'x'.repeat(201), seq: 1 }, '答案'],
      [{ recordId: s.recordId, questionId: q, answer: 7, seq: 1 }, '答案'],
      [{ recordId: s.recordId, answer: 'A', seq: 1 }, '试题'],
      [{ questionId: q, answer: 'A', seq: 1 }, '考试记录'],
    ];
    for (const [body, field] of cases) expect(await me.refused('exam', 'saveExamAnswer', body)).toContain(field);
    expect(await me.refused('exam', 'markQuestion', { recordId: s.recordId, questionId: q, marked: 'yes' })).toContain('标记');
    expect(await stored(s.recordId)).toEqual([]);
  });
});

describe('after the end', () => {
  it('a save after the end time: 10002 考试已结束, and the attempt is closed with the answers saved before', async () => {
    const me = await examinee(t);
    const s = await started(me, { duration: 5 });
    const judge = s.questions.find((x) => x.type === 'judge')!;
    const own = bank.questions.find((x) => x.id === judge.id)!;
    await me.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: judge.id, answer: own.answer, seq: 1 });
    clock.advance(5 * 60 + 1);
    await me.over('saveExamAnswer', {
      recordId: s.recordId,
      questionId: judge.id,
      answer: own.answer === 'true' ? 'false' : 'true',
      seq: 2,
    });
    await me.over('markQuestion', { recordId: s.recordId, questionId: judge.id, marked: true });
    await me.over('leaveExam', { recordId: s.recordId });
    await me.over('exitExam', { recordId: s.recordId });
    expect(await recordRow(s.recordId)).toEqual({ status: 'closed', closeReason: 'timeout', leaveCount: 0, lastExitAt: null, score: 5 });
    const answers = await stored(s.recordId);
    expect(answers.find((a) => a.questionId === judge.id)).toEqual({ questionId: judge.id, answer: own.answer, seq: 1, marked: 0 });
    // closed at its end time, not when it was noticed
    const closed = await t.db
      .selectFrom('examRecord')
      .select(['closedAt', 'endTime'])
      .where('id', '=', s.recordId)
      .executeTakeFirstOrThrow();
    expect(closed.closedAt).toBe(closed.endTime);
  });

  it('a save on a submitted attempt: 考试已结束, nothing changes', async () => {
    const me = await examinee(t);
    const s = await started(me);
    const q = s.questions.find((x) => x.type === 'single')!;
    await me.ok('exam', 'submitExam', { recordId: s.recordId });
    const before = await stored(s.recordId);
    await me.over('saveExamAnswer', { recordId: s.recordId, questionId: q.id, answer: 'A', seq: 9 });
    expect(await stored(s.recordId)).toEqual(before);
  });
});

describe("another learner's record", () => {
  it('every endpoint that takes a recordId answers 10002 考试记录不存在, as for a missing one, and changes nothing', async () => {
    const owner = await examinee(t);
    const other = await examinee(t);
    const s = await started(owner);
    const q = s.questions[0].id;
    await owner.ok('exam', 'saveExamAnswer', { recordId: s.recordId, questionId: q, answer: 'A', seq: 1 });
    const calls: Array<[string, object]> = [
      ['getStartTime', {}],
      ['getEndTime', {}],
      ['saveExamAnswer', { questionId: q, answer: 'B', seq: 2 }],
      ['markQuestion', { questionId: q, marked: true }],
      ['leaveExam', {}],
      ['exitExam', {}],
      ['submitExam', {}],
      ['examRecordDetail', {}],
    ];
    for (const [name, body] of calls) {
      expect(await other.refused('exam', name, { recordId: s.recordId, ...body })).toBe('考试记录不存在');
      expect(await owner.refused('exam', name, { recordId: 2147483647, ...body })).toBe('考试记录不存在');
    }
    expect(await recordRow(s.recordId)).toEqual({ status: 'open', closeReason: null, leaveCount: 0, lastExitAt: null, score: null });
    expect(await stored(s.recordId)).toEqual([{ questionId: q, answer: 'A', seq: 1, marked: 0 }]);
    // once closed too
    await owner.ok('exam', 'submitExam', { recordId: s.recordId });
    for (const [name, body] of calls) expect(await other.refused('exam', name, { recordId: s.recordId, ...body })).toBe('考试记录不存在');
    expect((await other.ok('exam', 'endExamRecord', { pageNum: 1, pageSize: 10 })).total).toBe(0);
  });
});

describe('exit and the times', () => {
  it("exitExam notes the time and counts a leave; the attempt keeps running; getEndTime answers the server's time", async () => {
    const me = await examinee(t);
    const s = await started(me);
    expect(await me.ok('exam', 'exitExam', { recordId: s.recordId })).toBeNull();
    const row = await recordRow(s.recordId);
    expect(row.status).toBe('open');
    expect(row.lastExitAt).not.toBeNull();
    expect(row.leaveCount).toBe(1);
    clock.advance(120);
    const t1 = await me.ok('exam', 'getEndTime', { recordId: s.recordId });
    expect(t1.endTime).toBe(s.endTime);
    expect(Date.parse(t1.serverTime) - Date.parse(s.serverTime)).toBeGreaterThanOrEqual(120_000);
  });
});
