import { clock } from '../../lib/clock';
import { examinee, type Examinee } from '../../test/examFixtures';
import { topicFixture } from '../../test/topicFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { beijingDate } from '../../lib/beijingDate';

// Homework across topics: the list and its tabs, practice records (own photos only, dates, submit
// once), sharing a handed-in write-up with classmates only, likes that count once however often
// they are sent, and comments held to their rate even when sent all at once.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const TEXT = '认真学习党章，坚定理想信念，在学习和生活中处处以党员标准严格要求自己。';
const today = () => beijingDate(clock.now());
const submitWrite = (me: Examinee, topicId: number) => me.ok('work', 'experienceSubmit', { topicId, content: TEXT, rev: 1 });

let files = 0;
async function uploaded(ownerId: number, mime = 'image/png'): Promise<string> {
  files += 1;
  const storedName = `2026/11/photo${files}.${mime === 'image/png' ? 'png' : 'pdf'}`;
  await t.db
    .insertInto('file')
    .values({ ownerId, storedName, originalName: `照片${files}`, mime, size: 1000, purpose: 'attachment', createdAt: clock.iso() })
    .execute();
  return `/uploads/${storedName}`;
}

const practice = (topicId: number, over: object = {}) => ({
  topicId,
  title: '社区政策宣讲',
  practiceDate: today(),
  place: '徐汇区长桥街道',
  content: '向社区居民宣讲党的二十届四中全会精神。',
  images: [],
  ...over,
});

describe('my homework', () => {
  it('lists each topic’s write-up and practice record by state; the tabs count them', async () => {
    const me = await examinee(t);
    const a = await topicFixture(t.db, [me.id]);
    const b = await topicFixture(t.db, [me.id], { workDeadline: clock.isoIn(3 * 86400) });
    await me.ok('work', 'writeExperience', { topicId: a.topicId, content: TEXT, rev: 1 });
    await submitWrite(me, b.topicId);
    await me.ok('work', 'writePractice', practice(a.topicId));
    const tabs = Object.fromEntries((await me.ok('work', 'tabs')).map((x) => [x.key, x.count]));
    expect(tabs).toEqual({ all: 3, todo: 2, submitted: 1, reviewed: 0 });
    const todo = await me.ok('work', 'jobList', { tab: 'todo', pageNum: 1, pageSize: 10 });
    expect(todo.list.map((i) => [i.kind, i.state])).toEqual([
      ['experience', 'draft'],
      ['practice', 'draft'],
    ]);
    const status = await me.ok('work', 'indexWorkStatus');
    expect(status).toMatchObject({ todo: 0, drafts: 2, submitted: 1, next: { topicId: a.topicId } });
    expect((await me.ok('work', 'experienceRecord', { pageNum: 1, pageSize: 10 })).total).toBe(2);
  });

  it('a write-up past its deadline shows as overdue', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id], { workDeadline: clock.isoIn(60) });
    clock.advance(61);
    const [item] = (await me.ok('work', 'jobList', { pageNum: 1, pageSize: 10 })).list;
    expect(item).toMatchObject({ topicId: f.topicId, state: 'todo', overdue: true });
    expect((await me.ok('work', 'indexWorkStatus')).next).toBeNull();
  });

  it('overdue work is not counted as 待完成: past its deadline, or a practice draft whose topic ended', async () => {
    const me = await examinee(t);
    const late = await topicFixture(t.db, [me.id], { workDeadline: clock.isoIn(60) });
    const ended = await topicFixture(t.db, [me.id]);
    await me.ok('work', 'writeExperience', { topicId: late.topicId, content: TEXT, rev: 1 });
    const draft = await me.ok('work', 'writePractice', practice(ended.topicId));
    clock.advance(61);
    await t.db.updateTable('topic').set({ endDate: '2020-01-01' }).where('id', '=', ended.topicId).execute();
    const all = await me.ok('work', 'jobList', { pageNum: 1, pageSize: 10 });
    expect(all.list.map((i) => [i.kind, i.state, i.overdue])).toEqual(
      expect.arrayContaining([
        ['experience', 'draft', true],
        ['practice', 'draft', true],
      ]),
    );
    expect(all.list.find((i) => i.topicId === ended.topicId && i.kind === 'experience')).toMatchObject({ state: 'todo', overdue: false });
    const tabs = Object.fromEntries((await me.ok('work', 'tabs')).map((x) => [x.key, x.count]));
    expect(tabs).toEqual({ all: 3, todo: 1, submitted: 0, reviewed: 0 });
    const todo = await me.ok('work', 'jobList', { tab: 'todo', pageNum: 1, pageSize: 10 });
    expect(todo.list.map((i) => [i.kind, i.topicId])).toEqual([['experience', ended.topicId]]);
    expect(await me.ok('work', 'indexWorkStatus')).toMatchObject({ todo: 1, drafts: 0 });
    expect(await me.ok('work', 'practiceDetail', { practiceId: draft.id })).toMatchObject({ state: 'draft', editable: false });
  });
});

describe('practice records', () => {
  it('photos must be images the learner uploaded; the date may not be in the future; fields are trimmed and checked', async () => {
    const me = await examinee(t);
    const other = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const mine = await uploaded(me.id);
    expect((await me.raw('work', 'writePractice', practice(f.topicId, { images: [await uploaded(other.id)] }))).msg).toBe(
      '照片须为本人上传的图片，请重新上传',
    );
    expect((await me.raw('work', 'writePractice', practice(f.topicId, { images: [await uploaded(me.id, 'application/pdf')] }))).msg).toBe(
      '照片须为本人上传的图片，请重新上传',
    );
    expect((await me.raw('work', 'writePractice', practice(f.topicId, { images: ['https://evil.example/x.png'] }))).msg).toBe(
      '照片须为本人上传的图片，请重新上传',
    );
    const tomorrow = beijingDate(new Date(clock.now().getTime() + 86400_000));
    expect((await me.raw('work', 'writePractice', practice(f.topicId, { practiceDate: tomorrow }))).msg).toBe('实践日期不能晚于今天');
    expect((await me.raw('work', 'writePractice', practice(f.topicId, { content: '   ' }))).msg).toBe('实践内容不能为空');
    expect((await me.raw('work', 'writePractice', practice(f.topicId, { images: Array(10).fill(mine) }))).code).toBe(10002);
    const saved = await me.ok(
      'work',
      'writePractice',
      practice(f.topicId, { images: [mine, mine], content: '<script>alert(1)</script>宣讲' }),
    );
    expect(saved).toMatchObject({ state: 'draft', editable: true, images: [mine], content: '<script>alert(1)</script>宣讲' });
    expect(await t.db.selectFrom('practiceRecord').select('id').where('userId', '=', other.id).execute()).toHaveLength(0);
  });

  it('a draft changes until submitted, then is read-only; another learner’s record does not exist for them', async () => {
    const me = await examinee(t);
    const other = await examinee(t);
    const f = await topicFixture(t.db, [me.id, other.id]);
    const draft = await me.ok('work', 'writePractice', practice(f.topicId));
    const changed = await me.ok(
      'work',
      'writePractice',
      practice(f.topicId, { practiceId: draft.id, place: '长桥街道社区活动中心', submit: true }),
    );
    expect(changed).toMatchObject({ id: draft.id, state: 'submitted', place: '长桥街道社区活动中心', editable: false });
    expect((await me.raw('work', 'writePractice', practice(f.topicId, { practiceId: draft.id, place: '改过的地点' }))).msg).toBe(
      '实践记录已提交，不能再修改',
    );
    expect((await me.ok('work', 'practiceDetail', { practiceId: draft.id })).place).toBe('长桥街道社区活动中心');
    expect(await other.refused('work', 'practiceDetail', { practiceId: draft.id })).toBe('实践记录不存在');
    expect(await other.refused('work', 'writePractice', practice(f.topicId, { practiceId: draft.id }))).toBe('实践记录不存在');
  });

  it('only for a topic of the learner that has not ended', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const notMine = await topicFixture(t.db, []);
    expect(await me.refused('work', 'writePractice', practice(notMine.topicId))).toBe('专题不存在');
    await t.db.updateTable('topic').set({ endDate: '2020-01-01' }).where('id', '=', f.topicId).execute();
    expect(await me.refused('work', 'writePractice', practice(f.topicId))).toBe('专题已结束，不能再填写实践记录');
  });
});

describe('sharing write-ups', () => {
  it('a handed-in write-up is shared once with the topic’s members; others cannot see it', async () => {
    const me = await examinee(t);
    const classmate = await examinee(t);
    const outsider = await examinee(t);
    const f = await topicFixture(t.db, [me.id, classmate.id]);
    await me.ok('work', 'writeExperience', { topicId: f.topicId, content: TEXT, rev: 1 });
    expect(await me.refused('work', 'sendSns', { topicId: f.topicId })).toBe('心得体会提交后才能分享');
    await submitWrite(me, f.topicId);
    expect((await me.ok('topic', 'workDetail', { topicId: f.topicId })).share).toBeNull();
    const shared = await me.ok('work', 'sendSns', { topicId: f.topicId });
    expect((await me.ok('work', 'sendSns', { topicId: f.topicId })).id).toBe(shared.id);
    expect(shared).toMatchObject({ mine: true, likeCount: 0, excerpt: TEXT });
    const feed = await classmate.ok('work', 'snsList', { pageNum: 1, pageSize: 10 });
    expect(feed.list.map((s) => s.id)).toEqual([shared.id]);
    expect((await classmate.ok('work', 'brailleDetail', { snsId: shared.id })).content).toBe(TEXT);
    expect((await outsider.ok('work', 'snsList', { pageNum: 1, pageSize: 10 })).total).toBe(0);
    expect(await outsider.refused('work', 'brailleDetail', { snsId: shared.id })).toBe('分享不存在');
    expect(await outsider.refused('work', 'snsZan', { snsId: shared.id, like: true })).toBe('分享不存在');
    expect(await outsider.refused('work', 'sendComment', { snsId: shared.id, content: '写得好' })).toBe('分享不存在');
  });

  it('the write-up says whether and when it was shared (workDetail, experienceDetail), each learner their own', async () => {
    const me = await examinee(t);
    const classmate = await examinee(t);
    const f = await topicFixture(t.db, [me.id, classmate.id]);
    const other = await topicFixture(t.db, [me.id]);
    await submitWrite(me, f.topicId);
    await submitWrite(me, other.topicId);
    await submitWrite(classmate, f.topicId);
    expect((await me.ok('work', 'experienceDetail', { topicId: f.topicId })).share).toBeNull();
    const shared = await me.ok('work', 'sendSns', { topicId: f.topicId });
    const share = { id: shared.id, sharedAt: shared.sharedAt };
    expect((await me.ok('topic', 'workDetail', { topicId: f.topicId })).share).toEqual(share);
    expect((await me.ok('work', 'experienceDetail', { topicId: f.topicId })).share).toEqual(share);
    // the same share when pressed again; not the classmate's, not the learner's other topic
    expect((await me.ok('work', 'sendSns', { topicId: f.topicId })).id).toBe(shared.id);
    expect((await me.ok('topic', 'workDetail', { topicId: f.topicId })).share).toEqual(share);
    expect((await classmate.ok('topic', 'workDetail', { topicId: f.topicId })).share).toBeNull();
    expect((await me.ok('topic', 'workDetail', { topicId: other.topicId })).share).toBeNull();
    // a topic without a write-up of the learner's yet
    const fresh = await topicFixture(t.db, [me.id]);
    expect((await me.ok('topic', 'workDetail', { topicId: fresh.topicId })).share).toBeNull();
  });

  it('a like counts once however often and however fast it is sent; unliking takes it back', async () => {
    const me = await examinee(t);
    const classmate = await examinee(t);
    const f = await topicFixture(t.db, [me.id, classmate.id]);
    await submitWrite(me, f.topicId);
    const { id } = await me.ok('work', 'sendSns', { topicId: f.topicId });
    const results = await Promise.all(Array.from({ length: 20 }, () => classmate.ok('work', 'snsZan', { snsId: id, like: true })));
    expect(results.every((r) => r.liked)).toBe(true);
    expect(await classmate.ok('work', 'snsZan', { snsId: id, like: true })).toEqual({ liked: true, count: 1 });
    expect(await me.ok('work', 'snsZan', { snsId: id, like: true })).toEqual({ liked: true, count: 2 });
    expect(await classmate.ok('work', 'snsZan', { snsId: id, like: false })).toEqual({ liked: false, count: 1 });
    expect(await classmate.ok('work', 'snsZan', { snsId: id, like: false })).toEqual({ liked: false, count: 1 });
  });

  it('comments: stored as typed, one per 10 s even when five arrive at once, and checked for length', async () => {
    const me = await examinee(t);
    const classmate = await examinee(t);
    const f = await topicFixture(t.db, [me.id, classmate.id]);
    await submitWrite(me, f.topicId);
    const { id } = await me.ok('work', 'sendSns', { topicId: f.topicId });
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        classmate.raw('work', 'sendComment', { snsId: id, content: `<img src=x onerror=alert(${i})>写得真好` }),
      ),
    );
    expect(burst.filter((r) => r.code === 99999)).toHaveLength(1);
    expect(burst.filter((r) => r.code === 10002).every((r) => /^评论太频繁，请 \d+ 秒后再发表$/.test(r.msg))).toBe(true);
    clock.advance(11);
    await classmate.ok('work', 'sendComment', { snsId: id, content: '第二条评论' });
    const page = await me.ok('work', 'comments', { snsId: id, pageNum: 1, pageSize: 10 });
    expect(page.list.map((c) => c.content)).toEqual(['第二条评论', expect.stringMatching(/^<img src=x onerror=alert\(\d\)>写得真好$/)]);
    expect((await me.ok('work', 'snsList', { pageNum: 1, pageSize: 10 })).list[0].commentCount).toBe(2);
    clock.advance(11);
    expect(await classmate.refused('work', 'sendComment', { snsId: id, content: '   ' })).toBe('评论内容不能为空');
    expect((await classmate.raw('work', 'sendComment', { snsId: id, content: '长'.repeat(301) })).msg).toContain('评论内容');
  });
});
