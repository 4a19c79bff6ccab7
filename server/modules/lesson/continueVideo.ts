import type { ContinueVideo } from '../../../contract/lessonStage';
import type { Db } from '../../db/transaction';

/**
 * The video the learner played last, by its progress row's updatedAt (every accepted heartbeat
 * writes it). On a tie (rows written together, e.g. imported records) an unfinished video wins.
 */
export async function lastVideo(db: Db, userId: number): Promise<ContinueVideo | null> {
  const row = await db.selectFrom('videoProgress as p')
    .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
    .innerJoin('lesson as l', 'l.id', 'v.lessonId')
    .select(['p.videoId', 'v.title as videoTitle', 'l.id as lessonId', 'l.title as lessonTitle', 'l.tagId', 'p.position', 'v.duration', 'p.completed', 'p.updatedAt'])
    .where('p.userId', '=', userId)
    .orderBy('p.updatedAt', 'desc')
    .orderBy('p.completed', 'asc')
    .orderBy('p.videoId', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, completed: row.completed === 1 } : null;
}
