import type { FastifyBaseLogger } from 'fastify';
import type { Req } from '../../../contract';
import { LEARNER_APP_ID } from '../../../contract/codes';
import type { LoginResult } from '../../../contract/user';
import { inTransaction, isUniqueViolation, type Db } from '../../db/transaction';
import type { AuthUser } from '../../http/auth';
import { fail } from '../../lib/errors';
import { consumeCaptcha } from '../../lib/captcha';
import { clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mail';
import { hashPassword, verifyPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/passwordPolicy';
import { loadBaseSetting } from '../base/settings';
import { openReview } from '../review/items';
import { clearFailures, recordFailure, releaseAttempt, reserveAttempt } from './loginGuard';
import { checkMailCode, normaliseEmail, sendMailCode, sendResetCode, useMailCode } from './mailCode';
import { disabledMessage } from './refusal';
import { closeUserSessions, openSession } from './session';
import { applicantIdentityId, assertBranch, SELF_REGISTER_IDENTITY_ONLY } from './userInfo';

// A hash to compare against when the account does not exist, so a wrong account costs the same
// time as a wrong password and answers the same message (no account enumeration).
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('no-such-account-用于对齐耗时'));

const TAKEN = '该账号已被注册';

function assertPolicy(password: string, account: string): void {
  const problem = passwordProblem(password, account);
  if (problem) throw fail(problem);
}

/** Captcha first (one guess per image), then a reserved try (refused while locked), then the password. */
export async function login(db: Db, tokenTtl: number, body: Req<'user', 'login'>): Promise<LoginResult> {
  await consumeCaptcha(db, body.captchaId, body.captchaCode);
  const reservation = await reserveAttempt(db, body.account);
  const user = await db.selectFrom('user').select(['id', 'passwordHash', 'status']).where('account', '=', body.account).executeTakeFirst();
  const right = await verifyPassword(body.password, user?.passwordHash ?? (await dummy()));
  if (!user || !right) throw await recordFailure(db, reservation, body.account, (left) => `账号或密码错误，还可尝试 ${left} 次`);
  await releaseAttempt(db, reservation, body.account);
  if (user.status !== 1) throw fail(await disabledMessage(db, user.id));
  return inTransaction(db, async (trx) => {
    await clearFailures(trx, body.account);
    return openSession(trx, user.id, tokenTtl);
  });
}

async function assertRegisterOpen(db: Db): Promise<void> {
  if (!(await loadBaseSetting(db)).registerEnabled) throw fail('当前未开放注册');
}

/**
 * The mail code is checked before the account: without a live code every account answers the
 * same "验证码已失效", so register cannot be used to probe which accounts exist. Someone who owns
 * the address and holds a right code is told the account is taken (they must pick another);
 * each such probe spends one of the code's five tries.
 */
export async function register(db: Db, tokenTtl: number, body: Req<'user', 'register'>): Promise<LoginResult> {
  await assertRegisterOpen(db);
  assertPolicy(body.password, body.account);
  // A self-registered account is an applicant until its branch says otherwise: any other identity is refused, none means 入党申请人.
  const identityId = await applicantIdentityId(db);
  if (body.identityId != null && body.identityId !== identityId) throw fail(SELF_REGISTER_IDENTITY_ONLY);
  if (body.orgId != null) await assertBranch(db, body.orgId);
  const email = normaliseEmail(body.email);
  const codeId = await checkMailCode(db, email, 'register', body.mailCode);
  const taken = await db.selectFrom('user').select('id').where('account', '=', body.account).executeTakeFirst();
  if (taken) throw fail(TAKEN);
  const passwordHash = await hashPassword(body.password);
  const now = clock.iso();
  try {
    return await inTransaction(db, async (trx) => {
      await useMailCode(trx, codeId);
      const row = await trx
        .insertInto('user')
        .values({
          account: body.account,
          passwordHash,
          name: body.name,
          gender: body.gender ?? null,
          appId: LEARNER_APP_ID,
          email,
          identityId,
          orgId: body.orgId ?? null,
          defaultPassword: 0,
          status: 1,
          branchConfirmed: 0,
          createdAt: now,
          updatedAt: now,
          passwordChangedAt: now,
          avatarUrl: '',
          phone: '',
          studentNo: '',
          nation: '',
          education: '',
          partyStatus: '',
          birthday: null,
          joinPartyDate: null,
          college: '',
          major: '',
          className: '',
          stageId: null,
          lastLoginAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // the branch confirms or refuses the account from its review queue
      await openReview(trx, { kind: 'register', source: 'user', refId: row.id, userId: row.id, title: '自行注册', at: now });
      return openSession(trx, row.id, tokenTtl);
    });
  } catch (err) {
    // Two registrations of one account at the same moment: the unique index decides, and the
    // loser's code stays unused (the transaction rolled back).
    if (isUniqueViolation(err)) throw fail(TAKEN);
    throw err;
  }
}

/**
 * forgetPwd answers the same whether or not the account owns the address (see sendResetCode), so
 * the image captcha is not a toll on a test of which account goes with which address.
 */
export async function sendMail(db: Db, mailer: Mailer, log: FastifyBaseLogger, body: Req<'user', 'sendMail'>) {
  await consumeCaptcha(db, body.captchaId, body.captchaCode);
  const email = normaliseEmail(body.email);
  if (body.purpose === 'register') {
    await assertRegisterOpen(db);
    return sendMailCode(db, mailer, email, body.purpose);
  }
  if (!body.account) throw fail('账号不能为空');
  const user = await db.selectFrom('user').select('email').where('account', '=', body.account).executeTakeFirst();
  return sendResetCode(db, mailer, email, !!user && normaliseEmail(user.email) === email, log);
}

async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  const now = clock.iso();
  await db
    .updateTable('user')
    .set({ passwordHash, defaultPassword: 0, passwordChangedAt: now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * The mail code is checked before the account, as in register: without a live code for the
 * address every account answers the same 邮箱验证码已失效, so the reset cannot be used to test
 * which account owns which address. Only someone holding the right code learns that the account
 * is not the address's (and spends one of the code's tries).
 */
export async function forgetPwd(db: Db, body: Req<'user', 'forgetPwd'>): Promise<null> {
  assertPolicy(body.newPassword, body.account);
  const email = normaliseEmail(body.email);
  // The try is taken outside the transaction: a wrong code must cost a try even though it fails.
  const codeId = await checkMailCode(db, email, 'forgetPwd', body.mailCode);
  const user = await db.selectFrom('user').select(['id', 'email']).where('account', '=', body.account).executeTakeFirst();
  if (!user || normaliseEmail(user.email) !== email) throw fail('账号与邮箱不匹配');
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (trx) => {
    await useMailCode(trx, codeId);
    await setPassword(trx, user.id, passwordHash);
    // Whoever knew the old password is logged out, and the learner is not left locked out.
    await closeUserSessions(trx, user.id);
    await clearFailures(trx, body.account);
  });
  return null;
}

/**
 * A wrong old password counts toward the same lock as a wrong login password: a stolen session
 * must not be able to test passwords faster than the login page allows. It says how many tries
 * are left, as the login page does, so that nobody locks themselves out unwarned.
 */
export async function updatePassword(db: Db, caller: AuthUser, currentToken: string, body: Req<'user', 'updatePassword'>): Promise<null> {
  const reservation = await reserveAttempt(db, caller.account);
  const user = await db.selectFrom('user').select(['passwordHash']).where('id', '=', caller.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.oldPassword, user.passwordHash)))
    throw await recordFailure(db, reservation, caller.account, (left) => `原密码错误，还可尝试 ${left} 次`);
  await releaseAttempt(db, reservation, caller.account);
  assertPolicy(body.newPassword, caller.account);
  if (body.newPassword === body.oldPassword) throw fail('新密码不能与原密码相同');
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (trx) => {
    await setPassword(trx, caller.id, passwordHash);
    // Other browsers logged in with the old password are signed out; this one stays.
    await closeUserSessions(trx, caller.id, currentToken);
  });
  return null;
}
