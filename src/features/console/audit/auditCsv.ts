import type { AuditEntry } from '@contract/audit';
import { buildCsv } from '@/lib/csv';
import { beijingDay, formatBeijing } from '../beijingTime';
import { auditTexts as t } from '../texts';

/** The audit log's entries as a CSV file's text (Excel opens it: see lib/csv.ts). */
export const auditCsv = (entries: readonly AuditEntry[]) =>
  buildCsv(
    t.csvHeads,
    entries.map((e) => [formatBeijing(e.at, { seconds: true }), e.account, e.name, e.role, e.action, e.target, e.before, e.after]),
  );

export const auditFileName = (now: Date) => t.fileName(beijingDay(now));
