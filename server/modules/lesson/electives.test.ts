import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertPeople, insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// Stage courses: the plan of the learner's stage, electives with a cap, picks and drops.
// Each test uses its own learner in the planned stage, so picks do not leak between tests.

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let stageA: number;
let stageB: number;
/** offered to stage A as electives (with `f.lessons.elective`); `other` is offered to stage B only */
const extra = { e1: 0, e2: 0, e3: 0, e4: 0, other: 0, history: 0 };
let e1Video = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertStructure(t.db);
  await insertPeople(t.db, ids);
  stageA = ids.stages.a;
  stageB = ids.stages.b;
  f = await insertLessons(t.db);
  const lesson = async (tagId: number, title: string, sort: number) =>
    (
      await t.db
        .insertInto('lesson')
        .values({
          tagId,
          title,
          teacher: '李老师',
          intro: '简介',
          coverUrl: '/uploads/demo/lesson-2.svg',
          required: 0,
          sort,
          createdAt: '2026-09-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  extra.e1 = await lesson(f.tags.history, '延安精神', 5);
  extra.e2 = await lesson(f.tags.history, '长征精神', 6);
  extra.e3 = await lesson(f.tags.theory, '共产党宣言导读', 7);
  extra.e4 = await lesson(f.tags.theory, '实践论与矛盾论', 8);
  extra.other = await lesson(f.tags.theory, '党务工作实务', 9);
  extra.history = (await t.db.selectFrom('lesson').select('id').where('title', '=', '中国共产党简史').executeTakeFirstOrThrow()).id;
  e1Video = (
    await t.db
      .insertInto('lessonVideo')
      .values({ lessonId: extra.e1, title: '第一讲 宝塔山下', sort: 1, fileName: 'demo/videos/v1-0123456789.mp4', duration: 120 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const plan = (stageId: number, lessonId: number, kind: 'required' | 'elective', sort: number) => ({ stageId, lessonId, kind, sort });
  await t.db
    .insertInto('stageLesson')
    .values([
      plan(stageA, extra.history, 'required', 1),
      plan(stageA, f.lessons.basics, 'required', 2),
      plan(stageA, f.lessons.elective, 'elective', 1),
      plan(stageA, extra.e1, 'elective', 2),
      plan(stageA, extra.e2, 'elective', 3),
      plan(stageA, extra.e3, 'elective', 4),
      plan(stageA, extra.e4, 'elective', 5),
      plan(stageB, extra.other, 'elective', 1),
    ])
    .execute();
  await t.db.insertInto('stageElectiveCap').values({ stageId: stageA, maxCount: 3 }).execute();
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

let n = 0;
/** A fresh learner (in stage A unless told) and their token. */
async function learner(stageId: number | null = stageA): Promise<string> {
  n += 1;
  const account = `stage${String(n).padStart(3, '0')}`;
  await insertUser(t.db, { account, password: 'Stage@2026', stageId });
  return t.login(account, 'Stage@2026');
}

async function ok<N extends keyof typeof L>(token: string, name: N, body: object): Promise<Res<'lesson', N>> {
  const res = await call<Res<'lesson', N>>(t.app, L[name].path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
async function refused(token: string, name: keyof typeof L, body: object): Promise<string> {
  const res = await call(t.app, L[name].path, body, token);
  expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OPERATION_ERROR });
  return res.msg;
}
const pick = (token: string, lessonId: number, selected = true) =>
  call<Res<'lesson', 'selectVideo'>>(t.app, L.selectVideo.path, { lessonId, selected }, token);

/** Plays `seconds` of a video from the start, one heartbeat every 10 s. */
async function study(token: string, videoId: number, seconds: number) {
  const s = await ok(token, 'resourceStart', { videoId });
  for (let p = 10; p <= seconds; p += 10) {
    clock.advance(10);
    await ok(token, 'resourceTime', { sessionId: s.sessionId, position: p, playing: true });
  }
}

describe('the stage plan', () => {
  it("stageLesson lists the stage's required lessons in tag order, marked required whatever the catalogue says", async () => {
    const token = await learner();
    const data = await ok(token, 'stageLesson', {});
    expect(data.stage).toEqual({ id: stageA, name: '第一阶段', phaseName: expect.any(String) });
    expect(data.kind).toBe('required');
    expect(data.quota).toEqual({ selectedCount: 0, cap: 3 });
    expect(data.lessons.map((l) => [l.id, l.tagName, l.required, l.selected])).toEqual([
      [f.lessons.basics, '党的基本理论', true, false],
      [extra.history, '党史学习', true, false],
    ]);
  });

  it('stageLesson kind elective lists the offered electives with the picked ones marked', async () => {
    const token = await learner();
    expect((await pick(token, extra.e3)).code).toBe(CODE_OK);
    const data = await ok(token, 'stageLesson', { kind: 'elective' });
    expect(data.lessons.map((l) => l.id)).toEqual([f.lessons.elective, extra.e3, extra.e4, extra.e1, extra.e2]);
    expect(data.lessons.filter((l) => l.selected).map((l) => l.id)).toEqual([extra.e3]);
    expect(data.lessons.every((l) => !l.required)).toBe(true);
    expect(data.quota).toEqual({ selectedCount: 1, cap: 3 });
    expect(await refused(token, 'stageLesson', { kind: 'optional' })).toContain('课程类别');
  });

  it("a learner in no stage gets the catalogue's required lessons and its electives without a cap", async () => {
    const token = await learner(null);
    const required = await ok(token, 'stageLesson', {});
    expect(required.stage).toBeNull();
    expect(required.lessons.map((l) => l.id).sort()).toEqual([f.lessons.basics, extra.history].sort());
    const electives = await ok(token, 'stageLesson', { kind: 'elective' });
    expect(electives.quota.cap).toBeNull();
    for (const id of [extra.e1, extra.e2, extra.e3, extra.e4]) expect((await pick(token, id)).code).toBe(CODE_OK);
    expect((await ok(token, 'center', {})).electives).toEqual({ offered: 6, selectedCount: 4, cap: null });
  });
});

describe('picking and dropping electives', () => {
  it('refuses a lesson the stage does not offer, a required one and an unknown one, by name', async () => {
    const token = await learner();
    expect(await refused(token, 'selectVideo', { lessonId: extra.other, selected: true })).toBe('该课程不是本阶段开设的选修课，不能选课');
    expect(await refused(token, 'selectVideo', { lessonId: f.lessons.basics, selected: true })).toBe('该课程是本阶段的必修课，无需选课');
    expect(await refused(token, 'selectVideo', { lessonId: 99999, selected: true })).toBe('课程不存在或已下架');
    expect(await refused(token, 'selectVideo', { lessonId: extra.e1 })).toContain('是否选课');
  });

  it('holds the cap when five picks arrive at once: three succeed, two are told the cap', async () => {
    const token = await learner();
    const all = [f.lessons.elective, extra.e1, extra.e2, extra.e3, extra.e4];
    const answers = await Promise.all(all.map((id) => pick(token, id)));
    expect(answers.filter((a) => a.code === CODE_OK)).toHaveLength(3);
    const refusals = answers.filter((a) => a.code !== CODE_OK);
    expect(refusals.map((a) => [a.code, a.msg])).toEqual([
      [CODE_OPERATION_ERROR, '本阶段最多可选 3 门选修课，请先退选其他课程'],
      [CODE_OPERATION_ERROR, '本阶段最多可选 3 门选修课，请先退选其他课程'],
    ]);
    expect((await ok(token, 'stageLesson', { kind: 'elective' })).lessons.filter((l) => l.selected)).toHaveLength(3);
    expect((await ok(token, 'center', {})).electives).toEqual({ offered: 5, selectedCount: 3, cap: 3 });
  });

  it('a double pick is one pick, and a double drop one drop', async () => {
    const token = await learner();
    const twice = await Promise.all([pick(token, extra.e2), pick(token, extra.e2)]);
    expect(twice.map((a) => [a.code, a.data])).toEqual([
      [CODE_OK, { lessonId: extra.e2, selected: true, selectedCount: 1, cap: 3 }],
      [CODE_OK, { lessonId: extra.e2, selected: true, selectedCount: 1, cap: 3 }],
    ]);
    const dropped = await Promise.all([pick(token, extra.e2, false), pick(token, extra.e2, false)]);
    expect(dropped.map((a) => [a.code, a.data?.selected, a.data?.selectedCount])).toEqual([
      [CODE_OK, false, 0],
      [CODE_OK, false, 0],
    ]);
  });

  it('drops a pick not yet studied, so another fits under the cap; refuses to drop one with credited study', async () => {
    const token = await learner();
    for (const id of [extra.e1, extra.e2, extra.e3]) expect((await pick(token, id)).code).toBe(CODE_OK);
    expect((await pick(token, extra.e4)).msg).toBe('本阶段最多可选 3 门选修课，请先退选其他课程');
    expect((await ok(token, 'selectVideo', { lessonId: extra.e3, selected: false })).selected).toBe(false);
    expect((await ok(token, 'selectVideo', { lessonId: extra.e4, selected: true })).selectedCount).toBe(3);
    await study(token, e1Video, 20);
    expect(await refused(token, 'selectVideo', { lessonId: extra.e1, selected: false })).toBe('已开始学习的课程不能退选');
    expect((await ok(token, 'stageLesson', { kind: 'elective' })).lessons.find((l) => l.id === extra.e1)).toMatchObject({
      selected: true,
      status: 1,
    });
  });
});

describe('the landing and my lessons', () => {
  it('center groups the required lessons by tag with totals, and continue is the video played last', async () => {
    const token = await learner();
    const before = await ok(token, 'center', {});
    expect(before.continue).toBeNull();
    expect(before.groups.map((g) => [g.tagName, g.lessons.map((l) => l.id)])).toEqual([
      ['党的基本理论', [f.lessons.basics]],
      ['党史学习', [extra.history]],
    ]);
    expect(before.summary).toEqual({ requiredCount: 2, completedCount: 0, learningCount: 0, credited: 0, duration: 160 });

    await study(token, f.videos.short, 60);
    await study(token, f.videos.long, 30);
    const after = await ok(token, 'center', {});
    expect(after.summary).toMatchObject({ requiredCount: 2, completedCount: 0, learningCount: 1, credited: 90, duration: 160 });
    expect(after.continue).toEqual({
      videoId: f.videos.long,
      videoTitle: '第一讲 唯物论',
      lessonId: f.lessons.basics,
      lessonTitle: '马克思主义基本原理',
      tagId: f.tags.theory,
      position: 30,
      duration: 100,
      completed: false,
      updatedAt: expect.any(String),
      finishedTitle: null,
    });
    await study(token, f.videos.long, 100);
    expect((await ok(token, 'center', {})).summary).toMatchObject({ completedCount: 1, learningCount: 0, credited: 160 });
  });

  it('myLesson lists required, picked and started lessons, filtered by status and paged', async () => {
    const token = await learner();
    await ok(token, 'selectVideo', { lessonId: extra.e2, selected: true });
    await study(token, f.videos.short, 60);
    await study(token, f.videos.long, 100);
    // studied without being picked: a lesson the learner only started
    await study(token, f.videos.other, 20);
    const all = await ok(token, 'myLesson', { pageNum: 1, pageSize: 10 });
    expect(all.list.map((l) => [l.id, l.required, l.selected, l.status])).toEqual([
      [f.lessons.basics, true, false, 2],
      [extra.history, true, false, 0],
      [extra.e2, false, true, 0],
      [f.lessons.elective, false, false, 1],
    ]);
    expect(all.total).toBe(4);
    const ids = async (status: number) => (await ok(token, 'myLesson', { pageNum: 1, pageSize: 10, status })).list.map((l) => l.id);
    expect(await ids(0)).toEqual([extra.history, extra.e2]);
    expect(await ids(1)).toEqual([f.lessons.elective]);
    expect(await ids(2)).toEqual([f.lessons.basics]);
    expect(await ok(token, 'myLesson', { pageNum: 2, pageSize: 3 })).toMatchObject({
      total: 4,
      pageNum: 2,
      list: [{ id: f.lessons.elective }],
    });
    expect(await refused(token, 'myLesson', { pageNum: 1, pageSize: 10, status: 3 })).toContain('学习状态');
  });
});

describe('what a lesson is for the learner (planKind, the 必修/选修 badge)', () => {
  it("tagList and info say required or elective from the learner's stage plan, null outside it; without a plan, the lesson's own flag", async () => {
    const inA = await learner();
    const theory = await ok(inA, 'tagList', { tagId: f.tags.theory, pageNum: 1, pageSize: 20 });
    const kinds = Object.fromEntries(theory.list.map((l) => [l.id, l.planKind]));
    expect(kinds).toEqual({
      [f.lessons.basics]: 'required',
      [f.lessons.elective]: 'elective',
      [extra.e3]: 'elective',
      [extra.e4]: 'elective',
      // stage B's elective: not this learner's to pick
      [extra.other]: null,
    });
    expect((await ok(inA, 'info', { lessonId: extra.other })).planKind).toBeNull();
    expect((await ok(inA, 'info', { lessonId: extra.history })).planKind).toBe('required');

    const noStage = await learner(null);
    expect((await ok(noStage, 'info', { lessonId: f.lessons.basics })).planKind).toBe('required');
    expect((await ok(noStage, 'info', { lessonId: extra.other })).planKind).toBe('elective');
  });

  it('the stage lists say it too: a lesson only started, outside the plan, is neither (no 选修 badge in 我的课程)', async () => {
    const outside = (
      await t.db
        .insertInto('lessonVideo')
        .values({ lessonId: extra.other, title: '第一讲 党务概要', sort: 1, fileName: 'demo/videos/v2-0123456789.mp4', duration: 120 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const token = await learner();
    await ok(token, 'selectVideo', { lessonId: extra.e2, selected: true });
    await study(token, outside, 20);
    const mine = await ok(token, 'myLesson', { pageNum: 1, pageSize: 10 });
    expect(Object.fromEntries(mine.list.map((l) => [l.id, l.planKind]))).toEqual({
      [f.lessons.basics]: 'required',
      [extra.history]: 'required',
      [extra.e2]: 'elective',
      [extra.other]: null,
    });
    expect((await ok(token, 'stageLesson', { kind: 'elective' })).lessons.map((l) => l.planKind)).toEqual(Array(5).fill('elective'));
    expect((await ok(token, 'center', {})).groups.flatMap((g) => g.lessons.map((l) => l.planKind))).toEqual(['required', 'required']);
  });
});
