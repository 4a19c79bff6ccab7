import { Type, type Static } from '@sinclair/typebox';
import { Empty, Nullable } from './common';
import type { EndpointSchema } from './defineSchemas';

// The caller's ranking (`user/ranking`) and score report (`user/stageReport`) for their current
// training stage. Study time here is 本期学时: the seconds credited while the learner was in the
// stage, kept in a per-learner-per-stage summary row grown in the heartbeat's transaction.

const Seconds = Type.Number({ minimum: 0 });
const Count = Type.Integer({ minimum: 0 });

export const RankingLevel = Type.Union([Type.Literal('branch'), Type.Literal('college'), Type.Literal('school')], {
  title: '排名范围',
  description: 'branch 本支部，college 本学院（党委/党总支），school 全校',
});
export type RankingLevel = Static<typeof RankingLevel>;

export const RankingStage = Type.Object({ id: Type.Integer(), name: Type.String(), phaseName: Type.String() });

export const RankingEntry = Type.Object({
  /** competition ranking: equal figures share a rank, the next rank skips (1, 2, 2, 4) */
  rank: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  /** the learner's 党支部 */
  branch: Type.String(),
  seconds: Seconds,
  /** this entry is the caller */
  me: Type.Boolean(),
});
export type RankingEntry = Static<typeof RankingEntry>;

export const Ranking = Type.Object({
  /** null: the caller is in no stage, so there is nothing to rank */
  stage: Nullable(RankingStage),
  level: RankingLevel,
  /** the branch, college or school ranked within ('' without a stage) */
  scopeName: Type.String(),
  /** learners of the stage in the scope with credited study time */
  total: Count,
  /** the first 50, best first; equal figures in account order */
  list: Type.Array(RankingEntry),
  /** the caller's place; null when the caller has no credited time in the stage yet */
  mine: Nullable(Type.Object({ rank: Type.Integer({ minimum: 1 }), seconds: Seconds })),
});
export type Ranking = Static<typeof Ranking>;

export const ReportStage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phaseName: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
});

export const ReportLesson = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** the length of its videos, seconds */
  duration: Seconds,
  /** the caller's credited seconds on it */
  credited: Seconds,
  completed: Type.Boolean(),
});

export const ReportExam = Type.Object({
  examId: Type.Integer(),
  title: Type.String(),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  /** best graded score; null when never handed in */
  best: Nullable(Type.Number()),
  passed: Type.Boolean(),
  /** handed-in attempts */
  attempts: Count,
});
export type ReportExam = Static<typeof ReportExam>;

export const ReportHomework = Type.Object({
  topicId: Type.Integer(),
  title: Type.String(),
  /** none 未撰写, draft 草稿, submitted 已提交待批阅, reviewed 已批阅 */
  state: Type.String(),
  stateText: Type.String(),
  score: Nullable(Type.Number()),
  comment: Type.String(),
});
export type ReportHomework = Static<typeof ReportHomework>;

export const ReportActivity = Type.Object({ id: Type.Integer(), title: Type.String(), time: Type.String() });

export const CompositePart = Type.Object({
  key: Type.Union([
    Type.Literal('hours'),
    Type.Literal('lessons'),
    Type.Literal('exams'),
    Type.Literal('homework'),
    Type.Literal('activities'),
  ]),
  label: Type.String(),
  weight: Type.Number(),
  /** false: the stage asks nothing of this kind, so it is left out of the score */
  applies: Type.Boolean(),
  /** completion 0-1 */
  rate: Type.Number({ minimum: 0, maximum: 1 }),
  /** rate x weight, one decimal */
  points: Type.Number(),
});
export type CompositePart = Static<typeof CompositePart>;

export const StageReport = Type.Object({
  /** null: no stage, nothing to report */
  stage: Nullable(ReportStage),
  hours: Type.Object({
    /** 应修学时: the length of the required lessons' videos */
    required: Seconds,
    /** 本期学时: credited while in the stage (the ranking's figure) */
    credited: Seconds,
    /** all credited time, every stage */
    total: Seconds,
  }),
  lessons: Type.Object({ required: Count, completed: Count, items: Type.Array(ReportLesson) }),
  exams: Type.Array(ReportExam),
  homework: Type.Array(ReportHomework),
  activities: Type.Object({ attended: Count, target: Count, items: Type.Array(ReportActivity) }),
  composite: Type.Object({
    /** 0-100, one decimal */
    score: Type.Number({ minimum: 0, maximum: 100 }),
    parts: Type.Array(CompositePart),
    /** the formula in words, as shown on the report */
    formula: Type.String(),
  }),
  /** 合格 | 进行中 (the period not over, something still missing) | 不合格 | 暂未分配培训期次 */
  verdict: Type.String(),
  passed: Type.Boolean(),
  /** the period is still running and something is missing: `missing` is what is left to do, not a failure */
  ongoing: Type.Boolean(),
  /** when the period's last requirement closes (the stage's end, a later 心得 deadline or exam end); null without a stage */
  endsAt: Nullable(Type.String()),
  /** what is still missing, one line per unmet requirement (user/graduation's words) */
  missing: Type.Array(Type.String()),
  generatedAt: Type.String(),
});
export type StageReport = Static<typeof StageReport>;

export const userReportSchemas = {
  ranking: {
    summary: '本期学时排名：本支部、本学院或全校的前 50 名与本人名次（并列同名次）',
    body: Type.Object({ level: Type.Optional(RankingLevel) }),
    data: Ranking,
  },
  stageReport: {
    summary: '本人当前培训期次的成绩报告（学时、课程、考试、作业、活动、综合成绩与结论）',
    body: Empty,
    data: StageReport,
  },
} satisfies Record<string, EndpointSchema>;
