import { clock } from '../../lib/clock';
import { completeLesson, examFixture, examinee, insertExamBank, type ExamBank, type Examinee } from '../../test/examFixtures';
import { topicFixture, type TopicFixture } from '../../test/topicFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// user/graduation: each requirement of the caller's stage computed from their records (stage
// lessons, the stage's topic checklist, its exam, its write-up), the verdict for each missing
// one, all met, no stage, last year's class not counted, and only the caller's records.

let t: TestApp;
let bank: ExamBank;
let phaseId: number;
let stageId: number;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
  phaseId = (await t.db.insertInto('phase').values({ name: '入党积极分子培训', sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  stageId = (
    await t.db
      .insertInto('stage')
      .values({ phaseId, name: '2026年秋季学期 第一阶段', startDate: '2020-01-01', endDate: '2099-12-31', sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

interface Line {
  key: string;
  label: string;
  unit: string;
  done: number;
  required: number;
  met: boolean;
  missing: string;
}
interface Status {
  stage: { id: number } | null;
  requirements: Line[];
  canGraduate: boolean;
  verdict: string;
  note: string;
}

const status = (me: Examinee) => me.ok('user', 'graduation') as Promise<Status>;

/** A learner in the stage, member of a fresh topic of its phase with an open exam and a write-up. */
async function learner(): Promise<{ me: Examinee; f: TopicFixture; examId: number }> {
  const me = await examinee(t);
  await t.db.updateTable('user').set({ stageId }).where('id', '=', me.id).execute();
  const examId = await examFixture(t.db, bank, 'open');
  const f = await topicFixture(t.db, [me.id], { examId });
  await t.db.updateTable('topic').set({ phaseId }).where('id', '=', f.topicId).execute();
  return { me, f, examId };
}

async function passExam(userId: number, examId: number) {
  await t.db
    .insertInto('examRecord')
    .values({
      examId,
      userId,
      attemptNo: 1,
      status: 'closed',
      startTime: clock.iso(),
      endTime: clock.iso(),
      closedAt: clock.iso(),
      closeReason: 'submitted',
      score: 90,
      passed: 1,
      paper: '[]',
    })
    .execute();
}

async function doEverything(me: Examinee, f: TopicFixture, examId: number, skip: string | null = null) {
  if (skip !== 'topic') {
    await completeLesson(t.db, me.id, f.lessonId);
    await me.ok('topic', 'materialDetail', { materialId: f.materials.article });
    await me.ok('topic', 'materialDetail', { materialId: f.materials.file });
  }
  if (skip !== 'exam') await passExam(me.id, examId);
  if (skip !== 'homework') {
    await t.db
      .insertInto('topicWork')
      .values({
        topicId: f.topicId,
        userId: me.id,
        content: '认真学习党章，坚定理想信念。',
        charCount: 14,
        state: 'submitted',
        savedAt: clock.iso(),
        submittedAt: clock.iso(),
      })
      .execute();
  }
}

describe('user/graduation', () => {
  it('a learner with no stage gets no requirements and a sentence saying why', async () => {
    const me = await examinee(t);
    expect(await status(me)).toEqual({
      stage: null,
      requirements: [],
      canGraduate: false,
      verdict: '暂未分配培训期次',
      note: expect.stringContaining('没有分配培训期次'),
    });
  });

  it('nothing done: every line unmet with its missing words, 尚未达到结业要求', async () => {
    const { me, f } = await learner();
    const s = await status(me);
    expect(s.stage).toMatchObject({ id: stageId });
    expect(s.verdict).toBe('尚未达到结业要求');
    expect(s.canGraduate).toBe(false);
    const keys = s.requirements.map((r) => r.key);
    expect(keys.slice(-4)).toEqual(['topic', 'topic', 'exam', 'homework']);
    // the topic's lines are the topic page's checklist: the same lines and figures, so 0 / 2 项 no
    // longer stands beside a topic page of 3 requirements; each says whose it is
    const page = (await me.ok('topic', 'detail', { topicId: f.topicId })) as {
      title: string;
      requirements: { done: number; total: number; missing: string }[];
    };
    const mine = s.requirements.filter((r) => r.key !== 'lessons');
    expect(mine.map((r) => [r.done, r.required])).toEqual(page.requirements.map((r) => [r.done, r.total]));
    const owner = `专题培训《${page.title}》`;
    expect(mine.map((r) => r.missing)).toEqual(page.requirements.map((r) => owner + r.missing));
    expect(mine.map((r) => r.label)).toEqual(['学完必修课程', '阅读学习资料', '通过结业考试', '提交心得体会'].map((l) => `${owner}：${l}`));
    expect(mine.map((r) => r.unit)).toEqual(['门', '份', '次', '篇']);
    expect(mine.find((r) => r.key === 'exam')).toMatchObject({ done: 0, required: 1, missing: `${owner}结业考试尚未通过` });
    expect(mine.find((r) => r.key === 'homework')).toMatchObject({ done: 0, required: 1, missing: `${owner}心得体会尚未撰写` });
    // the stage's own required lessons say so too, and the note counts exactly the items it lists
    expect(s.requirements.find((r) => r.key === 'lessons')?.missing).toMatch(/^本阶段还有 \d+ 门必修课未学完$/);
    const unmet = s.requirements.filter((r) => !r.met);
    expect(s.note).toBe(`还有 ${unmet.length} 项要求未完成：${unmet.map((r) => r.missing).join('；')}。`);
    expect(s.note.split('；')).toHaveLength(unmet.length);
    void f;
  });

  it.each(['topic', 'exam', 'homework'])('everything but the %s: that line alone is missing, 尚未达到结业要求', async (skip) => {
    const { me, f, examId } = await learner();
    // the stage's required lessons: the catalogue's required ones (no stage plan rows), so complete them all
    const required = await t.db.selectFrom('lesson').select('id').where('required', '=', 1).execute();
    for (const l of required) if (l.id !== f.lessonId) await completeLesson(t.db, me.id, l.id);
    await doEverything(me, f, examId, skip);
    const s = await status(me);
    expect(s.verdict).toBe('尚未达到结业要求');
    const unmet = s.requirements.filter((r) => !r.met).map((r) => r.key);
    expect(unmet).toEqual(skip === 'topic' ? ['lessons', 'topic', 'topic'] : [skip]);
  });

  it('required stage lessons: the plan’s required lessons decide, each with done/required', async () => {
    const { me, f, examId } = await learner();
    const tag = await t.db.insertInto('lessonTag').values({ name: '期次必修', sort: 1 }).returning('id').executeTakeFirstOrThrow();
    const other = await examinee(t);
    const planStage = (
      await t.db
        .insertInto('stage')
        .values({ phaseId, name: '2026年秋季学期 第二阶段', startDate: '2020-01-01', endDate: '2099-12-31', sort: 2 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('user').set({ stageId: planStage }).where('id', 'in', [me.id, other.id]).execute();
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const l = await t.db
        .insertInto('lesson')
        .values({
          tagId: tag.id,
          title: `党的基本理论${n}`,
          teacher: '周建华 教授',
          intro: '',
          coverUrl: '',
          required: 0,
          sort: n,
          createdAt: clock.iso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('lessonVideo')
        .values({ lessonId: l.id, title: '第一讲', sort: 1, fileName: 'demo/videos/v1-0123456789.mp4', duration: 60 })
        .execute();
      await t.db.insertInto('stageLesson').values({ stageId: planStage, lessonId: l.id, kind: 'required', sort: n }).execute();
      ids.push(l.id);
    }
    await doEverything(me, f, examId);
    await completeLesson(t.db, me.id, ids[0]);
    // another learner completing the second lesson does not count for the caller
    await completeLesson(t.db, other.id, ids[1]);
    let s = await status(me);
    expect(s.requirements[0]).toMatchObject({ key: 'lessons', done: 1, required: 2, met: false, missing: '本阶段还有 1 门必修课未学完' });
    expect(s.verdict).toBe('尚未达到结业要求');
    expect((await status(other)).requirements.find((r) => r.key === 'lessons')).toMatchObject({ done: 1, required: 2 });
    await completeLesson(t.db, me.id, ids[1]);
    s = await status(me);
    expect(s.requirements.every((r) => r.met)).toBe(true);
    expect(s).toMatchObject({ canGraduate: true, verdict: '可以结业' });
    expect(s.note).toContain('全部');
  });

  it('another learner’s exam pass and write-up do not count; a draft is not handed in', async () => {
    const { me, f, examId } = await learner();
    const other = await examinee(t);
    await t.db.insertInto('topicMember').values({ topicId: f.topicId, userId: other.id, joinedAt: clock.iso() }).execute();
    await passExam(other.id, examId);
    await t.db
      .insertInto('topicWork')
      .values({
        topicId: f.topicId,
        userId: other.id,
        content: '心得',
        charCount: 2,
        state: 'submitted',
        savedAt: clock.iso(),
        submittedAt: clock.iso(),
      })
      .execute();
    await t.db
      .insertInto('topicWork')
      .values({ topicId: f.topicId, userId: me.id, content: '草稿', charCount: 2, state: 'draft', savedAt: clock.iso(), submittedAt: null })
      .execute();
    const s = await status(me);
    expect(s.requirements.find((r) => r.key === 'exam')).toMatchObject({ met: false });
    expect(s.requirements.find((r) => r.key === 'homework')).toMatchObject({
      met: false,
      missing: expect.stringMatching(/^专题培训《[^》]+》心得体会还是草稿，尚未提交$/),
    });
  });

  it('a topic of another phase, or one that ended before the stage began, has no line', async () => {
    const me = await examinee(t);
    const late = (
      await t.db
        .insertInto('stage')
        .values({ phaseId, name: '2099年春季学期 第一阶段', startDate: '2099-01-01', endDate: '2099-06-30', sort: 3 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('user').set({ stageId: late }).where('id', '=', me.id).execute();
    const old = await topicFixture(t.db, [me.id]);
    await t.db.updateTable('topic').set({ phaseId }).where('id', '=', old.topicId).execute();
    const otherPhase = await topicFixture(t.db, [me.id]);
    expect((await status(me)).requirements.filter((r) => r.key !== 'lessons')).toEqual([]);
    void otherPhase;
  });
});
