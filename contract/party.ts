import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';

// 党务园地 of the learner: the discussion board (党务研讨, open to every learner and cadre of the
// platform: talk topics set by the organisation, posts with up to 9 photos, likes and comments)
// and the learner's party dues card (党费缴纳记录, from the branch's records; no payment here).
// The server holds every rule: who sees what, deleting one's own only, likes once, how often one
// may post, and the dues amount from the base and the rule.

export const SNS_TITLE_MAX = 50;
export const SNS_CONTENT_MAX = 2000;
export const PARTY_COMMENT_MAX = 300;
export const PARTY_IMAGES_MAX = 9;

export const PartyTalk = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  postCount: Type.Integer(),
});
export type PartyTalk = Static<typeof PartyTalk>;

export const PartySns = Type.Object({
  id: Type.Integer(),
  /** the talk topic (议题) the post answers, if any */
  talkId: Nullable(Type.Integer()),
  talkTitle: Type.String(),
  /** the author's name, never the account */
  authorName: Type.String(),
  /** the author's party branch */
  branchName: Type.String(),
  title: Type.String(),
  /** plain text as typed, line breaks kept */
  content: Type.String(),
  images: Type.Array(Type.String()),
  createdAt: IsoTime,
  likeCount: Type.Integer(),
  liked: Type.Boolean(),
  commentCount: Type.Integer(),
  mine: Type.Boolean(),
});
export type PartySns = Static<typeof PartySns>;

export const PartyComment = Type.Object({
  id: Type.Integer(),
  snsId: Type.Integer(),
  authorName: Type.String(),
  branchName: Type.String(),
  content: Type.String(),
  createdAt: IsoTime,
  mine: Type.Boolean(),
});
export type PartyComment = Static<typeof PartyComment>;

export const PartyLikeState = Type.Object({ liked: Type.Boolean(), count: Type.Integer() });

/** student: fixed amount a month; staff: a share of the monthly income after tax; retired: a share of the pension */
export const DuesCategory = Type.Union([Type.Literal('student'), Type.Literal('staff'), Type.Literal('retired')]);
export type DuesCategory = Static<typeof DuesCategory>;

export const DuesRecord = Type.Object({
  /** YYYY-MM */
  month: Type.String(),
  category: DuesCategory,
  /** the monthly base in 元 with two decimals ("8650.00"); null for a fixed amount */
  base: Nullable(Type.String()),
  /** "1.5%", or "定额" for a fixed amount */
  rate: Type.String(),
  /** 元 with two decimals, computed by the server from the base and the rule */
  amount: Type.String(),
  paid: Type.Boolean(),
  /** YYYY-MM-DD */
  paidDate: Nullable(Type.String()),
});
export type DuesRecord = Static<typeof DuesRecord>;

export const DuesRuleLine = Type.Object({ category: DuesCategory, text: Type.String() });
export type DuesRuleLine = Static<typeof DuesRuleLine>;

export const DuesCard = Type.Object({
  /** the learner is a probationary or full party member: only they pay dues */
  member: Type.Boolean(),
  partyStatusName: Type.String(),
  /** why there is nothing to show (non-member), else '' */
  note: Type.String(),
  year: Type.Integer(),
  /** years with records, newest first (always includes the year asked) */
  years: Type.Array(Type.Integer()),
  category: Nullable(DuesCategory),
  records: Type.Array(DuesRecord),
  totalDue: Type.String(),
  totalPaid: Type.String(),
  unpaidMonths: Type.Integer(),
  /** the rule in force, one line a band */
  rule: Type.Array(DuesRuleLine),
  basis: Type.String(),
});
export type DuesCard = Static<typeof DuesCard>;

const SnsId = Id('帖子');
const TalkId = Id('议题');

export const partySchemas = defineSchemas('party', {
  talkList: { summary: '党务研讨的议题（组织设定，附各议题的帖子数）', body: Empty, data: Type.Array(PartyTalk) },
  snsList: {
    summary: '党务研讨的帖子（全校学员与干部可见，可按议题筛选，新的在前）',
    body: Type.Object({ talkId: Type.Optional(TalkId), ...PageQuery }),
    data: Page(PartySns),
  },
  submitSns: {
    summary: '发表帖子（图片须为本人上传，有频率限制）',
    body: Type.Object({
      title: Str('标题', 1, SNS_TITLE_MAX),
      content: Str('正文', 1, SNS_CONTENT_MAX),
      talkId: Type.Optional(TalkId),
      images: Type.Optional(Type.Array(Str('图片地址', 1, 300), { title: '图片', maxItems: PARTY_IMAGES_MAX })),
    }),
    data: PartySns,
  },
  deleteSns: { summary: '删除本人的帖子（评论与点赞一并删除）', body: Type.Object({ snsId: SnsId }), data: Type.Null() },
  snsCommentList: { summary: '一个帖子的评论（新的在前）', body: Type.Object({ snsId: SnsId, ...PageQuery }), data: Page(PartyComment) },
  submitComment: {
    summary: '评论帖子（有频率限制）',
    body: Type.Object({ snsId: SnsId, content: Str('评论内容', 1, PARTY_COMMENT_MAX) }),
    data: PartyComment,
  },
  deleteComment: { summary: '删除本人的评论', body: Type.Object({ commentId: Id('评论') }), data: Type.Null() },
  snsZan: {
    summary: '点赞或取消点赞（按所给状态，重复请求结果不变）',
    body: Type.Object({ snsId: SnsId, like: Type.Boolean({ title: '点赞' }) }),
    data: PartyLikeState,
  },
  cardRecordDetail: {
    summary: '我的党费：某年各月的缴纳记录与合计（预备党员、正式党员）',
    body: Type.Object({ year: Type.Optional(Type.Integer({ title: '年份', minimum: 2000, maximum: 2100 })) }),
    data: DuesCard,
  },
});
