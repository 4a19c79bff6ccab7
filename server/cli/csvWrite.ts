// CSV as Excel on a Chinese Windows PC opens it: UTF-8 with a BOM (without it Excel reads GBK
// and the Chinese turns to mojibake), CRLF line ends, and a cell quoted when it holds a comma,
// a quote or a line break. Used by the import's templates and by `npm run export`.

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell. A text that Excel would run as a formula (=, +, -, @ first, or a tab or CR first:
 * "CSV injection") gets a leading apostrophe, so a name someone typed as =HYPERLINK(...) stays text
 * and shows as typed; numbers stay numbers.
 */
export function csvCell(value: string | number): string {
  let v = String(value);
  if (/^[=+\-@\t\r]/.test(v) && !NUMBER.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** A whole file: the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
