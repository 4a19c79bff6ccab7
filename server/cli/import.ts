// `npm run import -- <kind> <file.csv> [--dry-run] [--<option> value]`
//   Imports one of a school's lists (server/cli/import/importers.ts: 学校设置, 组织机构, 培训阶段, 人员, ...)
//   into the database the server uses (DATA_DIR / DATABASE_URL, as the server reads them), safe while
//   the server runs. All or nothing: a problem in any row writes nothing and prints every problem
//   with its row and column. --dry-run checks and says what would change, writing nothing.
// `npm run import -- template <kind> [--out file.csv]` writes a CSV template (columns and an example
//   row), by default <title>.csv in the folder the command was typed in, never over an existing
//   file; `npm run import` alone lists the kinds and their columns.
// Exit code 1 when the list has problems, 2 when the import could not run (configuration, file).
import { ConfigError } from '../config';
import { cliOptions } from './cliFlag';
import { CsvError, readCsvTable } from '../lib/lists/csvTable';
import { ImportRefused, runImport, templateCsv, type Importer } from './import/importer';
import { formatProblem } from '../lib/lists/problems';
import { importerOf, importers } from './import/importers';
import { openSchoolDatabase } from './schoolDatabase';
import { FileExists, userPath, writeNewFile } from './userPath';

function usage(): string {
  const lines = [
    '用法：npm run import -- <类型> <文件.csv> [--dry-run]',
    '      npm run import -- template <类型> [--out 文件.csv]   （写出该类型的 CSV 模板，默认文件名为表名，如 人员.csv）',
    '',
    '类型：',
  ];
  for (const i of importers) {
    lines.push(`  ${i.kind.padEnd(10)} ${i.title}：${i.columns.map((c) => (c.required ? `${c.name}*` : c.name)).join('、')}`);
    for (const o of i.options ?? []) lines.push(`  ${''.padEnd(10)} --${o.name}：${o.help}`);
  }
  lines.push('', '带 * 的列必填。文件可以是 Excel 另存的“CSV (逗号分隔)”（GBK）或“CSV UTF-8”。');
  return lines.join('\n');
}

async function importFile(importer: Importer, named: string, options: Record<string, string | undefined>): Promise<number> {
  const file = userPath(named);
  const table = readCsvTable(file);
  const dryRun = options['dry-run'] !== undefined;
  const { db, dataDir, uploadDir } = await openSchoolDatabase();
  try {
    // the list's own folder (files it names, e.g. videos, are relative to it) and where uploads go
    const s = await runImport(db, importer, table, { dryRun, options: { ...options, file, dataDir, uploadDir } });
    console.log(
      `${dryRun ? '检查通过（--dry-run，未写入）' : '导入完成'}：${importer.title} ${table.rows.length} 行，` +
        `${dryRun ? '将' : ''}新增 ${s.added}，${dryRun ? '将' : ''}更新 ${s.updated}，未变 ${s.unchanged}`,
    );
    for (const n of s.notes) console.log(`  ${n}`);
    return 0;
  } catch (err) {
    if (!(err instanceof ImportRefused)) throw err;
    console.error(`未导入（数据库没有任何改动）：${named} 有 ${err.problems.length} 处需要修改`);
    for (const p of err.problems) console.error(`  ${formatProblem(p)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const { positional, named } = cliOptions(process.argv.slice(2));
  const [kind, arg] = positional;
  if (!kind) {
    console.log(usage());
    return 0;
  }
  if (kind === 'template') {
    const importer = arg ? importerOf(arg) : undefined;
    if (!importer) {
      console.error(`请指明模板的类型：${importers.map((i) => i.kind).join('、')}`);
      return 2;
    }
    // a file, not standard output: `npm run` prints its own lines there, which would become the
    // first rows of a template saved with `>`
    const file = userPath(named.out || `${importer.title}.csv`);
    try {
      writeNewFile(file, templateCsv(importer));
    } catch (err) {
      if (!(err instanceof FileExists)) throw err;
      console.error(`未写出模板：${err.message}`);
      return 2;
    }
    console.log(`已写出模板：${file}（列名与一行示例；用 Excel 打开填写，另存为 CSV 后导入）`);
    return 0;
  }
  const importer = importerOf(kind);
  if (!importer) {
    console.error(`不认识的类型“${kind}”\n\n${usage()}`);
    return 2;
  }
  if (!arg) {
    console.error(`请指明要导入的 CSV 文件：npm run import -- ${kind} <文件.csv>`);
    return 2;
  }
  try {
    return await importFile(importer, arg, named);
  } catch (err) {
    if (err instanceof CsvError || err instanceof ConfigError) {
      console.error(`未导入：${err.message}`);
      return 2;
    }
    throw err;
  }
}

// an unexpected error is left to crash the process with its stack (an unhandled rejection, exit 1)
void main().then((code) => {
  process.exitCode = code;
});
