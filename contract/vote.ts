import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';
import { VoteMode, VoteState } from './orgAct';

// 投票表决 from the organiser's side (issue #43): a branch creates a vote (options, at most N
// choices, who may vote, the window, anonymous or not, results visible when), follows the turnout
// while it runs, sees the results after and exports them. Members vote on the learner's side
// (orgAct/voteResult). Who voted is not secret; what they chose is, for an anonymous vote always.

export const VOTE_TITLE_MAX = 60;
export const VOTE_DESCRIPTION_MAX = 2000;
export const VOTE_OPTIONS_MIN = 2;
export const VOTE_OPTIONS_MAX = 20;
export const VOTE_OPTION_NAME_MAX = 40;
export const VOTE_OPTION_INTRO_MAX = 200;
/** the longest window a vote may stay open (days) */
export const VOTE_MAX_DAYS = 30;
/** an anonymous vote with fewer people who may vote would show what each chose */
export const ANONYMOUS_ELIGIBLE_MIN = 3;

/** a time in the request: ISO 8601 with a zone, e.g. 2026-12-03T06:30:00.000Z or 2026-12-03T14:30:00+08:00 */
const TimeIn = (title: string) =>
  Type.String({ title, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$' });

export const VoteRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  startAt: IsoTime,
  endAt: IsoTime,
  mode: VoteMode,
  /** 1 for a single choice */
  maxChoices: Type.Integer(),
  anonymous: Type.Boolean(),
  showResultsBeforeEnd: Type.Boolean(),
  /** identity names that may vote; [] every member of the branch */
  eligibleIdentities: Type.Array(Type.String()),
  state: VoteState,
  /** members who may vote now, and those who voted and have since left or changed identity */
  eligibleCount: Type.Integer(),
  ballotCount: Type.Integer(),
  /** who created it in the console; '' for votes from before the console */
  createdBy: Type.String(),
});
export type VoteRow = Static<typeof VoteRow>;

export const VoteTurnoutRow = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  account: Type.String(),
  identity: Type.String(),
  voted: Type.Boolean(),
  /** when the ballot was cast; null when not */
  votedAt: Nullable(IsoTime),
});
export type VoteTurnoutRow = Static<typeof VoteTurnoutRow>;

export const VoteOptionResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer(),
  /** names of those who chose it: only after the end of a vote that is not anonymous, else null */
  voters: Nullable(Type.Array(Type.String())),
});
export type VoteOptionResult = Static<typeof VoteOptionResult>;

export const VoteConsoleDetail = Type.Composite([
  VoteRow,
  Type.Object({
    description: Type.String(),
    options: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), intro: Type.String() })),
    /** everyone who may vote, whether they did (never what they chose) */
    turnout: Type.Array(VoteTurnoutRow),
    /** counts per option: after the end, or while it runs when the vote shows results before the end; else null */
    results: Nullable(Type.Object({ final: Type.Boolean(), options: Type.Array(VoteOptionResult) })),
  }),
]);
export type VoteConsoleDetail = Static<typeof VoteConsoleDetail>;

const VoteId = Id('投票');

export const voteSchemas = defineSchemas('vote', {
  list: {
    summary: '本人管理范围内党支部的投票（进行中的在前），含投票人数与有投票资格的人数',
    body: Type.Object({ orgId: Type.Optional(Id('党组织')), state: Type.Optional(VoteState), ...PageQuery }),
    data: Page(VoteRow),
  },
  create: {
    summary: '发起一项投票；有投票资格的党员每人收到一条待办，投票或投票结束后完成',
    body: Type.Object({
      /** the branch holding it; default: the caller's branch (when they manage exactly one) */
      orgId: Type.Optional(Id('党支部')),
      title: Str('投票主题', 2, VOTE_TITLE_MAX),
      description: Type.Optional(Str('投票说明', 0, VOTE_DESCRIPTION_MAX)),
      startAt: TimeIn('开始时间'),
      endAt: TimeIn('结束时间'),
      mode: VoteMode,
      maxChoices: Type.Integer({ title: '最多可选项数', minimum: 1, maximum: VOTE_OPTIONS_MAX }),
      options: Type.Array(
        Type.Object({
          name: Str('候选项名称', 1, VOTE_OPTION_NAME_MAX),
          intro: Type.Optional(Str('候选项介绍', 0, VOTE_OPTION_INTRO_MAX)),
        }),
        { title: '候选项', minItems: VOTE_OPTIONS_MIN, maxItems: VOTE_OPTIONS_MAX },
      ),
      /** identity names that may vote; [] every member of the branch */
      eligibleIdentities: Type.Array(Str('有投票资格的身份', 1, 20), { title: '有投票资格的身份', maxItems: 20 }),
      anonymous: Type.Boolean({ title: '匿名投票' }),
      showResultsBeforeEnd: Type.Boolean({ title: '投票结束前公布结果' }),
    }),
    data: Type.Object({ voteId: Type.Integer() }),
  },
  detail: {
    summary: '一项投票的候选项、投票情况（谁已投票，不含所选）与结果（结束后，或设置为结束前可见时）',
    body: Type.Object({ voteId: VoteId }),
    data: VoteConsoleDetail,
  },
  close: {
    summary: '提前结束一项进行中或未开始的投票（记入操作日志）',
    body: Type.Object({ voteId: VoteId }),
    data: VoteConsoleDetail,
  },
});
