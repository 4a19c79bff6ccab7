import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

// A school's lists come out of Excel. Excel on Chinese Windows saves "CSV (逗号分隔)" in GB18030
// (GBK) and "CSV UTF-8" with a byte-order mark; both are read here, so IT staff need not know which
// they chose. Cells are trimmed; blank lines are skipped; a row is known by its line in the file, so
// every problem can name the line Excel shows.

export interface CsvRow {
  /** the row's number as Excel shows it (the header is row 1; a cell spanning lines is still one row) */
  line: number;
  /** cells by column title */
  cells: Record<string, string>;
}

export interface CsvTable {
  file: string;
  columns: string[];
  rows: CsvRow[];
}

export class CsvError extends Error {}

/** UTF-8 when the bytes are valid UTF-8 (with or without BOM), else GB18030. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export function readCsvTable(file: string): CsvTable {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new CsvError(`无法读取文件 ${file}（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）`);
  }
  return parseCsvTable(decodeText(bytes), file);
}

export function parseCsvTable(text: string, file = '（文本）'): CsvTable {
  let records: { record: string[]; info: { records: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (err) {
    const e = err as Error & { lines?: number };
    throw new CsvError(`${file} 不是有效的 CSV${e.lines ? `（第 ${e.lines} 行附近）` : ''}：${e.message}`);
  }
  if (!records.length) throw new CsvError(`${file} 是空的：第 1 行应是列名`);
  const columns = records[0].record.map((c) => c.trim());
  const seen = new Set<string>();
  for (const c of columns) {
    if (c && seen.has(c)) throw new CsvError(`${file} 第 1 行有两列都叫“${c}”`);
    seen.add(c);
  }
  const rows: CsvRow[] = [];
  for (const { record, info } of records.slice(1)) {
    if (record.every((c) => c === '')) continue;
    const cells: Record<string, string> = {};
    columns.forEach((c, i) => {
      if (c) cells[c] = (record[i] ?? '').trim();
    });
    // Excel shows each record as one row and each blank line as an empty row
    rows.push({ line: info.records + info.empty_lines, cells });
  }
  return { file, columns, rows };
}
