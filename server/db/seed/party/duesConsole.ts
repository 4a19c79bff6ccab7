import type { Kysely } from 'kysely';
import { writeDuesRecord } from '../../../lib/duesRule';
import type { DuesCategoryValue } from '../../../modules/party/tables';
import type { Database } from '../../schema';

// The dues the 计算机科学与技术学院 keeps for its branches (the console's 党费, issue #43; zzy001's
// scope): each paying member's months from the month they joined (at most a year back) up to last
// month, written through the server's rule; this month is not recorded yet, so the organiser
// records it. A few months are recorded and unpaid: 陆嘉怡 the last two, 钟俊豪 last month, 杨雪 three
// months ago — the 提醒未缴 button has someone to remind. The teachers (周建国, 林晓红) pay as staff
// on their income after tax.

interface Seed {
  account: string;
  category: DuesCategoryValue;
  baseFen: number | null;
  /** months before this one recorded and not paid (1: last month) */
  unpaid: number[];
}

const seeds: Seed[] = [
  { account: '2022010208', category: 'student', baseFen: null, unpaid: [] },
  { account: '2022010215', category: 'student', baseFen: null, unpaid: [1, 2] },
  { account: '2022010226', category: 'student', baseFen: null, unpaid: [1] },
  { account: '2024110031', category: 'student', baseFen: null, unpaid: [3] },
  { account: '2025110036', category: 'student', baseFen: null, unpaid: [] },
  { account: '2024110047', category: 'student', baseFen: null, unpaid: [] },
  { account: 'zb001', category: 'staff', baseFen: 1_186_000, unpaid: [] },
  { account: 'zzy001', category: 'staff', baseFen: 936_000, unpaid: [] },
];

const MONTHS_BACK = 12;

export async function insertDuesConsoleDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const today = new Date(Date.parse(now) + 8 * 3600_000);
  for (const s of seeds) {
    const user = await trx.selectFrom('user').select(['id', 'joinPartyDate']).where('account', '=', s.account).executeTakeFirst();
    if (!user) continue;
    const joined = user.joinPartyDate?.slice(0, 7) ?? '0000-00';
    for (let back = MONTHS_BACK; back >= 1; back -= 1) {
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
      const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      if (month < joined) continue;
      // paid on a working day early in the month, the branch's usual collection
      const paidDate = s.unpaid.includes(back) ? null : `${month}-${String(6 + (back % 5)).padStart(2, '0')}`;
      await writeDuesRecord(trx, { userId: user.id, month, category: s.category, baseFen: s.baseFen, paidDate }, now);
    }
  }
}
