import { Type, type Static } from '@sinclair/typebox';
import { DateStr, Empty, Id, Keyword, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';
import { lessonReadingSchemas } from './lessonReading';
import { LessonItem } from './lessonItem';
import { lessonStageSchemas } from './lessonStage';
import { lessonSocialSchemas } from './lessonSocial';
import { lessonStudySchemas } from './lessonStudy';

// In their own file so the stage schemas (lessonStage.ts) can build on them without an import cycle.
export { LessonItem, PlanKind, StudyStatus } from './lessonItem';

// Lessons, their videos and study time. Every time is in seconds (a number, fractions allowed);
// `credited` is always the learner's total credited seconds on that video (or lesson), as the
// server counted it from heartbeats (see docs/domain/study-time.md, "学习时长规则").

export const LessonTag = Type.Object({ id: Type.Integer(), name: Type.String(), lessonCount: Type.Integer() });
export type LessonTag = Static<typeof LessonTag>;

export const VideoItem = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  /** the chapter's title */
  title: Type.String(),
  sort: Type.Integer(),
  duration: Type.Number(),
  /** where the learner left off */
  position: Type.Number(),
  credited: Type.Number(),
  /** covered share of the video, 0..1 */
  coveredRatio: Type.Number(),
  completed: Type.Boolean(),
});
export type VideoItem = Static<typeof VideoItem>;

export const VideoDetail = Type.Composite([
  VideoItem,
  Type.Object({
    lessonTitle: Type.String(),
    /** a path on our server (/uploads/...), served with byte ranges */
    url: Type.String(),
  }),
]);
export type VideoDetail = Static<typeof VideoDetail>;

export const StudyDay = Type.Object({ date: DateStr('日期'), seconds: Type.Number() });
export type StudyDay = Static<typeof StudyDay>;

const SessionId = Str('学习会话', 32, 32, { pattern: '^[0-9a-f]{32}$' });
/** a player's position; the upper bound only keeps absurd numbers out of the arithmetic */
const Position = Type.Number({ title: '播放位置', minimum: 0, maximum: 86400 });

export const lessonSchemas = defineSchemas('lesson', {
  tags: { summary: '获取课程分类（含课程数）', body: Empty, data: Type.Array(LessonTag) },
  tagList: {
    summary: '分页查询分类下的课程（含本人学习进度，可按标题关键词搜索；不传分类时在全部分类中查询）',
    /** without tagId: the lessons of every tag (the library's search across all tags) */
    body: Type.Object({ ...PageQuery, tagId: Type.Optional(Id('课程分类')), keyword: Keyword }),
    data: Page(LessonItem),
  },
  info: { summary: '获取课程详情（含本人学习进度）', body: Type.Object({ lessonId: Id('课程') }), data: LessonItem },
  videos: { summary: '获取课程的视频列表（含本人进度）', body: Type.Object({ lessonId: Id('课程') }), data: Type.Array(VideoItem) },
  videoDetail: {
    summary: '获取视频详情：播放地址、时长、续播位置、已计学时、是否完成',
    body: Type.Object({ videoId: Id('视频') }),
    data: VideoDetail,
  },
  resourceStart: {
    summary: '开始学习一个视频：结束本人其他学习会话，返回会话号与续播位置',
    body: Type.Object({ videoId: Id('视频') }),
    data: Type.Object({ sessionId: Type.String(), position: Type.Number(), credited: Type.Number() }),
  },
  resourceTime: {
    summary: '学习心跳：上报播放位置，由服务器计算学时',
    body: Type.Object({ sessionId: SessionId, position: Position, playing: Type.Boolean({ title: '是否在播放' }) }),
    data: Type.Object({ credited: Type.Number(), position: Type.Number(), completed: Type.Boolean() }),
  },
  resourceComplete: {
    summary: '结束学习会话，返回服务器判定的完成结果',
    body: Type.Object({ sessionId: SessionId }),
    data: Type.Object({ completed: Type.Boolean(), coveredRatio: Type.Number() }),
  },
  studyTime: {
    summary: '本人已计学时：今日与累计（秒）',
    body: Empty,
    data: Type.Object({ today: Type.Number(), total: Type.Number() }),
  },
  ...lessonStageSchemas,
  myStudyTimes: { summary: '分页查询本人每日学时记录（新的在前）', body: Type.Object(PageQuery), data: Page(StudyDay) },
  ...lessonReadingSchemas,
  ...lessonSocialSchemas,
  ...lessonStudySchemas,
});
