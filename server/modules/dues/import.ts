import type { Req, Res } from '../../../contract';
import { DUES_IMPORT_COLUMNS, DUES_IMPORT_ROWS_MAX, type DuesImportProblem } from '../../../contract/dues';
import { inTransaction, type Db } from '../../db/transaction';
import { duesBands } from '../../lib/duesRule';
import { fail } from '../../lib/errors';
import { CsvError, parseCsvTable, type CsvTable } from '../../lib/lists/csvTable';
import { appendAudit } from '../audit/chain';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { monthProblem, personProblem, todayOf, valuesProblem } from './checks';
import { baseCell, categoryCell, dateCell, monthCell } from './csvCells';
import { duesScope } from './scope';
import { DUES } from './texts';
import { auditView, writeEntries, type CheckedEntry } from './write';

// 导入党费: the finance office's monthly list (CSV, columns in DUES_IMPORT_COLUMNS), all or nothing.
// Every line is checked first against the same rules as a record typed in the console; one bad line
// and the answer names every bad line and what to fix, writing nothing. Otherwise all lines are
// written in one transaction with one audit entry (the counts, and each corrected record's value
// before), never half a file.

type Key = keyof typeof DUES_IMPORT_COLUMNS;
const REQUIRED: Key[] = ['account', 'month', 'category'];
/** how many problems the message itself names (the answer's data lists them all) */
const NAMED_IN_MESSAGE = 5;

function tableOf(csv: string): CsvTable {
  try {
    return parseCsvTable(csv, '所选文件');
  } catch (err) {
    if (err instanceof CsvError) throw fail(err.message);
    throw err;
  }
}

/** the file's column for each field: the first accepted name present */
function columnsOf(table: CsvTable): Partial<Record<Key, string>> {
  const out: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(DUES_IMPORT_COLUMNS) as Key[]) {
    const found = DUES_IMPORT_COLUMNS[key].find((name) => table.columns.includes(name));
    if (found) out[key] = found;
  }
  for (const key of REQUIRED) if (!out[key]) throw fail(DUES.missingColumn(DUES_IMPORT_COLUMNS[key]));
  return out;
}

export async function importDues(db: Db, o: Organiser, b: Req<'dues', 'import'>, now: Date): Promise<Res<'dues', 'import'>> {
  const { units } = duesScope(o);
  const table = tableOf(b.csv);
  if (table.rows.length > DUES_IMPORT_ROWS_MAX) throw fail(DUES.csvRows(table.rows.length));
  if (!table.rows.length) throw fail(DUES.csvEmpty);
  const col = columnsOf(table);
  const cell = (cells: Record<string, string>, key: Key) => (col[key] ? (cells[col[key]] ?? '') : '');

  const accounts = [...new Set(table.rows.map((r) => cell(r.cells, 'account')).filter(Boolean))];
  const people = new Map<
    string,
    {
      id: number;
      name: string;
      account: string;
      orgId: number | null;
      partyStatus: string;
      joinPartyDate: string | null;
      status: number;
      branchConfirmed: number;
    }
  >();
  for (let i = 0; i < accounts.length; i += 500) {
    const rows = await db
      .selectFrom('user')
      .select(['id', 'name', 'account', 'orgId', 'partyStatus', 'joinPartyDate', 'status', 'branchConfirmed'])
      .where('account', 'in', accounts.slice(i, i + 500))
      .execute();
    for (const u of rows) people.set(u.account, u);
  }
  const bands = await duesBands(db);
  const today = todayOf(now);
  const problems: DuesImportProblem[] = [];
  const checked: CheckedEntry[] = [];
  const firstLine = new Map<string, number>();
  for (const row of table.rows) {
    const say = (message: string) => problems.push({ line: row.line, message });
    const account = cell(row.cells, 'account');
    if (!account) {
      say(DUES.noAccount);
      continue;
    }
    const p = people.get(account);
    if (!p || p.orgId === null || !units.has(p.orgId) || p.status !== 1 || p.branchConfirmed !== 1) {
      say(DUES.unknownAccount(account));
      continue;
    }
    const name = cell(row.cells, 'name');
    if (name && name !== p.name) {
      say(DUES.nameMismatch(name, p.name));
      continue;
    }
    const month = monthCell(cell(row.cells, 'month'));
    const category = categoryCell(cell(row.cells, 'category'));
    const base = baseCell(cell(row.cells, 'base'));
    const paidDate = dateCell(cell(row.cells, 'paidDate'));
    if ('problem' in category) {
      say(category.problem);
      continue;
    }
    if ('problem' in base) {
      say(base.problem);
      continue;
    }
    const values = { category: category.value, baseFen: base.value, paidDate };
    const problem = monthProblem(month, today) ?? personProblem(p, month, o.userId) ?? valuesProblem(month, values, bands, today);
    if (problem) {
      say(problem);
      continue;
    }
    const key = `${p.id} ${month}`;
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      say(DUES.sameAs(earlier));
      continue;
    }
    firstLine.set(key, row.line);
    checked.push({ user: { id: p.id, name: p.name, account: p.account, orgId: p.orgId }, month, ...values });
  }
  if (problems.length) {
    const named = problems
      .slice(0, NAMED_IN_MESSAGE)
      .map((x) => `第 ${x.line} 行：${x.message}`)
      .join('；');
    throw fail(DUES.importRefused(problems.length, problems.length > NAMED_IN_MESSAGE ? `${named}；……` : named), { problems });
  }
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const done = await writeEntries(trx, checked, bands, at, o.userId);
    const count = (state: string) => done.filter((w) => w.state === state).length;
    const counts = { rows: table.rows.length, created: count('created'), rewritten: count('rewritten'), unchanged: count('unchanged') };
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, null),
      action: '导入党费',
      target: `党费文件 ${table.rows.length} 行（${[...new Set(checked.map((e) => e.month))].sort().join('、')}）`,
      before: counts.rewritten
        ? done
            .filter((w) => w.state === 'rewritten' && w.before)
            .map((w) => ({ account: w.entry.user.account, month: w.entry.month, ...auditView(w.before!) }))
        : undefined,
      after: counts,
      at,
    });
    return counts;
  });
}
