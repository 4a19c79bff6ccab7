import { Type, type Static } from '@sinclair/typebox';
import { DateStr, Id, Nullable } from './common';
import { defineSchemas } from './defineSchemas';
import { DuesCategory } from './party';

// 党费 from the organiser's side (issue #43): the branch records each paying member's month (in the
// console, or imported from the finance office's CSV), the amount computed on the server by the rule
// the learner's 我的党费 card shows; members with unpaid months get a reminder; a year's summary per
// branch and per member. No payment on the platform. Money is in fen (integers) throughout.

/** the most entries one record call takes (a batch "mark paid") */
export const DUES_BATCH_MAX = 100;
/** the import's size limits: lines of data and characters of text */
export const DUES_IMPORT_ROWS_MAX = 2000;
export const DUES_IMPORT_CSV_MAX = 1_000_000;
/** how far back a month may be recorded (months before the current one) */
export const DUES_MONTHS_BACK_MAX = 60;
/** the highest monthly base accepted, in fen (100 万元): anything above is a typing slip */
export const DUES_BASE_MAX_FEN = 100_000_000;

/**
 * The finance office's CSV, as the import reads it: the first name of each column is the one the
 * template uses, the others are accepted too (docs/operations/import-export.md).
 */
export const DUES_IMPORT_COLUMNS = {
  account: ['学号/工号', '学号', '工号', '账号'],
  name: ['姓名'],
  month: ['月份'],
  category: ['类别'],
  base: ['缴费基数(元)', '缴费基数（元）', '缴费基数'],
  paidDate: ['缴费日期'],
} as const;
/** the names the 类别 column takes (学生党员 or 学生, …) */
export const DUES_CATEGORY_NAMES: Record<DuesCategory, string> = { student: '学生党员', staff: '在职党员', retired: '离退休党员' };

const Month = (title: string) => Type.String({ title, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

export const DuesMonthRecord = Type.Object({
  category: DuesCategory,
  /** the monthly base (staff, retired); null for a fixed amount */
  baseFen: Nullable(Type.Integer()),
  /** the band's rate in ‰; null for a fixed amount */
  permille: Nullable(Type.Integer()),
  amountFen: Type.Integer(),
  /** YYYY-MM-DD; null while unpaid */
  paidDate: Nullable(Type.String()),
  /** the organiser who last wrote it; '' for records from before the console (the demo, imports by command) */
  recordedBy: Type.String(),
});
export type DuesMonthRecord = Static<typeof DuesMonthRecord>;

export const DuesMonthRow = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  account: Type.String(),
  branchName: Type.String(),
  /** 中共预备党员 or 中共党员 */
  partyStatusName: Type.String(),
  /** the month's record; null when none */
  record: Nullable(DuesMonthRecord),
  /** the category and base of the member's latest record (any month), to fill in a new one */
  lastCategory: Nullable(DuesCategory),
  lastBaseFen: Nullable(Type.Integer()),
});
export type DuesMonthRow = Static<typeof DuesMonthRow>;

export const DuesTotals = Type.Object({
  members: Type.Integer(),
  paid: Type.Integer(),
  /** recorded and not paid */
  unpaid: Type.Integer(),
  /** no record for the month */
  missing: Type.Integer(),
  dueFen: Type.Integer(),
  paidFen: Type.Integer(),
});
export type DuesTotals = Static<typeof DuesTotals>;

export const DuesEntry = Type.Object({
  userId: Id('党员'),
  category: DuesCategory,
  /** required for staff and retired: 税后月收入 / 月离退休费, in fen */
  baseFen: Type.Optional(Nullable(Type.Integer({ title: '缴费基数', minimum: 1, maximum: DUES_BASE_MAX_FEN }))),
  /** absent or null: recorded as not yet paid */
  paidDate: Type.Optional(Nullable(DateStr('缴费日期'))),
});
export type DuesEntry = Static<typeof DuesEntry>;

export const DuesRefused = Type.Object({ userId: Type.Integer(), name: Type.String(), reason: Type.String() });
export type DuesRefused = Static<typeof DuesRefused>;

export const DuesImportProblem = Type.Object({ line: Type.Integer(), message: Type.String() });
export type DuesImportProblem = Static<typeof DuesImportProblem>;

export const DuesBranchSummary = Type.Object({
  orgId: Type.Integer(),
  name: Type.String(),
  /** paying members in the branch now */
  members: Type.Integer(),
  /** member-months recorded in the year */
  recorded: Type.Integer(),
  dueFen: Type.Integer(),
  paidFen: Type.Integer(),
  unpaidMonths: Type.Integer(),
});
export type DuesBranchSummary = Static<typeof DuesBranchSummary>;

export const DuesMemberSummary = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  account: Type.String(),
  branchName: Type.String(),
  recorded: Type.Integer(),
  dueFen: Type.Integer(),
  paidFen: Type.Integer(),
  /** the months recorded and not paid, YYYY-MM */
  unpaid: Type.Array(Type.String()),
});
export type DuesMemberSummary = Static<typeof DuesMemberSummary>;

const OrgId = Type.Optional(Id('党组织'));

export const duesSchemas = defineSchemas('dues', {
  month: {
    summary: '一个月的党费：本人范围内（或所选党组织下）各党支部的预备党员、正式党员与他们该月的记录，及合计',
    body: Type.Object({ orgId: OrgId, month: Month('月份') }),
    data: Type.Object({ month: Type.String(), rows: Type.Array(DuesMonthRow), totals: DuesTotals }),
  },
  record: {
    summary: '记录（或更正）一个月的党费，一人或一批（最多 100 人）；金额由服务器按党费规则计算；答复已记录和未记录的人及原因',
    body: Type.Object({
      month: Month('月份'),
      entries: Type.Array(DuesEntry, { title: '党费记录', minItems: 1, maxItems: DUES_BATCH_MAX }),
    }),
    data: Type.Object({
      recorded: Type.Array(
        Type.Object({ userId: Type.Integer(), name: Type.String(), amountFen: Type.Integer(), rewritten: Type.Boolean() }),
      ),
      refused: Type.Array(DuesRefused),
    }),
  },
  import: {
    summary: '从财务处的 CSV 导入党费记录：全部检查通过才写入，有任何问题时指出行号、什么也不写',
    body: Type.Object({ csv: Type.String({ title: '党费文件', minLength: 1, maxLength: DUES_IMPORT_CSV_MAX }) }),
    data: Type.Object({ rows: Type.Integer(), created: Type.Integer(), rewritten: Type.Integer(), unchanged: Type.Integer() }),
    refusal: Type.Object({ problems: Type.Array(DuesImportProblem) }),
  },
  remind: {
    summary: '给范围内有未缴月份（上月及以前已记录未缴）的党员各发一条提醒，写明月份与金额；每人每天最多一条',
    body: Type.Object({ orgId: OrgId }),
    data: Type.Object({ sent: Type.Integer(), skipped: Type.Integer() }),
  },
  summary: {
    summary: '一年的党费汇总：按党支部（党员数、已记录月数、应缴、已缴、未缴月数）与按党员',
    body: Type.Object({ orgId: OrgId, year: Type.Integer({ title: '年份', minimum: 2000, maximum: 2100 }) }),
    data: Type.Object({
      year: Type.Integer(),
      scopeName: Type.String(),
      branches: Type.Array(DuesBranchSummary),
      members: Type.Array(DuesMemberSummary),
    }),
  },
});
