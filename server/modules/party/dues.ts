import type { DuesCard, DuesCategory, DuesRecord, DuesRuleLine } from '../../../contract/party';
import type { Db } from '../../db/transaction';
import { duesBands, yuan, type DuesBand } from '../../lib/duesRule';
import { beijingDate } from '../../lib/beijingDate';

// 我的党费: the learner's monthly dues as their branch records them (no payment here). Only
// probationary and full members pay. The rule is data (dues_rule, from the 2008 规定): a fixed
// amount for students, a share of the monthly base by band for staff and the retired; the
// amount is computed here from the base and the rule, rounded to the fen, and stored with the
// record (server/lib/duesRule.ts), so a later change of the rule does not rewrite what was due.

export const PAYING_STATUSES = ['probationary', 'member'];
export const NOT_MEMBER_NOTE = '入党后按月缴纳党费';
const STATUS_NAMES: Record<string, string> = {
  masses: '群众',
  league: '共青团员',
  applicant: '入党申请人',
  activist: '入党积极分子',
  candidate: '发展对象',
  probationary: '中共预备党员',
  member: '中共党员',
};
const CATEGORY_NAMES: Record<DuesCategory, string> = { student: '学生党员', staff: '在职党员', retired: '离退休党员' };
const BASE_NAMES: Record<DuesCategory, string> = { student: '', staff: '税后月收入', retired: '月离退休费' };

type Rule = DuesBand;

const rateText = (permille: number | null) => (permille === null ? '定额' : `${permille / 10}%`);

function ruleLines(rules: Rule[]): DuesRuleLine[] {
  const lines: DuesRuleLine[] = [];
  for (const category of ['student', 'staff', 'retired'] as const) {
    const bands = rules.filter((r) => r.category === category).sort((a, b) => a.sort - b.sort);
    let from: number | null = null;
    for (const r of bands) {
      const upTo = r.upToFen === null ? null : r.upToFen / 100;
      const range =
        from === null
          ? upTo === null
            ? ''
            : ` ${upTo} 元（含）以下`
          : upTo === null
            ? ` ${from / 100} 元以上`
            : ` ${from / 100} 元以上至 ${upTo} 元（含）`;
      const what = r.fixedFen !== null ? `每月 ${yuan(r.fixedFen)} 元` : `${BASE_NAMES[category]}${range}，按 ${rateText(r.permille)} 缴纳`;
      lines.push({ category, text: `${CATEGORY_NAMES[category]}：${what}` });
      from = r.upToFen;
    }
  }
  return lines;
}

export async function cardRecordDetail(db: Db, userId: number, askedYear: number | undefined, now: Date): Promise<DuesCard> {
  const user = await db.selectFrom('user').select('partyStatus').where('id', '=', userId).executeTakeFirstOrThrow();
  const label = await db
    .selectFrom('enumItem')
    .select('label')
    .where('code', '=', 'partyStatus')
    .where('value', '=', user.partyStatus)
    .executeTakeFirst();
  const year = askedYear ?? Number(beijingDate(now).slice(0, 4));
  const rules = await duesBands(db);
  const base = {
    partyStatusName: label?.label ?? STATUS_NAMES[user.partyStatus] ?? '',
    year,
    rule: ruleLines(rules),
    basis: '依据中共中央组织部《关于中国共产党党费收缴、使用和管理的规定》（2008年）',
  };
  const member = PAYING_STATUSES.includes(user.partyStatus);
  if (!member) {
    return {
      ...base,
      member,
      note: NOT_MEMBER_NOTE,
      years: [year],
      category: null,
      records: [],
      totalDue: yuan(0),
      totalPaid: yuan(0),
      unpaidMonths: 0,
    };
  }
  const all = await db
    .selectFrom('duesRecord')
    .select(['month', 'category', 'baseFen', 'permille', 'amountFen', 'paidDate'])
    .where('userId', '=', userId)
    .orderBy('month')
    .execute();
  const years = [...new Set([year, ...all.map((r) => Number(r.month.slice(0, 4)))])].sort((a, b) => b - a);
  const rows = all.filter((r) => r.month.startsWith(`${year}-`));
  const records: DuesRecord[] = rows.map((r) => ({
    month: r.month,
    category: r.category,
    base: r.baseFen === null ? null : yuan(r.baseFen),
    rate: rateText(r.permille),
    amount: yuan(r.amountFen),
    paid: r.paidDate !== null,
    paidDate: r.paidDate,
  }));
  const sum = (list: typeof rows) => list.reduce((s, r) => s + r.amountFen, 0);
  return {
    ...base,
    member,
    note: '',
    years,
    category: all.at(-1)?.category ?? null,
    records,
    totalDue: yuan(sum(rows)),
    totalPaid: yuan(sum(rows.filter((r) => r.paidDate !== null))),
    unpaidMonths: rows.filter((r) => r.paidDate === null).length,
  };
}
