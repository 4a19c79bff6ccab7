import { Type, type Static } from '@sinclair/typebox';
import { Empty } from './common';
import type { EndpointSchema } from './defineSchemas';
import { StudyDay } from './lesson';

// The user group's learning statistics (学习统计): the caller's credited seconds per Beijing day
// and per ISO week (Monday to Sunday), and split by required/elective lessons and by lesson tag.
// Seconds are the server's credited seconds (docs/domain/study-time.md, "学习时长规则").

const Seconds = Type.Number({ minimum: 0 });
const Count = Type.Integer({ minimum: 0 });

export const StudyWeek = Type.Object({
  /** e.g. 2026年第47周 (ISO week-numbering year and week) */
  label: Type.String(),
  /** Monday, YYYY-MM-DD */
  start: Type.String(),
  /** Sunday, YYYY-MM-DD */
  end: Type.String(),
  /** credited seconds on the days of this week that fall in the requested range */
  seconds: Seconds,
});
export type StudyWeek = Static<typeof StudyWeek>;

export const StudyTime = Type.Object({
  /** the last `days` Beijing days, oldest first, today last; days without study are 0 */
  days: Type.Array(StudyDay),
  /** the ISO weeks those days fall in, oldest first */
  weeks: Type.Array(StudyWeek),
  /** sum of `days` */
  total: Seconds,
});
export type StudyTime = Static<typeof StudyTime>;

export const TagStudy = Type.Object({
  tagId: Type.Integer(),
  tagName: Type.String(),
  /** lessons of the tag (with at least one video) */
  lessons: Count,
  /** of those, lessons whose every video the caller completed */
  completed: Count,
  seconds: Seconds,
});
export type TagStudy = Static<typeof TagStudy>;

export const UserStudyInfo = Type.Object({
  /** all credited seconds (the sum of the caller's videos) */
  total: Seconds,
  /** credited seconds on lessons the caller's plan requires */
  required: Seconds,
  /** credited seconds on all other lessons */
  elective: Seconds,
  requiredLessons: Count,
  requiredCompleted: Count,
  /** per lesson tag the caller may study, in tag order */
  tags: Type.Array(TagStudy),
});
export type UserStudyInfo = Static<typeof UserStudyInfo>;

export const userStatsSchemas = {
  studyTime: {
    summary: '本人近 N 天（默认 30，7～90）每日学时与按周（周一至周日）汇总',
    body: Type.Object({ days: Type.Optional(Type.Integer({ title: '统计天数', minimum: 7, maximum: 90, default: 30 })) }),
    data: StudyTime,
  },
  studyInfo: {
    summary: '本人学时按必修/选修与按课程分类的分布及完成情况',
    body: Empty,
    data: UserStudyInfo,
  },
} satisfies Record<string, EndpointSchema>;
