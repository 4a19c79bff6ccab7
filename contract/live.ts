import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, Page, PageQuery } from './common';
import { defineSchemas } from './defineSchemas';

// Live lectures (直播课堂): scheduled by the party school on the school's own live platform; the
// platform lists them and opens the school's live page in a new window. An ended lecture may have
// a replay: a lesson video on this platform.

export const LIVE_STATES = ['live', 'upcoming', 'ended'] as const;
export const LiveState = Type.Union(
  LIVE_STATES.map((s) => Type.Literal(s)),
  { title: '直播状态' },
);
export type LiveState = Static<typeof LiveState>;

export const LiveAct = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  speaker: Type.String(),
  /** the speaker's post or title, e.g. 马克思主义学院教授 */
  speakerTitle: Type.String(),
  /** plain text */
  intro: Type.String(),
  organizer: Type.String(),
  startTime: IsoTime,
  endTime: IsoTime,
  /** by the server's clock */
  state: LiveState,
  /** the school's live page (opened in a new window) */
  liveUrl: Type.String(),
  /** ended lectures with a replay: the lesson video to open in the player */
  replay: Nullable(Type.Object({ videoId: Type.Integer(), lessonId: Type.Integer() })),
});
export type LiveAct = Static<typeof LiveAct>;

export const liveSchemas = defineSchemas('live', {
  liveActList: {
    summary: '直播课堂：正在直播的在前，其次是即将开始的（近的在前），最后是已结束的（新的在前）',
    body: Type.Object({ ...PageQuery, state: Type.Optional(LiveState) }),
    data: Type.Composite([Page(LiveAct), Type.Object({ serverTime: IsoTime })]),
  },
});
