import { Type, type Static } from '@sinclair/typebox';
import { Empty } from './common';
import { defineSchemas } from './defineSchemas';
import { StudyDay } from './lesson';

// selfStudy: the learner's own study summary. Days are Beijing time (UTC+8); a week starts on
// Monday. Seconds are the server's credited seconds (docs/domain/study-time.md, "学习时长规则").

const Seconds = Type.Number({ minimum: 0 });

export const StudyInfo = Type.Object({
  today: Seconds,
  week: Seconds,
  month: Seconds,
  /** all time: the sum of the learner's videos */
  total: Seconds,
  /** days with any credited time */
  days: Type.Integer({ minimum: 0 }),
  videosCompleted: Type.Integer({ minimum: 0 }),
  /** lessons whose every video is completed */
  lessonsCompleted: Type.Integer({ minimum: 0 }),
  /** the last 7 days, oldest first, today last; days without study are 0 */
  lastDays: Type.Array(StudyDay),
});
export type StudyInfo = Static<typeof StudyInfo>;

export const selfStudySchemas = defineSchemas('selfStudy', {
  studyInfo: {
    summary: '本人学习概况：今日、本周、本月与累计学时，学习天数，完成的视频与课程，近 7 日每日学时',
    body: Empty,
    data: StudyInfo,
  },
});
