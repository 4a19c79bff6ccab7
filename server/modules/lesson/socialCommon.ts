import { fail } from '../../lib/errors';
import type { Db } from '../../db/transaction';

// What notes, discussions and likes check alike: the video or lesson exists, and the text is
// not blank once trimmed (the schema already bounds its length).

export const VIDEO_NOT_FOUND = '视频不存在或已下架';
export const LESSON_NOT_FOUND = '课程不存在或已下架';

/** The text as stored: trimmed; blank text is refused naming the field. */
export function cleanText(raw: string, field: string): string {
  const text = raw.trim();
  if (text === '') throw fail(`${field}不能为空`);
  return text;
}

export async function requireVideo(db: Db, videoId: number): Promise<{ id: number; lessonId: number; duration: number }> {
  const video = await db.selectFrom('lessonVideo').select(['id', 'lessonId', 'duration']).where('id', '=', videoId).executeTakeFirst();
  if (!video) throw fail(VIDEO_NOT_FOUND);
  return video;
}

export async function requireLesson(db: Db, lessonId: number): Promise<void> {
  const lesson = await db.selectFrom('lesson').select('id').where('id', '=', lessonId).executeTakeFirst();
  if (!lesson) throw fail(LESSON_NOT_FOUND);
}
