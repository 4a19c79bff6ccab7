import type { DuesBranchSummary, DuesMemberSummary } from '@contract/dues';
import { buildCsv } from '@/lib/csv';
import { yuan } from './money';
import { duesTexts as t } from './texts';

// A year's dues as Excel opens them: a line per branch, or per member with the unpaid months named.

const h = t.summaryHeads;

export const branchesCsv = (rows: readonly DuesBranchSummary[]): string =>
  buildCsv(
    [h.branch, h.members, h.recorded, h.due, h.paid, h.unpaidMonths],
    rows.map((r) => [r.name, r.members, r.recorded, yuan(r.dueFen), yuan(r.paidFen), r.unpaidMonths]),
  );

export const membersCsv = (rows: readonly DuesMemberSummary[]): string =>
  buildCsv(
    [h.name, h.account, h.branch, h.recorded, h.due, h.paid, h.unpaidMonths, h.unpaid],
    rows.map((r) => [r.name, r.account, r.branchName, r.recorded, yuan(r.dueFen), yuan(r.paidFen), r.unpaid.length, r.unpaid.join(' ')]),
  );
