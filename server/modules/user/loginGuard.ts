import { fail } from '../../http/envelope';
import { clock } from '../../lib/clock';
import { inTransaction, lockKey, type Db } from '../../db/transaction';

// Password guessing protection, keyed on the ACCOUNT: on campus many learners share one NAT
// address, so locking an IP would lock out a whole dormitory. Login and updatePassword share it.
//
// A password check is RESERVED (a loginFailure row written before the slow scrypt) and released
// on success, so concurrent guesses cannot all pass a check made before any of them failed:
// at most MAX_FAILURES passwords are ever verified per account per window.

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;

const lockedMessage = (untilIso: string) => {
  const minutes = Math.max(1, Math.ceil((new Date(untilIso).getTime() - clock.now().getTime()) / 60000));
  return `账号已被锁定，请 ${minutes} 分钟后再试（15 分钟内连续 ${MAX_FAILURES} 次密码错误）`;
};

async function setLock(trx: Db, account: string): Promise<string> {
  const lockedUntil = clock.isoIn(LOCK_SECONDS);
  await trx
    .insertInto('accountLock')
    .values({ account, lockedUntil })
    .onConflict((oc) => oc.column('account').doUpdateSet({ lockedUntil }))
    .execute();
  return lockedUntil;
}

/** The account's lock while it holds (an ended lock answers undefined). */
async function activeLock(trx: Db, account: string): Promise<string | undefined> {
  const lock = await trx.selectFrom('accountLock').select('lockedUntil').where('account', '=', account).executeTakeFirst();
  return lock && lock.lockedUntil > clock.iso() ? lock.lockedUntil : undefined;
}

async function failuresInWindow(trx: Db, account: string): Promise<number> {
  const { n } = await trx
    .selectFrom('loginFailure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account', '=', account)
    .where('createdAt', '>', clock.isoIn(-WINDOW_SECONDS))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Reserves one password check for the account and answers the reservation's id; 10002 while
 * the account is locked, or when MAX_FAILURES checks are already spent or under way.
 */
export async function reserveAttempt(db: Db, account: string): Promise<number> {
  const outcome = await inTransaction(db, async (trx): Promise<{ id: number } | { lockedUntil: string }> => {
    await lockKey(trx, account);
    const lockedUntil = await activeLock(trx, account);
    if (lockedUntil) return { lockedUntil };
    if ((await failuresInWindow(trx, account)) >= MAX_FAILURES) return { lockedUntil: await setLock(trx, account) };
    const row = await trx.insertInto('loginFailure').values({ account, createdAt: clock.iso() }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id };
  });
  if ('lockedUntil' in outcome) throw fail(lockedMessage(outcome.lockedUntil));
  return outcome.id;
}

/** The password was right: the reservation does not count. */
export async function releaseAttempt(db: Db, reservationId: number): Promise<void> {
  await db.deleteFrom('loginFailure').where('id', '=', reservationId).execute();
}

/**
 * The reserved check failed (its row stays as the failure). Answers the refusal to show: the
 * caller's wording for a wrong password given the tries left, or the lock that the last allowed
 * failure sets.
 */
export async function recordFailure(db: Db, account: string, wrong: (triesLeft: number) => string): Promise<Error> {
  const outcome = await inTransaction(db, async (trx): Promise<{ left: number } | { lockedUntil: string }> => {
    await lockKey(trx, account);
    // A check that was under way when another failure locked the account: its reservation went
    // with the lock, so counting now would promise five fresh tries to a locked account.
    const locked = await activeLock(trx, account);
    if (locked) return { lockedUntil: locked };
    const failures = await failuresInWindow(trx, account);
    if (failures < MAX_FAILURES) return { left: MAX_FAILURES - failures };
    const lockedUntil = await setLock(trx, account);
    // The lock replaces the failures: after it ends the learner starts with five fresh tries.
    await trx.deleteFrom('loginFailure').where('account', '=', account).execute();
    return { lockedUntil };
  });
  return fail('lockedUntil' in outcome ? lockedMessage(outcome.lockedUntil) : wrong(outcome.left));
}

/** A successful login or a password reset forgets past failures and any lock. */
export async function clearFailures(db: Db, account: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('loginFailure').where('account', '=', account).execute();
    await trx.deleteFrom('accountLock').where('account', '=', account).execute();
  });
}
