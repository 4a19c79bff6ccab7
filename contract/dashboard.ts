import { Type, type Static } from '@sinclair/typebox';
import { defineSchemas } from './defineSchemas';
import { Id, Page, PageQuery, Str } from './common';

// The console's 统计: figures about the learners in the caller's scope (or one unit inside it), each
// with a stable key, and the people behind any figure. A figure's count is always the total of its list.

export const FIGURE_GROUPS = ['people', 'study', 'exam', 'writeup', 'overdue'] as const;
export type FigureGroup = (typeof FIGURE_GROUPS)[number];

export const FIGURE_GROUP_NAMES: Record<FigureGroup, string> = {
  people: '人员构成',
  study: '学习进度',
  exam: '考试',
  writeup: '心得体会',
  overdue: '逾期',
};

/** Keys without a parameter; `identity:<id>` and `stage:<id>` (0: none set) carry one. */
export const FIXED_FIGURES = [
  'studyMet',
  'studyShort',
  'lessonsDone',
  'lessonsOpen',
  'examPassed',
  'examNotPassed',
  'writeupPending',
  'writeupReturned',
  'writeupApproved',
  'overdue',
] as const;
export type FixedFigure = (typeof FIXED_FIGURES)[number];

export const Figure = Type.Object({
  key: Type.String(),
  group: Type.Union(FIGURE_GROUPS.map((g) => Type.Literal(g))),
  label: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type Figure = Static<typeof Figure>;

export const Figures = Type.Object({
  /** the unit the figures are about: the caller's scope, or the unit picked */
  scopeName: Type.String(),
  /** active learners in it */
  learners: Type.Integer({ minimum: 0 }),
  /** learners in a training stage (the study, lesson and exam figures count these) */
  staged: Type.Integer({ minimum: 0 }),
  /** 本期学时 credited to them, and what their stages require, in seconds */
  creditedSeconds: Type.Number(),
  requiredSeconds: Type.Number(),
  overdueDays: Type.Integer(),
  figures: Type.Array(Figure),
});
export type Figures = Static<typeof Figures>;

export const FigurePerson = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  branchName: Type.String(),
  identityName: Type.String(),
  stageName: Type.String(),
  /** the figure's value for the person: '12.5 / 20 学时', a write-up's title */
  detail: Type.String(),
});
export type FigurePerson = Static<typeof FigurePerson>;

const OrgFilter = { orgId: Type.Optional(Id('党组织')) };

export const dashboardSchemas = defineSchemas('dashboard', {
  figures: {
    summary: '本人范围内（或其中一个党组织）学员的统计数字',
    body: Type.Object(OrgFilter),
    data: Figures,
  },
  people: {
    summary: '一个统计数字背后的人员（或心得、逾期事项），分页',
    body: Type.Object({ figure: Str('统计项', 1, 40), ...OrgFilter, ...PageQuery }),
    data: Type.Composite([Page(FigurePerson), Type.Object({ label: Type.String() })]),
  },
});
