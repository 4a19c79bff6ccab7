import { LEARNER_APP_ID } from '../../../contract/codes';
import type { MeetingMember } from '../../../contract/meeting';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { MSG_OUT_OF_SCOPE, reviewScope, subtreeOf, type Organiser } from '../organiser/scope';

// Which organisation holds a meeting and who may be asked to attend: the confirmed learners of the
// organisation and the branches under it (a committee's 党课 is for its branches' members).

export const MSG_PICK_ORG = '您管理多个党组织，请选择召开会议的党组织';

/** The holding organisation: the one asked for, in the caller's scope; else the caller's only branch. */
export function holdingOrg(o: Organiser, orgId: number | undefined): { id: number; name: string } {
  if (orgId === undefined) {
    const branches = o.grants.filter((g) => g.role === 'branch');
    if (branches.length !== 1) throw fail(MSG_PICK_ORG);
    orgId = branches[0].orgId;
  }
  const unit = o.units.get(orgId);
  if (!unit || !reviewScope(o).has(orgId)) throw fail(MSG_OUT_OF_SCOPE);
  return { id: unit.id, name: unit.name };
}

export async function membersOf(db: Db, o: Organiser, orgId: number): Promise<MeetingMember[]> {
  const units = [...subtreeOf(o.units, orgId)];
  return db
    .selectFrom('user as u')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .select(['u.id', 'u.name', 'u.account', (eb) => eb.fn.coalesce('i.name', eb.val('')).as('identity')])
    .where('u.orgId', 'in', units)
    .where('u.appId', '=', LEARNER_APP_ID)
    .where('u.status', '=', 1)
    .where('u.branchConfirmed', '=', 1)
    .orderBy('u.account')
    .execute();
}
