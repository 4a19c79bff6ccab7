import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// A small catalogue for the lesson tests, independent of the demo seed.

export interface LessonFixture {
  tags: { theory: number; history: number; empty: number };
  lessons: { basics: number; elective: number };
  /** basics: a 100 s and a 60 s video; elective: one 90 s video */
  videos: { long: number; short: number; other: number };
}

export async function insertLessons(db: Kysely<Database>): Promise<LessonFixture> {
  const tag = async (name: string, sort: number) =>
    (await db.insertInto('lessonTag').values({ name, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const tags = { history: await tag('党史学习', 2), theory: await tag('党的基本理论', 1), empty: await tag('时事政治', 3) };
  const lesson = async (tagId: number, title: string, required: number, sort: number) =>
    (
      await db
        .insertInto('lesson')
        .values({
          tagId,
          title,
          teacher: '王教授',
          intro: `${title}的课程简介`,
          coverUrl: '/uploads/demo/lesson-1.svg',
          required,
          sort,
          createdAt: '2026-09-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const lessons = {
    basics: await lesson(tags.theory, '马克思主义基本原理', 1, 1),
    elective: await lesson(tags.theory, '中国特色社会主义理论', 0, 2),
  };
  await lesson(tags.history, '中国共产党简史', 1, 1);
  const video = async (lessonId: number, title: string, sort: number, duration: number) =>
    (
      await db
        .insertInto('lessonVideo')
        .values({ lessonId, title, sort, fileName: `demo/videos/v${sort}-0123456789.mp4`, duration })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const videos = {
    short: await video(lessons.basics, '第二讲 实践观点', 2, 60),
    long: await video(lessons.basics, '第一讲 唯物论', 1, 100),
    other: await video(lessons.elective, '第一讲 道路自信', 1, 90),
  };
  return { tags, lessons, videos };
}

/** Replaces the video rules (settings.video) for the tests that need other ones. */
export async function setVideoRules(db: Kysely<Database>, rules: object): Promise<void> {
  const value = JSON.stringify({ heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true, ...rules });
  await db.deleteFrom('setting').where('key', '=', 'video').execute();
  await db.insertInto('setting').values({ key: 'video', value, updatedAt: new Date().toISOString() }).execute();
}
