import { fail } from '../../lib/errors';
import { clock } from '../../lib/clock';
import { inTransaction, lockKey, type Db } from '../../db/transaction';

// Password guessing protection, keyed on the ACCOUNT: on campus many learners share one NAT
// address, so locking an IP would lock out a whole dormitory. Login and updatePassword share it.
//
// A password check is RESERVED before the slow scrypt (a loginFailure row, in_progress 1) and
// settled after it: deleted when the password was right, kept as a failure when it was wrong.
// Only wrong passwords count toward the lock: a class logging in to one account at once must
// not lock it. So that concurrent guesses cannot all pass a check made before any of them
// failed, failures plus checks under way never exceed MAX_FAILURES: a check beyond that waits
// until one settles. At most MAX_FAILURES wrong passwords are ever verified per account per window.

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;
/** A check still unsettled after this long was cut short (its process stopped): it counts as a failure. */
export const CHECK_STALE_SECONDS = 60;
/** A waiting check gives up when no check of its account settled for this long. */
export const WAIT_IDLE_MS = 10_000;
/** How often a waiting check looks again when no settle of this process woke it (another instance's checks). */
const POLL_MS = 200;

export const BUSY = '该账号正有多人同时登录，请稍后再试';

const lockedMessage = (untilIso: string) => {
  const minutes = Math.max(1, Math.ceil((new Date(untilIso).getTime() - clock.now().getTime()) / 60000));
  return `账号已被锁定，请 ${minutes} 分钟后再试（15 分钟内连续 ${MAX_FAILURES} 次密码错误）`;
};

/** Checks of this process waiting for a slot, by account: woken when a check of the account settles. */
const waiting = new Map<string, Set<() => void>>();

function wakeWaiting(account: string): void {
  const wake = waiting.get(account);
  waiting.delete(account);
  wake?.forEach((w) => w());
}

/** Resolves true when a check of the account settles in this process, false after `ms`. */
function nextSettle(account: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let set = waiting.get(account);
    if (!set) waiting.set(account, (set = new Set()));
    const wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      set.delete(wake);
      resolve(false);
    }, ms);
    set.add(wake);
  });
}

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

/** Why a sign-in without a password (统一身份认证) is refused now: the account's lock, as a password login says it; else null. */
export async function lockRefusal(db: Db, account: string): Promise<string | null> {
  const lockedUntil = await activeLock(db, account);
  return lockedUntil ? lockedMessage(lockedUntil) : null;
}

/** Wrong passwords in the window (a check cut short counts as one) and checks under way. */
async function tally(trx: Db, account: string): Promise<{ failed: number; checking: number }> {
  const rows = await trx
    .selectFrom('loginFailure')
    .select(['inProgress', 'createdAt'])
    .where('account', '=', account)
    .where('createdAt', '>', clock.isoIn(-WINDOW_SECONDS))
    .execute();
  const staleBefore = clock.isoIn(-CHECK_STALE_SECONDS);
  const checking = rows.filter((r) => r.inProgress === 1 && r.createdAt > staleBefore).length;
  return { failed: rows.length - checking, checking };
}

/** Forgets the account's failures (and checks cut short); checks under way keep their rows. */
async function deleteFailures(trx: Db, account: string): Promise<void> {
  await trx
    .deleteFrom('loginFailure')
    .where('account', '=', account)
    .where((eb) => eb.or([eb('inProgress', '=', 0), eb('createdAt', '<=', clock.isoIn(-CHECK_STALE_SECONDS))]))
    .execute();
}

type Reservation = { id: number } | { lockedUntil: string } | { busy: true };

/**
 * Reserves one password check for the account and answers the reservation's id; 10002 while
 * the account is locked (or once MAX_FAILURES wrong passwords lock it). While failures and
 * checks under way fill MAX_FAILURES, waits for one of them to settle.
 */
export async function reserveAttempt(db: Db, account: string): Promise<number> {
  let idleSince = Date.now();
  for (;;) {
    const outcome = await inTransaction(db, async (trx): Promise<Reservation> => {
      await lockKey(trx, account);
      const lockedUntil = await activeLock(trx, account);
      if (lockedUntil) return { lockedUntil };
      const { failed, checking } = await tally(trx, account);
      if (failed >= MAX_FAILURES) return { lockedUntil: await setLock(trx, account) };
      if (failed + checking >= MAX_FAILURES) return { busy: true };
      const row = await trx
        .insertInto('loginFailure')
        .values({ account, createdAt: clock.iso(), inProgress: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    });
    if ('id' in outcome) return outcome.id;
    if ('lockedUntil' in outcome) throw fail(lockedMessage(outcome.lockedUntil));
    if (await nextSettle(account, POLL_MS)) idleSince = Date.now();
    else if (Date.now() - idleSince > WAIT_IDLE_MS) throw fail(BUSY);
  }
}

/** The password was right (or was not checked): the reservation does not count. */
export async function releaseAttempt(db: Db, reservationId: number, account: string): Promise<void> {
  try {
    await db.deleteFrom('loginFailure').where('id', '=', reservationId).execute();
  } finally {
    wakeWaiting(account);
  }
}

/**
 * The reserved check failed: its row stays, as a failure. Answers the refusal to show: the
 * caller's wording for a wrong password given the tries left, or the lock that the last allowed
 * failure sets.
 */
export async function recordFailure(db: Db, reservationId: number, account: string, wrong: (triesLeft: number) => string): Promise<Error> {
  try {
    const outcome = await inTransaction(db, async (trx): Promise<{ left: number } | { lockedUntil: string }> => {
      await lockKey(trx, account);
      // A check that was under way when another failure locked the account: it goes with the
      // lock, so counting now would promise five fresh tries to a locked account.
      const locked = await activeLock(trx, account);
      if (locked) {
        await trx.deleteFrom('loginFailure').where('id', '=', reservationId).execute();
        return { lockedUntil: locked };
      }
      const settled = await trx.updateTable('loginFailure').set({ inProgress: 0 }).where('id', '=', reservationId).executeTakeFirst();
      // its row swept meanwhile (a password reset forgets failures): the wrong password still counts
      if (Number(settled.numUpdatedRows) === 0)
        await trx.insertInto('loginFailure').values({ account, createdAt: clock.iso(), inProgress: 0 }).execute();
      const { failed } = await tally(trx, account);
      if (failed < MAX_FAILURES) return { left: MAX_FAILURES - failed };
      const lockedUntil = await setLock(trx, account);
      // The lock replaces the failures: after it ends the learner starts with five fresh tries.
      await deleteFailures(trx, account);
      return { lockedUntil };
    });
    return fail('lockedUntil' in outcome ? lockedMessage(outcome.lockedUntil) : wrong(outcome.left));
  } finally {
    wakeWaiting(account);
  }
}

/** A successful login or a password reset forgets past failures and any lock. */
export async function clearFailures(db: Db, account: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await deleteFailures(trx, account);
    await trx.deleteFrom('accountLock').where('account', '=', account).execute();
  });
  wakeWaiting(account);
}
