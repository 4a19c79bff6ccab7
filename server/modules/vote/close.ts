import { sql } from 'kysely';
import type { VoteConsoleDetail } from '../../../contract/vote';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { VOTE_CONSOLE } from './texts';
import { voteDetail, voteInScope } from './votes';

// Ending a vote early: its end moves to now (a vote not yet open starts and ends now), so the
// learner's side, the results and the members' to-dos all follow the end as for any vote. One
// conditional update decides: two organisers ending it at once end it once, the other is told it
// has ended. Audited with the end before and after.

export async function closeVote(db: Db, o: Organiser, voteId: number, now: Date): Promise<VoteConsoleDetail> {
  const v = await voteInScope(db, o, voteId);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('orgVote')
      .set({
        endTime: at,
        startTime: sql<string>`case when start_time > ${at} then ${at} else start_time end`,
        closedAt: at,
      })
      .where('id', '=', voteId)
      .where('endTime', '>', at)
      .returning('id')
      .executeTakeFirst();
    if (!done) throw fail(VOTE_CONSOLE.alreadyEnded);
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, v.orgId),
      action: '提前结束投票',
      target: `${v.orgName}：「${v.title}」`,
      before: { startAt: v.startTime, endAt: v.endTime },
      after: { startAt: v.startTime < at ? v.startTime : at, endAt: at },
      at,
    });
  });
  return voteDetail(db, o, voteId, at);
}
