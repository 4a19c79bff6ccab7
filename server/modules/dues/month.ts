import type { Req, Res } from '../../../contract';
import type { DuesMonthRow } from '../../../contract/dues';
import type { Db } from '../../db/transaction';
import type { Organiser } from '../organiser/scope';
import { firstMonthOf, payingMembers } from './members';
import { duesScope } from './scope';

// One month of dues in the caller's scope: every paying member who had joined by that month, with
// their record (or none), the category and base of their latest record to fill a new one in, and
// the month's totals. (The contract's pattern keeps the month a real one; a month ahead is simply empty.)

const STATUS_NAMES: Record<string, string> = { probationary: '中共预备党员', member: '中共党员' };

export async function duesMonth(db: Db, o: Organiser, b: Req<'dues', 'month'>): Promise<Res<'dues', 'month'>> {
  const { units } = duesScope(o, b.orgId);
  const members = (await payingMembers(db, units)).filter((m) => firstMonthOf(m) <= b.month);
  const ids = members.map((m) => m.id);
  const records = new Map<number, DuesMonthRow['record'] & object>();
  const last = new Map<number, { category: DuesMonthRow['lastCategory']; baseFen: number | null; month: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const rows = await db
      .selectFrom('duesRecord as r')
      .leftJoin('user as w', 'w.id', 'r.recordedBy')
      .select(['r.userId', 'r.month', 'r.category', 'r.baseFen', 'r.permille', 'r.amountFen', 'r.paidDate', 'w.name as recordedBy'])
      .where('r.userId', 'in', part)
      .execute();
    for (const r of rows) {
      if (r.month === b.month) {
        records.set(r.userId, {
          category: r.category,
          baseFen: r.baseFen,
          permille: r.permille,
          amountFen: r.amountFen,
          paidDate: r.paidDate,
          recordedBy: r.recordedBy ?? '',
        });
      }
      const seen = last.get(r.userId);
      if (!seen || r.month > seen.month) last.set(r.userId, { category: r.category, baseFen: r.baseFen, month: r.month });
    }
  }
  const rows: DuesMonthRow[] = members.map((m) => ({
    userId: m.id,
    name: m.name,
    account: m.account,
    branchName: m.branchName,
    partyStatusName: STATUS_NAMES[m.partyStatus] ?? '',
    record: records.get(m.id) ?? null,
    lastCategory: last.get(m.id)?.category ?? null,
    lastBaseFen: last.get(m.id)?.baseFen ?? null,
  }));
  const recorded = rows.flatMap((r) => (r.record ? [r.record] : []));
  const paid = recorded.filter((r) => r.paidDate !== null);
  return {
    month: b.month,
    rows,
    totals: {
      members: rows.length,
      paid: paid.length,
      unpaid: recorded.length - paid.length,
      missing: rows.length - recorded.length,
      dueFen: recorded.reduce((s, r) => s + r.amountFen, 0),
      paidFen: paid.reduce((s, r) => s + r.amountFen, 0),
    },
  };
}
