import { Type, type Static } from '@sinclair/typebox';
import { DateStr, Empty, Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';
import { TopicWork } from './topic';

// Homework across the learner's topics: the write-ups (心得体会, kept by the topic group too) and
// practice records (社会实践: date, place, what was done, up to 9 photos), and the feed where
// classmates share handed-in write-ups, like them and comment. The server holds every rule:
// who may see what, submitting once, likes once, how often one may comment.

export const HomeworkKind = Type.Union([Type.Literal('experience'), Type.Literal('practice')]);
export type HomeworkKind = Static<typeof HomeworkKind>;

/**
 * todo: not begun; draft: begun, not handed in; submitted; reviewed (the teacher commented);
 * returned: sent back with a reason (comment), to correct and hand in again
 */
export const HomeworkState = Type.Union([
  Type.Literal('todo'),
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('reviewed'),
  Type.Literal('returned'),
]);
export type HomeworkState = Static<typeof HomeworkState>;

export const HomeworkTab = Type.Union([Type.Literal('all'), Type.Literal('todo'), Type.Literal('submitted'), Type.Literal('reviewed')], {
  title: '分类',
});
export type HomeworkTab = Static<typeof HomeworkTab>;

export const HomeworkItem = Type.Object({
  kind: HomeworkKind,
  /** the topic for a write-up, the record for a practice */
  id: Type.Integer(),
  topicId: Type.Integer(),
  topicTitle: Type.String(),
  title: Type.String(),
  state: HomeworkState,
  deadline: Nullable(IsoTime),
  /** the deadline passed before it was handed in */
  overdue: Type.Boolean(),
  updatedAt: Nullable(IsoTime),
  submittedAt: Nullable(IsoTime),
  score: Nullable(Type.Integer()),
  comment: Type.String(),
});
export type HomeworkItem = Static<typeof HomeworkItem>;

export const HomeworkTabCount = Type.Object({ key: HomeworkTab, name: Type.String(), count: Type.Integer() });
export type HomeworkTabCount = Static<typeof HomeworkTabCount>;

export const Review = Type.Object({
  reviewer: Type.String(),
  comment: Type.String(),
  score: Nullable(Type.Integer()),
  reviewedAt: IsoTime,
});

export const MAX_PRACTICE_IMAGES = 9;

export const Practice = Type.Object({
  id: Type.Integer(),
  topicId: Type.Integer(),
  topicTitle: Type.String(),
  title: Type.String(),
  practiceDate: Type.String(),
  place: Type.String(),
  /** plain text, line breaks kept */
  content: Type.String(),
  images: Type.Array(Type.String()),
  /** returned: sent back by the reviewer (review.comment says why); editable and handed in again */
  state: Type.Union([Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('reviewed'), Type.Literal('returned')]),
  savedAt: IsoTime,
  submittedAt: Nullable(IsoTime),
  /** the verdict: a score with an approval, the reason of a return (score null) */
  review: Nullable(Review),
  editable: Type.Boolean(),
});
export type Practice = Static<typeof Practice>;

export const WorkStatus = Type.Object({
  todo: Type.Integer(),
  /** begun and not handed in: drafts, and records sent back to be corrected */
  drafts: Type.Integer(),
  submitted: Type.Integer(),
  reviewed: Type.Integer(),
  /** the nearest deadline of a write-up not handed in */
  next: Nullable(Type.Object({ topicId: Type.Integer(), topicTitle: Type.String(), title: Type.String(), deadline: IsoTime })),
});
export type WorkStatus = Static<typeof WorkStatus>;

export const SnsItem = Type.Object({
  id: Type.Integer(),
  topicId: Type.Integer(),
  topicTitle: Type.String(),
  authorName: Type.String(),
  title: Type.String(),
  /** the first lines of the write-up */
  excerpt: Type.String(),
  sharedAt: IsoTime,
  likeCount: Type.Integer(),
  commentCount: Type.Integer(),
  liked: Type.Boolean(),
  mine: Type.Boolean(),
});
export type SnsItem = Static<typeof SnsItem>;

export const SnsDetail = Type.Composite([SnsItem, Type.Object({ content: Type.String() })]);
export type SnsDetail = Static<typeof SnsDetail>;

export const SnsComment = Type.Object({
  id: Type.Integer(),
  snsId: Type.Integer(),
  authorName: Type.String(),
  content: Type.String(),
  createdAt: IsoTime,
  mine: Type.Boolean(),
});
export type SnsComment = Static<typeof SnsComment>;

export const LikeState = Type.Object({ liked: Type.Boolean(), count: Type.Integer() });

export const COMMENT_MAX = 300;

const TopicId = Id('专题');
const SnsId = Id('分享');
const Draft = {
  topicId: TopicId,
  content: Type.String({ title: '心得体会内容', maxLength: 20000 }),
  rev: Type.Integer({ title: '草稿版本', minimum: 1, maximum: 9007199254740991 }),
};

export const workSchemas = defineSchemas('work', {
  tabs: { summary: '我的作业各分类的数量（全部、待完成、已提交、已批阅）', body: Empty, data: Type.Array(HomeworkTabCount) },
  jobList: {
    summary: '我的作业：各专题的心得体会与社会实践记录（待完成的在前，截止早的在前）',
    body: Type.Object({ tab: Type.Optional(HomeworkTab), ...PageQuery }),
    data: Page(HomeworkItem),
  },
  indexWorkStatus: { summary: '首页的作业提醒：待完成、草稿、已提交、已批阅的数量与最近的截止时间', body: Empty, data: WorkStatus },
  experienceRecord: { summary: '我的心得体会（各专题）', body: Type.Object(PageQuery), data: Page(HomeworkItem) },
  experienceDetail: {
    summary: '某专题的心得体会要求与本人的草稿、提交、批阅情况',
    body: Type.Object({ topicId: TopicId }),
    data: TopicWork,
  },
  writeExperience: { summary: '保存心得体会草稿（rev 较旧的保存不生效）', body: Type.Object(Draft), data: TopicWork },
  experienceSubmit: { summary: '提交心得体会（截止前，一次，提交后不可修改）', body: Type.Object(Draft), data: TopicWork },
  practiceRecord: { summary: '我的社会实践记录（新的在前）', body: Type.Object(PageQuery), data: Page(HomeworkItem) },
  practiceDetail: { summary: '一条社会实践记录', body: Type.Object({ practiceId: Id('实践记录') }), data: Practice },
  writePractice: {
    summary: '新建或修改社会实践记录（不带 practiceId 为新建）；submit 为 true 时提交，提交后不可修改（被退回的可修改后再次提交）',
    body: Type.Object({
      practiceId: Type.Optional(Id('实践记录')),
      topicId: TopicId,
      title: Str('实践主题', 2, 50),
      practiceDate: DateStr('实践日期'),
      place: Str('实践地点', 2, 50),
      content: Str('实践内容', 1, 5000),
      images: Type.Array(Str('照片地址', 1, 300), { title: '照片', maxItems: MAX_PRACTICE_IMAGES }),
      submit: Type.Optional(Type.Boolean({ title: '提交' })),
    }),
    data: Practice,
  },
  snsList: {
    summary: '同学分享的心得体会（本人参加的专题，新的在前）',
    body: Type.Object({ topicId: Type.Optional(TopicId), ...PageQuery }),
    data: Page(SnsItem),
  },
  sendSns: { summary: '把本人已提交的心得体会分享给同专题的同学（每篇一次）', body: Type.Object({ topicId: TopicId }), data: SnsItem },
  brailleDetail: { summary: '一篇分享的心得体会全文', body: Type.Object({ snsId: SnsId }), data: SnsDetail },
  snsZan: {
    summary: '点赞或取消点赞（按所给状态，重复请求结果不变）',
    body: Type.Object({ snsId: SnsId, like: Type.Boolean({ title: '点赞' }) }),
    data: LikeState,
  },
  comments: { summary: '一篇分享的评论（新的在前）', body: Type.Object({ snsId: SnsId, ...PageQuery }), data: Page(SnsComment) },
  sendComment: {
    summary: '评论同学分享的心得体会（有频率限制）',
    body: Type.Object({ snsId: SnsId, content: Str('评论内容', 1, COMMENT_MAX) }),
    data: SnsComment,
  },
});
