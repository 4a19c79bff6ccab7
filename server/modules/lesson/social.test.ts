import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { MAX_PER_HOUR, MIN_GAP_SECONDS, TOO_MANY, tooSoon } from './discussions';
import { NOT_YOUR_NOTE, NOTE_NOT_FOUND, NOTE_TIME_BEYOND } from './notes';

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  await insertStructure(t.db);
  f = await insertLessons(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

/** Each test acts as learners of its own, so notes, posts and likes never leak between tests. */
async function learner(name = '测试学员'): Promise<string> {
  n += 1;
  await insertUser(t.db, { account: `social${n}`, password: 'Social@2026', name });
  return t.login(`social${n}`, 'Social@2026');
}
async function ok<T>(token: string, path: string, body: object): Promise<T> {
  const res = await call<T>(t.app, path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
/** a refusal: HTTP 200, code 10002 and the message */
async function refused(token: string, path: string, body: object): Promise<string> {
  const res = await call(t.app, path, body, token);
  expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OPERATION_ERROR });
  return res.msg;
}
const notes = (token: string, videoId: number) => ok<Res<'lesson', 'noteList'>>(token, L.noteList.path, { videoId });
const note = (token: string, videoId: number, position: number, content: string) =>
  ok<Res<'lesson', 'writeNote'>>(token, L.writeNote.path, { videoId, position, content });
const discussions = (token: string, lessonId: number, pageNum = 1, pageSize = 10) =>
  ok<Res<'lesson', 'discussionList'>>(token, L.discussionList.path, { lessonId, pageNum, pageSize });
const post = (token: string, lessonId: number, content: string) =>
  call<Res<'lesson', 'writeDiscussion'>>(t.app, L.writeDiscussion.path, { lessonId, content }, token);
const zan = (token: string, videoId: number, like: boolean) =>
  call<Res<'lesson', 'videoZan'>>(t.app, L.videoZan.path, { videoId, like }, token);

describe('notes', () => {
  it('are written at a playback time, trimmed, and listed by time with it', async () => {
    const token = await learner();
    const late = await note(token, f.videos.long, 62.25, '  实践是检验真理的唯一标准  ');
    expect(late).toEqual({
      id: expect.any(Number),
      videoId: f.videos.long,
      position: 62.25,
      content: '实践是检验真理的唯一标准',
      createdAt: expect.any(String),
    });
    await note(token, f.videos.long, 5, '物质决定意识');
    await note(token, f.videos.long, 100, '本讲小结');
    await note(token, f.videos.short, 3, '另一个视频的笔记');
    expect((await notes(token, f.videos.long)).map((x) => [x.position, x.content])).toEqual([
      [5, '物质决定意识'],
      [62.25, '实践是检验真理的唯一标准'],
      [100, '本讲小结'],
    ]);
  });

  it('refuse a time beyond the video, blank or too long text, and an unknown video', async () => {
    const token = await learner();
    expect(await refused(token, L.writeNote.path, { videoId: f.videos.short, position: 60.5, content: '超出' })).toBe(NOTE_TIME_BEYOND);
    expect(await refused(token, L.writeNote.path, { videoId: f.videos.short, position: -1, content: '负数' })).toBe(
      '笔记时间应在 0 到 86400 之间',
    );
    expect(await refused(token, L.writeNote.path, { videoId: f.videos.short, position: 1, content: '' })).toBe('笔记内容不能为空');
    expect(await refused(token, L.writeNote.path, { videoId: f.videos.short, position: 1, content: ' \n\t　' })).toBe('笔记内容不能为空');
    expect(await refused(token, L.writeNote.path, { videoId: f.videos.short, position: 1, content: '字'.repeat(501) })).toBe(
      '笔记内容长度应为 1-500 个字符',
    );
    expect(await refused(token, L.writeNote.path, { videoId: 999999, position: 1, content: '笔记' })).toBe('视频不存在或已下架');
    expect(await refused(token, L.noteList.path, { videoId: 999999 })).toBe('视频不存在或已下架');
    expect(await notes(token, f.videos.short)).toEqual([]);
    // exactly 500 characters (non-BMP ones count once) is fine
    expect((await note(token, f.videos.short, 60, '𠮷'.repeat(500))).content).toHaveLength(1000);
  });

  it("are seen and deleted only by their author: another learner's delete is refused and changes nothing", async () => {
    const mine = await learner();
    const other = await learner();
    const a = await note(mine, f.videos.long, 10, '我的笔记');
    expect(await notes(other, f.videos.long)).toEqual([]);
    expect(await refused(other, L.deleteNote.path, { noteId: a.id })).toBe(NOT_YOUR_NOTE);
    expect(await notes(mine, f.videos.long)).toEqual([a]);

    expect(await ok(mine, L.deleteNote.path, { noteId: a.id })).toBeNull();
    expect(await notes(mine, f.videos.long)).toEqual([]);
    expect(await refused(mine, L.deleteNote.path, { noteId: a.id })).toBe(NOTE_NOT_FOUND);
  });

  it('stores HTML as the text typed', async () => {
    const token = await learner();
    const text = '<script>alert(1)</script> & <b>加粗</b>';
    await note(token, f.videos.long, 1, text);
    expect((await notes(token, f.videos.long))[0].content).toBe(text);
  });
});

describe('discussions', () => {
  it("are listed newest first, paged, with the author's name (not the account), and counted", async () => {
    const a = await learner('王浩然');
    const b = await learner('陈静');
    const lessonId = f.lessons.elective;
    for (const [i, token] of [a, b, a].entries()) {
      expect((await post(token, lessonId, `第${i + 1}条讨论`)).code).toBe(CODE_OK);
      clock.advance(MIN_GAP_SECONDS);
    }
    const page1 = await discussions(b, lessonId, 1, 2);
    expect(page1).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page1.list.map((d) => [d.content, d.authorName, d.mine])).toEqual([
      ['第3条讨论', '王浩然', false],
      ['第2条讨论', '陈静', true],
    ]);
    expect(JSON.stringify(page1)).not.toMatch(/social\d/);
    const page2 = await discussions(b, lessonId, 2, 2);
    expect(page2.list.map((d) => d.content)).toEqual(['第1条讨论']);
    expect(await ok(a, L.discussionCount.path, { lessonId })).toEqual({ count: 3 });
    expect(await ok(a, L.discussionCount.path, { lessonId: f.lessons.basics })).toEqual({ count: 0 });
  });

  it('keep HTML as plain text, exactly as typed (trimmed)', async () => {
    const token = await learner();
    const text = '<img src=x onerror=alert(1)> 学习"两个确立"&nbsp;';
    const res = await post(token, f.lessons.basics, `  ${text}\n`);
    expect(res.data.content).toBe(text);
    expect((await discussions(token, f.lessons.basics)).list.find((d) => d.id === res.data.id)?.content).toBe(text);
  });

  it('refuse blank or too long text and an unknown lesson', async () => {
    const token = await learner();
    expect(await refused(token, L.writeDiscussion.path, { lessonId: f.lessons.basics, content: '' })).toBe('讨论内容不能为空');
    expect(await refused(token, L.writeDiscussion.path, { lessonId: f.lessons.basics, content: '   ' })).toBe('讨论内容不能为空');
    expect(await refused(token, L.writeDiscussion.path, { lessonId: f.lessons.basics, content: 'a'.repeat(501) })).toBe(
      '讨论内容长度应为 1-500 个字符',
    );
    expect(await refused(token, L.writeDiscussion.path, { lessonId: 999999, content: '你好' })).toBe('课程不存在或已下架');
    expect(await refused(token, L.discussionList.path, { lessonId: 999999, pageNum: 1, pageSize: 10 })).toBe('课程不存在或已下架');
    expect(await refused(token, L.discussionCount.path, { lessonId: 999999 })).toBe('课程不存在或已下架');
    expect((await post(token, f.lessons.basics, 'a'.repeat(500))).code).toBe(CODE_OK);
  });

  it(`allow one post per ${MIN_GAP_SECONDS} s and ${MAX_PER_HOUR} an hour per learner`, async () => {
    const token = await learner();
    const other = await learner();
    expect((await post(token, f.lessons.basics, '第一条')).code).toBe(CODE_OK);
    clock.advance(3);
    expect(await refused(token, L.writeDiscussion.path, { lessonId: f.lessons.basics, content: '太快' })).toBe(tooSoon(7));
    // another learner is not held back by it
    expect((await post(other, f.lessons.basics, '别人的')).code).toBe(CODE_OK);
    clock.advance(MIN_GAP_SECONDS - 3);
    for (let i = 2; i <= MAX_PER_HOUR; i++) {
      expect((await post(token, f.lessons.basics, `第${i}条`)).code).toBe(CODE_OK);
      clock.advance(MIN_GAP_SECONDS);
    }
    expect(await refused(token, L.writeDiscussion.path, { lessonId: f.lessons.basics, content: '第21条' })).toBe(TOO_MANY);
    clock.advance(3600 - MAX_PER_HOUR * MIN_GAP_SECONDS + 1); // the first post is now over an hour old
    expect((await post(token, f.lessons.basics, '一小时后')).code).toBe(CODE_OK);
  });

  it('let only one of twenty simultaneous posts through', async () => {
    const token = await learner();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(token, f.lessons.elective, `同时发送${i}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.code === CODE_OK)).toHaveLength(1);
    expect(results.filter((r) => r.code === CODE_OPERATION_ERROR).map((r) => r.msg)).toEqual(Array(19).fill(tooSoon(MIN_GAP_SECONDS)));
    const mine = (await discussions(token, f.lessons.elective, 1, 100)).list.filter((d) => d.mine);
    expect(mine).toHaveLength(1);
  });
});

describe('likes', () => {
  it("set the state asked for: repeating it changes nothing, and the count is everyone's", async () => {
    const a = await learner();
    const b = await learner();
    const v = f.videos.other;
    expect(await ok(a, L.videoZanInfo.path, { videoId: v })).toEqual({ liked: false, count: 0 });
    expect((await zan(a, v, true)).data).toEqual({ liked: true, count: 1 });
    expect((await zan(a, v, true)).data).toEqual({ liked: true, count: 1 });
    expect((await zan(b, v, true)).data).toEqual({ liked: true, count: 2 });
    expect(await ok(a, L.videoZanInfo.path, { videoId: v })).toEqual({ liked: true, count: 2 });
    expect((await zan(a, v, false)).data).toEqual({ liked: false, count: 1 });
    expect((await zan(a, v, false)).data).toEqual({ liked: false, count: 1 });
    expect(await ok(b, L.videoZanInfo.path, { videoId: v })).toEqual({ liked: true, count: 1 });
    expect(await refused(a, L.videoZan.path, { videoId: 999999, like: true })).toBe('视频不存在或已下架');
    expect(await refused(a, L.videoZan.path, { videoId: v })).toBe('是否点赞不能为空');
  });

  it('stay one like under simultaneous clicks, and end in the state last asked for', async () => {
    const token = await learner();
    const v = f.videos.short;
    const likes = await Promise.all(Array.from({ length: 8 }, () => zan(token, v, true)));
    expect(likes.every((r) => r.code === CODE_OK && r.data.liked)).toBe(true);
    expect(await ok(token, L.videoZanInfo.path, { videoId: v })).toEqual({ liked: true, count: 1 });
    const mixed = await Promise.all([true, false, true, false, false].map((like) => zan(token, v, like)));
    expect(mixed.every((r) => r.code === CODE_OK)).toBe(true);
    const after = await ok<Res<'lesson', 'videoZanInfo'>>(token, L.videoZanInfo.path, { videoId: v });
    expect(after.count).toBe(after.liked ? 1 : 0);
    const rows = await t.db.selectFrom('videoZan').selectAll().where('videoId', '=', v).execute();
    expect(rows.length).toBe(after.count);
  });
});
