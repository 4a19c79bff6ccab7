import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Page, PageQuery } from './common';
import { defineSchemas } from './defineSchemas';
import { LessonItem, lessonSchemas, StudyStatus, VideoDetail, VideoItem } from './lesson';
import { ReadingItem } from './lessonReading';

// The cadre area (appId 5): lessons whose tag belongs to the cadre audience, and specials (专题)
// made of stages of those lessons' videos. Only cadres may call this group (10002 otherwise);
// progress and credit follow the learners' rules (docs/domain/study-time.md, "干部专区").

/** A special with the cadre's progress over all its stage videos. */
export const CadreSpecial = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  intro: Type.String(),
  coverUrl: Type.String(),
  /** when the special runs, as text (e.g. 2026年9月—12月) */
  period: Type.String(),
  stageCount: Type.Integer(),
  videoCount: Type.Integer(),
  duration: Type.Number(),
  credited: Type.Number(),
  completedVideos: Type.Integer(),
  status: StudyStatus,
});
export type CadreSpecial = Static<typeof CadreSpecial>;

export const SpecialStage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sort: Type.Integer(),
  videoCount: Type.Integer(),
  completedVideos: Type.Integer(),
  /** the stage's videos in their order (added: the video page tells the special's chapters by them) */
  videoIds: Type.Array(Type.Integer()),
});
export type SpecialStage = Static<typeof SpecialStage>;

/** Where 开始学习/继续学习 on a special's page leads: a stage video and its lesson. */
export const SpecialNext = Type.Object({ videoId: Type.Integer(), lessonId: Type.Integer(), stageId: Type.Integer() });
export type SpecialNext = Static<typeof SpecialNext>;

export const SpecialDetail = Type.Composite([
  CadreSpecial,
  Type.Object({
    stages: Type.Array(SpecialStage),
    /**
     * The first stage video (stage order, then the order within the stage) the cadre has not
     * completed, or the first one when all are; null when the special has no video. Added later:
     * always sent by this server, optional for older answers.
     */
    next: Type.Optional(Nullable(SpecialNext)),
  }),
]);
export type SpecialDetail = Static<typeof SpecialDetail>;

/** A stage's video: the chapter with its lesson's title and teacher. */
export const StageVideo = Type.Composite([VideoItem, Type.Object({ lessonTitle: Type.String(), teacher: Type.String() })]);
export type StageVideo = Static<typeof StageVideo>;

export const cadreSchemas = defineSchemas('cadre', {
  lessonList: {
    summary: '干部：分页查询干部课程分类下的课程（含本人学习进度）',
    body: Type.Object({ ...PageQuery, tagId: Id('课程分类') }),
    data: Page(LessonItem),
  },
  lessonVideoResourceList: {
    summary: '干部：获取干部课程的视频列表（含本人进度）',
    body: Type.Object({ lessonId: Id('课程') }),
    data: Type.Array(VideoItem),
  },
  lessonVideoResourceDetail: {
    summary: '干部：获取干部课程视频详情：播放地址、时长、续播位置、已计学时、是否完成',
    body: Type.Object({ videoId: Id('视频') }),
    data: VideoDetail,
  },
  discussCount: {
    summary: '干部：干部课程的讨论条数',
    body: Type.Object({ lessonId: Id('课程') }),
    data: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
  },
  lessonReadList: {
    summary: '干部：干部课程的延伸阅读列表',
    body: Type.Object({ lessonId: Id('课程') }),
    data: Type.Array(ReadingItem),
  },
  setResourceTime: {
    summary: '干部：学习心跳（与学员相同的规则），会话由 lesson/resourceStart 开始',
    body: lessonSchemas.resourceTime.body,
    data: lessonSchemas.resourceTime.data,
  },
  specialList: { summary: '干部：分页查询干部专题（含本人进度）', body: Type.Object(PageQuery), data: Page(CadreSpecial) },
  specialDetail: {
    summary: '干部：获取专题详情及其学习阶段',
    body: Type.Object({ specialId: Id('专题') }),
    data: SpecialDetail,
  },
  stageVideos: {
    summary: '干部：获取专题某一阶段的视频（含本人进度）',
    body: Type.Object({ stageId: Id('专题阶段') }),
    data: Type.Array(StageVideo),
  },
});
