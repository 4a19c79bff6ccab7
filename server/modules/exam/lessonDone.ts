import type { Db } from '../../db/transaction';

// A lesson is completed when every one of its videos is (lesson/catalog.ts status 2): the rule
// that opens its exams.
export async function lessonCompleted(db: Db, userId: number, lessonId: number): Promise<boolean> {
  const row = await db
    .selectFrom('lessonVideo as v')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId))
    .select((eb) => [eb.fn.countAll<number>().as('videos'), eb.fn.sum<number>('p.completed').as('completed')])
    .where('v.lessonId', '=', lessonId)
    .executeTakeFirst();
  const videos = Number(row?.videos ?? 0);
  return videos > 0 && Number(row?.completed ?? 0) >= videos;
}
