import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Request rate limits counted in the database, so that API instances sharing one PostgreSQL share
// them too. Fixed windows: a key's row holds the start of its current window and the hits in it.
// Each hit is one conditional upsert: a new window starts at 1, the current one counts up while
// under the limit, and a hit over the limit changes nothing and gets no row back. The row is
// locked by the upsert itself (PostgreSQL re-reads it under the lock; SQLite has one writer), so
// hits that arrive together cannot share a count.

export interface RateRule {
  /** hits allowed per window; 0 turns the rule off */
  limit: number;
  windowSeconds: number;
}

/** The start of the fixed window `now` falls in, as the ISO text every time column holds. */
function windowStartOf(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Counts one hit of `key` under `rule`. Answers 0 when it is allowed, otherwise the seconds until
 * the window ends (at least 1).
 */
export async function takeHit(db: Kysely<Database>, key: string, rule: RateRule, now: Date): Promise<number> {
  if (rule.limit <= 0) return 0;
  const start = windowStartOf(now, rule.windowSeconds);
  const windowStart = start.toISOString();
  const counted = await db
    .insertInto('rateLimit')
    .values({ key, windowStart, hits: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => {
          // a hit of a newer window starts it; one of an older window (another instance's clock a
          // little behind) counts in the current one
          const newer = eb('excluded.windowStart', '>', eb.ref('rateLimit.windowStart'));
          return {
            hits: eb
              .case()
              .when(newer)
              .then(1)
              .else(eb('rateLimit.hits', '+', 1))
              .end(),
            windowStart: eb.case().when(newer).then(eb.ref('excluded.windowStart')).else(eb.ref('rateLimit.windowStart')).end(),
          };
        })
        .where((eb) => eb.or([eb('excluded.windowStart', '>', eb.ref('rateLimit.windowStart')), eb('rateLimit.hits', '<', rule.limit)])),
    )
    .returning('hits')
    .executeTakeFirst();
  if (counted) return 0;
  const endsMs = start.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsMs - now.getTime()) / 1000));
}

/** Rows are swept once their window began longer ago than this: longer than any rule's window. */
export const RATE_ROWS_KEPT_SECONDS = 3600;
const SWEEP_BATCH = 2000;

/**
 * Removes the rows of windows long past (housekeeping.ts), in batches so that a large backlog
 * never holds SQLite's write lock for long; answers how many.
 */
export async function sweepRateLimits(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RATE_ROWS_KEPT_SECONDS * 1000).toISOString();
  let total = 0;
  for (;;) {
    const res = await db
      .deleteFrom('rateLimit')
      .where('key', 'in', db.selectFrom('rateLimit').select('key').where('windowStart', '<', before).limit(SWEEP_BATCH))
      .executeTakeFirst();
    const n = Number(res.numDeletedRows);
    total += n;
    if (n < SWEEP_BATCH) return total;
  }
}
