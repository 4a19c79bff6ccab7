import type { ResourceDetail } from '../../../contract/lessonStudy';
import { fail } from '../../lib/errors';
import type { Db } from '../../db/transaction';
import { loadVideoSetting } from '../base/settings';
import { coveredLength, coveredRatioOf, parseCovered } from '../../../contract/intervals';
import { beijingDate } from '../../lib/beijingDate';

// lesson/resourceDetail: one video's study record for the learner, and the rules the player
// follows. Read only; first studied comes from the learner's sessions on the video, last studied
// from the progress row (its last heartbeat or start).

const round = (n: number): number => Math.round(n * 1000) / 1000;

export async function resourceDetail(db: Db, userId: number, videoId: number, now: Date): Promise<ResourceDetail> {
  const video = await db
    .selectFrom('lessonVideo as v')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId))
    .select(['v.id', 'v.duration', 'p.position', 'p.credited', 'p.covered', 'p.completed', 'p.lastAt'])
    .where('v.id', '=', videoId)
    .executeTakeFirst();
  if (!video) throw fail('视频不存在或已下架');
  const sessions = await db
    .selectFrom('studySession')
    .select((eb) => eb.fn.min('startedAt').as('first'))
    .where('userId', '=', userId)
    .where('videoId', '=', videoId)
    .executeTakeFirstOrThrow();
  const day = await db
    .selectFrom('studyDay')
    .select('seconds')
    .where('userId', '=', userId)
    .where('date', '=', beijingDate(now))
    .executeTakeFirst();
  const rules = await loadVideoSetting(db);
  const covered = parseCovered(video.covered ?? '[]');
  const coveredRatio = coveredRatioOf(coveredLength(covered), video.duration);
  return {
    videoId: video.id,
    duration: video.duration,
    position: video.position ?? 0,
    credited: round(video.credited ?? 0),
    coveredRatio,
    covered,
    completed: video.completed === 1,
    requiredSeconds: round(video.duration * rules.completeRatio),
    firstStudiedAt: sessions.first ?? null,
    // the progress row keeps the last accepted heartbeat (or start) of the learner's sessions on it
    lastStudiedAt: sessions.first ? video.lastAt || sessions.first : null,
    today: round(day?.seconds ?? 0),
    rules: { ...rules },
  };
}
