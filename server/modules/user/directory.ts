import type { Kysely } from 'kysely';
import type { Identity, OrgNode, Phase, Stage } from '../../../contract/user';
import type { Database } from '../../db/schema';
import { SELF_DECLARED_IDENTITIES } from './userInfo';

// The pick lists of the profile and registration forms.

export async function identityList(db: Kysely<Database>): Promise<Identity[]> {
  const rows = await db.selectFrom('identity').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ ...r, selfDeclared: SELF_DECLARED_IDENTITIES.includes(r.name) }));
}

/** The organisation tree (党委 -> 党总支 -> 党支部), each level in its `sort` order. */
export async function treeList(db: Kysely<Database>): Promise<OrgNode[]> {
  const rows = await db.selectFrom('orgUnit').select(['id', 'parentId', 'name', 'kind']).orderBy('sort').orderBy('id').execute();
  const nodes = new Map<number, OrgNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, kind: r.kind, children: [] }]));
  const roots: OrgNode[] = [];
  // Rows arrive sorted, so pushing in order keeps every children list sorted too.
  for (const r of rows) {
    const parent = r.parentId == null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

export function phaseList(db: Kysely<Database>): Promise<Phase[]> {
  return db.selectFrom('phase').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export function stageList(db: Kysely<Database>, phaseId?: number): Promise<Stage[]> {
  let q = db.selectFrom('stage').select(['id', 'phaseId', 'name', 'startDate', 'endDate']);
  if (phaseId !== undefined) q = q.where('phaseId', '=', phaseId);
  return q.orderBy('phaseId').orderBy('sort').orderBy('id').execute();
}
