import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Keyword, Nullable, Page, PageQuery } from './common';
import { defineSchemas } from './defineSchemas';
import { ExamInfo } from './exam';
import { LessonItem } from './lessonItem';
import { TaskCard } from './task';

// Special training topics (专题培训): a party school's class for one cohort (e.g. 2026年秋季入党积极分子
// 培训班) with stages and their learning materials, required lessons, experts, notices, an exam
// and a write-up (心得体会). A learner sees the topics they are enrolled in; the server computes
// what they have done and what is missing to complete one.

/** by the topic's dates: not begun, under way, over */
export const TopicState = Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')]);
export type TopicState = Static<typeof TopicState>;

export const RequirementKey = Type.Union([
  Type.Literal('lessons'),
  Type.Literal('materials'),
  Type.Literal('exam'),
  Type.Literal('homework'),
]);
export type RequirementKey = Static<typeof RequirementKey>;

/** One line of the completion checklist: done of total, and in words what is still missing. */
export const Requirement = Type.Object({
  key: RequirementKey,
  label: Type.String(),
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  met: Type.Boolean(),
  /** '' when met; otherwise what to do, e.g. '还有 2 门必修课未学完' */
  missing: Type.String(),
});
export type Requirement = Static<typeof Requirement>;

export const StageRef = Type.Object({ id: Type.Integer(), title: Type.String() });

export const TopicCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  year: Type.Integer(),
  /** the training phase the class belongs to (入党积极分子培训 …), '' when none */
  phaseId: Nullable(Type.Integer()),
  phaseName: Type.String(),
  organizer: Type.String(),
  coverUrl: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  state: TopicState,
  /** the stage whose dates hold today; null before the first and after the last */
  currentStage: Nullable(StageRef),
  stageCount: Type.Integer(),
  /** requirements met of all requirements, 0-100 */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  completed: Type.Boolean(),
});
export type TopicCard = Static<typeof TopicCard>;

export const TopicStage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  intro: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  state: TopicState,
  materialCount: Type.Integer(),
  readCount: Type.Integer(),
});
export type TopicStage = Static<typeof TopicStage>;

export const Expert = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 教授、研究员 … with the unit */
  title: Type.String(),
  unit: Type.String(),
  photoUrl: Type.String(),
  /** one line for the card */
  summary: Type.String(),
});
export type Expert = Static<typeof Expert>;

export const ExpertDetail = Type.Composite([
  Expert,
  Type.Object({
    /** plain text, line breaks kept */
    intro: Type.String(),
    lessons: Type.Array(LessonItem),
  }),
]);
export type ExpertDetail = Static<typeof ExpertDetail>;

/** returned: the reviewer sent it back with a reason (review.comment); it is editable and handed in again */
export const WorkState = Type.Union([
  Type.Literal('none'),
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('reviewed'),
  Type.Literal('returned'),
]);
export type WorkState = Static<typeof WorkState>;

/** The topic's write-up (心得体会) and the learner's own. */
export const TopicWork = Type.Object({
  topicId: Type.Integer(),
  /** false: this topic asks for no write-up (the rest is then empty) */
  required: Type.Boolean(),
  title: Type.String(),
  /** what to write about, plain text */
  prompt: Type.String(),
  minChars: Type.Integer(),
  maxChars: Type.Integer(),
  /** after it nothing is handed in; null: no deadline */
  deadline: Nullable(IsoTime),
  state: WorkState,
  /** plain text as typed (rendered as text, line breaks kept) */
  content: Type.String(),
  /** characters counted the way the limits count them (code points, blanks left out) */
  charCount: Type.Integer(),
  /** the rev of the saved draft: a save with a lower rev changes nothing */
  rev: Type.Integer(),
  savedAt: Nullable(IsoTime),
  submittedAt: Nullable(IsoTime),
  /** the teacher's verdict once reviewed */
  review: Nullable(Type.Object({ reviewer: Type.String(), comment: Type.String(), score: Nullable(Type.Integer()), reviewedAt: IsoTime })),
  /** a draft may still be saved or submitted */
  editable: Type.Boolean(),
  /**
   * the handed-in write-up shared with the topic's classmates (心得交流, work/sendSns): the share's id
   * (work/brailleDetail's snsId) and when; null: not shared. Always sent by the server.
   */
  share: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), sharedAt: IsoTime }))),
  serverTime: IsoTime,
});
export type TopicWork = Static<typeof TopicWork>;

export const TopicDetail = Type.Composite([
  TopicCard,
  Type.Object({
    /** plain text, line breaks kept */
    intro: Type.String(),
    stages: Type.Array(TopicStage),
    requirements: Type.Array(Requirement),
    examId: Nullable(Type.Integer()),
    noticeCount: Type.Integer(),
    expertCount: Type.Integer(),
    workState: WorkState,
    /** the topic's tasks with the learner's state */
    tasks: Type.Array(TaskCard),
  }),
]);
export type TopicDetail = Static<typeof TopicDetail>;

export const MaterialKind = Type.Union([Type.Literal('article'), Type.Literal('file'), Type.Literal('video')]);
export type MaterialKind = Static<typeof MaterialKind>;

export const Material = Type.Object({
  id: Type.Integer(),
  topicId: Type.Integer(),
  stageId: Type.Integer(),
  stageTitle: Type.String(),
  kind: MaterialKind,
  title: Type.String(),
  summary: Type.String(),
  source: Type.String(),
  publishedAt: IsoTime,
  /** files: name, size in bytes, type (pdf, docx) */
  fileName: Type.String(),
  fileSize: Type.Integer(),
  fileType: Type.String(),
  /** videos: the lesson video the player opens */
  videoId: Nullable(Type.Integer()),
  lessonId: Nullable(Type.Integer()),
  /** article or file opened, video watched to the end */
  read: Type.Boolean(),
});
export type Material = Static<typeof Material>;

export const MaterialDetail = Type.Composite([
  Material,
  Type.Object({
    /** articles: plain text, paragraphs split by blank lines */
    body: Type.String(),
    /** files: where to download (under /training2/uploads/) */
    fileUrl: Type.String(),
  }),
]);
export type MaterialDetail = Static<typeof MaterialDetail>;

export const StageMaterials = Type.Object({
  topicId: Type.Integer(),
  topicTitle: Type.String(),
  stage: TopicStage,
  list: Type.Array(Material),
});
export type StageMaterials = Static<typeof StageMaterials>;

export const TopicNotice = Type.Object({
  id: Type.Integer(),
  topicId: Type.Integer(),
  title: Type.String(),
  publisher: Type.String(),
  publishedAt: IsoTime,
  pinned: Type.Boolean(),
  /** plain text, line breaks kept */
  body: Type.String(),
});
export type TopicNotice = Static<typeof TopicNotice>;

const TopicId = Id('专题');
const ByTopic = Type.Object({ topicId: TopicId });

export const topicSchemas = defineSchemas('topic', {
  list: {
    summary: '本人参加的全部专题培训（新的在前），可按年份与关键词查找',
    body: Type.Object({
      ...PageQuery,
      keyword: Keyword,
      year: Type.Optional(Type.Integer({ title: '年份', minimum: 2000, maximum: 2100 })),
    }),
    data: Page(TopicCard),
  },
  newTopicList: { summary: '本年度的专题培训', body: Empty, data: Type.Array(TopicCard) },
  topicLastYear: { summary: '往年参加的专题培训', body: Empty, data: Type.Array(TopicCard) },
  detail: { summary: '专题详情：简介、阶段安排与进度、结业要求的完成情况', body: ByTopic, data: TopicDetail },
  lessonSubList: { summary: '专题的必修课程及本人的学习进度', body: ByTopic, data: Type.Array(LessonItem) },
  learnNewsList: {
    summary: '专题的学习资料（新的在前），可只看某一阶段；带本人的阅读状态',
    body: Type.Object({ topicId: TopicId, stageId: Type.Optional(Id('阶段')), ...PageQuery }),
    data: Page(Material),
  },
  stageMaterials: { summary: '某一阶段的学习资料及阅读状态', body: Type.Object({ stageId: Id('阶段') }), data: StageMaterials },
  materialDetail: {
    summary: '打开一份学习资料（文章、文件）并记为已读',
    body: Type.Object({ materialId: Id('学习资料') }),
    data: MaterialDetail,
  },
  expertList: { summary: '专题的授课专家', body: ByTopic, data: Type.Array(Expert) },
  expertDetail: { summary: '专家简介及其主讲课程', body: Type.Object({ topicId: TopicId, expertId: Id('专家') }), data: ExpertDetail },
  noticeList: {
    summary: '专题公告（置顶的在前，新的在前）',
    body: Type.Object({ topicId: TopicId, ...PageQuery }),
    data: Page(TopicNotice),
  },
  noticeDetail: { summary: '一条专题公告', body: Type.Object({ topicId: TopicId, noticeId: Id('公告') }), data: TopicNotice },
  examInfo: { summary: '专题的结业考试及本人的考试情况；专题没有考试时为 null', body: ByTopic, data: Nullable(ExamInfo) },
  workDetail: { summary: '专题的心得体会要求及本人的草稿、提交与批阅情况', body: ByTopic, data: TopicWork },
  writeExperience: {
    summary: '保存心得体会草稿（rev 较旧的保存不生效）；submit 为 true 时在截止前提交，提交后不可再改',
    body: Type.Object({
      topicId: TopicId,
      content: Type.String({ title: '心得体会内容', maxLength: 20000 }),
      rev: Type.Integer({ title: '草稿版本', minimum: 1, maximum: 9007199254740991 }),
      submit: Type.Optional(Type.Boolean({ title: '提交' })),
    }),
    data: TopicWork,
  },
});
