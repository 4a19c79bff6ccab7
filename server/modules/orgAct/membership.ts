import type { Db } from '../../db/transaction';

// Where a learner stands in the party organisation: their branch, the committee directly above it
// (whose 党课 and 主题党日 branch members attend too) and their identity (正式党员, 预备党员, ...).

export interface Member {
  id: number;
  branchId: number | null;
  /** the branch and its parent committee: the organisations whose activities the learner sees */
  orgIds: number[];
  identity: string;
}

/**
 * A self-registered account its branch has not confirmed belongs to no branch yet: it sees none
 * of the branch's agendas, activities or votes (which discuss, among others, who is to be developed).
 */
export async function memberOf(db: Db, userId: number): Promise<Member> {
  const row = await db
    .selectFrom('user as u')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .select(['u.orgId', 'u.branchConfirmed', 'o.parentId', 'i.name as identity'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const branchId = row?.branchConfirmed === 1 ? row.orgId : null;
  const orgIds = branchId === null ? [] : [branchId, row?.parentId ?? null].filter((x): x is number => x !== null);
  return { id: userId, branchId, orgIds, identity: row?.identity ?? '' };
}
