import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertPeople, insertStructure, insertUser } from '../../test/fixtures';
import { insertCadreArea, type CadreFixture } from '../../test/cadreFixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { CADRE_ONLY, LEARNER_ONLY, audiencesOf } from '../lesson/audience';
import { assertVisible } from '../lesson/catalog';
import { REPLACED } from '../lesson/sessions';
import { CADRE_ONLY_MESSAGE } from './guard';

const C = endpoints.cadre;
const CI = endpoints.cadreIndex;
const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let c: CadreFixture;
let learner: string;
let orgId: number;
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertStructure(t.db);
  orgId = ids.orgs.branch;
  const people = await insertPeople(t.db, ids);
  f = await insertLessons(t.db);
  c = await insertCadreArea(t.db);
  learner = await t.login(people.learner.account, people.learner.password);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

/** Each test studies as a cadre of its own, so progress never leaks between tests. */
async function newCadre(): Promise<string> {
  n += 1;
  await insertUser(t.db, { account: `cadre${n}`, password: 'Cadre@2026', appId: 5, name: '赵建国', orgId });
  return t.login(`cadre${n}`, 'Cadre@2026');
}
async function ok<T>(token: string, path: string, body: object): Promise<T> {
  const res = await call<T>(t.app, path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
async function refused(token: string, path: string, body: object): Promise<string> {
  const res = await call(t.app, path, body, token);
  expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OPERATION_ERROR });
  return res.msg;
}
const anyBody = {
  tagId: 1,
  lessonId: 1,
  videoId: 1,
  specialId: 1,
  stageId: 1,
  pageNum: 1,
  pageSize: 10,
  sessionId: 'a'.repeat(32),
  position: 1,
  playing: true,
};

describe('only cadres use the cadre area', () => {
  const all = [...Object.values(C), ...Object.values(CI)];
  it.each(all.map((e) => [e.path, e]))('%s refuses a learner with the reason, and a caller without a token with 10003', async (_p, e) => {
    expect(await refused(learner, e.path, anyBody)).toBe(CADRE_ONLY_MESSAGE);
    expect((await call(t.app, e.path, anyBody)).code).toBe(CODE_TOKEN_EXPIRED);
  });

  it("refuses a learner's heartbeat on cadre/setResourceTime even for the learner's own session", async () => {
    const s = await ok<Res<'lesson', 'resourceStart'>>(learner, L.resourceStart.path, { videoId: f.videos.other });
    expect(await refused(learner, C.setResourceTime.path, { sessionId: s.sessionId, position: 0, playing: false })).toBe(
      CADRE_ONLY_MESSAGE,
    );
  });
});

describe('learner endpoints keep cadre data from learners', () => {
  it('lists no cadre tag, and answers a cadre tag, lesson or video as not existing', async () => {
    expect((await ok<Res<'lesson', 'tags'>>(learner, L.tags.path, {})).map((x) => x.name)).toEqual([
      '党的基本理论',
      '党史学习',
      '时事政治',
    ]);
    expect(await refused(learner, L.tagList.path, { tagId: c.tags.ideals, pageNum: 1, pageSize: 10 })).toBe('课程分类不存在');
    expect(await refused(learner, L.info.path, { lessonId: c.lessons.rules })).toBe('课程不存在或已下架');
    expect(await refused(learner, L.videos.path, { lessonId: c.lessons.rules })).toBe('课程不存在或已下架');
    expect(await refused(learner, L.videoDetail.path, { videoId: c.videos.long })).toBe('视频不存在或已下架');
    expect(await refused(learner, L.resourceStart.path, { videoId: c.videos.long })).toBe('视频不存在或已下架');
  });

  it("refuses a learner a cadre lesson's notes, discussions, likes, outline, handouts and readings", async () => {
    const byLesson = { lessonId: c.lessons.rules };
    const byVideo = { videoId: c.videos.long };
    expect(await refused(learner, L.noteList.path, byVideo)).toBe('视频不存在或已下架');
    expect(await refused(learner, L.writeNote.path, { ...byVideo, position: 1, content: '笔记' })).toBe('视频不存在或已下架');
    expect(await refused(learner, L.videoZan.path, { ...byVideo, like: true })).toBe('视频不存在或已下架');
    expect(await refused(learner, L.videoZanInfo.path, byVideo)).toBe('视频不存在或已下架');
    expect(await refused(learner, L.discussionList.path, { ...byLesson, pageNum: 1, pageSize: 10 })).toBe('课程不存在或已下架');
    expect(await refused(learner, L.writeDiscussion.path, { ...byLesson, content: '讨论' })).toBe('课程不存在或已下架');
    expect(await refused(learner, L.discussionCount.path, byLesson)).toBe('课程不存在或已下架');
    expect(await refused(learner, L.subList.path, byLesson)).toBe('课程不存在或已下架');
    expect(await refused(learner, L.lecture.path, byLesson)).toBe('课程不存在或已下架');
    expect(await refused(learner, L.readList.path, byLesson)).toBe('课程不存在或已下架');
    const { id } = await t.db
      .insertInto('lessonReading')
      .values({
        lessonId: c.lessons.rules,
        title: '干部读物',
        source: '学习时报',
        author: '评论员',
        summary: '摘要',
        content: '<p>正文</p>',
        sort: 9,
        publishedAt: '2026-04-08T00:00:00.000Z',
        createdAt: '2026-04-08T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await refused(learner, L.readDetail.path, { id })).toBe('课程不存在或已下架');
    const cadre = await newCadre();
    expect(await ok(cadre, L.readDetail.path, { id })).toMatchObject({ title: '干部读物' });
    expect(await ok(cadre, L.noteList.path, byVideo)).toEqual([]);
  });

  it('the guard (assertVisible) tells a learner a cadre tag, lesson or video does not exist, and lets a cadre open both', async () => {
    const message = (p: Promise<void>) =>
      p.then(
        () => 'visible',
        (e: Error) => e.message,
      );
    expect(await message(assertVisible(t.db, LEARNER_ONLY, { tagId: c.tags.ideals }))).toBe('课程分类不存在');
    expect(await message(assertVisible(t.db, LEARNER_ONLY, { lessonId: c.lessons.rules }))).toBe('课程不存在或已下架');
    expect(await message(assertVisible(t.db, LEARNER_ONLY, { videoId: c.videos.short }))).toBe('视频不存在或已下架');
    expect(await message(assertVisible(t.db, LEARNER_ONLY, { lessonId: f.lessons.basics }))).toBe('visible');
    expect(await message(assertVisible(t.db, CADRE_ONLY, { lessonId: f.lessons.basics }))).toBe('课程不存在或已下架');
    for (const by of [
      { tagId: c.tags.ideals },
      { lessonId: c.lessons.rules },
      { videoId: c.videos.short },
      { lessonId: f.lessons.basics },
    ]) {
      expect(await message(assertVisible(t.db, audiencesOf(5), by))).toBe('visible');
    }
    expect(await message(assertVisible(t.db, audiencesOf(5), { lessonId: 99999 }))).toBe('课程不存在或已下架');
  });

  it('lists the learner catalogue to a cadre too, and opens a cadre lesson for its cadre', async () => {
    const cadre = await newCadre();
    expect((await ok<Res<'lesson', 'tags'>>(cadre, L.tags.path, {})).map((x) => x.name)).toEqual(['党的基本理论', '党史学习', '时事政治']);
    expect(await ok<Res<'lesson', 'info'>>(cadre, L.info.path, { lessonId: c.lessons.rules })).toMatchObject({
      title: '纪律处分条例解读',
      tagName: '廉洁从政',
    });
  });
});

describe('the cadre catalogue', () => {
  it('lessonTagList lists the cadre tags in order with their lesson counts', async () => {
    const cadre = await newCadre();
    expect(await ok(cadre, CI.lessonTagList.path, {})).toEqual([
      { id: c.tags.ideals, name: '廉洁从政', lessonCount: 1 },
      { id: c.tags.empty, name: '领导能力', lessonCount: 0 },
    ]);
  });

  it('lessonList pages a cadre tag; a learner tag or an unknown one is refused', async () => {
    const cadre = await newCadre();
    const page = await ok<Res<'cadre', 'lessonList'>>(cadre, C.lessonList.path, { tagId: c.tags.ideals, pageNum: 1, pageSize: 10 });
    expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ id: c.lessons.rules, title: '纪律处分条例解读', videoCount: 2, duration: 160, status: 0 });
    expect(await ok(cadre, C.lessonList.path, { tagId: c.tags.empty, pageNum: 1, pageSize: 10 })).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
    expect(await refused(cadre, C.lessonList.path, { tagId: f.tags.theory, pageNum: 1, pageSize: 10 })).toBe('课程分类不存在');
    expect(await refused(cadre, C.lessonList.path, { tagId: 99999, pageNum: 1, pageSize: 10 })).toBe('课程分类不存在');
  });

  it("lists a cadre lesson's videos and details one; learner lessons and unknown ids are refused", async () => {
    const cadre = await newCadre();
    const videos = await ok<Res<'cadre', 'lessonVideoResourceList'>>(cadre, C.lessonVideoResourceList.path, { lessonId: c.lessons.rules });
    expect(videos.map((v) => [v.id, v.title, v.duration])).toEqual([
      [c.videos.long, '第一讲 六项纪律', 100],
      [c.videos.short, '第二讲 四种形态', 60],
    ]);
    expect(await ok(cadre, C.lessonVideoResourceDetail.path, { videoId: c.videos.long })).toMatchObject({
      id: c.videos.long,
      lessonId: c.lessons.rules,
      lessonTitle: '纪律处分条例解读',
      url: '/uploads/demo/videos/c1-0123456789.mp4',
      duration: 100,
      position: 0,
      credited: 0,
      completed: false,
    });
    expect(await refused(cadre, C.lessonVideoResourceList.path, { lessonId: f.lessons.basics })).toBe('课程不存在或已下架');
    expect(await refused(cadre, C.lessonVideoResourceDetail.path, { videoId: f.videos.long })).toBe('视频不存在或已下架');
    expect(await refused(cadre, C.lessonVideoResourceList.path, { lessonId: 99999 })).toBe('课程不存在或已下架');
    expect(await refused(cadre, C.lessonVideoResourceDetail.path, { videoId: 99999 })).toBe('视频不存在或已下架');
  });
});

describe("a cadre lesson's discussions and readings", () => {
  it("discussCount counts the lesson's discussions and lessonReadList lists its readings; learner lessons are refused", async () => {
    const cadre = await newCadre();
    expect(await ok(cadre, C.discussCount.path, { lessonId: c.lessons.rules })).toEqual({ count: 0 });
    await ok(cadre, L.writeDiscussion.path, { lessonId: c.lessons.rules, content: '条例要逐条学、反复学。' });
    expect(await ok(cadre, C.discussCount.path, { lessonId: c.lessons.rules })).toEqual({ count: 1 });
    const before = await ok<Res<'cadre', 'lessonReadList'>>(cadre, C.lessonReadList.path, { lessonId: c.lessons.rules });
    await t.db
      .insertInto('lessonReading')
      .values({
        lessonId: c.lessons.rules,
        title: '深刻把握党纪学习教育的重要意义',
        source: '人民日报',
        author: '本报评论员',
        summary: '以党纪学习教育推动全面从严治党向纵深发展。',
        content: '<p>正文</p>',
        sort: 1,
        publishedAt: '2026-04-08T00:00:00.000Z',
        createdAt: '2026-04-08T00:00:00.000Z',
      })
      .execute();
    const after = await ok<Res<'cadre', 'lessonReadList'>>(cadre, C.lessonReadList.path, { lessonId: c.lessons.rules });
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(
      expect.objectContaining({ lessonId: c.lessons.rules, title: '深刻把握党纪学习教育的重要意义', source: '人民日报' }),
    );
    expect(await refused(cadre, C.discussCount.path, { lessonId: f.lessons.basics })).toBe('课程不存在或已下架');
    expect(await refused(cadre, C.lessonReadList.path, { lessonId: f.lessons.basics })).toBe('课程不存在或已下架');
    expect(await refused(cadre, C.lessonReadList.path, { lessonId: 99999 })).toBe('课程不存在或已下架');
  });
});

describe('specials', () => {
  it('specialList pages the specials with stage and video counts', async () => {
    const cadre = await newCadre();
    const page = await ok<Res<'cadre', 'specialList'>>(cadre, C.specialList.path, { pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      {
        id: c.specials.discipline,
        title: '党纪学习教育专题',
        intro: '党纪学习教育专题简介',
        coverUrl: '/uploads/demo/cadre-special-1.svg',
        period: '2026年4月—7月',
        stageCount: 2,
        videoCount: 2,
        duration: 160,
        credited: 0,
        completedVideos: 0,
        status: 0,
      },
      expect.objectContaining({ id: c.specials.empty, stageCount: 1, videoCount: 0, status: 0 }),
    ]);
    expect((await ok<Res<'cadre', 'specialList'>>(cadre, C.specialList.path, { pageNum: 2, pageSize: 1 })).list.map((s) => s.id)).toEqual([
      c.specials.empty,
    ]);
  });

  it('specialDetail gives the stages in order; stageVideos the videos in stage order with their lesson', async () => {
    const cadre = await newCadre();
    const detail = await ok<Res<'cadre', 'specialDetail'>>(cadre, C.specialDetail.path, { specialId: c.specials.discipline });
    expect(detail.stages).toEqual([
      // videoIds in the stage's order (the stage lists short second, long first)
      {
        id: c.stages.first,
        title: '第一阶段 学条例',
        sort: 1,
        videoCount: 2,
        completedVideos: 0,
        videoIds: [c.videos.long, c.videos.short],
      },
      { id: c.stages.second, title: '第二阶段 以案促改', sort: 2, videoCount: 1, completedVideos: 0, videoIds: [c.videos.short] },
    ]);
    const videos = await ok<Res<'cadre', 'stageVideos'>>(cadre, C.stageVideos.path, { stageId: c.stages.first });
    expect(videos.map((v) => [v.id, v.lessonId, v.lessonTitle, v.teacher])).toEqual([
      [c.videos.long, c.lessons.rules, '纪律处分条例解读', '刘教授'],
      [c.videos.short, c.lessons.rules, '纪律处分条例解读', '刘教授'],
    ]);
    expect(await ok(cadre, C.stageVideos.path, { stageId: c.stages.empty })).toEqual([]);
  });

  it('refuses unknown specials and stages by name, and bad ids by field', async () => {
    const cadre = await newCadre();
    expect(await refused(cadre, C.specialDetail.path, { specialId: 99999 })).toBe('专题不存在或已下架');
    expect(await refused(cadre, C.stageVideos.path, { stageId: 99999 })).toBe('专题阶段不存在');
    expect(await refused(cadre, C.specialDetail.path, { specialId: 'x' })).toContain('专题');
    expect(await refused(cadre, C.stageVideos.path, { stageId: 0 })).toContain('专题阶段');
  });
});

describe("a cadre studies under the learners' rules", () => {
  const start = (token: string, videoId: number) => ok<Res<'lesson', 'resourceStart'>>(token, L.resourceStart.path, { videoId });
  async function after(seconds: number, token: string, sessionId: string, position: number, playing = true) {
    clock.advance(seconds);
    return ok<Res<'cadre', 'setResourceTime'>>(token, C.setResourceTime.path, { sessionId, position, playing });
  }

  it("credits played time, refuses a seek ahead and a replay, and completes on the server's verdict", async () => {
    const cadre = await newCadre();
    const s = await start(cadre, c.videos.short);
    expect(s).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f]{32}$/), position: 0, credited: 0 });
    expect(await after(20, cadre, s.sessionId, 20)).toEqual({ credited: 20, position: 20, completed: false });
    // 5 s cannot take the player to 55 s: snapped back, nothing earned
    expect(await after(5, cadre, s.sessionId, 55)).toEqual({ credited: 20, position: 20, completed: false });
    expect((await after(10, cadre, s.sessionId, 5)).credited).toBe(20); // seeking back earns nothing twice
    expect(await after(15, cadre, s.sessionId, 20)).toEqual({ credited: 20, position: 20, completed: false });
    expect(await after(30, cadre, s.sessionId, 50)).toEqual({ credited: 50, position: 50, completed: false });
    expect(await after(10, cadre, s.sessionId, 60)).toEqual({ credited: 60, position: 60, completed: true });
    expect(await ok(cadre, L.resourceComplete.path, { sessionId: s.sessionId })).toEqual({ completed: true, coveredRatio: 1 });

    expect(await ok(cadre, L.studyTime.path, {})).toEqual({ today: 60, total: 60 });
    const detail = await ok<Res<'cadre', 'specialDetail'>>(cadre, C.specialDetail.path, { specialId: c.specials.discipline });
    // the short video is in both stages: it counts once for the special, in each stage for the stage
    expect(detail).toMatchObject({ credited: 60, videoCount: 2, completedVideos: 1, status: 1 });
    expect(detail.stages.map((st) => st.completedVideos)).toEqual([1, 1]);
    expect(await ok(cadre, CI.userInfo.path, {})).toMatchObject({
      name: '赵建国',
      creditedThisYear: 60,
      creditedTotal: 60,
      lessonsCompleted: 0,
      lessonCount: 1,
      specialsInProgress: 1,
      specialsCompleted: 0,
      specialCount: 2,
    });
  });

  it('one video at a time: a second start pauses the first session, whose next heartbeat is refused', async () => {
    const cadre = await newCadre();
    const first = await start(cadre, c.videos.long);
    await after(10, cadre, first.sessionId, 10);
    const second = await start(cadre, c.videos.short);
    clock.advance(10);
    expect(await refused(cadre, C.setResourceTime.path, { sessionId: first.sessionId, position: 20, playing: true })).toBe(REPLACED);
    expect((await after(0, cadre, second.sessionId, 10)).credited).toBeLessThanOrEqual(10);
  });

  it("another user's session is not the cadre's: unknown session", async () => {
    const cadre = await newCadre();
    const other = await newCadre();
    const s = await start(other, c.videos.long);
    expect(await refused(cadre, C.setResourceTime.path, { sessionId: s.sessionId, position: 1, playing: true })).toContain(
      '学习会话不存在',
    );
  });

  it('the cadre lesson completes once both videos are, and the card counts it', async () => {
    const cadre = await newCadre();
    for (const [videoId, duration] of [
      [c.videos.long, 100],
      [c.videos.short, 60],
    ] as const) {
      const s = await start(cadre, videoId);
      for (let p = 30; p < duration + 30; p += 30) await after(30, cadre, s.sessionId, Math.min(p, duration));
    }
    const page = await ok<Res<'cadre', 'lessonList'>>(cadre, C.lessonList.path, { tagId: c.tags.ideals, pageNum: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ status: 2, credited: 160, completedVideos: 2 });
    expect(await ok(cadre, CI.userInfo.path, {})).toMatchObject({
      creditedTotal: 160,
      lessonsCompleted: 1,
      specialsCompleted: 1,
      specialsInProgress: 0,
    });
  });

  it("specialDetail's next is where 开始学习/继续学习 leads: the first video not completed in stage order, the first when all are", async () => {
    const cadre = await newCadre();
    const next = async (specialId: number) => (await ok<Res<'cadre', 'specialDetail'>>(cadre, C.specialDetail.path, { specialId })).next;
    const at = (videoId: number) => ({ videoId, lessonId: c.lessons.rules, stageId: c.stages.first });
    // stage order, not id order: the second stage was made first and holds the short video
    expect(await next(c.specials.discipline)).toEqual(at(c.videos.long));
    expect(await next(c.specials.empty)).toBeNull();
    const long = await start(cadre, c.videos.long);
    for (let p = 30; p < 130; p += 30) await after(30, cadre, long.sessionId, Math.min(p, 100));
    expect(await next(c.specials.discipline)).toEqual(at(c.videos.short));
    const short = await start(cadre, c.videos.short);
    for (let p = 30; p < 90; p += 30) await after(30, cadre, short.sessionId, Math.min(p, 60));
    expect(await ok(cadre, C.specialDetail.path, { specialId: c.specials.discipline })).toMatchObject({
      status: 2,
      next: at(c.videos.long),
    });
  });
});
