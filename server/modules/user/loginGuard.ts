import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../http/envelope';
import { clock } from '../../lib/clock';

// Password guessing protection, keyed on the ACCOUNT: on campus many learners share one NAT
// address, so locking an IP would lock out a whole dormitory.
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;

const lockedMessage = (untilIso: string) => {
  const minutes = Math.max(1, Math.ceil((new Date(untilIso).getTime() - clock.now().getTime()) / 60000));
  return `账号已被锁定，请 ${minutes} 分钟后再试（15 分钟内连续 ${MAX_FAILURES} 次密码错误）`;
};

/** Throws 10002 while the account is locked. */
export async function assertNotLocked(db: Kysely<Database>, account: string): Promise<void> {
  const lock = await db.selectFrom('accountLock').select('lockedUntil').where('account', '=', account).executeTakeFirst();
  if (lock && lock.lockedUntil > clock.iso()) throw fail(lockedMessage(lock.lockedUntil));
}

/** Records a wrong password and answers the refusal to show: tries left, or the new lock. */
export async function recordFailure(db: Kysely<Database>, account: string): Promise<Error> {
  const now = clock.iso();
  await db.insertInto('loginFailure').values({ account, createdAt: now }).execute();
  const { n } = await db
    .selectFrom('loginFailure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account', '=', account)
    .where('createdAt', '>', clock.isoIn(-WINDOW_SECONDS))
    .executeTakeFirstOrThrow();
  const failures = Number(n);
  if (failures < MAX_FAILURES) return fail(`账号或密码错误，还可尝试 ${MAX_FAILURES - failures} 次`);
  const lockedUntil = clock.isoIn(LOCK_SECONDS);
  await db
    .insertInto('accountLock')
    .values({ account, lockedUntil })
    .onConflict((oc) => oc.column('account').doUpdateSet({ lockedUntil }))
    .execute();
  // The lock replaces the failures: after it ends the learner starts with five fresh tries.
  await db.deleteFrom('loginFailure').where('account', '=', account).execute();
  return fail(lockedMessage(lockedUntil));
}

/** A successful login or a password reset forgets past failures and any lock. */
export async function clearFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('loginFailure').where('account', '=', account).execute();
  await db.deleteFrom('accountLock').where('account', '=', account).execute();
}
