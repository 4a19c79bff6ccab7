import type { ContinueVideo } from '../../../contract/lessonStage';
import type { Db } from '../../db/transaction';

/**
 * Where 继续学习 goes: the video the learner played last, by its progress row's updatedAt (every
 * accepted heartbeat writes it; on a tie, e.g. rows written together by an import, an unfinished
 * video wins). Once that video is completed, the lesson's first chapter not completed instead,
 * or its first chapter when every one is: the rule of the lesson page's 继续学习, so the home
 * card, the course-learning card and the lesson page agree (the lesson page follows this answer
 * when it concerns its lesson). `updatedAt` stays the time the learner last studied, and
 * `finishedTitle` names the completed video played last when the answer is another chapter
 * (the card reads 已学完 X，接着学 Y rather than a position never reached).
 */
export async function lastVideo(db: Db, userId: number): Promise<ContinueVideo | null> {
  const row = await db
    .selectFrom('videoProgress as p')
    .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
    .innerJoin('lesson as l', 'l.id', 'v.lessonId')
    .select([
      'p.videoId',
      'v.title as videoTitle',
      'l.id as lessonId',
      'l.title as lessonTitle',
      'l.tagId',
      'p.position',
      'v.duration',
      'p.completed',
      'p.updatedAt',
    ])
    .where('p.userId', '=', userId)
    .orderBy('p.updatedAt', 'desc')
    .orderBy('p.completed', 'asc')
    .orderBy('p.videoId', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  if (row.completed !== 1) return { ...row, completed: false, finishedTitle: null };
  // the lesson's chapters in their order, as lesson/videos lists them
  const chapters = await db
    .selectFrom('lessonVideo as v')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId))
    .select(['v.id', 'v.title', 'v.duration', 'p.position', 'p.completed'])
    .where('v.lessonId', '=', row.lessonId)
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
  const next = chapters.find((c) => c.completed !== 1) ?? chapters[0];
  if (!next || next.id === row.videoId) return { ...row, completed: true, finishedTitle: null };
  return {
    ...row,
    finishedTitle: row.videoTitle,
    videoId: next.id,
    videoTitle: next.title,
    position: next.position ?? 0,
    duration: next.duration,
    completed: next.completed === 1,
  };
}
