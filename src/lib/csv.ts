// CSV as Excel opens it: UTF-8 with a byte-order mark (without it Excel reads Chinese as GBK),
// CRLF line ends, and a field quoted when it holds a comma, a quote or a line break (its quotes
// doubled). A text field that starts with =, +, - or @ is prefixed with ' so Excel shows it as text
// rather than running it as a formula (the audit log holds what users typed).

export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

export function csvField(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text: the heads, then one line per row. */
export function buildCsv(heads: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [heads, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
