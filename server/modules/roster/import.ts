import { ROSTER_ROWS_MAX, type RosterImportResult } from '../../../contract/roster';
import type { Req } from '../../../contract';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { CsvError, parseCsvTable } from '../../lib/lists/csvTable';
import { appendAudit } from '../audit/chain';
import { ImportRefused, runImport } from '../lists/importer';
import { peopleImporter } from '../lists/people';
import { reviewScope, roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from './target';

// 导入名册: the 人员 list the school's IT staff import with `npm run import -- people`, uploaded
// by an organiser: the same importer and rules, all or nothing, kept inside the caller's branches
// (ImportContext.scope). A dry run checks and reports what would change; a real run commits with
// one audit entry of the counts (never the file's contents: it may hold initial passwords).

export const MSG_REVIEWERS_ONLY = '导入名册仅供党支部、二级党委和校级管理人员使用';
const NOTHING = { created: 0, updated: 0, unchanged: 0, notes: [] };

export async function importRoster(db: Db, o: Organiser, b: Req<'roster', 'import'>, now: Date): Promise<RosterImportResult> {
  const scope = reviewScope(o);
  if (!scope.size) throw fail(MSG_REVIEWERS_ONLY);
  let table;
  try {
    table = parseCsvTable(b.csv, '所选文件');
  } catch (err) {
    if (err instanceof CsvError) throw fail(err.message);
    throw err;
  }
  if (table.rows.length > ROSTER_ROWS_MAX)
    throw fail(
      `所选文件有 ${table.rows.length} 行，一次最多导入 ${ROSTER_ROWS_MAX} 行；请分成几个文件导入，或请学校信息中心用导入命令办理`,
    );
  const at = now.toISOString();
  try {
    const s = await runImport(db, peopleImporter, table, {
      dryRun: b.dryRun,
      now: at,
      scope,
      beforeCommit: (trx, done) =>
        appendAudit(trx, {
          actor: actorOf(o),
          role: roleLineFor(o, null),
          action: '导入名册',
          target: `人员表 ${table.rows.length} 行`,
          after: { rows: table.rows.length, created: done.added, updated: done.updated, unchanged: done.unchanged },
          at,
        }),
    });
    return { dryRun: b.dryRun, summary: { created: s.added, updated: s.updated, unchanged: s.unchanged, notes: s.notes }, problems: [] };
  } catch (err) {
    if (!(err instanceof ImportRefused)) throw err;
    const problems = err.problems.map((p) => ({ row: p.line, column: p.column, message: p.message }));
    return { dryRun: b.dryRun, summary: NOTHING, problems };
  }
}
