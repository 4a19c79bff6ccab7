import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { lessonSeeds } from './lessons-data';
import { demoDiscussions, demoLikes, demoNotes } from './social';

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const lessonId = async (i: number) =>
  (await t.db.selectFrom('lesson').select('id').where('title', '=', lessonSeeds[i].title).executeTakeFirstOrThrow()).id;

describe('demo notes, discussions and likes', () => {
  it('has notes inside their videos, by several learners on several lessons', async () => {
    const rows = await t.db
      .selectFrom('lessonNote as n')
      .innerJoin('lessonVideo as v', 'v.id', 'n.videoId')
      .select(['n.userId', 'n.position', 'v.duration', 'v.lessonId'])
      .execute();
    expect(rows).toHaveLength(demoNotes.length);
    for (const r of rows) expect(r.position).toBeLessThanOrEqual(r.duration);
    expect(new Set(rows.map((r) => r.userId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.lessonId)).size).toBeGreaterThanOrEqual(4);
  });

  it('shows 王浩然 his own notes and the discussions of a lesson newest first, over the last weeks', async () => {
    const token = await t.login('2022020201', 'Dangjian@2026');
    const lesson = await lessonId(0);
    const list = await call<Res<'lesson', 'discussionList'>>(
      t.app,
      endpoints.lesson.discussionList.path,
      { lessonId: lesson, pageNum: 1, pageSize: 10 },
      token,
    );
    expect(list.code).toBe(CODE_OK);
    expect(list.data.total).toBe(demoDiscussions.filter((d) => d.lesson === 0).length);
    expect(new Set(list.data.list.map((d) => d.authorName))).toEqual(new Set(['陈静', '张晓明', '王浩然', '孙雨桐']));
    const times = list.data.list.map((d) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const days = (Date.parse(times[0]) - Date.parse(times[times.length - 1])) / 86400_000;
    expect(days).toBeGreaterThan(7);

    const video = (
      await t.db
        .selectFrom('lessonVideo')
        .select('id')
        .where('lessonId', '=', await lessonId(1))
        .orderBy('sort')
        .executeTakeFirstOrThrow()
    ).id;
    const notes = await call<Res<'lesson', 'noteList'>>(t.app, endpoints.lesson.noteList.path, { videoId: video }, token);
    expect(notes.data.map((n) => n.position)).toEqual([8, 41.5]);
    const zan = await call<Res<'lesson', 'videoZanInfo'>>(t.app, endpoints.lesson.videoZanInfo.path, { videoId: video }, token);
    expect(zan.data).toEqual({ liked: true, count: demoLikes.filter(([, l, c]) => l === 1 && c === 0).length });
  });
});
