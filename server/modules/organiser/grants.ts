import type { PageOf } from '../../../contract/common';
import { ROLE_NAMES, type Grant, type OrganiserRole, type ScopeUnit } from '../../../contract/organiser';
import { inTransaction, isUniqueViolation, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { pageOf } from '../cms/listing';
import { ROLE_RANK, isSysadmin, loadUnits, roleLineFor, subtreeOf, type Organiser, type OrgUnitRow } from './scope';

// Grants are kept from above: the 系统管理员 gives any role anywhere; every other organiser gives
// and withdraws only roles below their own, at nodes inside their scope. Each change is audited.

export const MSG_GRANT_NOT_ALLOWED = '只能授予或收回比您级别低的角色，且只能在您管理的党组织范围内';

/** Whether the organiser may give or withdraw `role` at `orgId`. */
export function canManage(o: Organiser, role: OrganiserRole, orgId: number): boolean {
  return o.grants.some((g) => g.role === 'sysadmin' || (ROLE_RANK[role] < ROLE_RANK[g.role] && subtreeOf(o.units, g.orgId).has(orgId)));
}

/** The node a role may sit at: a branch role at a 党支部, a college role at a 党委/党总支 below the school, the rest at the root. */
export function fitsNode(role: OrganiserRole, unit: Pick<OrgUnitRow, 'kind' | 'parentId'>): boolean {
  if (role === 'branch') return unit.kind === '党支部';
  if (role === 'college') return unit.parentId !== null && unit.kind !== '党支部';
  return unit.parentId === null;
}

/** Why a role cannot sit at a node (fitsNode false), said to the person granting it. */
export const NODE_WORDS: Record<OrganiserRole, string> = {
  branch: '党支部的角色只能授予在党支部上',
  college: '二级党委的角色只能授予在学院党委或党总支上',
  school: '校级角色只能授予在学校党委上',
  sysadmin: '系统管理员只能授予在学校党委上',
};

function grantRows(db: Db) {
  return db
    .selectFrom('orgGrant as g')
    .innerJoin('user as u', 'u.id', 'g.userId')
    .innerJoin('orgUnit as o', 'o.id', 'g.orgId')
    .select(['g.id', 'u.account', 'u.name', 'g.role', 'g.orgId', 'o.name as orgName', 'g.grantedBy', 'g.grantedAt', 'g.userId']);
}

const asGrant = ({ userId: _userId, ...g }: Grant & { userId: number }): Grant => g;

export async function myGrants(db: Db, userId: number): Promise<{ grants: Grant[] }> {
  const rows = await grantRows(db).where('g.userId', '=', userId).orderBy('g.id').execute();
  return { grants: rows.map(asGrant) };
}

/** The units the organiser may act in: every grant's subtree (a sysadmin: the whole tree), in tree order. */
export function scopeUnits(o: Organiser): ScopeUnit[] {
  const all = [...o.units.values()];
  if (isSysadmin(o)) return all;
  const inScope = new Set<number>();
  for (const g of o.grants) for (const id of subtreeOf(o.units, g.orgId)) inScope.add(id);
  return all.filter((u) => inScope.has(u.id));
}

export async function grantList(db: Db, o: Organiser, q: { keyword?: string; pageNum: number; pageSize: number }): Promise<PageOf<Grant>> {
  const keyword = q.keyword?.trim().toLowerCase() ?? '';
  const rows = (await grantRows(db).orderBy('g.orgId').orderBy('g.id').execute())
    .filter((g) => canManage(o, g.role, g.orgId) || g.userId === o.userId)
    .filter((g) => keyword === '' || [g.account, g.name, g.orgName].some((s) => s.toLowerCase().includes(keyword)));
  const start = (q.pageNum - 1) * q.pageSize;
  return pageOf(rows.slice(start, start + q.pageSize).map(asGrant), rows.length, q.pageNum, q.pageSize);
}

export async function addGrant(
  db: Db,
  o: Organiser,
  b: { account: string; role: OrganiserRole; orgId: number },
  now: Date,
): Promise<Grant> {
  const at = now.toISOString();
  const units = o.units.size > 0 ? o.units : await loadUnits(db);
  const unit = units.get(b.orgId);
  if (!unit || !canManage(o, b.role, b.orgId)) throw fail(MSG_GRANT_NOT_ALLOWED);
  if (!fitsNode(b.role, unit)) throw fail(NODE_WORDS[b.role]);
  const user = await db.selectFrom('user').select(['id', 'name', 'status']).where('account', '=', b.account.trim()).executeTakeFirst();
  if (!user) throw fail(`没有账号为“${b.account.trim()}”的用户，请核对账号`);
  if (user.status !== 1) throw fail('该账号已停用，请先启用再授权');
  try {
    return await inTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('orgGrant')
        .values({ userId: user.id, role: b.role, orgId: b.orgId, grantedBy: o.account, grantedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(trx, {
        actor: { id: o.userId, account: o.account, name: o.name },
        role: roleLineFor(o, b.orgId),
        action: '授予管理角色',
        target: `${user.name}（${b.account.trim()}） · ${ROLE_NAMES[b.role]} · ${unit.name}`,
        after: { account: b.account.trim(), role: b.role, orgId: b.orgId },
        at,
      });
      const g = await grantRows(trx).where('g.id', '=', row.id).executeTakeFirstOrThrow();
      return asGrant(g);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('该账号在这个党组织已有这个角色');
    throw err;
  }
}

export async function revokeGrant(db: Db, o: Organiser, id: number, now: Date): Promise<null> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const g = await grantRows(trx).where('g.id', '=', id).executeTakeFirst();
    if (!g || !canManage(o, g.role, g.orgId)) throw fail('该授权不存在，或不在您可管理的范围内');
    if (g.userId === o.userId) throw fail('不能收回自己的授权，请由上级或系统管理员收回');
    const done = await trx.deleteFrom('orgGrant').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) !== 1) throw fail('该授权已被收回');
    await appendAudit(trx, {
      actor: { id: o.userId, account: o.account, name: o.name },
      role: roleLineFor(o, g.orgId),
      action: '收回管理角色',
      target: `${g.name}（${g.account}） · ${ROLE_NAMES[g.role]} · ${g.orgName}`,
      before: { account: g.account, role: g.role, orgId: g.orgId },
      at,
    });
    return null;
  });
}
