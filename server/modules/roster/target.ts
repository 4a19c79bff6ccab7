import { LEARNER_APP_ID } from '../../../contract/codes';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import type { AuditActor } from '../audit/chain';
import { MSG_OUT_OF_SCOPE, reviewScope, type Organiser } from '../organiser/scope';

// The learner a roster write acts on: one in the caller's scope, else the same answer as for an id
// that does not exist (the console reveals nothing outside the scope).

export const MSG_NOT_SELF = '不能在管理后台修改自己的账号；如需更正，请联系上级党组织';

export interface Target {
  id: number;
  account: string;
  name: string;
  orgId: number;
  identityId: number | null;
  stageId: number | null;
  partyStatus: string;
  status: number;
}

export async function targetInScope(db: Db, o: Organiser, id: number): Promise<Target> {
  const u = await db
    .selectFrom('user')
    .select(['id', 'account', 'name', 'orgId', 'identityId', 'stageId', 'partyStatus', 'status', 'appId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!u || u.appId !== LEARNER_APP_ID || u.orgId === null || !reviewScope(o).has(u.orgId)) throw fail(MSG_OUT_OF_SCOPE);
  // an organiser who is also a learner in their own branch does not disable or rename themselves here
  if (u.id === o.userId) throw fail(MSG_NOT_SELF);
  return { ...u, orgId: u.orgId };
}

export const actorOf = (o: Organiser): AuditActor => ({ id: o.userId, account: o.account, name: o.name });

/** The audit entry's target: two learners may share a name, never an account. */
export const targetLine = (t: Pick<Target, 'name' | 'account'>) => `${t.name}（${t.account}）`;
