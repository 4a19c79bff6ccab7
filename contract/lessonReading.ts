import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoTime, Nullable } from './common';
import type { EndpointSchema } from './defineSchemas';

// A lesson's outline, handouts and extended readings (spread into the lesson group's schemas).

/**
 * One line of a lesson's outline: its video chapters in order, then its extended readings in
 * order; `index` numbers the whole outline from 1.
 */
export const OutlineItem = Type.Object({
  kind: Type.Union([Type.Literal('video'), Type.Literal('reading')]),
  /** the video's or the reading's id */
  id: Type.Integer(),
  title: Type.String(),
  index: Type.Integer(),
  /** seconds; 0 for a reading */
  duration: Type.Number(),
});
export type OutlineItem = Static<typeof OutlineItem>;

/** A handout file of a lesson, downloaded from our server. */
export const Handout = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  title: Type.String(),
  /** the name the download is saved under, e.g. 党的基本理论学习讲义.pdf */
  fileName: Type.String(),
  /** bytes */
  size: Type.Integer(),
  /** the file type in lower case, e.g. pdf */
  type: Type.String(),
  /** a path on our server (/uploads/...) */
  url: Type.String(),
});
export type Handout = Static<typeof Handout>;

export const ReadingItem = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  title: Type.String(),
  source: Type.String(),
  author: Type.String(),
  summary: Type.String(),
  publishedAt: IsoTime,
});
export type ReadingItem = Static<typeof ReadingItem>;

const Neighbour = Nullable(Type.Object({ id: Type.Integer(), title: Type.String() }));

export const ReadingDetail = Type.Composite([
  ReadingItem,
  Type.Object({
    lessonTitle: Type.String(),
    tagId: Type.Integer(),
    /** sanitised HTML (contract/articleHtml.ts) */
    content: Type.String(),
    /** the neighbours within the lesson's reading list */
    prev: Neighbour,
    next: Neighbour,
  }),
]);
export type ReadingDetail = Static<typeof ReadingDetail>;

const LessonBody = Type.Object({ lessonId: Id('课程') });

export const lessonReadingSchemas = {
  subList: { summary: '获取课程大纲：视频章节在前、延伸阅读在后，按顺序编号', body: LessonBody, data: Type.Array(OutlineItem) },
  lecture: { summary: '获取课程讲义（文件名、大小、类型、下载地址）', body: LessonBody, data: Type.Array(Handout) },
  readList: { summary: '获取课程的延伸阅读列表', body: LessonBody, data: Type.Array(ReadingItem) },
  readDetail: {
    summary: '获取延伸阅读详情（正文已过滤，含本课程内的上一篇、下一篇；传课程时延伸阅读须属于该课程）',
    body: Type.Object({
      id: Id('延伸阅读'),
      /** the lesson the reading was opened from (the address); another lesson's reading is refused (10002) */
      lessonId: Type.Optional(Id('课程')),
    }),
    data: ReadingDetail,
  },
} satisfies Record<string, EndpointSchema>;
