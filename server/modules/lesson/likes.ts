import type { ZanState } from '../../../contract/lessonSocial';
import type { Db } from '../../db/transaction';
import { requireVideo } from './socialCommon';

// Likes on a video. The request names the wanted state (like or not), so a double click sends
// the same state twice and lands where one click would; the (user, video) key keeps one like.

async function stateOf(db: Db, userId: number, videoId: number): Promise<ZanState> {
  const { n } = await db
    .selectFrom('videoZan')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('videoId', '=', videoId)
    .executeTakeFirstOrThrow();
  const own = await db
    .selectFrom('videoZan')
    .select('userId')
    .where('videoId', '=', videoId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { liked: own !== undefined, count: Number(n) };
}

export async function zanInfo(db: Db, userId: number, videoId: number): Promise<ZanState> {
  await requireVideo(db, videoId);
  return stateOf(db, userId, videoId);
}

export async function setZan(db: Db, userId: number, body: { videoId: number; like: boolean }, now: Date): Promise<ZanState> {
  await requireVideo(db, body.videoId);
  if (body.like) {
    await db
      .insertInto('videoZan')
      .values({ userId, videoId: body.videoId, createdAt: now.toISOString() })
      .onConflict((oc) => oc.columns(['userId', 'videoId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('videoZan').where('userId', '=', userId).where('videoId', '=', body.videoId).execute();
  }
  return stateOf(db, userId, body.videoId);
}
