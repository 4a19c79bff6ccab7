import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoTime, Page, PageQuery, Str } from './common';
import type { EndpointSchema } from './defineSchemas';

// Notes, discussions and likes of the lesson group (spread into lessonSchemas). Texts are plain
// text: stored as typed (trimmed) and shown as text, never as HTML. Lengths count characters.

/** the longest note or discussion post, in characters */
export const SOCIAL_TEXT_MAX = 500;

export const Note = Type.Object({
  id: Type.Integer(),
  videoId: Type.Integer(),
  /** the playback time (seconds) the note was written at */
  position: Type.Number(),
  content: Type.String(),
  createdAt: IsoTime,
});
export type Note = Static<typeof Note>;

export const Discussion = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  content: Type.String(),
  /** the author's name as the platform shows it (never the account or phone) */
  authorName: Type.String(),
  createdAt: IsoTime,
  /** true on the caller's own posts */
  mine: Type.Boolean(),
});
export type Discussion = Static<typeof Discussion>;

export const ZanState = Type.Object({ liked: Type.Boolean(), count: Type.Integer({ minimum: 0 }) });
export type ZanState = Static<typeof ZanState>;

const NoteText = Str('笔记内容', 1, SOCIAL_TEXT_MAX);
const DiscussionText = Str('讨论内容', 1, SOCIAL_TEXT_MAX);
const NoteTime = Type.Number({ title: '笔记时间', minimum: 0, maximum: 86400 });

export const lessonSocialSchemas = {
  noteList: { summary: '本人在一个视频上的笔记（按视频时间排序）', body: Type.Object({ videoId: Id('视频') }), data: Type.Array(Note) },
  writeNote: {
    summary: '在当前播放时间写一条笔记（1-500 字）',
    body: Type.Object({ videoId: Id('视频'), position: NoteTime, content: NoteText }),
    data: Note,
  },
  deleteNote: { summary: '删除本人的一条笔记', body: Type.Object({ noteId: Id('笔记') }), data: Type.Null() },
  discussionList: {
    summary: '分页查询课程的讨论（新的在前）',
    body: Type.Object({ ...PageQuery, lessonId: Id('课程') }),
    data: Page(Discussion),
  },
  writeDiscussion: {
    summary: '在课程下发表讨论（1-500 字，纯文本；每人 10 秒 1 条、每小时 20 条）',
    body: Type.Object({ lessonId: Id('课程'), content: DiscussionText }),
    data: Discussion,
  },
  discussionCount: {
    summary: '课程的讨论条数',
    body: Type.Object({ lessonId: Id('课程') }),
    data: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
  },
  videoZan: {
    summary: '点赞或取消点赞一个视频（like 为目标状态，重复提交结果不变），返回点赞数',
    body: Type.Object({ videoId: Id('视频'), like: Type.Boolean({ title: '是否点赞' }) }),
    data: ZanState,
  },
  videoZanInfo: { summary: '视频的点赞数与本人是否已点赞', body: Type.Object({ videoId: Id('视频') }), data: ZanState },
} satisfies Record<string, EndpointSchema>;
