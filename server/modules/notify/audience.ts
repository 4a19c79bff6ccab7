import { sql } from 'kysely';
import type { Audience, AudiencePreview } from '../../../contract/notify';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { reviewScope, type Organiser } from '../organiser/scope';

// Who a console message reaches: the active learners in the sender's scope matching every filter
// given (branch, identity, stage), together with the accounts named (they too must be in scope).
// Resolved on the server from the filters, so a sender cannot reach anyone outside their scope by
// naming ids, and the count the preview shows is the count that receives it.

export const MSG_NO_AUDIENCE = '请选择接收人：党支部、身份、培训阶段，或填写指定账号';
export const MSG_EMPTY_AUDIENCE = '所选条件下没有您管理范围内的学员，请调整接收人';

const nonEmpty = (a?: unknown[]) => a !== undefined && a.length > 0;

function hasFilter(a: Audience): boolean {
  return nonEmpty(a.branchIds) || nonEmpty(a.identityIds) || nonEmpty(a.stageIds);
}

function scopedLearners(db: Db, o: Organiser) {
  const scope = [...reviewScope(o)];
  return db
    .selectFrom('user as u')
    .where('u.status', '=', 1)
    .where((eb) => (scope.length === 0 ? sql<boolean>`1 = 0` : eb('u.orgId', 'in', scope)));
}

/** The recipients' ids (each once), and the named accounts that are not learners in scope. */
export async function resolveAudience(db: Db, o: Organiser, a: Audience): Promise<{ ids: number[]; unknownAccounts: string[] }> {
  const accounts = [...new Set((a.accounts ?? []).map((s) => s.trim()).filter(Boolean))];
  if (!hasFilter(a) && accounts.length === 0) throw fail(MSG_NO_AUDIENCE);
  const ids = new Set<number>();
  if (hasFilter(a)) {
    const rows = await scopedLearners(db, o)
      .select('u.id')
      .$if(nonEmpty(a.branchIds), (w) => w.where('u.orgId', 'in', a.branchIds!))
      .$if(nonEmpty(a.identityIds), (w) => w.where('u.identityId', 'in', a.identityIds!))
      .$if(nonEmpty(a.stageIds), (w) => w.where('u.stageId', 'in', a.stageIds!))
      .execute();
    for (const r of rows) ids.add(r.id);
  }
  const named = accounts.length
    ? await scopedLearners(db, o).select(['u.id', 'u.account']).where('u.account', 'in', accounts).execute()
    : [];
  for (const r of named) ids.add(r.id);
  const found = new Set(named.map((r) => r.account));
  return { ids: [...ids], unknownAccounts: accounts.filter((s) => !found.has(s)) };
}

export async function previewAudience(db: Db, o: Organiser, a: Audience): Promise<AudiencePreview> {
  const { ids, unknownAccounts } = await resolveAudience(db, o, a);
  const sample = ids.length ? await db.selectFrom('user').select('name').where('id', 'in', ids.slice(0, 8)).orderBy('id').execute() : [];
  return { count: ids.length, sample: sample.map((s) => s.name), unknownAccounts };
}
