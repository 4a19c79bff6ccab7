// `npm run export -- <kind> [--out file.csv] [--<option> value]`
//   Writes one of a school's tables (server/cli/export/exporters.ts: 结业与成绩, ...) from the database
//   the server uses (DATA_DIR / DATABASE_URL, as the server reads them), safe while the server runs:
//   everything is read in one snapshot, so a heartbeat arriving meanwhile cannot make two columns
//   disagree. The file is CSV as Excel opens it (UTF-8 with BOM), by default <title>_<date time>.csv in
//   the folder the command was typed in ("… (2).csv" when that name is taken), never written over an existing file.
// `npm run export` alone lists the kinds. Exit code 2 when the export could not run.
import { ConfigError } from '../config';
import { isPostgres } from '../db/database';
import { beijingTime } from '../lib/beijingDate';
import { cliOptions } from './cliFlag';
import { csvDocument } from './csvWrite';
import { ExportRefused, type Exporter, type ExportTable } from './export/exporter';
import { exporterOf, exporters } from './export/exporters';
import { openSchoolDatabase } from './schoolDatabase';
import { FileExists, userPath, writeNewFile } from './userPath';

function usage(): string {
  const lines = ['用法：npm run export -- <类型> [--out 文件.csv]', '', '类型：'];
  for (const e of exporters) {
    lines.push(`  ${e.kind.padEnd(10)} ${e.title}：${e.help}`);
    for (const o of e.options) lines.push(`  ${''.padEnd(10)} --${o.name}：${o.help}`);
  }
  lines.push(
    '',
    '文件是 Excel 可直接打开的 CSV（UTF-8）；不写 --out 时在当前文件夹写出“表名_日期_时间.csv”（同名文件已有时为“表名_日期_时间 (2).csv”）；不会覆盖已有的文件。',
  );
  return lines.join('\n');
}

async function exportTable(exporter: Exporter, options: Record<string, string | undefined>): Promise<number> {
  const now = new Date();
  // Beijing time in the default name (结业与成绩_2026-11-27_1430.csv), as the school reads its clock
  const stamp = beijingTime(now.toISOString()).replace(' ', '_').replace(':', '');
  const file = userPath(options.out || `${exporter.title}_${stamp}.csv`);
  // the name chosen here may already be taken (two exports in one minute): then "… (2).csv"; a name typed with --out never is
  const numbered = !options.out;
  const { db } = await openSchoolDatabase();
  let table: ExportTable;
  try {
    // one snapshot: SQLite's read transaction sees one commit; PostgreSQL's needs repeatable read
    const tx = isPostgres(db) ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.transaction();
    table = await tx.execute((trx) =>
      exporter.run(trx, { now, options, progress: (done, total) => console.error(`  已读 ${done}/${total} 行…`) }),
    );
  } catch (err) {
    if (!(err instanceof ExportRefused)) throw err;
    console.error(`未导出：${err.message}`);
    return 2;
  } finally {
    await db.destroy();
  }
  let written: string;
  try {
    written = writeNewFile(file, csvDocument(table.header, table.rows), { numbered });
  } catch (err) {
    if (!(err instanceof FileExists)) throw err;
    console.error(`未导出：${err.message}`);
    return 2;
  }
  console.log(`已导出：${exporter.title} ${table.rows.length} 行 → ${written}`);
  for (const n of table.notes) console.log(`  ${n}`);
  return 0;
}

async function main(): Promise<number> {
  const { positional, named } = cliOptions(process.argv.slice(2));
  const [kind] = positional;
  if (!kind) {
    console.log(usage());
    return 0;
  }
  const exporter = exporterOf(kind);
  if (!exporter) {
    console.error(`不认识的类型“${kind}”\n\n${usage()}`);
    return 2;
  }
  try {
    return await exportTable(exporter, named);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`未导出：${err.message}`);
      return 2;
    }
    throw err;
  }
}

// an unexpected error is left to crash the process with its stack (an unhandled rejection, exit 1)
void main().then((code) => {
  process.exitCode = code;
});
