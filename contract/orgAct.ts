import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';

// Party organisation life (三会一课, 主题党日) of the learner's branch and the committee above it,
// with attendance and leave requests, and the branch's votes. The server holds every rule: who
// sees which activity or vote, leave once and only before the start, one ballot per member inside
// the window, when results are published and that an anonymous vote never says who chose what.

export const ORG_ACT_CATEGORIES = ['支部党员大会', '支部委员会', '党小组会', '党课', '主题党日'] as const;
export const OrgActCategory = Type.Union(
  ORG_ACT_CATEGORIES.map((c) => Type.Literal(c)),
  { title: '活动类别' },
);
export type OrgActCategory = (typeof ORG_ACT_CATEGORIES)[number];

/** upcoming 未开始, ongoing 进行中, ended 已结束 (from the server's clock) */
export const OrgActState = Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')], { title: '活动状态' });
export type OrgActState = Static<typeof OrgActState>;

/** the organisation's record: 出席, 迟到 (checked in after the start), 请假, 缺席 */
export const Attendance = Type.Union([Type.Literal('present'), Type.Literal('late'), Type.Literal('leave'), Type.Literal('absent')]);
export type Attendance = Static<typeof Attendance>;

export const OrgLeaveState = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type OrgLeaveState = Static<typeof OrgLeaveState>;

export const OrgActItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: OrgActCategory,
  /** the branch or committee holding it */
  orgName: Type.String(),
  startTime: IsoTime,
  endTime: IsoTime,
  place: Type.String(),
  organizer: Type.String(),
  state: OrgActState,
  /** the caller's record; null before the end or when none was kept */
  attendance: Nullable(Attendance),
  /** the caller's leave request, null when none */
  leaveState: Nullable(OrgLeaveState),
  /** the caller may still ask for leave (before the start, no request yet) */
  canLeave: Type.Boolean(),
});
export type OrgActItem = Static<typeof OrgActItem>;

export const OrgLeave = Type.Object({
  reason: Type.String(),
  state: OrgLeaveState,
  /** the approver's remark, may be empty */
  comment: Type.String(),
  createdAt: IsoTime,
  reviewedAt: Nullable(IsoTime),
});
export type OrgLeave = Static<typeof OrgLeave>;

export const OrgActDetail = Type.Composite([
  OrgActItem,
  Type.Object({
    /** plain text, line breaks kept */
    agenda: Type.String(),
    leave: Nullable(OrgLeave),
  }),
]);
export type OrgActDetail = Static<typeof OrgActDetail>;

/** upcoming 未开始, open 进行中, ended 已结束 */
export const VoteState = Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('ended')]);
export type VoteState = Static<typeof VoteState>;

export const VoteMode = Type.Union([Type.Literal('single'), Type.Literal('multiple')]);
export type VoteMode = Static<typeof VoteMode>;

export const VoteSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** plain text */
  description: Type.String(),
  orgName: Type.String(),
  startTime: IsoTime,
  endTime: IsoTime,
  mode: VoteMode,
  /** 1 for a single choice */
  maxChoices: Type.Integer(),
  anonymous: Type.Boolean(),
  showResultsBeforeEnd: Type.Boolean(),
  /** identities that may vote; empty: every member of the branch */
  eligibleIdentities: Type.Array(Type.String()),
  state: VoteState,
  /** the caller may cast a ballot in this vote (by identity) */
  eligible: Type.Boolean(),
  voted: Type.Boolean(),
  /** getVoteResult answers now */
  resultsVisible: Type.Boolean(),
});
export type VoteSummary = Static<typeof VoteSummary>;

export const VoteOption = Type.Object({ id: Type.Integer(), name: Type.String(), intro: Type.String() });
export type VoteOption = Static<typeof VoteOption>;

export const VoteDetail = Type.Object({
  vote: VoteSummary,
  items: Type.Array(VoteOption),
  /** the caller's choices; empty for an anonymous vote (not kept with the voter) or before voting */
  myChoices: Type.Array(Type.Integer()),
});
export type VoteDetail = Static<typeof VoteDetail>;

export const VoteItemResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer(),
  /** who chose it: only for a vote that is not anonymous, after its end; otherwise null */
  voters: Nullable(Type.Array(Type.String())),
});
export type VoteItemResult = Static<typeof VoteItemResult>;

export const VoteResults = Type.Object({
  vote: VoteSummary,
  /** members who may vote, ballots cast */
  eligibleCount: Type.Integer(),
  ballotCount: Type.Integer(),
  items: Type.Array(VoteItemResult),
  /** the results are final (the vote has ended) */
  final: Type.Boolean(),
});
export type VoteResults = Static<typeof VoteResults>;

/** the check-in with a scanned meeting code (the console's meeting group makes the codes) */
export const CheckInResult = Type.Object({
  meetingId: Type.Integer(),
  checkedInAt: IsoTime,
  /** the rest is for the page that shows the result */
  title: Type.String(),
  category: OrgActCategory,
  orgName: Type.String(),
  startTime: IsoTime,
  /** present, or late when checked in after the start */
  state: Attendance,
});
export type CheckInResult = Static<typeof CheckInResult>;

export const LEAVE_REASON_MIN = 5;
export const LEAVE_REASON_MAX = 200;
const ActId = Id('活动');
const VoteId = Id('投票');

export const orgActSchemas = defineSchemas('orgAct', {
  actList: {
    summary: '本人所在党支部及上级党组织的组织生活（三会一课、主题党日），未结束的在前',
    body: Type.Object({ state: Type.Optional(OrgActState), ...PageQuery }),
    data: Page(OrgActItem),
  },
  actDetail: { summary: '一次组织生活的详情：议程、本人出席情况与请假申请', body: Type.Object({ actId: ActId }), data: OrgActDetail },
  actLeave: {
    summary: '活动开始前请假（每次活动一次，审批由组织进行）',
    body: Type.Object({ actId: ActId, reason: Str('请假事由', LEAVE_REASON_MIN, LEAVE_REASON_MAX) }),
    data: OrgActDetail,
  },
  voteList: {
    summary: '本人所在党支部的投票表决（进行中的在前），含本人是否已投票',
    body: Type.Object(PageQuery),
    data: Page(VoteSummary),
  },
  voteItemList: { summary: '一项投票的说明、候选项与本人的选择', body: Type.Object({ voteId: VoteId }), data: VoteDetail },
  voteResult: {
    summary: '投票（投票时间内、有投票资格、每人一次，提交后不能修改）',
    body: Type.Object({
      voteId: VoteId,
      itemIds: Type.Array(Id('候选项'), { title: '所选候选项', minItems: 1, maxItems: 50 }),
    }),
    data: VoteDetail,
  },
  checkIn: {
    summary: '扫描会议现场的二维码签到（在参会名单中、签到码未过期，每人一次）',
    body: Type.Object({ code: Str('签到码', 1, 100) }),
    data: CheckInResult,
  },
  getVoteResult: {
    summary: '投票结果：各候选项得票与参与率（结束后公布，或投票设置为结束前可见）',
    body: Type.Object({ voteId: VoteId }),
    data: VoteResults,
  },
});
