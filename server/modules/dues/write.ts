import { DUES_CATEGORY_NAMES } from '../../../contract/dues';
import type { DuesCategory } from '../../../contract/party';
import { lockKey, type Db } from '../../db/transaction';
import { duesOf, writeDuesRecord, yuan, type DuesBand } from '../../lib/duesRule';

// Writing checked dues records, inside the caller's transaction: all dues writes take one lock
// first (PostgreSQL; SQLite's write transaction already excludes other writers), so what a record
// was before is read by the same writer that replaces it and the audit's before/after are exact
// even when two organisers save the same month at once. A record equal to the one stored is left
// alone. The amount is always the rule's (server/lib/duesRule.ts).

export interface DuesTarget {
  id: number;
  name: string;
  account: string;
  orgId: number;
}

export interface CheckedEntry {
  user: DuesTarget;
  month: string;
  category: DuesCategory;
  baseFen: number | null;
  paidDate: string | null;
}

interface Stored {
  userId: number;
  month: string;
  category: DuesCategory;
  baseFen: number | null;
  amountFen: number;
  paidDate: string | null;
}

export interface WriteOutcome {
  entry: CheckedEntry;
  state: 'created' | 'rewritten' | 'unchanged';
  before: Stored | null;
  /** as stored: null for a fixed amount */
  baseFen: number | null;
  amountFen: number;
}

/** A record as the audit log shows it. */
export const auditView = (r: { category: DuesCategory; baseFen: number | null; amountFen: number; paidDate: string | null }) => ({
  category: DUES_CATEGORY_NAMES[r.category],
  base: r.baseFen === null ? '' : yuan(r.baseFen),
  amount: yuan(r.amountFen),
  paidDate: r.paidDate ?? '未缴',
});

export async function writeEntries(trx: Db, entries: CheckedEntry[], bands: DuesBand[], at: string, by: number): Promise<WriteOutcome[]> {
  await lockKey(trx, 'dues_record');
  const stored = new Map<string, Stored>();
  const months = [...new Set(entries.map((e) => e.month))];
  const users = [...new Set(entries.map((e) => e.user.id))];
  for (let i = 0; i < users.length; i += 500) {
    const rows = await trx
      .selectFrom('duesRecord')
      .select(['userId', 'month', 'category', 'baseFen', 'amountFen', 'paidDate'])
      .where('month', 'in', months)
      .where('userId', 'in', users.slice(i, i + 500))
      .execute();
    for (const r of rows) stored.set(`${r.userId} ${r.month}`, r);
  }
  const out: WriteOutcome[] = [];
  for (const e of entries) {
    const before = stored.get(`${e.user.id} ${e.month}`) ?? null;
    const { permille, amountFen } = duesOf(
      bands.filter((b) => b.category === e.category),
      e.baseFen,
    );
    const baseFen = permille === null ? null : e.baseFen;
    const same =
      before !== null &&
      before.category === e.category &&
      before.baseFen === baseFen &&
      before.amountFen === amountFen &&
      before.paidDate === e.paidDate;
    if (!same) {
      await writeDuesRecord(trx, { userId: e.user.id, month: e.month, category: e.category, baseFen, paidDate: e.paidDate }, at, by);
    }
    out.push({ entry: e, state: same ? 'unchanged' : before ? 'rewritten' : 'created', before, baseFen, amountFen });
  }
  return out;
}
