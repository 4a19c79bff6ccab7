import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Nullable, Page, PageQuery } from './common';
import { defineSchemas } from './defineSchemas';

/** The party-index header card: who the learner is in their organisation. */
export const PartyUserInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatarUrl: Type.String(),
  orgName: Type.String(),
  identityName: Type.String(),
  partyStatus: Type.String(),
  partyStatusText: Type.String(),
  joinPartyDate: Nullable(Type.String()),
  phaseName: Type.String(),
  stageName: Type.String(),
});
export type PartyUserInfo = Static<typeof PartyUserInfo>;

// Party activities (党委活动: held by the learner's college committee or the school committee),
// visits to party education bases (教育基地) with the learner's participation, and the learner's
// make-up records (补学记录) for organisation life they missed or took leave from. The server
// decides what each learner sees; every other id answers as if it did not exist.

/** party 党委活动, base 教育基地参观 */
export const PartyActKind = Type.Union([Type.Literal('party'), Type.Literal('base')]);
export type PartyActKind = Static<typeof PartyActKind>;

/** upcoming 未开始, ongoing 进行中, ended 已结束 (from the server's clock) */
export const PartyActState = Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')], { title: '活动状态' });
export type PartyActState = Static<typeof PartyActState>;

/** the organiser's record: enrolled 已报名, attended 已参加, absent 未参加 */
export const PartyParticipation = Type.Union([Type.Literal('enrolled'), Type.Literal('attended'), Type.Literal('absent')]);
export type PartyParticipation = Static<typeof PartyParticipation>;

export const PartyActItem = Type.Object({
  id: Type.Integer(),
  kind: PartyActKind,
  title: Type.String(),
  /** 专题党课, 主题报告会, 党史知识竞赛, 红色观影, 参观学习 ... */
  category: Type.String(),
  /** the committee holding it */
  orgName: Type.String(),
  /** school: the school committee; college: the learner's college committee */
  level: Type.Union([Type.Literal('school'), Type.Literal('college')]),
  startTime: IsoTime,
  endTime: IsoTime,
  place: Type.String(),
  organizer: Type.String(),
  /** 0: no limit */
  capacity: Type.Integer(),
  participantCount: Type.Integer(),
  /** education bases only, otherwise empty */
  baseName: Type.String(),
  baseAddress: Type.String(),
  state: PartyActState,
  /** the caller's record, null when none */
  participation: Nullable(PartyParticipation),
});
export type PartyActItem = Static<typeof PartyActItem>;

export const PartyActRecord = Type.Object({
  status: PartyParticipation,
  /** when the caller signed in on site, null when not */
  checkInAt: Nullable(IsoTime),
  /** the organiser's remark (e.g. 获竞赛二等奖), may be empty */
  remark: Type.String(),
});
export type PartyActRecord = Static<typeof PartyActRecord>;

export const PartyActDetail = Type.Composite([
  PartyActItem,
  Type.Object({
    /** plain text, line breaks kept */
    intro: Type.String(),
    agenda: Type.String(),
    record: Nullable(PartyActRecord),
  }),
]);
export type PartyActDetail = Static<typeof PartyActDetail>;

/** pending 待补学, done 已补学 (submitted, waiting for the branch), confirmed 已确认 */
export const MendState = Type.Union([Type.Literal('pending'), Type.Literal('done'), Type.Literal('confirmed')], { title: '补学状态' });
export type MendState = Static<typeof MendState>;

export const MendItem = Type.Object({
  id: Type.Integer(),
  actId: Type.Integer(),
  actTitle: Type.String(),
  actCategory: Type.String(),
  /** the branch or committee that held the activity */
  orgName: Type.String(),
  actStartTime: IsoTime,
  /** why a make-up is needed: absent 缺席, leave 请假 */
  reason: Type.Union([Type.Literal('absent'), Type.Literal('leave')]),
  /** plain text: what to do, e.g. 观看会议录像并提交学习笔记 */
  requirement: Type.String(),
  /** what the branch recorded of the meeting to study from: minutes (plain text), a recording's link, photos */
  minutes: Type.String(),
  recordingUrl: Type.String(),
  photos: Type.Array(Type.String()),
  deadline: IsoTime,
  state: MendState,
  /**
   * pending again because the branch sent the report back (confirmComment says why, confirmedBy
   * and confirmedAt who and when): to be redone and reported again, the deadline notwithstanding
   */
  returned: Type.Boolean(),
  /** still pending after the deadline (not when returned) */
  overdue: Type.Boolean(),
  /** mendSubmit answers now (pending, before the deadline or returned) */
  canSubmit: Type.Boolean(),
  /** the learner's note, empty before submitting */
  note: Type.String(),
  submittedAt: Nullable(IsoTime),
  /** the branch's confirmation, or its return: who, remark or reason, when (empty/null before) */
  confirmedBy: Type.String(),
  confirmComment: Type.String(),
  confirmedAt: Nullable(IsoTime),
});
export type MendItem = Static<typeof MendItem>;

export const MendCounts = Type.Object({ pending: Type.Integer(), done: Type.Integer(), confirmed: Type.Integer() });
export type MendCounts = Static<typeof MendCounts>;

/** a 补学 note's length in characters as countChars (contract/charCount.ts) counts them: blanks and line breaks left out */
export const MEND_NOTE_MIN = 10;
export const MEND_NOTE_MAX = 3000;
/** the raw text's bound for the schema (blanks included): the service checks the counted length */
const MEND_NOTE_RAW_MAX = MEND_NOTE_MAX * 4;
const PartyActId = Id('活动');
const PartyActListBody = Type.Object({ state: Type.Optional(PartyActState), ...PageQuery });

export const partyIndexSchemas = defineSchemas('partyIndex', {
  userInfo: { summary: '获取党建首页的用户信息卡片', body: Empty, data: PartyUserInfo },
  partyActList: {
    summary: '本人所在学院党委与校党委组织的党委活动（专题党课、主题报告会等），未结束的在前，含本人参与情况',
    body: PartyActListBody,
    data: Page(PartyActItem),
  },
  baseActList: {
    summary: '本人所在学院党委与校党委组织的党性教育基地参观活动，未结束的在前，含本人参与情况',
    body: PartyActListBody,
    data: Page(PartyActItem),
  },
  partyActDetail: {
    summary: '一项党委活动或教育基地活动的详情：简介、议程与本人参与记录',
    body: Type.Object({ actId: PartyActId }),
    data: PartyActDetail,
  },
  userActivityMendDetail: {
    summary: '本人的组织生活补学记录（缺席或请假的活动），待补学的在前，含各状态数量',
    body: Type.Object({ state: Type.Optional(MendState), ...PageQuery }),
    data: Type.Composite([Page(MendItem), Type.Object({ counts: MendCounts })]),
  },
  mendSubmit: {
    summary: `提交补学情况（${MEND_NOTE_MIN}–${MEND_NOTE_MAX} 字，不计空白；仅待补学且在截止时间前，每条一次；被党支部退回的可重新提交）`,
    body: Type.Object({ mendId: Id('补学记录'), note: Type.String({ title: '补学情况', maxLength: MEND_NOTE_RAW_MAX }) }),
    data: MendItem,
  },
});
