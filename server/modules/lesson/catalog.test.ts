import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertPeople, insertStructure } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let token: string;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  const { learner } = await insertPeople(t.db, await insertStructure(t.db));
  f = await insertLessons(t.db);
  token = await t.login(learner.account, learner.password);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

async function ok<G extends 'lesson', N extends keyof typeof L>(name: N, body: object): Promise<Res<G, N>> {
  const res = await call<Res<G, N>>(t.app, L[name].path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
const refused = async (name: keyof typeof L, body: object) => {
  const res = await call(t.app, L[name].path, body, token);
  expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OPERATION_ERROR });
  return res.msg;
};

describe('lesson without a token', () => {
  it.each(Object.entries(L))('%s answers 10003', async (_name, e) => {
    const res = await call(t.app, e.path, { tagId: 1, lessonId: 1, videoId: 1, sessionId: 'a'.repeat(32), position: 1, playing: true });
    expect(res.code).toBe(CODE_TOKEN_EXPIRED);
  });
});

describe('catalogue', () => {
  it('tags come in their order, each with its number of lessons', async () => {
    expect(await ok('tags', {})).toEqual([
      { id: f.tags.theory, name: '党的基本理论', lessonCount: 2 },
      { id: f.tags.history, name: '党史学习', lessonCount: 1 },
      { id: f.tags.empty, name: '时事政治', lessonCount: 0 },
    ]);
  });

  it("tagList pages a tag's lessons with their totals; an empty tag is an empty page", async () => {
    const page = await ok('tagList', { tagId: f.tags.theory, pageNum: 1, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(page.list).toEqual([
      {
        id: f.lessons.basics,
        tagId: f.tags.theory,
        tagName: '党的基本理论',
        title: '马克思主义基本原理',
        teacher: '王教授',
        intro: '马克思主义基本原理的课程简介',
        coverUrl: '/uploads/demo/lesson-1.svg',
        required: true,
        videoCount: 2,
        duration: 160,
        credited: 0,
        completedVideos: 0,
        status: 0,
        planKind: 'required',
      },
    ]);
    expect((await ok('tagList', { tagId: f.tags.theory, pageNum: 2, pageSize: 1 })).list[0]).toMatchObject({
      id: f.lessons.elective,
      required: false,
    });
    expect(await ok('tagList', { tagId: f.tags.empty, pageNum: 1, pageSize: 10 })).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
  });

  it("tagList without a tag searches every tag the caller may see, in the tags' order; a cadre tag's lessons are not among them", async () => {
    const cadreTag = (
      await t.db.insertInto('lessonTag').values({ name: '干部专题', sort: 0, audience: 'cadre' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('lesson')
      .values({
        tagId: cadreTag,
        title: '中国共产党领导干部廉洁从政',
        teacher: '李教授',
        intro: '',
        coverUrl: '',
        required: 1,
        sort: 1,
        createdAt: '2026-09-01T00:00:00.000Z',
      })
      .execute();
    const all = await ok('tagList', { pageNum: 1, pageSize: 10 });
    expect(all.list.map((l) => l.title)).toEqual(['马克思主义基本原理', '中国特色社会主义理论', '中国共产党简史']);
    expect(all.total).toBe(3);
    const found = await ok('tagList', { pageNum: 1, pageSize: 10, keyword: '中国' });
    expect(found.list.map((l) => [l.title, l.tagName])).toEqual([
      ['中国特色社会主义理论', '党的基本理论'],
      ['中国共产党简史', '党史学习'],
    ]);
    expect(found.total).toBe(2);
  });

  it('videos come in chapter order; videoDetail gives the served path of the file', async () => {
    const videos = await ok('videos', { lessonId: f.lessons.basics });
    expect(videos.map((v) => [v.id, v.title, v.duration])).toEqual([
      [f.videos.long, '第一讲 唯物论', 100],
      [f.videos.short, '第二讲 实践观点', 60],
    ]);
    expect(videos[0]).toMatchObject({ position: 0, credited: 0, coveredRatio: 0, completed: false });
    expect(await ok('videoDetail', { videoId: f.videos.long })).toMatchObject({
      id: f.videos.long,
      lessonId: f.lessons.basics,
      lessonTitle: '马克思主义基本原理',
      url: '/uploads/demo/videos/v1-0123456789.mp4',
      duration: 100,
      position: 0,
      credited: 0,
      completed: false,
    });
  });

  it('unknown lessons and videos are refused by name', async () => {
    expect(await refused('info', { lessonId: 99999 })).toBe('课程不存在或已下架');
    expect(await refused('videos', { lessonId: 99999 })).toBe('课程不存在或已下架');
    expect(await refused('videoDetail', { videoId: 99999 })).toBe('视频不存在或已下架');
    expect(await refused('resourceStart', { videoId: 99999 })).toBe('视频不存在或已下架');
    expect(await refused('tagList', { tagId: 0, pageNum: 1, pageSize: 10 })).toContain('课程分类');
  });

  it('a lesson goes 未开始 -> 学习中 -> 已完成 as its videos are watched', async () => {
    expect((await ok('info', { lessonId: f.lessons.basics })).status).toBe(0);
    const watch = async (videoId: number, duration: number) => {
      const s = await ok('resourceStart', { videoId });
      for (let p = 30; p < duration + 30; p += 30) {
        clock.advance(30);
        await ok('resourceTime', { sessionId: s.sessionId, position: Math.min(p, duration), playing: true });
      }
    };
    await watch(f.videos.short, 60);
    expect(await ok('info', { lessonId: f.lessons.basics })).toMatchObject({ status: 1, credited: 60, completedVideos: 1 });
    await watch(f.videos.long, 100);
    expect(await ok('info', { lessonId: f.lessons.basics })).toMatchObject({ status: 2, credited: 160, completedVideos: 2 });
    expect((await ok('tagList', { tagId: f.tags.theory, pageNum: 1, pageSize: 10 })).list.map((l) => l.status)).toEqual([2, 0]);
  });
});
