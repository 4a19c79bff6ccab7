import type { Database } from '../db/schema';
import type { Db } from '../db/transaction';
import { fail } from './errors';

// The party dues rule applied: the rule's bands are data (dues_rule, from the 2008 中共中央组织部
// 《关于中国共产党党费收缴、使用和管理的规定》); a month's amount is computed here from the base and the
// band it falls in, rounded to the fen (half up), and stored with the record, so a later change
// of the rule does not rewrite what was due. Used by the party module and the demo seed alike.

type DuesRuleRow = Database['duesRule'];
export type DuesCategoryValue = DuesRuleRow['category'];
export type DuesBand = Pick<DuesRuleRow, 'category' | 'upToFen' | 'permille' | 'fixedFen' | 'sort'>;

/** 元 with two decimals, from fen. */
export const yuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export async function duesBands(db: Db, category?: DuesCategoryValue): Promise<DuesBand[]> {
  return db
    .selectFrom('duesRule')
    .select(['category', 'upToFen', 'permille', 'fixedFen', 'sort'])
    .$if(category !== undefined, (q) => q.where('category', '=', category as DuesCategoryValue))
    .orderBy('category')
    .orderBy('sort')
    .execute();
}

/** The band of `bands` (one category, by sort) a base falls in — an edge belongs to the lower band — and what it comes to. */
export function duesOf(bands: DuesBand[], baseFen: number | null): { permille: number | null; amountFen: number } {
  const band = bands.find((r) => r.fixedFen !== null || (baseFen !== null && (r.upToFen === null || baseFen <= r.upToFen)));
  if (!band) throw fail('缴费基数缺失，无法计算党费');
  if (band.fixedFen !== null) return { permille: null, amountFen: band.fixedFen };
  const permille = band.permille ?? 0;
  return { permille, amountFen: Math.round(((baseFen ?? 0) * permille) / 1000) };
}

export interface DuesEntry {
  userId: number;
  month: string;
  category: DuesCategoryValue;
  baseFen: number | null;
  paidDate: string | null;
}

/** True when the category's rule takes a share of a monthly base (so a record needs one), not a fixed amount. */
export const needsBase = (bands: DuesBand[]): boolean => bands.length > 0 && bands.every((b) => b.fixedFen === null);

export interface WrittenDues {
  baseFen: number | null;
  permille: number | null;
  amountFen: number;
}

/**
 * Writes (or rewrites) one month's record with the amount computed from the rule in force.
 * `recordedBy`: the organiser writing it in the console (null for the demo and tests of the card).
 */
export async function writeDuesRecord(db: Db, e: DuesEntry, nowIso: string, recordedBy: number | null = null): Promise<WrittenDues> {
  const { permille, amountFen } = duesOf(await duesBands(db, e.category), e.baseFen);
  const baseFen = permille === null ? null : e.baseFen;
  const recordedAt = recordedBy === null ? null : nowIso;
  await db
    .insertInto('duesRecord')
    .values({
      userId: e.userId,
      month: e.month,
      category: e.category,
      baseFen,
      permille,
      amountFen,
      paidDate: e.paidDate,
      createdAt: nowIso,
      recordedBy,
      recordedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'month'])
        .doUpdateSet({ category: e.category, baseFen, permille, amountFen, paidDate: e.paidDate, recordedBy, recordedAt }),
    )
    .execute();
  return { baseFen, permille, amountFen };
}
