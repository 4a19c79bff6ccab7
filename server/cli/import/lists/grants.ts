import type { Kysely } from 'kysely';
import { ROLE_NAMES, type OrganiserRole } from '../../../../contract/organiser';
import type { Database } from '../../../db/schema';
import type { CsvRow } from '../../../lib/lists/csvTable';
import { appendAudit } from '../../../modules/audit/chain';
import { fitsNode, NODE_WORDS } from '../../../modules/organiser/grants';
import type { Importer, ImportContext, ImportSummary } from '../importer';
import { looksScientific } from './peopleCells';
import { normalisePath, orgsByPath, type OrgNode } from './paths';

// 管理授权: who may use the organiser console, and where: one row per grant (账号, 角色, 党组织),
// the same grants the console's 授权管理 gives, with the same rule for which node a role sits at
// (fitsNode). This is how a new installation gets its first 系统管理员, and how a school hands out
// many branch secretaries at once. 操作 收回 withdraws a grant. A grant that exists already is
// counted unchanged; grants the file does not mention are left as they are. Each grant given or
// withdrawn is written to the audit log in the import's transaction, as from the command line.

const C = { account: '账号', role: '角色', org: '党组织', action: '操作' } as const;

/** The audit entry's role line: no organiser acted, the server's operator did. */
const IMPORT_ROLE_LINE = '命令行导入';

/** The words a 角色 cell may hold: the console's names (校级 short for 校级（党校/组织部）) and the code's own. */
const ROLE_WORDS = new Map<string, OrganiserRole>(
  Object.entries({
    党支部: 'branch',
    二级党委: 'college',
    校级: 'school',
    [ROLE_NAMES.school]: 'school',
    系统管理员: 'sysadmin',
    branch: 'branch',
    college: 'college',
    school: 'school',
    sysadmin: 'sysadmin',
  } satisfies Record<string, OrganiserRole>),
);
const ROLE_CHOICES = '党支部、二级党委、校级、系统管理员（或 branch、college、school、sysadmin）';

const GIVE = '授予';
const WITHDRAW = '收回';

/** Accounts looked up per query. */
const LOOKUP_CHUNK = 1000;
/** Notes name at most this many grants. */
const NOTE_NAMES = 20;

interface Wanted {
  line: number;
  account: string;
  userId: number;
  userName: string;
  role: OrganiserRole;
  unit: OrgNode;
  withdraw: boolean;
}

const quoted = (names: Iterable<string>) => [...names].map((n) => `“${n}”`).join('、');

/** Reads and checks every row (reads only); problems go to ctx. Rows with a problem are left out. */
async function check(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<Wanted[]> {
  const units = await orgsByPath(trx);
  const byName = new Map<string, string[]>();
  for (const [path, u] of units) byName.set(u.name, [...(byName.get(u.name) ?? []), path]);
  const root = [...units.values()].find((u) => u.parentId === null);
  const accounts = [...new Set(rows.map((r) => (r.cells[C.account] ?? '').trim()).filter(Boolean))];
  const users = new Map<string, { id: number; name: string; status: number }>();
  for (let i = 0; i < accounts.length; i += LOOKUP_CHUNK) {
    const found = await trx
      .selectFrom('user')
      .select(['id', 'account', 'name', 'status'])
      .where('account', 'in', accounts.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const u of found) users.set(u.account, u);
  }

  const wanted: Wanted[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const cell = (c: string) => (row.cells[c] ?? '').trim();
    const before = ctx.problems.list.length;
    const add = (column: string, message: string) => ctx.problems.add(row.line, column, message);

    const actionCell = cell(C.action);
    if (actionCell && actionCell !== GIVE && actionCell !== WITHDRAW)
      add(C.action, `“${actionCell}”不是可用的操作；可用：${GIVE}、${WITHDRAW}（留空为${GIVE}）`);
    const withdraw = actionCell === WITHDRAW;

    const account = cell(C.account);
    const user = users.get(account);
    if (!account) add(C.account, '请填写账号');
    else if (looksScientific(account)) add(C.account, `“${account}”是被 Excel 改成科学计数法的数字；请把该列设为“文本”格式后重新填写账号`);
    else if (!user) add(C.account, `没有账号为“${account}”的用户；请核对账号，或先在人员表中导入该账号`);
    // withdrawing a disabled account's grant is tidying up, so only a grant needs an account in use
    else if (user.status !== 1 && !withdraw)
      add(C.account, `“${account}”（${user.name}）已停用；请先启用该账号（人员表「状态」填正常）再授权`);

    const roleCell = cell(C.role);
    const role = ROLE_WORDS.get(roleCell) ?? ROLE_WORDS.get(roleCell.toLowerCase());
    if (!roleCell) add(C.role, `请填写角色；可用：${ROLE_CHOICES}`);
    else if (!role) add(C.role, `“${roleCell}”不是可用的角色；可用：${ROLE_CHOICES}`);

    const orgCell = cell(C.org);
    const unit = orgCell ? units.get(normalisePath(orgCell)) : undefined;
    if (!orgCell) add(C.org, '请填写党组织：从学校党委起的完整名称，各级用“/”连接');
    else if (!unit) {
      const candidates = byName.get(normalisePath(orgCell).split('/').pop() ?? '') ?? [];
      add(
        C.org,
        `“${orgCell}”不存在；请填写从学校党委起的完整名称，各级用“/”连接` +
          (candidates.length ? `，是否指${quoted(candidates.slice(0, 3))}？` : '（与组织机构表一致）'),
      );
    } else if (role && !fitsNode(role, unit)) {
      const hint = role === 'school' || role === 'sysadmin' ? (root ? `，即“${root.path}”` : '') : '';
      add(C.org, `“${orgCell}”是${unit.parentId === null ? '学校党委' : unit.kind}；${NODE_WORDS[role]}${hint}`);
    }

    if (ctx.problems.list.length > before || !user || !role || !unit) continue;
    const key = `${user.id}\u0000${role}\u0000${unit.id}`;
    const first = firstLine.get(key);
    if (first !== undefined) {
      add(C.account, `与第 ${first} 行是同一项授权（${account} · ${ROLE_NAMES[role]} · ${unit.path}）；一项授权只写一行`);
      continue;
    }
    firstLine.set(key, row.line);
    wanted.push({ line: row.line, account, userId: user.id, userName: user.name, role, unit, withdraw });
  }
  return wanted;
}

/** The grant as the console's audit entries name it. */
const targetOf = (w: Wanted) => `${w.userName}（${w.account}） · ${ROLE_NAMES[w.role]} · ${w.unit.name}`;

const named = (targets: string[]) =>
  targets.slice(0, NOTE_NAMES).join('；') + (targets.length > NOTE_NAMES ? ` 等 ${targets.length} 项` : '');

async function run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary> {
  const summary: ImportSummary = { added: 0, updated: 0, unchanged: 0, notes: [] };
  const wanted = await check(trx, rows, ctx);
  if (ctx.problems.any) return summary;

  const given: string[] = [];
  const withdrawn: string[] = [];
  for (const w of wanted) {
    const grant = { account: w.account, role: w.role, orgId: w.unit.id };
    if (w.withdraw) {
      // one conditional delete: a grant the console withdrew meanwhile is reported, not audited twice
      const done = await trx
        .deleteFrom('orgGrant')
        .where('userId', '=', w.userId)
        .where('role', '=', w.role)
        .where('orgId', '=', w.unit.id)
        .executeTakeFirst();
      if (Number(done.numDeletedRows) === 0) {
        ctx.problems.add(w.line, C.action, `${w.account} 在“${w.unit.path}”没有${ROLE_NAMES[w.role]}的授权，无需收回`);
        continue;
      }
      await appendAudit(trx, {
        actor: null,
        role: IMPORT_ROLE_LINE,
        action: '收回管理角色',
        target: targetOf(w),
        before: grant,
        at: ctx.now,
      });
      withdrawn.push(targetOf(w));
      summary.updated++;
      continue;
    }
    // one insert that skips an existing grant (also one the console gave meanwhile): the import stays idempotent
    const done = await trx
      .insertInto('orgGrant')
      .values({ userId: w.userId, role: w.role, orgId: w.unit.id, grantedAt: ctx.now })
      .onConflict((oc) => oc.columns(['userId', 'role', 'orgId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!done) {
      summary.unchanged++;
      continue;
    }
    await appendAudit(trx, { actor: null, role: IMPORT_ROLE_LINE, action: '授予管理角色', target: targetOf(w), after: grant, at: ctx.now });
    given.push(targetOf(w));
    summary.added++;
  }
  if (given.length) summary.notes.push(`授予 ${given.length} 项：${named(given)}`);
  if (withdrawn.length) summary.notes.push(`收回 ${withdrawn.length} 项（计为更新，立即生效）：${named(withdrawn)}`);
  return summary;
}

export const grantsImporter: Importer = {
  kind: 'grants',
  title: '管理授权',
  columns: [
    { name: C.account, required: true, help: '已导入且未停用的账号（收回时可以是已停用的）', example: 'zb001' },
    { name: C.role, required: true, help: `${ROLE_CHOICES}之一`, example: '党支部' },
    {
      name: C.org,
      required: true,
      help:
        '授权所在的党组织，从学校党委起的完整名称，各级用“/”连接（与组织机构表一致）：党支部角色填党支部，二级党委角色填学院党委或党总支，' +
        '校级与系统管理员填学校党委本身',
      example: '中共华东理工科技大学委员会/计算机学院党委/本科生第一党支部',
    },
    {
      name: C.action,
      required: false,
      help: `${GIVE}（留空即${GIVE}；已有的授权不变）或 ${WITHDRAW}（收回一项已有的授权）`,
      example: GIVE,
    },
  ],
  run,
};
