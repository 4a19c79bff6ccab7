import type { Note } from '../../../contract/lessonSocial';
import { fail } from '../../lib/errors';
import type { Db } from '../../db/transaction';
import { cleanText, requireVideo } from './socialCommon';

// A learner's notes on a video: written at a playback time, read and deleted only by their author.

export const NOTE_NOT_FOUND = '笔记不存在或已删除';
export const NOT_YOUR_NOTE = '只能删除自己的笔记';
export const NOTE_TIME_BEYOND = '笔记时间超出视频时长';

const noteColumns = ['id', 'videoId', 'position', 'content', 'createdAt'] as const;

export async function listNotes(db: Db, userId: number, videoId: number): Promise<Note[]> {
  await requireVideo(db, videoId);
  return db
    .selectFrom('lessonNote')
    .select(noteColumns)
    .where('userId', '=', userId)
    .where('videoId', '=', videoId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function writeNote(
  db: Db,
  userId: number,
  body: { videoId: number; position: number; content: string },
  now: Date,
): Promise<Note> {
  const content = cleanText(body.content, '笔记内容');
  const video = await requireVideo(db, body.videoId);
  if (body.position > video.duration) throw fail(NOTE_TIME_BEYOND);
  const position = Math.round(body.position * 1000) / 1000;
  return db
    .insertInto('lessonNote')
    .values({ userId, videoId: video.id, position, content, createdAt: now.toISOString() })
    .returning(noteColumns)
    .executeTakeFirstOrThrow();
}

/** Deletes the caller's own note; another learner's note stays as it was and the refusal says why. */
export async function deleteNote(db: Db, userId: number, noteId: number): Promise<null> {
  const note = await db.selectFrom('lessonNote').select(['id', 'userId']).where('id', '=', noteId).executeTakeFirst();
  if (!note) throw fail(NOTE_NOT_FOUND);
  if (note.userId !== userId) throw fail(NOT_YOUR_NOTE);
  await db.deleteFrom('lessonNote').where('id', '=', noteId).where('userId', '=', userId).execute();
  return null;
}
