import type { PageOf } from '../../../contract/common';
import type { PartyComment, PartySns, PartyTalk } from '../../../contract/party';
import { MSG_OTHER_SYSTEM } from '../../http/accountGate';
import { clock } from '../../lib/clock';
import { partyPerson, uploadedFile } from '../../test/partyFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// 党务研讨: one board for every learner and cadre of the platform; deleting one's own only (a
// deleted post takes its comments and likes); likes once however fast they come; the posting
// rate kept even for a burst; lengths checked with the field's name; text stored as typed;
// photos only from the learner's own uploads.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

let talks = 0;
async function talk(title = '学习贯彻党的二十届四中全会精神'): Promise<number> {
  talks += 1;
  const row = await t.db
    .insertInto('partyTalk')
    .values({ title, description: '结合学习和工作实际谈体会。', sort: talks, createdAt: clock.iso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const post = (over: object = {}) => ({
  title: '在科研一线发挥党员先锋作用',
  content: '作为一名预备党员，我在实验室里主动承担了最难的任务。',
  ...over,
});
const list = (who: Awaited<ReturnType<typeof partyPerson>>, body: object = {}) =>
  who.ok<PageOf<PartySns>>('snsList', { pageNum: 1, pageSize: 50, ...body });

describe('the board', () => {
  it('every learner and cadre of the platform sees every post with its author’s name and branch, never the account; other apps are refused', async () => {
    const topic = await talk();
    const author = await partyPerson(t, { name: '王浩然', branch: '机械工程学院本科生党支部', partyStatus: 'probationary' });
    const otherCollege = await partyPerson(t, { branch: '马克思主义学院研究生党支部' });
    const cadre = await partyPerson(t, { appId: 5, branch: '党委组织部党支部', partyStatus: 'member' });
    const outsider = await partyPerson(t, { appId: 1 });
    const created = await author.ok<PartySns>('submitSns', post({ talkId: topic }));
    expect(created).toMatchObject({
      authorName: '王浩然',
      branchName: '机械工程学院本科生党支部',
      talkId: topic,
      talkTitle: '学习贯彻党的二十届四中全会精神',
      likeCount: 0,
      liked: false,
      commentCount: 0,
      mine: true,
      images: [],
    });
    for (const reader of [otherCollege, cadre]) {
      const page = await list(reader);
      const seen = page.list.find((p) => p.id === created.id);
      expect(seen).toMatchObject({ authorName: '王浩然', mine: false });
      expect(JSON.stringify(seen)).not.toContain('party0');
    }
    // another system's user is refused before the board is reached (http/accountGate.ts)
    expect(await outsider.refused('snsList', { pageNum: 1, pageSize: 10 })).toBe(MSG_OTHER_SYSTEM);
    expect(await outsider.refused('submitSns', post())).toBe(MSG_OTHER_SYSTEM);
    const byTalk = await list(cadre, { talkId: topic });
    expect(byTalk.list.map((p) => p.id)).toEqual([created.id]);
    expect((await cadre.ok<PartyTalk[]>('talkList')).find((x) => x.id === topic)).toMatchObject({ postCount: 1 });
    expect(await cadre.refused('snsList', { talkId: 999999, pageNum: 1, pageSize: 10 })).toBe('议题不存在');
    expect(await author.refused('submitSns', post({ talkId: 999999 }))).toBe('议题不存在');
  });

  it('newest first, paged', async () => {
    const me = await partyPerson(t);
    const first = await me.ok<PartySns>('submitSns', post({ title: '第一篇' }));
    clock.advance(31);
    const second = await me.ok<PartySns>('submitSns', post({ title: '第二篇' }));
    const page = await me.ok<PageOf<PartySns>>('snsList', { pageNum: 1, pageSize: 1 });
    expect(page.list.map((p) => p.id)).toEqual([second.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const next = await me.ok<PageOf<PartySns>>('snsList', { pageNum: 2, pageSize: 1 });
    expect(next.list.map((p) => p.id)).toEqual([first.id]);
  });

  it('lengths are checked with the field named; text is stored as typed and trimmed', async () => {
    const me = await partyPerson(t);
    const refusal = async (body: object) => (await me.raw('submitSns', body)).msg;
    expect(await refusal(post({ title: '长'.repeat(51) }))).toContain('标题');
    expect(await refusal(post({ title: '' }))).toContain('标题');
    expect(await refusal(post({ content: '长'.repeat(2001) }))).toContain('正文');
    expect(await me.refused('submitSns', post({ title: '   ' }))).toBe('标题不能为空');
    expect(await me.refused('submitSns', post({ content: ' \n ' }))).toBe('正文不能为空');
    const xss = '<img src=x onerror=alert(1)>';
    const saved = await me.ok<PartySns>('submitSns', post({ title: ` ${xss} `, content: `${xss}\n第二行<script>alert(2)</script>` }));
    expect(saved).toMatchObject({ title: xss, content: `${xss}\n第二行<script>alert(2)</script>` });
    const row = await t.db.selectFrom('partySns').select(['title', 'content']).where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: xss, content: `${xss}\n第二行<script>alert(2)</script>` });
    clock.advance(31);
    expect(await me.ok<PartySns>('submitSns', post({ title: '长'.repeat(50), content: '长'.repeat(2000) }))).toMatchObject({
      title: '长'.repeat(50),
    });
    const { id } = saved;
    expect((await me.raw('submitComment', { snsId: id, content: '长'.repeat(301) })).msg).toContain('评论内容');
    expect(await me.refused('submitComment', { snsId: id, content: '  ' })).toBe('评论内容不能为空');
  });

  it('photos must be images the learner uploaded: not another’s, not a PDF, not another site; at most 9', async () => {
    const me = await partyPerson(t);
    const other = await partyPerson(t);
    const mine = await uploadedFile(t.db, me.id);
    const refusal = '图片须为本人上传的图片，请重新上传';
    expect(await me.refused('submitSns', post({ images: [await uploadedFile(t.db, other.id)] }))).toBe(refusal);
    expect(await me.refused('submitSns', post({ images: [await uploadedFile(t.db, me.id, 'application/pdf')] }))).toBe(refusal);
    expect(await me.refused('submitSns', post({ images: ['https://evil.example/x.png'] }))).toBe(refusal);
    expect((await me.raw('submitSns', post({ images: Array(10).fill(mine) }))).code).toBe(10002);
    const second = await uploadedFile(t.db, me.id);
    const saved = await me.ok<PartySns>('submitSns', post({ images: [mine, second, mine] }));
    expect(saved.images).toEqual([mine, second]);
  });
});

describe('likes', () => {
  it('count once however often and however fast they are sent; unliking takes it back', async () => {
    const me = await partyPerson(t);
    const reader = await partyPerson(t);
    const { id } = await me.ok<PartySns>('submitSns', post());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => reader.ok<{ liked: boolean; count: number }>('snsZan', { snsId: id, like: true })),
    );
    expect(results.every((r) => r.liked)).toBe(true);
    expect(await reader.ok('snsZan', { snsId: id, like: true })).toEqual({ liked: true, count: 1 });
    expect(await me.ok('snsZan', { snsId: id, like: true })).toEqual({ liked: true, count: 2 });
    expect((await list(reader)).list.find((p) => p.id === id)).toMatchObject({ likeCount: 2, liked: true });
    expect(await reader.ok('snsZan', { snsId: id, like: false })).toEqual({ liked: false, count: 1 });
    expect(await reader.ok('snsZan', { snsId: id, like: false })).toEqual({ liked: false, count: 1 });
    expect(await reader.refused('snsZan', { snsId: 999999, like: true })).toBe('帖子不存在');
  });
});

describe('the posting rate', () => {
  it('five posts at once: exactly one is accepted, the others are told how long to wait; then at most 10 an hour', async () => {
    const me = await partyPerson(t);
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => me.raw('submitSns', post({ title: `同时发出的第${i + 1}篇` }))));
    expect(burst.filter((r) => r.code === 99999)).toHaveLength(1);
    expect(burst.filter((r) => r.code === 10002).every((r) => /^发帖太频繁，请 \d+ 秒后再发表$/.test(r.msg))).toBe(true);
    for (let i = 0; i < 9; i += 1) {
      clock.advance(31);
      await me.ok('submitSns', post({ title: `第${i + 2}篇` }));
    }
    clock.advance(31);
    expect(await me.refused('submitSns', post())).toBe('每小时最多发表 10 个帖子，请稍后再发表');
  });

  it('deleting a post does not give its place back within the hour', async () => {
    const me = await partyPerson(t);
    const { id } = await me.ok<PartySns>('submitSns', post());
    await me.ok('deleteSns', { snsId: id });
    expect(await me.refused('submitSns', post())).toMatch(/^发帖太频繁/);
  });

  it('comments: one per 10 s even when five arrive at once; stored as typed', async () => {
    const me = await partyPerson(t);
    const reader = await partyPerson(t, { name: '陈静', branch: '马克思主义学院研究生党支部' });
    const { id } = await me.ok<PartySns>('submitSns', post());
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => reader.raw('submitComment', { snsId: id, content: `<img src=x onerror=alert(${i})>说得好` })),
    );
    expect(burst.filter((r) => r.code === 99999)).toHaveLength(1);
    expect(burst.filter((r) => r.code === 10002).every((r) => /^评论太频繁，请 \d+ 秒后再发表$/.test(r.msg))).toBe(true);
    clock.advance(11);
    await reader.ok('submitComment', { snsId: id, content: '第二条评论' });
    const page = await me.ok<PageOf<PartyComment>>('snsCommentList', { snsId: id, pageNum: 1, pageSize: 10 });
    expect(page.list.map((c) => c.content)).toEqual(['第二条评论', expect.stringMatching(/^<img src=x onerror=alert\(\d\)>说得好$/)]);
    expect(page.list[0]).toMatchObject({ authorName: '陈静', branchName: '马克思主义学院研究生党支部', mine: false });
    expect((await list(me)).list.find((p) => p.id === id)?.commentCount).toBe(2);
  });
});

describe('deleting', () => {
  it('a learner deletes their own post or comment only; another’s answers as if it did not exist', async () => {
    const me = await partyPerson(t);
    const other = await partyPerson(t);
    const { id } = await me.ok<PartySns>('submitSns', post());
    const comment = await other.ok<PartyComment>('submitComment', { snsId: id, content: '学习了' });
    expect(await other.refused('deleteSns', { snsId: id })).toBe('帖子不存在');
    expect(await me.refused('deleteComment', { commentId: comment.id })).toBe('评论不存在');
    expect(await me.refused('deleteSns', { snsId: 999999 })).toBe('帖子不存在');
    expect(await other.ok('deleteComment', { commentId: comment.id })).toBeNull();
    expect(await other.refused('deleteComment', { commentId: comment.id })).toBe('评论不存在');
    expect((await me.ok<PageOf<PartyComment>>('snsCommentList', { snsId: id, pageNum: 1, pageSize: 10 })).total).toBe(0);
  });

  it('a deleted post takes its comments and likes with it, and is gone for everyone', async () => {
    const me = await partyPerson(t);
    const other = await partyPerson(t);
    const { id } = await me.ok<PartySns>('submitSns', post({ content: '将被删除的帖子' }));
    await other.ok('snsZan', { snsId: id, like: true });
    const comment = await other.ok<PartyComment>('submitComment', { snsId: id, content: '写得好' });
    expect(await me.ok('deleteSns', { snsId: id })).toBeNull();
    expect((await list(other)).list.some((p) => p.id === id)).toBe(false);
    expect(await other.refused('snsCommentList', { snsId: id, pageNum: 1, pageSize: 10 })).toBe('帖子不存在');
    expect(await other.refused('submitComment', { snsId: id, content: '还在吗' })).toBe('帖子不存在');
    expect(await other.refused('snsZan', { snsId: id, like: true })).toBe('帖子不存在');
    expect(await other.refused('deleteComment', { commentId: comment.id })).toBe('评论不存在');
    expect(await me.refused('deleteSns', { snsId: id })).toBe('帖子不存在');
    expect(await t.db.selectFrom('partySnsLike').select('userId').where('snsId', '=', id).execute()).toHaveLength(0);
    const left = await t.db.selectFrom('partySns').select(['title', 'content']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(left).toEqual({ title: '', content: '' });
    const leftComments = await t.db.selectFrom('partySnsComment').select('content').where('snsId', '=', id).execute();
    expect(leftComments.every((c) => c.content === '')).toBe(true);
  });
});
