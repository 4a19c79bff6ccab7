import { DUES_IMPORT_ROWS_MAX, DUES_MONTHS_BACK_MAX } from '../../../contract/dues';

// What the organiser is told when a dues request cannot be done: each says what to change.

export const DUES = {
  reviewersOnly: '党费仅供党支部、二级党委和校级管理人员使用',
  badMonth: '月份应写成 YYYY-MM，如 2026-11',
  future: (month: string) => `${month} 还没有到，不能记录以后月份的党费`,
  tooOld: (month: string) => `${month} 已超过 ${DUES_MONTHS_BACK_MAX} 个月，不能在管理后台补记；如需补记，请联系学校党委组织部`,
  badPaidDate: '缴费日期应是真实的日期，写成 YYYY-MM-DD，如 2026-11-08',
  paidBeforeMonth: (month: string) => `缴费日期不能早于 ${month}-01（所缴的月份开始之前）`,
  paidInFuture: '缴费日期不能晚于今天',
  needsBase: '在职党员和离退休党员须填写缴费基数（税后月收入或月离退休费，单位元）',
  notPaying: '此人不是预备党员或正式党员，不缴纳党费；如身份有误，请先在“人员”中更正',
  beforeJoining: (date: string) => `此人 ${date} 入党，此前的月份不缴纳党费`,
  self: '不能记录自己的党费，请由上级党组织或本支部其他管理人员记录',
  twice: '同一人在本次提交中出现了两次，请只保留一条',
  unchanged: '与已有的记录相同，无需修改',
  // import
  csvRows: (n: number) => `所选文件有 ${n} 行，一次最多导入 ${DUES_IMPORT_ROWS_MAX} 行；请分成几个文件导入`,
  csvEmpty: '所选文件只有列名，没有党费记录',
  missingColumn: (names: readonly string[]) =>
    `所选文件缺少“${names[0]}”列（第 1 行应有列名：学号/工号、姓名、月份、类别、缴费基数(元)、缴费日期）`,
  noAccount: '学号/工号为空',
  unknownAccount: (account: string) => `学号/工号 ${account} 不在您管理的党支部中，或不存在`,
  nameMismatch: (given: string, actual: string) => `姓名“${given}”与该学号/工号的党员（${actual}）不符，请核对学号/工号`,
  badCategory: (given: string) => `类别“${given}”无法识别，应为学生党员、在职党员或离退休党员`,
  badBase: (given: string) => `缴费基数“${given}”不是金额，应写成元，如 12680 或 12680.50`,
  baseTooLarge: '缴费基数超过 100 万元，请核对',
  sameAs: (line: number) => `与第 ${line} 行是同一人同一月份，请只保留一行`,
  importRefused: (n: number, first: string) => `文件中有 ${n} 行有问题，什么也没有导入；请改正后重新导入。${first}`,
  // remind
  reminderTitle: '党费缴纳提醒',
  reminderBody: (months: string[], total: string) =>
    `您 ${months.join('、')} 共 ${months.length} 个月的党费尚未缴纳，合计 ${total} 元。请尽快向所在党支部缴纳；如已缴纳，请联系党支部更正记录。`,
  reminderAction: '查看我的党费',
} as const;
