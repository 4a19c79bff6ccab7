import { inTransaction, lockKey, type Db } from '../db/transaction';
import { fail } from './errors';

// How often one learner may post (discussions under a lesson, comments on a shared write-up,
// posts and comments on the party board): not again within `minGapSeconds`, not more than
// `maxPerHour` an hour. postWithinRate counts the learner's recent posts in the post's own table
// and writes the post in one transaction under the learner's lock, so concurrent posts queue
// and only those within the rate are written.

export interface PostLimits {
  minGapSeconds: number;
  maxPerHour: number;
  /** what to say when the hour's posts are used up */
  tooMany: string;
  /** what to say within the gap, given the seconds left */
  tooSoon: (wait: number) => string;
}

export function postRateRefusal(recent: { n: number | string | bigint; last: unknown }, now: Date, limits: PostLimits): string | null {
  if (recent.last) {
    const since = (now.getTime() - Date.parse(String(recent.last))) / 1000;
    // a post that began before the last one was written sees it "in the future": never more than the gap
    if (since < limits.minGapSeconds)
      return limits.tooSoon(Math.min(limits.minGapSeconds, Math.max(1, Math.ceil(limits.minGapSeconds - since))));
  }
  return Number(recent.n) >= limits.maxPerHour ? limits.tooMany : null;
}

/** The tables posts are counted in: each has the author's userId and createdAt. */
export type PostTable = 'lessonDiscussion' | 'workComment' | 'partySns' | 'partySnsComment';

/** Comments everywhere: 10 s apart, 30 an hour. */
export const COMMENT_LIMITS: PostLimits = {
  minGapSeconds: 10,
  maxPerHour: 30,
  tooSoon: (wait) => `评论太频繁，请 ${wait} 秒后再发表`,
  tooMany: '每小时最多发表 30 条评论，请稍后再发表',
};

/** Writes a post (`write`, in the transaction) when the learner is within `limits` on `table`; otherwise 10002 with the reason. */
export function postWithinRate<T>(
  db: Db,
  table: PostTable,
  userId: number,
  now: Date,
  limits: PostLimits,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockKey(trx, `post:${table}:${userId}`);
    const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
    // every PostTable has these two columns; Kysely types one table at a time
    const recent = await trx
      .selectFrom(table as 'workComment')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('createdAt').as('last')])
      .where('userId', '=', userId)
      .where('createdAt', '>', hourAgo)
      .executeTakeFirstOrThrow();
    const refusal = postRateRefusal(recent, now, limits);
    if (refusal) throw fail(refusal);
    return write(trx);
  });
}
