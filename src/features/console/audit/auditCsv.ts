import type { AuditEntry } from '@contract/audit';
import { buildCsv } from '@/lib/csv';
import { formatDate } from '@/lib/date';
import { auditTexts as t } from '../texts';

/** The audit log's entries as a CSV file's text (Excel opens it: see lib/csv.ts). */
export const auditCsv = (entries: readonly AuditEntry[]) =>
  buildCsv(
    t.csvHeads,
    entries.map((e) => [formatDate(e.at), e.account, e.name, e.role, e.action, e.target, e.before, e.after]),
  );

export const auditFileName = (now: Date) => t.fileName(formatDate(now, 'YYYY-MM-DD'));
