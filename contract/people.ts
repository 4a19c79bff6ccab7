import { Type, type Static } from '@sinclair/typebox';
import { defineSchemas } from './defineSchemas';
import { Id, IsoTime, Keyword, Nullable, Page, PageQuery } from './common';
import { DevelopStage } from './develop';
import { ReviewKind, ReviewState } from './review';
import { ReportExam, ReportStage } from './userReport';
import { Gender } from './user';
import { HomeworkState } from './work';

// The console's 人员 section (read side): the learners whose branch lies in the organiser's scope,
// and one learner's page with the figures the learner sees on their own report, read by the same
// queries (so an organiser and the learner never see two different numbers).

/** 1 启用, 0 已停用 */
export const PersonStatus = Type.Union([Type.Literal(0), Type.Literal(1)], { title: '账号状态', description: '1 启用，0 已停用' });
export type PersonStatus = Static<typeof PersonStatus>;

export const PersonRow = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  /** the learner's 党支部 (null: not placed in the tree) */
  branchId: Nullable(Type.Integer()),
  branchName: Type.String(),
  identityId: Nullable(Type.Integer()),
  identityName: Type.String(),
  /** the training stage (期次) the learner is in */
  stageId: Nullable(Type.Integer()),
  stageName: Type.String(),
  status: PersonStatus,
  /** still has the password an administrator gave them */
  defaultPassword: Type.Boolean(),
});
export type PersonRow = Static<typeof PersonRow>;

export const PersonExam = ReportExam;
export type PersonExam = Static<typeof PersonExam>;

export const WriteUp = Type.Object({
  topicId: Type.Integer(),
  topicTitle: Type.String(),
  title: Type.String(),
  state: HomeworkState,
  submittedAt: Nullable(IsoTime),
  updatedAt: Nullable(IsoTime),
  score: Nullable(Type.Integer()),
});
export type WriteUp = Static<typeof WriteUp>;

/** 未撰写, 草稿, 已提交待批阅, 已批阅, 已退回 */
export const WRITE_UP_STATES = ['todo', 'draft', 'submitted', 'reviewed', 'returned'] as const satisfies readonly HomeworkState[];

export const WriteUpCount = Type.Object({ state: HomeworkState, count: Type.Integer({ minimum: 0 }) });
export type WriteUpCount = Static<typeof WriteUpCount>;

export const PersonDevelop = Type.Object({
  stage: DevelopStage,
  stageName: Type.String(),
  stages: Type.Array(
    Type.Object({ stage: DevelopStage, name: Type.String(), startedOn: Nullable(Type.String()), current: Type.Boolean() }),
  ),
  /** documents still to be written or corrected */
  openSteps: Type.Integer({ minimum: 0 }),
});
export type PersonDevelop = Static<typeof PersonDevelop>;

export const Activity = Type.Object({
  /** study: credited time on a video; handIn: something handed in for review */
  kind: Type.Union([Type.Literal('study'), Type.Literal('handIn')]),
  title: Type.String(),
  /** study: seconds credited on the video so far; handIn: null */
  seconds: Nullable(Type.Number({ minimum: 0 })),
  reviewKind: Nullable(ReviewKind),
  reviewState: Nullable(ReviewState),
  at: IsoTime,
});
export type Activity = Static<typeof Activity>;

export const PersonDetail = Type.Composite([
  PersonRow,
  Type.Object({
    gender: Gender,
    phone: Type.String(),
    lastLoginAt: Nullable(IsoTime),
    stage: Nullable(ReportStage),
    /** 本期学时 against the stage's requirement, and all credited time (seconds): user/stageReport's figures */
    hours: Type.Object({ required: Type.Number(), credited: Type.Number(), total: Type.Number() }),
    lessons: Type.Object({ required: Type.Integer(), completed: Type.Integer() }),
    exams: Type.Array(PersonExam),
    writeUps: Type.Object({ counts: Type.Array(WriteUpCount), latest: Type.Array(WriteUp) }),
    develop: Nullable(PersonDevelop),
    /** the latest study and hand-ins, newest first */
    recent: Type.Array(Activity),
  }),
]);
export type PersonDetail = Static<typeof PersonDetail>;

export const peopleSchemas = defineSchemas('people', {
  list: {
    summary: '本人管理范围内的学员（可按姓名/账号、党组织、身份、培训阶段、状态筛选）',
    body: Type.Object({
      keyword: Keyword,
      branchId: Type.Optional(Id('党组织')),
      identityId: Type.Optional(Id('身份')),
      stageId: Type.Optional(Id('培训阶段')),
      status: Type.Optional(PersonStatus),
      ...PageQuery,
    }),
    data: Page(PersonRow),
  },
  detail: {
    summary: '一名学员的情况：本期学时、必修课、考试、心得体会、发展阶段与最近的学习和提交',
    body: Type.Object({ id: Id('学员') }),
    data: PersonDetail,
  },
});
