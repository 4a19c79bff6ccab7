import type { DevelopStage } from './develop';

// The five stages and twenty-five steps of 发展党员 as the 《中国共产党发展党员工作细则》 sets them
// out: who records each (the branch, or the higher 党委), what the record holds (the date, the
// people involved, the numbers of a vote, an opinion), which steps must be recorded before it,
// and which step moves the person to the next identity. Schema-free data, shared by the server
// (which checks every record against it), the console's forms and the learner's road.

export type StepRecorder = 'branch' | 'committee';
export const RECORDER_NAMES: Record<StepRecorder, string> = { branch: '党支部', committee: '上级党委' };

/** person: a name (谈话人, 培养联系人, 入党介绍人); text: an opinion or a conclusion; number: a count (of a vote) */
export type StepFieldKind = 'person' | 'text' | 'number';

export interface StepField {
  key: string;
  label: string;
  kind: StepFieldKind;
  required: boolean;
}

export interface DevelopStepDef {
  /** 1-25 */
  no: number;
  /** 1-5: 申请入党, 入党积极分子的确定和培养教育, 发展对象的确定和考察, 预备党员的接收, 预备党员的教育考察和转正 */
  phase: number;
  name: string;
  recorder: StepRecorder;
  /** what the date of the record means */
  dateLabel: string;
  fields: StepField[];
  /** the steps that must be recorded first (on or before this step's date) */
  after: number[];
  /** recording this step makes the person this (the identity and 政治面貌 follow) */
  becomes?: DevelopStage;
}

export const PHASE_NAMES = [
  '申请入党',
  '入党积极分子的确定和培养教育',
  '发展对象的确定和考察',
  '预备党员的接收',
  '预备党员的教育考察和转正',
];

export const STEP_TEXT_MAX = 500;
export const STEP_PERSON_MAX = 20;
export const STEP_NUMBER_MAX = 10000;
/** how many people one batch record may hold */
export const STEP_BATCH_MAX = 50;
/** the longest extension of a 预备期 (months) the 细则 allows, and the shortest */
export const EXTENSION_MIN = 6;
export const EXTENSION_MAX = 12;

const person = (key: string, label: string, required = true): StepField => ({ key, label, kind: 'person', required });
const text = (key: string, label: string, required = false): StepField => ({ key, label, kind: 'text', required });
const count = (key: string, label: string): StepField => ({ key, label, kind: 'number', required: true });
const vote = [count('expected', '应到有表决权的正式党员'), count('present', '实到'), count('ayes', '赞成票')];

export const DEVELOP_STEPS: DevelopStepDef[] = [
  { no: 1, phase: 1, name: '递交入党申请书', recorder: 'branch', dateLabel: '递交日期', fields: [], after: [] },
  {
    no: 2,
    phase: 1,
    name: '党组织派人谈话',
    recorder: 'branch',
    dateLabel: '谈话日期',
    fields: [person('talker', '谈话人'), text('summary', '谈话情况')],
    after: [1],
  },
  {
    no: 3,
    phase: 2,
    name: '推荐和确定入党积极分子',
    recorder: 'branch',
    dateLabel: '支委会确定日期',
    fields: [text('recommendation', '推荐方式（党员推荐、群团组织推优）', true)],
    after: [2],
    becomes: 'activist',
  },
  { no: 4, phase: 2, name: '上级党委备案', recorder: 'committee', dateLabel: '备案日期', fields: [], after: [3] },
  {
    no: 5,
    phase: 2,
    name: '指定培养联系人',
    recorder: 'branch',
    dateLabel: '指定日期',
    fields: [person('contact1', '培养联系人（一）'), person('contact2', '培养联系人（二）')],
    after: [3],
  },
  {
    no: 6,
    phase: 2,
    name: '培养教育考察',
    recorder: 'branch',
    dateLabel: '考察结束日期',
    fields: [text('opinion', '考察意见', true)],
    after: [5],
  },
  {
    no: 7,
    phase: 3,
    name: '确定发展对象',
    recorder: 'branch',
    dateLabel: '支委会确定日期',
    fields: [text('opinion', '听取党小组、培养联系人、党员和群众意见的情况', true)],
    after: [6],
    becomes: 'candidate',
  },
  { no: 8, phase: 3, name: '报上级党委备案', recorder: 'committee', dateLabel: '备案日期', fields: [], after: [7] },
  {
    no: 9,
    phase: 3,
    name: '确定入党介绍人',
    recorder: 'branch',
    dateLabel: '确定日期',
    fields: [person('introducer1', '入党介绍人（一）'), person('introducer2', '入党介绍人（二）')],
    after: [7],
  },
  {
    no: 10,
    phase: 3,
    name: '进行政治审查',
    recorder: 'branch',
    dateLabel: '政审结论日期',
    fields: [text('conclusion', '政审结论', true)],
    after: [7],
  },
  {
    no: 11,
    phase: 3,
    name: '开展集中培训',
    recorder: 'branch',
    dateLabel: '培训结业日期',
    fields: [text('className', '培训班名称')],
    after: [7],
  },
  {
    no: 12,
    phase: 4,
    name: '支部委员会审查',
    recorder: 'branch',
    dateLabel: '支委会审查日期',
    fields: [text('opinion', '审查意见', true)],
    after: [9, 10, 11],
  },
  {
    no: 13,
    phase: 4,
    name: '上级党委预审',
    recorder: 'committee',
    dateLabel: '预审日期',
    fields: [text('opinion', '预审意见', true)],
    after: [12],
  },
  { no: 14, phase: 4, name: '填写入党志愿书', recorder: 'branch', dateLabel: '填写日期', fields: [], after: [13] },
  { no: 15, phase: 4, name: '支部大会讨论', recorder: 'branch', dateLabel: '支部大会日期', fields: vote, after: [14] },
  {
    no: 16,
    phase: 4,
    name: '上级党委派人谈话',
    recorder: 'committee',
    dateLabel: '谈话日期',
    fields: [person('talker', '谈话人')],
    after: [15],
  },
  {
    no: 17,
    phase: 4,
    name: '上级党委审批',
    recorder: 'committee',
    dateLabel: '审批日期',
    fields: [],
    after: [16],
    becomes: 'probationary',
  },
  { no: 18, phase: 4, name: '再上一级党委组织部门备案', recorder: 'committee', dateLabel: '备案日期', fields: [], after: [17] },
  {
    no: 19,
    phase: 5,
    name: '编入党支部和党小组',
    recorder: 'branch',
    dateLabel: '编入日期',
    fields: [text('group', '党小组', true)],
    after: [17],
  },
  { no: 20, phase: 5, name: '入党宣誓', recorder: 'branch', dateLabel: '宣誓日期', fields: [], after: [17] },
  {
    no: 21,
    phase: 5,
    name: '继续教育考察',
    recorder: 'branch',
    dateLabel: '考察结束日期',
    fields: [text('opinion', '考察意见', true)],
    after: [19, 20],
  },
  { no: 22, phase: 5, name: '提出转正申请', recorder: 'branch', dateLabel: '递交日期', fields: [], after: [21] },
  {
    no: 23,
    phase: 5,
    name: '支部大会讨论转正',
    recorder: 'branch',
    dateLabel: '支部大会日期',
    fields: [...vote, { key: 'extension', label: '延长预备期（月，0 为按期转正）', kind: 'number', required: false }],
    after: [22],
  },
  { no: 24, phase: 5, name: '上级党委审批转正', recorder: 'committee', dateLabel: '审批日期', fields: [], after: [23], becomes: 'member' },
  { no: 25, phase: 5, name: '材料归档', recorder: 'branch', dateLabel: '归档日期', fields: [text('archiveNo', '档案编号')], after: [24] },
];

export const STEP_COUNT = DEVELOP_STEPS.length;

/** The identity a step leads to: the `becomes` of the first step from it on that changes identity (25: 正式党员). */
export const stageAheadOf = (no: number): DevelopStage => DEVELOP_STEPS.find((s) => s.no >= no && s.becomes)?.becomes ?? 'member';
export const stepDef = (no: number): DevelopStepDef | undefined => DEVELOP_STEPS[no - 1];
