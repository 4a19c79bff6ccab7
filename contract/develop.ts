import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';

// The learner's party development (发展党员) as the 《中国共产党发展党员工作细则》 sets it out:
// 入党申请人 → 入党积极分子 → 发展对象 → 预备党员 → 正式党员, and the documents each stage asks for.
// A learner's record (appList) has steps (appTaskList): one per document, one 思想汇报 per quarter.
// The server keeps every rule: whose step it is, the order of the documents, the time rules (data
// from the 细则, with the date they are met), the length limits at submit, one submit at a time.
// The branch reviews each hand-in in the organiser console; its verdict arrives with the records.

export const DevelopStage = Type.Union(
  [Type.Literal('applicant'), Type.Literal('activist'), Type.Literal('candidate'), Type.Literal('probationary'), Type.Literal('member')],
  { title: '发展阶段' },
);
export type DevelopStage = Static<typeof DevelopStage>;
export const STAGE_ORDER: DevelopStage[] = ['applicant', 'activist', 'candidate', 'probationary', 'member'];
export const STAGE_NAMES: Record<DevelopStage, string> = {
  applicant: '入党申请人',
  activist: '入党积极分子',
  candidate: '发展对象',
  probationary: '预备党员',
  member: '正式党员',
};

export const DocCode = Type.Union(
  [
    Type.Literal('application'),
    Type.Literal('report'),
    Type.Literal('autobiography'),
    Type.Literal('volunteer'),
    Type.Literal('regularization'),
  ],
  { title: '文书类型' },
);
export type DocCode = Static<typeof DocCode>;

/** todo 未开始, draft 草稿, submitted 已提交 (awaiting review), approved 已通过, returned 已退回 (to be revised) */
export const StepState = Type.Union([
  Type.Literal('todo'),
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('approved'),
  Type.Literal('returned'),
]);
export type StepState = Static<typeof StepState>;
export const STEP_STATE_NAMES: Record<StepState, string> = {
  todo: '未开始',
  draft: '草稿',
  submitted: '已提交',
  approved: '已通过',
  returned: '已退回',
};

export const StageInfo = Type.Object({
  stage: DevelopStage,
  name: Type.String(),
  startedOn: Nullable(Type.String()),
  current: Type.Boolean(),
});
export type StageInfo = Static<typeof StageInfo>;

/** one of the 25 steps of 发展党员 on the learner's road, as the organisation recorded it */
export const RoadItem = Type.Object({
  no: Type.Integer(),
  phase: Type.Integer(),
  name: Type.String(),
  /** null: not recorded yet */
  doneOn: Nullable(Type.String()),
  /** the organisation that recorded it ('' before) */
  handledBy: Type.String(),
  /** the first step not yet recorded */
  next: Type.Boolean(),
});
export type RoadItem = Static<typeof RoadItem>;

export const Application = Type.Object({
  id: Type.Integer(),
  stage: DevelopStage,
  stageName: Type.String(),
  /** the five stages in order, with the date each began (null: not reached) */
  stages: Type.Array(StageInfo),
  branchName: Type.String(),
  /** 培养联系人 */
  contacts: Type.String(),
  /** steps waiting for the learner (未开始, 草稿, 已退回) that can be handed in now */
  openSteps: Type.Integer(),
  /** the 25 steps of 发展党员 with what the branch and the 党委 recorded */
  road: Type.Array(RoadItem),
});
export type Application = Static<typeof Application>;

export const Step = Type.Object({
  id: Type.Integer(),
  docCode: DocCode,
  docName: Type.String(),
  stage: DevelopStage,
  /** e.g. 2026年第3季度思想汇报 */
  title: Type.String(),
  /** YYYY-Qn for quarterly reports, '' otherwise */
  period: Type.String(),
  state: StepState,
  dueDate: Nullable(Type.String()),
  /** the date from which the time rules allow handing it in (null: no time rule) */
  availableFrom: Nullable(Type.String()),
  savedAt: Nullable(IsoTime),
  submittedAt: Nullable(IsoTime),
  charCount: Type.Integer(),
  /** the latest verdict's comment when returned or approved */
  comment: Type.String(),
});
export type Step = Static<typeof Step>;

export const FieldDef = Type.Object({
  key: Type.String(),
  label: Type.String(),
  kind: Type.Union([Type.Literal('text'), Type.Literal('date')]),
  required: Type.Boolean(),
});
export type FieldDef = Static<typeof FieldDef>;

export const DocInfo = Type.Object({
  code: DocCode,
  name: Type.String(),
  stage: DevelopStage,
  minChars: Type.Integer(),
  maxChars: Type.Integer(),
  /** what to write, plain text */
  requirement: Type.String(),
  /** an outline to start from, plain text */
  template: Type.String(),
  fields: Type.Array(FieldDef),
  /** the time rules, as sentences */
  rules: Type.Array(Type.String()),
});
export type DocInfo = Static<typeof DocInfo>;

export const FieldValue = Type.Object({ key: Str('填写项', 1, 30), value: Str('填写内容', 0, 100) });
export type FieldValue = Static<typeof FieldValue>;

export const StepDetail = Type.Composite([
  Step,
  Type.Object({
    content: Type.String(),
    rev: Type.Integer(),
    fields: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
    editable: Type.Boolean(),
    review: Nullable(Type.Object({ verdict: Type.String(), reviewer: Type.String(), comment: Type.String(), reviewedAt: IsoTime })),
    serverTime: IsoTime,
  }),
]);
export type StepDetail = Static<typeof StepDetail>;

export const Verdict = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('returned')]);
export type Verdict = Static<typeof Verdict>;
export const VERDICT_NAMES: Record<Verdict, string> = { pending: '待审核', approved: '已通过', returned: '已退回' };

export const SubmitRecord = Type.Object({
  id: Type.Integer(),
  stepId: Type.Integer(),
  docCode: DocCode,
  docName: Type.String(),
  title: Type.String(),
  charCount: Type.Integer(),
  submittedAt: IsoTime,
  verdict: Verdict,
  reviewer: Type.String(),
  comment: Type.String(),
  reviewedAt: Nullable(IsoTime),
});
export type SubmitRecord = Static<typeof SubmitRecord>;

export const DRAFT_MAX = 20000;
const StepId = Id('步骤');
const Content = Type.String({ title: '文书内容', maxLength: DRAFT_MAX });
const Rev = Type.Integer({ title: '草稿版本', minimum: 1, maximum: 9007199254740991 });

export const developSchemas = defineSchemas('develop', {
  appList: {
    summary: '本人的发展党员档案：当前阶段、各阶段开始的日期、所在党支部（入党申请人首次打开时建立）',
    body: Empty,
    data: Type.Array(Application),
  },
  appTaskList: {
    summary: '档案的各步骤：已到阶段的各项文书（思想汇报每季度一篇），状态、截止日期与可提交日期',
    body: Type.Object({ applicationId: Id('入党申请') }),
    data: Type.Array(Step),
  },
  docDetail: {
    summary: '文书的要求（写什么、字数）、提纲模板、需填写的项目与时间规则；带 stepId 时同时给出本人该步骤的内容',
    body: Type.Object({ docCode: Type.Optional(DocCode), stepId: Type.Optional(StepId) }),
    data: Type.Object({ doc: DocInfo, step: Nullable(StepDetail) }),
  },
  fillRequirement: {
    summary: '填写步骤的表单项（如递交日期、入党介绍人），整组替换；提交后不可修改',
    body: Type.Object({ stepId: StepId, fields: Type.Array(FieldValue, { title: '填写项', maxItems: 10 }) }),
    data: StepDetail,
  },
  taskDraft: {
    summary: '保存步骤的草稿（自动保存；rev 较旧的保存不生效；草稿不限字数）',
    body: Type.Object({ stepId: StepId, content: Content, rev: Rev }),
    data: StepDetail,
  },
  submit: {
    summary: '提交步骤（前置文书须已通过、时间规则须满足、字数须在范围内；一次，提交后只读）',
    body: Type.Object({ stepId: StepId, content: Content, rev: Rev }),
    data: StepDetail,
  },
  mySubmitList: {
    summary: '本人的提交记录与党组织的审核意见（新的在前）',
    body: Type.Object(PageQuery),
    data: Page(SubmitRecord),
  },
});
