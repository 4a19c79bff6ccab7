import { clock } from '../../lib/clock';
import { completeLesson, examFixture, examinee, insertExamBank, type ExamBank, type Examinee } from '../../test/examFixtures';
import { topicFixture } from '../../test/topicFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// Special training topics: members only (by id too), read state of materials, the completion
// checklist, the topic's exam kept to members, and the write-up's draft / submit / deadline rules,
// with concurrent submits and markup coming back as the text it was.

let t: TestApp;
let bank: ExamBank;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const write = (me: Examinee, topicId: number, content: string, rev: number, submit = false) =>
  me.raw('topic', 'writeExperience', { topicId, content, rev, submit });
const TEXT = '认真学习党章，坚定理想信念，在学习和生活中处处以党员标准严格要求自己。';

describe('who sees a topic', () => {
  it('members see it in their lists; anyone else is told it does not exist, by every id it has', async () => {
    const me = await examinee(t);
    const other = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const old = await topicFixture(t.db, [me.id], { year: 2019 });
    expect((await me.ok('topic', 'newTopicList')).map((c) => c.id)).toEqual([f.topicId]);
    expect((await me.ok('topic', 'topicLastYear')).map((c) => c.id)).toEqual([old.topicId]);
    expect((await me.ok('topic', 'list', { pageNum: 1, pageSize: 10 })).total).toBe(2);
    expect((await me.ok('topic', 'list', { pageNum: 1, pageSize: 10, year: 2019 })).list.map((c) => c.id)).toEqual([old.topicId]);
    expect((await other.ok('topic', 'list', { pageNum: 1, pageSize: 10 })).total).toBe(0);
    expect(await other.refused('topic', 'detail', { topicId: f.topicId })).toBe('专题不存在');
    expect(await other.refused('topic', 'lessonSubList', { topicId: f.topicId })).toBe('专题不存在');
    expect(await other.refused('topic', 'stageMaterials', { stageId: f.stages[0] })).toBe('阶段不存在');
    expect(await other.refused('topic', 'materialDetail', { materialId: f.materials.article })).toBe('学习资料不存在');
    expect(await other.refused('topic', 'expertDetail', { topicId: f.topicId, expertId: f.expertId })).toBe('专题不存在');
    expect(await other.refused('topic', 'noticeDetail', { topicId: f.topicId, noticeId: f.notices.latest })).toBe('专题不存在');
    expect(await other.refused('topic', 'writeExperience', { topicId: f.topicId, content: TEXT, rev: 1 })).toBe('专题不存在');
    expect(await me.refused('topic', 'noticeDetail', { topicId: old.topicId, noticeId: f.notices.latest })).toBe('公告不存在');
    expect(await me.refused('topic', 'expertDetail', { topicId: f.topicId, expertId: old.expertId })).toBe('专家不存在');
    expect(await me.refused('topic', 'detail', { topicId: 999999 })).toBe('专题不存在');
  });

  it('the topic’s exam is its members’ only: not in another learner’s exam center, not startable by them', async () => {
    const me = await examinee(t);
    const other = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open');
    const f = await topicFixture(t.db, [me.id], { examId });
    expect((await me.ok('topic', 'examInfo', { topicId: f.topicId }))?.examId).toBe(examId);
    const listed = async (who: Examinee) =>
      (await who.ok('exam', 'examList', { pageNum: 1, pageSize: 100, tab: 'all' })).list.map((e) => e.examId);
    expect(await listed(me)).toContain(examId);
    expect(await listed(other)).not.toContain(examId);
    expect(await other.refused('exam', 'examInfo', { examId })).toBe('考试不存在');
    expect(await other.refused('exam', 'startExam', { examId })).toBe('考试不存在');
    expect((await me.ok('exam', 'startExam', { examId })).examId).toBe(examId);
    const plain = await topicFixture(t.db, [me.id]);
    expect(await me.ok('topic', 'examInfo', { topicId: plain.topicId })).toBeNull();
  });
});

describe('materials and the checklist', () => {
  it('an article or a file is read once opened, a video once watched to the end; the stage counts them', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const stage = async () => await me.ok('topic', 'stageMaterials', { stageId: f.stages[0] });
    expect((await stage()).stage).toMatchObject({ materialCount: 3, readCount: 0, state: 'ongoing' });
    const article = await me.ok('topic', 'materialDetail', { materialId: f.materials.article });
    expect(article).toMatchObject({ read: true, kind: 'article', body: '<script>alert(1)</script>第一段\n\n第二段' });
    await me.ok('topic', 'materialDetail', { materialId: f.materials.article });
    expect((await me.ok('topic', 'materialDetail', { materialId: f.materials.file })).fileUrl).toBe('/uploads/demo/handouts/x.pdf');
    const video = await me.ok('topic', 'materialDetail', { materialId: f.materials.video });
    expect(video).toMatchObject({ read: false, videoId: f.videoId, lessonId: f.lessonId });
    expect((await stage()).stage.readCount).toBe(2);
    await completeLesson(t.db, me.id, f.lessonId);
    const after = await stage();
    expect(after.stage.readCount).toBe(3);
    expect(after.list.every((m) => m.read)).toBe(true);
    const rows = await t.db.selectFrom('topicMaterialRead').select('materialId').where('userId', '=', me.id).execute();
    expect(rows).toHaveLength(2);
    const news = await me.ok('topic', 'learnNewsList', { topicId: f.topicId, pageNum: 1, pageSize: 2 });
    expect(news.total).toBe(3);
    expect(news.list.map((m) => m.id)).toEqual([f.materials.article, f.materials.file]);
  });

  it('the checklist says what is missing, and the topic is completed once lessons, materials, exam and write-up are done', async () => {
    const me = await examinee(t);
    const examId = await examFixture(t.db, bank, 'open');
    const f = await topicFixture(t.db, [me.id], { examId });
    const before = await me.ok('topic', 'detail', { topicId: f.topicId });
    expect(before.requirements.map((r) => [r.key, r.done, r.total, r.missing])).toEqual([
      ['lessons', 0, 1, '还有 1 门必修课未学完'],
      ['materials', 0, 3, '还有 3 份学习资料未学习'],
      ['exam', 0, 1, '结业考试尚未通过'],
      ['homework', 0, 1, '心得体会尚未撰写'],
    ]);
    expect(before).toMatchObject({
      progress: 0,
      completed: false,
      currentStage: { id: f.stages[0] },
      workState: 'none',
      noticeCount: 2,
      expertCount: 1,
    });
    expect(before.intro).toBe('<img src=x onerror=alert(1)>简介');
    await completeLesson(t.db, me.id, f.lessonId);
    await me.ok('topic', 'materialDetail', { materialId: f.materials.article });
    await me.ok('topic', 'materialDetail', { materialId: f.materials.file });
    expect(await write(me, f.topicId, TEXT, 1)).toMatchObject({ code: 99999 });
    const middle = await me.ok('topic', 'detail', { topicId: f.topicId });
    expect(middle.requirements.find((r) => r.key === 'homework')?.missing).toBe('心得体会还是草稿，尚未提交');
    expect(middle.progress).toBe(50);
    expect(await write(me, f.topicId, TEXT, 2, true)).toMatchObject({ code: 99999 });
    await t.db
      .insertInto('examRecord')
      .values({
        examId,
        userId: me.id,
        attemptNo: 1,
        status: 'closed',
        startTime: clock.isoIn(-600),
        endTime: clock.iso(),
        closedAt: clock.iso(),
        closeReason: 'submitted',
        score: 80,
        passed: 1,
        paper: '[]',
      })
      .execute();
    const done = await me.ok('topic', 'detail', { topicId: f.topicId });
    expect(done).toMatchObject({ progress: 100, completed: true, workState: 'submitted' });
    expect(done.requirements.every((r) => r.met && r.missing === '')).toBe(true);
    expect((await me.ok('topic', 'newTopicList')).find((c) => c.id === f.topicId)?.completed).toBe(true);
  });

  it('notices come pinned first, then newest; an expert comes with the lessons they give', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    expect((await me.ok('topic', 'noticeList', { topicId: f.topicId, pageNum: 1, pageSize: 10 })).list.map((n) => n.id)).toEqual([
      f.notices.pinned,
      f.notices.latest,
    ]);
    const expert = await me.ok('topic', 'expertDetail', { topicId: f.topicId, expertId: f.expertId });
    expect(expert.lessons.map((l) => l.id)).toEqual([f.lessonId]);
    expect((await me.ok('topic', 'expertList', { topicId: f.topicId })).map((e) => e.name)).toEqual(['王立新']);
    expect((await me.ok('topic', 'lessonSubList', { topicId: f.topicId })).map((l) => [l.id, l.status])).toEqual([[f.lessonId, 0]]);
  });
});

describe('the write-up', () => {
  it('drafts save any number of times, an older autosave changes nothing, what was typed comes back as typed', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const markup = '<script>alert("x")</script>\n第二行 😀';
    expect((await write(me, f.topicId, markup, 5)).data).toMatchObject({
      state: 'draft',
      content: markup,
      rev: 5,
      editable: true,
      charCount: 31,
    });
    expect((await write(me, f.topicId, '旧的内容', 3)).data).toMatchObject({ content: markup, rev: 5 });
    expect((await me.ok('topic', 'workDetail', { topicId: f.topicId })).content).toBe(markup);
  });

  it('submitting checks the length, then makes it read-only: no second submit, no further save', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    expect((await write(me, f.topicId, '   ', 1, true)).msg).toBe('心得体会内容不能为空');
    expect((await write(me, f.topicId, '太短了', 1, true)).msg).toBe('心得体会至少 20 字，当前 3 字');
    expect((await write(me, f.topicId, '长'.repeat(201), 1, true)).msg).toBe('心得体会最多 200 字，当前 201 字，请删减后再提交');
    expect(await t.db.selectFrom('topicWork').select('state').where('userId', '=', me.id).executeTakeFirst()).toBeUndefined();
    const submitted = (await write(me, f.topicId, TEXT, 2, true)).data;
    expect(submitted).toMatchObject({ state: 'submitted', editable: false, content: TEXT });
    expect((await write(me, f.topicId, `${TEXT}补充`, 3)).msg).toBe('心得体会已提交，不能再修改');
    expect((await write(me, f.topicId, `${TEXT}补充`, 3, true)).msg).toBe('心得体会已提交，不能再修改');
    expect((await me.ok('topic', 'workDetail', { topicId: f.topicId })).content).toBe(TEXT);
  });

  it('once handed in, any further write is told so before the text is judged (too short, empty, too long, past the deadline)', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id], { workDeadline: clock.isoIn(3600) });
    expect((await write(me, f.topicId, TEXT, 1, true)).data).toMatchObject({ state: 'submitted' });
    const closed = expect.objectContaining({ code: 10002, msg: '心得体会已提交，不能再修改' });
    expect(await write(me, f.topicId, 'changed after submit', 99999, true)).toEqual(closed);
    expect(await write(me, f.topicId, '   ', 99999, true)).toEqual(closed);
    expect(await write(me, f.topicId, '长'.repeat(201), 99999, true)).toEqual(closed);
    expect(await write(me, f.topicId, 'changed after submit', 99999)).toEqual(closed);
    clock.advance(3601);
    expect(await write(me, f.topicId, 'changed after submit', 99999, true)).toEqual(closed);
    expect(await me.ok('topic', 'workDetail', { topicId: f.topicId })).toMatchObject({ state: 'submitted', content: TEXT, rev: 1 });
  });

  it('a submit older than the saved draft (another tab typed on) is refused, the newer draft kept', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    await write(me, f.topicId, `${TEXT}（新）`, 10);
    expect((await write(me, f.topicId, TEXT, 9, true)).msg).toBe('草稿已在别处更新，请刷新后再提交');
    expect(await me.ok('topic', 'workDetail', { topicId: f.topicId })).toMatchObject({ state: 'draft', content: `${TEXT}（新）` });
  });

  it('ten submits at once: one is handed in, the rest are told it already was', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => write(me, f.topicId, `${TEXT}${i}`, 100 + i, true)));
    const won = results.filter((r) => r.code === 99999);
    expect(won).toHaveLength(1);
    expect(
      results
        .filter((r) => r.code !== 99999)
        .every((r) => r.msg === '心得体会已提交，不能再修改' || r.msg === '草稿已在别处更新，请刷新后再提交'),
    ).toBe(true);
    const row = await t.db.selectFrom('topicWork').selectAll().where('userId', '=', me.id).executeTakeFirstOrThrow();
    expect(row.state).toBe('submitted');
    expect(row.content).toBe((won[0].data as { content: string }).content);
  });

  it('after the deadline nothing is handed in or saved; a topic without a write-up refuses one', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id], { workDeadline: clock.isoIn(3600) });
    await write(me, f.topicId, TEXT, 1);
    clock.advance(3601);
    expect((await write(me, f.topicId, TEXT, 2, true)).msg).toMatch(/^心得体会已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 截止提交$/);
    expect(await me.ok('topic', 'workDetail', { topicId: f.topicId })).toMatchObject({ state: 'draft', editable: false, content: TEXT });
    const none = await topicFixture(t.db, [me.id], { noWork: true });
    expect((await write(me, none.topicId, TEXT, 1)).msg).toBe('本专题没有心得体会作业');
    expect((await me.ok('topic', 'detail', { topicId: none.topicId })).requirements.map((r) => r.key)).not.toContain('homework');
  });

  it('bad input is refused with what to fix', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    expect((await me.raw('topic', 'writeExperience', { topicId: f.topicId, content: TEXT })).msg).toContain('草稿版本');
    expect((await me.raw('topic', 'writeExperience', { topicId: f.topicId, content: 'x'.repeat(20001), rev: 1 })).msg).toContain(
      '心得体会内容',
    );
    expect((await me.raw('topic', 'detail', { topicId: 'abc' })).msg).toContain('专题');
  });
});
