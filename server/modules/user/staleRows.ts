import { clock } from '../../lib/clock';
import type { Db } from '../../db/transaction';
import { WINDOW_SECONDS } from './loginGuard';

// Rows of the sign-in machinery that nothing reads once they are past their use: expired
// sessions (an expired and a missing token get the same 10003), captchas nobody answered, password
// failures older than the lockout window, locks that have ended, mail codes older than the day the
// resend limit counts. The requests themselves only sweep what they touch (a captcha issue, a
// user's next login), so a bot asking for captchas or guessing unknown accounts would otherwise
// grow these tables for good. Deleted in small batches so a large backlog never holds SQLite's
// write lock for long (heartbeats and exam saves wait behind it).

const BATCH = 2000;
const DAY_SECONDS = 86400;

export interface SweptRows {
  sessions: number;
  captchas: number;
  loginFailures: number;
  accountLocks: number;
  mailCodes: number;
}

/** Runs a batch delete until a batch comes back short; answers the rows deleted in all. */
async function untilDone(batch: () => { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }): Promise<number> {
  let total = 0;
  for (;;) {
    const n = Number((await batch().executeTakeFirst()).numDeletedRows);
    total += n;
    if (n < BATCH) return total;
  }
}

/** Deletes the stale rows as of now (see above) and answers how many of each. */
export async function sweepStaleRows(db: Db): Promise<SweptRows> {
  const now = clock.iso();
  const failuresBefore = clock.isoIn(-WINDOW_SECONDS);
  const codesBefore = clock.isoIn(-DAY_SECONDS);
  return {
    sessions: await untilDone(() =>
      db
        .deleteFrom('session')
        .where('tokenHash', 'in', db.selectFrom('session').select('tokenHash').where('expiresAt', '<', now).limit(BATCH)),
    ),
    captchas: await untilDone(() =>
      db.deleteFrom('captcha').where('id', 'in', db.selectFrom('captcha').select('id').where('expiresAt', '<', now).limit(BATCH)),
    ),
    loginFailures: await untilDone(() =>
      db
        .deleteFrom('loginFailure')
        .where('id', 'in', db.selectFrom('loginFailure').select('id').where('createdAt', '<', failuresBefore).limit(BATCH)),
    ),
    accountLocks: await untilDone(() =>
      db
        .deleteFrom('accountLock')
        .where('account', 'in', db.selectFrom('accountLock').select('account').where('lockedUntil', '<', now).limit(BATCH)),
    ),
    mailCodes: await untilDone(() =>
      db
        .deleteFrom('mailCode')
        .where(
          'id',
          'in',
          db.selectFrom('mailCode').select('id').where('createdAt', '<', codesBefore).where('expiresAt', '<', now).limit(BATCH),
        ),
    ),
  };
}
