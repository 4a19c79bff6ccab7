import { Type, type Static } from '@sinclair/typebox';
import { VideoSetting } from './base';
import { Id } from './common';
import type { EndpointSchema } from './defineSchemas';

// lesson/resourceDetail: the learner's study record for one video and the rules the player
// must follow, for the study panel of the video page (earned today / this video / required).

const Seconds = Type.Number({ minimum: 0 });
/** ISO time, or null when the learner never played the video */
const Moment = Type.Union([Type.String(), Type.Null()]);

export const ResourceDetail = Type.Object({
  videoId: Type.Integer(),
  duration: Seconds,
  /** where the learner left off */
  position: Seconds,
  /** the learner's credited seconds on this video */
  credited: Seconds,
  /** covered share of the video, 0..1 */
  coveredRatio: Type.Number({ minimum: 0, maximum: 1 }),
  /** the parts credited so far: sorted, disjoint [from, to] pairs (seconds) */
  covered: Type.Array(Type.Tuple([Seconds, Seconds])),
  completed: Type.Boolean(),
  /** covered seconds this video needs to count as completed (completeRatio × duration) */
  requiredSeconds: Seconds,
  firstStudiedAt: Moment,
  lastStudiedAt: Moment,
  /**
   * the learner's credited seconds today (Beijing time) over all videos: credit is recorded per
   * learner and day, not per video and day (one more write per heartbeat would buy nothing the
   * panel needs)
   */
  today: Seconds,
  /** the rules the server applies to this video's heartbeats */
  rules: VideoSetting,
});
export type ResourceDetail = Static<typeof ResourceDetail>;

export const lessonStudySchemas = {
  resourceDetail: {
    summary: '本人某视频的学习记录（已计学时、覆盖区间、续播位置、是否完成、首末学习时间、今日学时）与播放规则',
    body: Type.Object({ videoId: Id('视频') }),
    data: ResourceDetail,
  },
} satisfies Record<string, EndpointSchema>;
