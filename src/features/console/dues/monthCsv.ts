import type { DuesMonthRow } from '@contract/dues';
import { buildCsv } from '@/lib/csv';
import { yuan } from './money';
import { duesTexts as t } from './texts';

// One month's dues as Excel opens them: a line per member, recorded or not.

const h = t.csvHeads;

export const stateOf = (r: DuesMonthRow): keyof typeof t.states => (!r.record ? 'missing' : r.record.paidDate ? 'paid' : 'unpaid');

export const monthCsv = (rows: readonly DuesMonthRow[]): string =>
  buildCsv(
    [h.name, h.account, h.branch, h.status, h.category, h.base, h.amount, h.state, h.paidDate, h.recordedBy],
    rows.map((r) => [
      r.name,
      r.account,
      r.branchName,
      r.partyStatusName,
      r.record ? t.categories[r.record.category] : '',
      r.record?.baseFen ? yuan(r.record.baseFen) : '',
      r.record ? yuan(r.record.amountFen) : '',
      t.states[stateOf(r)],
      r.record?.paidDate ?? '',
      r.record?.recordedBy ?? '',
    ]),
  );
