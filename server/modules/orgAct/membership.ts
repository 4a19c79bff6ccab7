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

export async function memberOf(db: Db, userId: number): Promise<Member> {
  const row = await db.selectFrom('user as u')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .select(['u.orgId', 'o.parentId', 'i.name as identity'])
    .where('u.id', '=', userId).executeTakeFirst();
  const branchId = row?.orgId ?? null;
  const orgIds = [branchId, row?.parentId ?? null].filter((x): x is number => x !== null);
  return { id: userId, branchId, orgIds, identity: row?.identity ?? '' };
}
