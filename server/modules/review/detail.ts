import { SCORED_KINDS, type Decision, type ReviewDetail, type ReviewKind } from '../../../contract/review';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { MSG_OUT_OF_SCOPE, type Organiser } from '../organiser/scope';
import { adapterOf } from './kinds';
import { overdueBefore, scopedItems } from './queue';

// One item as the organiser reads it: who handed it in, everything they handed in (from the
// source's adapter) and the earlier hand-ins of the same thing with their verdicts.

export async function reviewDetail(
  db: Db,
  o: Organiser,
  kind: ReviewKind,
  id: number,
  now: Date,
  overdueDays: number,
): Promise<ReviewDetail> {
  const item = await scopedItems(db, o)
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .selectAll('r')
    .select(['u.name as learnerName', 'u.account as learnerAccount', 'b.name as branchName', 'i.name as identityName'])
    .where('r.id', '=', id)
    .where('r.kind', '=', kind)
    .executeTakeFirst();
  if (!item) throw fail(MSG_OUT_OF_SCOPE);
  const adapter = adapterOf(item.source);
  const earlier = await db
    .selectFrom('reviewItem')
    .select(['id', 'state', 'reason', 'score', 'reviewerName', 'decidedAt', 'submittedAt'])
    .where('source', '=', item.source)
    .where('refId', '=', item.refId)
    .where('userId', '=', item.userId)
    .where('id', '!=', item.id)
    .orderBy('submittedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const history: Decision[] = earlier.map((e) => ({ ...e }));
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    learnerName: item.learnerName,
    learnerAccount: item.learnerAccount,
    branchName: item.branchName ?? '',
    submittedAt: item.submittedAt,
    state: item.state,
    overdue: item.state === 'pending' && item.submittedAt < overdueBefore(now, overdueDays),
    decidedAt: item.decidedAt,
    reviewerName: item.reviewerName,
    learnerIdentity: item.identityName ?? '',
    scored: SCORED_KINDS.includes(item.kind),
    handedIn: await adapter.handedIn(db, item),
    reason: item.reason,
    score: item.score,
    history,
  };
}
