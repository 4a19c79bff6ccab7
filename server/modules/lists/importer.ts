import { ImportProblems, type Problem } from '../../lib/lists/problems';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { CsvRow, CsvTable } from '../../lib/lists/csvTable';

// One importer per kind of list (组织机构, 人员, ...). An import is all or nothing: every row is
// checked first and any problem leaves the database as it was, with each problem naming the row
// and column to fix; a list imported twice changes nothing the second time (rows are matched by
// their natural key, e.g. 账号), so IT staff can correct the file and run it again.

export interface ImportColumn {
  name: string;
  required: boolean;
  /** what the column holds, for the template and the import listing */
  help: string;
  /** a value for the template's example row */
  example: string;
}

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** further lines for the person running it (e.g. what was disabled) */
  notes: string[];
}

export interface ImportContext {
  /** ISO time of this import, for created/updated columns */
  now: string;
  /** the command's named options (`--password x` → { password: 'x' }) */
  options: Record<string, string | undefined>;
  problems: ImportProblems;
  /** a --dry-run: everything is checked and rolled back; prepare must leave no trace outside the database either */
  dryRun: boolean;
  /** what the importer's prepare answered (undefined without one) */
  prepared?: unknown;
  /**
   * An import from the organiser console: the org units the caller manages (reviewScope). Every
   * row must stay inside them; undefined on the command line (the school's IT staff import anything).
   */
  scope?: ReadonlySet<number>;
}

export interface Importer {
  /** the command's word: `npm run import -- <kind> <file>` */
  kind: string;
  /** the list's Chinese name */
  title: string;
  columns: ImportColumn[];
  /** the template's rows when one example row cannot show the list (学校设置: one row per item); else the columns' examples */
  templateRows?: string[][];
  /** options the importer reads, with what they mean */
  options?: { name: string; help: string }[];
  /**
   * Slow work (e.g. hashing passwords), done before the transaction opens: on SQLite the import
   * holds the write lock from its first statement, and the server's writes wait for it. Its answer
   * is ctx.prepared in run. `db` is outside any transaction, for reads only (e.g. checking the rows
   * first, so a list with a mistake is not kept waiting for slow work it will never use); run checks
   * again inside the transaction.
   */
  prepare?(rows: CsvRow[], ctx: ImportContext, db: Kysely<Database>): Promise<unknown>;
  /**
   * Checks every row and writes them inside trx. Reports problems through ctx.problems (the run
   * is then rolled back); answers what changed.
   */
  run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary>;
}

export class ImportRefused extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${problems.length} 处需要修改`);
  }
}

class DryRun extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run');
  }
}

/** Problems with the columns themselves (row 1): a required one missing, one nobody reads. */
export function columnProblems(importer: Importer, table: CsvTable): Problem[] {
  const known = new Set(importer.columns.map((c) => c.name));
  const problems: Problem[] = [];
  for (const c of importer.columns) {
    if (c.required && !table.columns.includes(c.name))
      problems.push({ line: 1, column: '', message: `缺少必填的列“${c.name}”（${c.help}）` });
  }
  for (const c of table.columns) {
    if (c && !known.has(c))
      problems.push({
        line: 1,
        column: '',
        message: `不认识的列“${c}”；${importer.title}可用的列：${importer.columns.map((k) => k.name).join('、')}`,
      });
  }
  return problems;
}

/**
 * Runs an importer over a table in one transaction. Throws ImportRefused (nothing written) when
 * a column or row has a problem. With dryRun the work is done and rolled back, so the summary
 * says exactly what a real run would change.
 */
export async function runImport(
  db: Kysely<Database>,
  importer: Importer,
  table: CsvTable,
  opts: {
    dryRun?: boolean;
    now?: string;
    options?: Record<string, string | undefined>;
    scope?: ReadonlySet<number>;
    /** a committing run's last step inside its transaction (the console's audit entry): it stands or falls with the rows */
    beforeCommit?: (trx: Kysely<Database>, summary: ImportSummary) => Promise<void>;
  } = {},
): Promise<ImportSummary> {
  const header = columnProblems(importer, table);
  if (header.length) throw new ImportRefused(header);
  if (!table.rows.length) throw new ImportRefused([{ line: 2, column: '', message: `${importer.title}表中没有数据行` }]);
  const problems = new ImportProblems();
  const ctx: ImportContext = {
    now: opts.now ?? new Date().toISOString(),
    options: opts.options ?? {},
    problems,
    dryRun: Boolean(opts.dryRun),
    scope: opts.scope,
  };
  if (importer.prepare) ctx.prepared = await importer.prepare(table.rows, ctx, db);
  try {
    // BEGIN IMMEDIATE on SQLite: beside a running server, a deferred transaction that read before
    // the server wrote would fail at its first write (SQLITE_BUSY) instead of waiting
    return await inTransaction(db, async (trx) => {
      const summary = await importer.run(trx, table.rows, ctx);
      if (problems.any) throw new ImportRefused([...problems.list].sort((a, b) => a.line - b.line));
      if (opts.dryRun) throw new DryRun(summary);
      await opts.beforeCommit?.(trx, summary);
      return summary;
    });
  } catch (err) {
    if (err instanceof DryRun) return err.summary;
    throw err;
  }
}
