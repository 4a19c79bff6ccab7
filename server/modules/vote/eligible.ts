import { LEARNER_APP_ID } from '../../../contract/codes';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { MSG_OUT_OF_SCOPE, reviewScope, type Organiser } from '../organiser/scope';
import { VOTE_CONSOLE } from './texts';

// Who holds a vote and who may vote in it. A vote belongs to a branch (the learner's side shows a
// member their own branch's votes only); those who may vote are its confirmed learners, of the
// identities the vote names or of any when it names none.

export const BRANCH_KIND = '党支部';

/** The branch asked for, in the caller's scope; else the caller's only branch. */
export function holdingBranch(o: Organiser, orgId: number | undefined): { id: number; name: string } {
  if (orgId === undefined) {
    const branches = o.grants.filter((g) => g.role === 'branch');
    if (branches.length !== 1) throw fail(VOTE_CONSOLE.pickBranch);
    orgId = branches[0].orgId;
  }
  const unit = o.units.get(orgId);
  if (!unit || !reviewScope(o).has(orgId)) throw fail(MSG_OUT_OF_SCOPE);
  if (unit.kind !== BRANCH_KIND) throw fail(VOTE_CONSOLE.branchOnly);
  return { id: unit.id, name: unit.name };
}

export interface EligibleMember {
  userId: number;
  name: string;
  account: string;
  identity: string;
}

/** The branch's confirmed learners who may vote: of `identities`, or all when it is empty. */
export async function eligibleMembers(db: Db, branchId: number, identities: readonly string[]): Promise<EligibleMember[]> {
  let q = db
    .selectFrom('user as u')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .select(['u.id as userId', 'u.name', 'u.account', (eb) => eb.fn.coalesce('i.name', eb.val('')).as('identity')])
    .where('u.orgId', '=', branchId)
    .where('u.appId', '=', LEARNER_APP_ID)
    .where('u.status', '=', 1)
    .where('u.branchConfirmed', '=', 1);
  if (identities.length > 0) q = q.where('i.name', 'in', [...identities]);
  return q.orderBy('u.account').execute();
}

/** The stored JSON list of identity names ([] every member). */
export function identitiesOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
