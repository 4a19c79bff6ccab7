import { ROLE_NAMES, type OrganiserRole } from '../../../contract/organiser';
import type { Db } from '../../db/transaction';
import type { HandlerCtx } from '../../http/groupRoutes';
import { ORGANISER_CHECKED, type OrganiserChecked } from '../../http/organiserGate';
import { fail } from '../../lib/errors';

// Who may act where. A grant (role at a node of the party-organisation tree) covers the node's
// subtree: a branch secretary their branch, a college organiser the college's branches, the 党校
// the whole school. The 系统管理员 keeps grants, settings and the audit log and reviews nothing
// unless also granted a reviewing role. Read fresh on every organiser call: a withdrawn grant
// stops working at once, on every API instance.

export const MSG_NOT_ORGANISER = '此功能仅供党组织管理人员使用；如需开通，请联系学校党委组织部';
export const MSG_OUT_OF_SCOPE = '该事项不在您的管理范围内，或已不存在';
export const MSG_SYSADMIN_ONLY = '此功能仅供系统管理员使用';

/** How high a role stands: a grant may only give roles below the granter's own. */
export const ROLE_RANK: Record<OrganiserRole, number> = { branch: 1, college: 2, school: 3, sysadmin: 4 };
const REVIEWING: readonly OrganiserRole[] = ['branch', 'college', 'school'];

export interface OrgUnitRow {
  id: number;
  parentId: number | null;
  name: string;
  kind: string;
}

export interface GrantRow {
  id: number;
  role: OrganiserRole;
  orgId: number;
}

export interface Organiser {
  userId: number;
  account: string;
  name: string;
  grants: GrantRow[];
  units: Map<number, OrgUnitRow>;
}

/** The node and everything below it. */
export function subtreeOf(units: Map<number, OrgUnitRow>, rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const u of units.values()) {
    if (u.parentId !== null) children.set(u.parentId, [...(children.get(u.parentId) ?? []), u.id]);
  }
  const out = new Set<number>();
  const walk = (id: number) => {
    if (out.has(id)) return;
    out.add(id);
    for (const c of children.get(id) ?? []) walk(c);
  };
  if (units.has(rootId)) walk(rootId);
  return out;
}

export async function loadUnits(db: Db): Promise<Map<number, OrgUnitRow>> {
  const rows = await db.selectFrom('orgUnit').select(['id', 'parentId', 'name', 'kind']).orderBy('sort').orderBy('id').execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function grantsOf(db: Db, userId: number): Promise<GrantRow[]> {
  return db.selectFrom('orgGrant').select(['id', 'role', 'orgId']).where('userId', '=', userId).orderBy('id').execute();
}

export async function loadOrganiser(db: Db, userId: number): Promise<Organiser> {
  const grants = await grantsOf(db, userId);
  if (grants.length === 0) throw fail(MSG_NOT_ORGANISER);
  const [user, units] = await Promise.all([
    db.selectFrom('user').select(['account', 'name', 'status']).where('id', '=', userId).executeTakeFirst(),
    loadUnits(db),
  ]);
  if (!user || user.status !== 1) throw fail(MSG_NOT_ORGANISER);
  return { userId, account: user.account, name: user.name, grants, units };
}

/** The org units whose learners the organiser reviews and manages (reviewing roles only). */
export function reviewScope(o: Organiser): Set<number> {
  const out = new Set<number>();
  for (const g of o.grants) if (REVIEWING.includes(g.role)) for (const id of subtreeOf(o.units, g.orgId)) out.add(id);
  return out;
}

export const isSysadmin = (o: Organiser) => o.grants.some((g) => g.role === 'sysadmin');

export function requireSysadmin(o: Organiser): void {
  if (!isSysadmin(o)) throw fail(MSG_SYSADMIN_ONLY);
}

/** The grant that covers an org unit most closely (a branch grant before the college's), as a line for the audit log. */
export function roleLineFor(o: Organiser, orgId: number | null): string {
  const covering = o.grants
    .filter((g) => orgId !== null && subtreeOf(o.units, g.orgId).has(orgId))
    .sort((a, b) => ROLE_RANK[a.role] - ROLE_RANK[b.role]);
  const g = covering[0] ?? [...o.grants].sort((a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role])[0];
  return `${ROLE_NAMES[g.role]} · ${o.units.get(g.orgId)?.name ?? ''}`;
}

/** An organiser endpoint's handler: it receives the caller's grants, read and checked first. */
export type OrganiserHandler<B, R> = (body: B, ctx: HandlerCtx<true>, organiser: Organiser) => Promise<R>;

/** Wraps a handler with the grant check; route registration refuses an organiser endpoint without it. */
export function organiserHandler<B, R>(fn: OrganiserHandler<B, R>): ((body: B, ctx: HandlerCtx<true>) => Promise<R>) & OrganiserChecked {
  const wrapped = async (body: B, ctx: HandlerCtx<true>) => fn(body, ctx, await loadOrganiser(ctx.db, ctx.user.id));
  return Object.assign(wrapped, { [ORGANISER_CHECKED]: true as const });
}
