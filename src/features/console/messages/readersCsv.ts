import type { Reader } from '@contract/notify';
import { beijingDay, formatBeijing } from '../beijingTime';
import { messagesTexts as t } from './texts';

// The readers of one message as a CSV file for Excel: UTF-8 with a byte order mark (else Excel on
// Windows reads the Chinese as GBK), CRLF lines, every field quoted.

const BOM = '\uFEFF';

/**
 * One field: quoted, inner quotes doubled; a value starting with = + - @ (or a tab / CR) gets a
 * leading apostrophe so a spreadsheet shows it as text and never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: a header row, then one row per reader. */
export function readersCsv(readers: readonly Reader[]): string {
  const rows = [
    t.csvHeads,
    ...readers.map((r) => [r.name, r.account, r.branchName, r.readAt ? t.read : t.unread, formatBeijing(r.readAt)]),
  ];
  return BOM + rows.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The file's name: the title without characters a file system refuses, and the Beijing date. */
export function readersCsvName(title: string, now: Date): string {
  const safe = title.replace(/[\\/:*?"<>|\r\n\t]/g, '_').slice(0, 50) || t.readersTitle;
  return `${safe}-${t.readers}-${beijingDay(now)}.csv`;
}
