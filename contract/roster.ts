import { Type, type Static } from '@sinclair/typebox';
import { defineSchemas } from './defineSchemas';
import { Id, Nullable } from './common';

// The organiser's writes on the learners in their scope (名册): correct what the organisation
// records (姓名, 身份, 党支部, 培训阶段), give a fresh initial password, disable or enable an account,
// and import the 人员 list from the console. Every write answers only inside the caller's scope
// and leaves one audit entry.

/** The 人员 list's columns in the template's order (the server's importer reads exactly these; a test keeps them equal). */
export const ROSTER_COLUMNS = [
  '账号',
  '姓名',
  '类别',
  '性别',
  '所在党支部',
  '身份',
  '培训阶段',
  '政治面貌',
  '民族',
  '学历',
  '出生日期',
  '入党日期',
  '手机',
  '邮箱',
  '学号',
  '学院',
  '专业',
  '班级',
  '初始密码',
  '状态',
] as const;

/** The uploaded file's text: about 1,000 rows of the list (a larger roster is imported in parts, or by the school's IT staff). */
export const ROSTER_CSV_MAX = 300_000;
export const ROSTER_ROWS_MAX = 1000;

/** 0 停用 (cannot log in), 1 正常 */
export const AccountStatus = Type.Union([Type.Literal(0), Type.Literal(1)], { title: '账号状态' });

export const RosterSummary = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** further lines, e.g. how many accounts were disabled */
  notes: Type.Array(Type.String()),
});
export type RosterSummary = Static<typeof RosterSummary>;

export const RosterProblem = Type.Object({
  /** the row as Excel shows it (the header is row 1) */
  row: Type.Integer(),
  /** the column's name; '' for the whole row or the header */
  column: Type.String(),
  message: Type.String(),
});
export type RosterProblem = Static<typeof RosterProblem>;

export const RosterImportResult = Type.Object({
  dryRun: Type.Boolean(),
  /** what was (dry run: would be) written; all zero when there are problems */
  summary: RosterSummary,
  /** with any problem nothing is written */
  problems: Type.Array(RosterProblem),
});
export type RosterImportResult = Static<typeof RosterImportResult>;

export const rosterSchemas = defineSchemas('roster', {
  edit: {
    summary: '修改学员的姓名、身份、党支部或培训阶段（本人范围内；政治面貌随身份）',
    body: Type.Object({
      id: Id('学员'),
      name: Type.Optional(Type.String({ title: '姓名', maxLength: 50 })),
      identityId: Type.Optional(Id('身份')),
      branchId: Type.Optional(Id('党支部')),
      /** null: 暂不参加培训 */
      stageId: Type.Optional(Nullable(Id('培训阶段'))),
    }),
    data: Type.Null(),
  },
  resetPassword: {
    summary: '重置学员的密码：答复一次新的初始密码，学员下次登录须修改，已登录的随即退出',
    body: Type.Object({ id: Id('学员') }),
    data: Type.Object({ password: Type.String() }),
  },
  setStatus: {
    summary: '停用（不能登录，已登录的随即退出）或启用学员账号',
    body: Type.Object({ id: Id('学员'), status: AccountStatus }),
    data: Type.Null(),
  },
  import: {
    summary: '从 CSV 导入名册（人员表）：先检查（dryRun），没有问题时再导入；有任何问题时不写入',
    body: Type.Object({
      csv: Type.String({ title: '名册文件', maxLength: ROSTER_CSV_MAX }),
      dryRun: Type.Boolean({ title: '仅检查' }),
    }),
    data: RosterImportResult,
  },
});
