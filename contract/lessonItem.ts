import { Type, type Static } from '@sinclair/typebox';

// A lesson as lists show it, with the learner's progress (lesson.ts and lessonStage.ts build on it).

/** 0 未开始, 1 学习中, 2 已完成 (every video completed) */
export const StudyStatus = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type StudyStatus = Static<typeof StudyStatus>;

export const PlanKind = Type.Union([Type.Literal('required'), Type.Literal('elective'), Type.Null()]);
export type PlanKind = Static<typeof PlanKind>;

export const LessonItem = Type.Object({
  id: Type.Integer(),
  tagId: Type.Integer(),
  tagName: Type.String(),
  title: Type.String(),
  teacher: Type.String(),
  intro: Type.String(),
  coverUrl: Type.String(),
  /** true 必修, false 选修 */
  required: Type.Boolean(),
  videoCount: Type.Integer(),
  /** all videos together */
  duration: Type.Number(),
  /** the learner's */
  credited: Type.Number(),
  completedVideos: Type.Integer(),
  status: StudyStatus,
  /**
   * what the lesson is in the learner's own stage plan: required, an elective they may pick, or
   * null (not in their plan). Given by lesson/tagList and lesson/info; elsewhere absent.
   */
  planKind: Type.Optional(PlanKind),
});
export type LessonItem = Static<typeof LessonItem>;
