import { Type, type Static } from '@sinclair/typebox';
import { DateStr, Empty, Id, IsoTime, Keyword, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';
import { DevelopStage, DocCode } from './develop';
import { STEP_BATCH_MAX, STEP_COUNT } from './developSteps';

// 发展党员 from the organiser's side (issue #43): the branch and the higher 党委 record the 25 steps
// for one person or a batch; the server checks each record against the order of the steps and the
// gates read from evidence the platform holds (the year as 入党积极分子 and its quarterly 思想汇报,
// the 发展对象 class's attendance and 结业考试, the 预备期), and moves the person's identity only
// through the steps that change it. The gates' numbers are data the 校级 organiser may change.

export { DEVELOP_STEPS, PHASE_NAMES, RECORDER_NAMES, STEP_BATCH_MAX, STEP_COUNT, stepDef } from './developSteps';
export type { DevelopStepDef, StepField, StepRecorder } from './developSteps';

export const Recorder = Type.Union([Type.Literal('branch'), Type.Literal('committee')]);

/**
 * after: the step may be recorded `months` after step `sinceStep` at the earliest;
 * within: the step is due within `months` after `sinceStep` (超期预警, never a refusal);
 * reports: every quarter's 思想汇报 since becoming 入党积极分子 approved;
 * training: the 发展对象 class attended for `hours` 学时 or `days` days;
 * classExam: the class's 结业考试 passed;
 * document: the learner's document `docCode` handed in.
 */
export const GateKind = Type.Union([
  Type.Literal('after'),
  Type.Literal('within'),
  Type.Literal('reports'),
  Type.Literal('training'),
  Type.Literal('classExam'),
  Type.Literal('document'),
]);
export type GateKind = Static<typeof GateKind>;

export const GateRule = Type.Object({
  id: Type.Integer(),
  stepNo: Type.Integer(),
  stepName: Type.String(),
  kind: GateKind,
  sinceStep: Nullable(Type.Integer()),
  months: Type.Integer(),
  hours: Type.Integer(),
  days: Type.Integer(),
  docCode: Nullable(DocCode),
  /** the rule as a sentence with its numbers */
  label: Type.String(),
  basis: Type.String(),
  updatedBy: Type.String(),
  updatedAt: Nullable(IsoTime),
});
export type GateRule = Static<typeof GateRule>;

export const GATE_LIMITS = { months: { min: 1, max: 36 }, hours: { min: 1, max: 200 }, days: { min: 1, max: 30 } } as const;

/** done: recorded; ready: may be recorded now; blocked: the steps before are recorded but a gate is not met; waiting: steps before it are not recorded */
export const RoadState = Type.Union([Type.Literal('done'), Type.Literal('ready'), Type.Literal('blocked'), Type.Literal('waiting')]);
export type RoadState = Static<typeof RoadState>;

export const FieldShown = Type.Object({ key: Type.String(), label: Type.String(), value: Type.String() });

export const RoadStep = Type.Object({
  no: Type.Integer(),
  phase: Type.Integer(),
  name: Type.String(),
  recorder: Recorder,
  dateLabel: Type.String(),
  state: RoadState,
  doneOn: Nullable(Type.String()),
  fields: Type.Array(FieldShown),
  /** the organisation that recorded it, and the organiser */
  handledBy: Type.String(),
  recordedBy: Type.String(),
  recordedAt: Nullable(IsoTime),
  /** blocked: what is missing, each naming it */
  missing: Type.Array(Type.String()),
  /** the first day an 'after' rule allows (null: none) */
  earliest: Nullable(Type.String()),
  /** the last day a 'within' rule allows (null: none or done) */
  deadline: Nullable(Type.String()),
  overdue: Type.Boolean(),
});
export type RoadStep = Static<typeof RoadStep>;

export const Evidence = Type.Object({
  activistOn: Nullable(Type.String()),
  /** quarters ended since becoming 入党积极分子, and those whose 思想汇报 is approved */
  reportsDue: Type.Integer(),
  reportsApproved: Type.Integer(),
  reportsMissing: Type.Array(Type.String()),
  /** the 发展对象 class: 学时 and days attended (from check-ins), and its 结业考试 */
  trainingHours: Type.Number(),
  trainingDays: Type.Integer(),
  exam: Nullable(Type.Object({ title: Type.String(), passed: Type.Boolean(), score: Nullable(Type.Number()) })),
  /** the 预备期's end, extension included (null before 支部大会讨论) */
  probationEnds: Nullable(Type.String()),
});
export type Evidence = Static<typeof Evidence>;

export const DevelopPersonRow = Type.Object({
  userId: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  branchId: Nullable(Type.Integer()),
  branchName: Type.String(),
  stage: DevelopStage,
  stageName: Type.String(),
  lastStep: Nullable(Type.Object({ no: Type.Integer(), name: Type.String(), doneOn: Type.String() })),
  nextStep: Nullable(Type.Object({ no: Type.Integer(), name: Type.String(), recorder: Recorder, state: RoadState })),
  /** steps past a time limit */
  overdue: Type.Integer(),
});
export type DevelopPersonRow = Static<typeof DevelopPersonRow>;

export const DevelopPerson = Type.Composite([
  DevelopPersonRow,
  Type.Object({
    /** the school (the root of the party-organisation tree), for the 记实表's title */
    schoolName: Type.String(),
    gender: Type.String(),
    nation: Type.String(),
    birthday: Nullable(Type.String()),
    education: Type.String(),
    stages: Type.Array(Type.Object({ stage: DevelopStage, name: Type.String(), startedOn: Nullable(Type.String()) })),
    steps: Type.Array(RoadStep),
    evidence: Evidence,
    /** the steps the caller may record for this person (the branch's, or the 党委's too) */
    canRecord: Type.Array(Type.Integer()),
    /** the step the caller may withdraw: the last one recorded, when the caller may record it (null: none) */
    canWithdraw: Nullable(Type.Integer()),
  }),
]);
export type DevelopPerson = Static<typeof DevelopPerson>;

export const DevelopAlert = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  branchName: Type.String(),
  stepNo: Type.Integer(),
  stepName: Type.String(),
  recorder: Recorder,
  deadline: Type.String(),
  message: Type.String(),
});
export type DevelopAlert = Static<typeof DevelopAlert>;

export const RecordRefusal = Type.Object({ userId: Type.Integer(), name: Type.String(), message: Type.String() });
export type RecordRefusal = Static<typeof RecordRefusal>;

export const WITHDRAW_REASON_MIN = 5;
export const WITHDRAW_REASON_MAX = 200;

const StepNo = Type.Integer({ title: '步骤', minimum: 1, maximum: STEP_COUNT });

export const developRecordSchemas = defineSchemas('developRecord', {
  list: {
    summary: '本人管理范围内发展党员的人员：当前身份、最近记录的步骤、下一步与超期步骤数（可按党组织、身份、下一步筛选）',
    body: Type.Object({
      keyword: Keyword,
      branchId: Type.Optional(Id('党组织')),
      stage: Type.Optional(DevelopStage),
      nextStep: Type.Optional(StepNo),
      ...PageQuery,
    }),
    data: Page(DevelopPersonRow),
  },
  person: {
    summary: '一人的发展党员全程记实：25 个步骤的记录、各步骤的前置条件与期限、依据的证据（思想汇报、集中培训、结业考试、预备期）',
    body: Type.Object({ userId: Id('人员') }),
    data: DevelopPerson,
  },
  record: {
    summary: '记录一个步骤（一人或一批）：按步骤顺序与前置条件逐人检查，身份随步骤变化；一人时不满足条件即返回原因',
    body: Type.Object({
      userIds: Type.Array(Id('人员'), { title: '人员', minItems: 1, maxItems: STEP_BATCH_MAX }),
      stepNo: StepNo,
      doneOn: DateStr('日期'),
      fields: Type.Array(Type.Object({ key: Str('填写项', 1, 30), value: Str('填写内容', 0, 500) }), { title: '填写项', maxItems: 10 }),
    }),
    data: Type.Object({
      recorded: Type.Array(Type.Object({ userId: Type.Integer(), name: Type.String() })),
      refused: Type.Array(RecordRefusal),
    }),
  },
  withdraw: {
    summary: '撤销记错的一步（只能是最后记录的一步，须说明原因）：记录删除，身份与阶段日期恢复到记录之前，写入操作日志',
    body: Type.Object({ userId: Id('人员'), stepNo: StepNo, reason: Str('撤销原因', WITHDRAW_REASON_MIN, WITHDRAW_REASON_MAX) }),
    data: DevelopPerson,
  },
  alerts: {
    summary: '本人管理范围内超过期限的步骤（超期预警）：派人谈话、上级党委审批、思想汇报等',
    body: Empty,
    data: Type.Array(DevelopAlert),
  },
  rules: {
    summary: '发展党员各步骤的前置条件与期限（数据，校级管理员可修改）',
    body: Empty,
    data: Type.Array(GateRule),
  },
  updateRule: {
    summary: '修改一条规则的月数、学时或天数（仅校级党委；写入操作日志）',
    body: Type.Object({
      id: Id('规则'),
      months: Type.Optional(Type.Integer({ title: '月数', minimum: 1, maximum: 36 })),
      hours: Type.Optional(Type.Integer({ title: '学时', minimum: 1, maximum: 200 })),
      days: Type.Optional(Type.Integer({ title: '天数', minimum: 1, maximum: 30 })),
    }),
    data: GateRule,
  },
});
