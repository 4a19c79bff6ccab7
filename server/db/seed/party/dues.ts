import type { Kysely } from 'kysely';
import { writeDuesRecord } from '../../../lib/duesRule';
import type { DuesCategoryValue } from '../../../modules/party/tables';
import type { Database } from '../../schema';

// The party dues records the branches keep (no payment on the platform): a year of months up to
// now (never before the month the member joined), each written through the server's rule so the
// amount is the server's. 王浩然 (预备党员, student): the months up to last month, last month not
// yet paid. 陈静 (正式党员, a doctoral student: student rate): up to this month, this month unpaid.
// 赵建国 (cadre, staff): by his income after tax, this month unpaid.

interface DuesSeed {
  account: string;
  category: DuesCategoryValue;
  /** months before this one of the last record: 0 this month, 1 last month */
  lastMonthsAgo: number;
  /** the monthly base in fen by year (staff), the latest year's for any later one */
  baseByYear?: Record<number, number>;
}

const seeds: DuesSeed[] = [
  { account: '2022020201', category: 'student', lastMonthsAgo: 1 },
  { account: '2021030301', category: 'student', lastMonthsAgo: 0 },
  { account: 'gb001', category: 'staff', lastMonthsAgo: 0, baseByYear: { 2024: 1_156_000, 2025: 1_196_000, 2026: 1_268_000 } },
];

const beijing = (t: number) => new Date(t + 8 * 3600_000);
const monthKey = (y: number, m: number) => `${y}-${String(m + 1).padStart(2, '0')}`;

export async function insertDuesDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const today = beijing(Date.parse(now));
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth();
  for (const s of seeds) {
    const user = await trx.selectFrom('user').select(['id', 'joinPartyDate']).where('account', '=', s.account).executeTakeFirst();
    if (!user) continue;
    const joined = user.joinPartyDate?.slice(0, 7) ?? '0000-00';
    for (let back = s.lastMonthsAgo + 11; back >= s.lastMonthsAgo; back -= 1) {
      const d = new Date(Date.UTC(thisYear, thisMonth - back, 1));
      const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
      const month = monthKey(y, m);
      if (month < joined) continue;
      // the latest month is not paid yet; the others on a working day early in the month
      const paidDate = back === s.lastMonthsAgo ? null : `${month}-${String(8 + ((y + m * 7) % 5)).padStart(2, '0')}`;
      const years = Object.keys(s.baseByYear ?? {})
        .map(Number)
        .sort((a, b) => a - b);
      const year = years.filter((x) => x <= y).at(-1) ?? years[0];
      const baseFen = s.baseByYear && year !== undefined ? s.baseByYear[year] : null;
      await writeDuesRecord(trx, { userId: user.id, month, category: s.category, baseFen, paidDate }, now);
    }
  }
}
