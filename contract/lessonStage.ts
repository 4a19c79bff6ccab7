import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Nullable, Page, PageQuery } from './common';
import type { EndpointSchema } from './defineSchemas';
import { LessonItem, StudyStatus } from './lessonItem';

// A learner's stage courses: what their training stage requires, the electives it offers (with
// an optional cap on how many one may pick), the picks, and the course-learning landing.
// `required` on these items is the stage's plan (必修 of the learner's stage), not the
// catalogue's default flag (see docs/domain/study-time.md, "阶段课程与选修").

export const StageLessonItem = Type.Composite([
  LessonItem,
  Type.Object({
    /** an elective the learner picked */
    selected: Type.Boolean(),
  }),
]);
export type StageLessonItem = Static<typeof StageLessonItem>;

export const StageInfo = Type.Object({ id: Type.Integer(), name: Type.String(), phaseName: Type.String() });
export type StageInfo = Static<typeof StageInfo>;

export const ElectiveQuota = Type.Object({
  /** electives the learner picked among those the stage offers */
  selectedCount: Type.Integer(),
  /** how many the stage allows; null: no cap */
  cap: Nullable(Type.Integer()),
});
export type ElectiveQuota = Static<typeof ElectiveQuota>;

export const LessonGroup = Type.Object({ tagId: Type.Integer(), tagName: Type.String(), lessons: Type.Array(StageLessonItem) });
export type LessonGroup = Static<typeof LessonGroup>;

/**
 * Where the learner goes on (继续学习): the last video they played (by its latest progress) while it
 * is unfinished, else the next chapter of its lesson (server/modules/lesson/continueVideo.ts);
 * `position` 0 means never played.
 */
export const ContinueVideo = Type.Object({
  videoId: Type.Integer(),
  videoTitle: Type.String(),
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  tagId: Type.Integer(),
  position: Type.Number(),
  duration: Type.Number(),
  completed: Type.Boolean(),
  updatedAt: IsoTime,
  /**
   * The title of the video played last when it was completed and this is another chapter (the
   * next one not completed, or the first once all are): the card says 已学完 it; null when this
   * is the video played last. Added later: always sent by this server, optional for older answers.
   */
  finishedTitle: Type.Optional(Nullable(Type.String())),
});
export type ContinueVideo = Static<typeof ContinueVideo>;

export const CourseCenter = Type.Object({
  /** null: the learner is in no training stage (the catalogue's 必修 apply) */
  stage: Nullable(StageInfo),
  /** the stage's required lessons by tag (tags in their order) */
  groups: Type.Array(LessonGroup),
  summary: Type.Object({
    requiredCount: Type.Integer(),
    completedCount: Type.Integer(),
    learningCount: Type.Integer(),
    /** seconds credited on the required lessons */
    credited: Type.Number(),
    /** seconds of all the required lessons' videos */
    duration: Type.Number(),
  }),
  electives: Type.Composite([ElectiveQuota, Type.Object({ offered: Type.Integer() })]),
  continue: Nullable(ContinueVideo),
});
export type CourseCenter = Static<typeof CourseCenter>;

export const LessonKind = Type.Union([Type.Literal('required'), Type.Literal('elective')], { title: '课程类别' });
export type LessonKind = Static<typeof LessonKind>;

export const StageLessons = Type.Object({
  stage: Nullable(StageInfo),
  kind: LessonKind,
  quota: ElectiveQuota,
  /** in tag order, then the lesson's order */
  lessons: Type.Array(StageLessonItem),
});
export type StageLessons = Static<typeof StageLessons>;

export const lessonStageSchemas = {
  center: { summary: '课程学习首页：本人阶段、按分类分组的必修课及进度汇总、选修情况、继续学习', body: Empty, data: CourseCenter },
  stageLesson: {
    summary: '本人培训阶段的课程：必修课（默认）或可选的选修课（含是否已选与选课上限）',
    body: Type.Object({ kind: Type.Optional(LessonKind) }),
    data: StageLessons,
  },
  selectVideo: {
    summary: '选修课选课或退选（selected 为目标状态，重复提交结果不变）',
    body: Type.Object({ lessonId: Id('课程'), selected: Type.Boolean({ title: '是否选课' }) }),
    data: Type.Composite([Type.Object({ lessonId: Type.Integer(), selected: Type.Boolean() }), ElectiveQuota]),
  },
  myLesson: {
    summary: '分页查询我的课程（本阶段必修、已选选修、已开始学习的课程），可按学习状态筛选',
    body: Type.Object({ ...PageQuery, status: Type.Optional(Type.Union(StudyStatus.anyOf, { title: '学习状态' })) }),
    data: Page(StageLessonItem),
  },
} satisfies Record<string, EndpointSchema>;
