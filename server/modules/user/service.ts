import type { FastifyInstance } from 'fastify';
import type { Req } from '../../../contract';
import { LEARNER_APP_ID } from '../../../contract/codes';
import type { LoginResult } from '../../../contract/user';
import { fail } from '../../http/envelope';
import { consumeCaptcha } from '../../lib/captcha';
import { clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { passwordProblem } from '../../lib/passwordPolicy';
import { loadBaseSetting } from '../base/settings';
import { assertNotLocked, clearFailures, recordFailure } from './loginGuard';
import { consumeMailCode, normaliseEmail, sendMailCode } from './mailCode';
import { closeUserSessions, openSession } from './session';
import { assertBranch, assertIdentity } from './userInfo';

// A hash to compare against when the account does not exist, so a wrong account costs the same
// time as a wrong password and answers the same message (no account enumeration).
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('no-such-account-用于对齐耗时'));

function assertPolicy(password: string, account: string): void {
  const problem = passwordProblem(password, account);
  if (problem) throw fail(problem);
}

/** Captcha first (one guess per image), then the lock, then the password. */
export async function login(app: FastifyInstance, body: Req<'user', 'login'>): Promise<LoginResult> {
  const { db } = app;
  await consumeCaptcha(db, body.captchaId, body.captchaCode);
  await assertNotLocked(db, body.account);
  const user = await db
    .selectFrom('user')
    .select(['id', 'passwordHash', 'status'])
    .where('account', '=', body.account)
    .executeTakeFirst();
  const right = await verifyPassword(body.password, user?.passwordHash ?? (await dummy()));
  if (!user || !right) throw await recordFailure(db, body.account);
  if (user.status !== 1) throw fail('账号已停用，请联系管理员');
  await clearFailures(db, body.account);
  return openSession(db, user.id, app.config.tokenTtl);
}

async function assertRegisterOpen(app: FastifyInstance): Promise<void> {
  if (!(await loadBaseSetting(app.db)).registerEnabled) throw fail('当前未开放注册');
}

export async function register(app: FastifyInstance, body: Req<'user', 'register'>): Promise<LoginResult> {
  const { db } = app;
  await assertRegisterOpen(app);
  const taken = await db.selectFrom('user').select('id').where('account', '=', body.account).executeTakeFirst();
  if (taken) throw fail('该账号已被注册');
  assertPolicy(body.password, body.account);
  if (body.identityId != null) await assertIdentity(db, body.identityId);
  if (body.orgId != null) await assertBranch(db, body.orgId);
  const email = normaliseEmail(body.email);
  // Last: a wrong code costs one of the code's tries, so check everything else before.
  await consumeMailCode(db, email, 'register', body.mailCode);
  const now = clock.iso();
  let userId: number;
  try {
    const row = await db
      .insertInto('user')
      .values({
        account: body.account, passwordHash: await hashPassword(body.password), name: body.name,
        gender: body.gender ?? null, appId: LEARNER_APP_ID, email, identityId: body.identityId ?? null,
        orgId: body.orgId ?? null, defaultPassword: 0, status: 1, createdAt: now, updatedAt: now, passwordChangedAt: now,
        avatarUrl: '', phone: '', studentNo: '', nation: '', education: '', partyStatus: '', birthday: null,
        joinPartyDate: null, college: '', major: '', className: '', stageId: null, lastLoginAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  } catch (err) {
    // Two registrations of one account at the same moment: the unique index decides.
    if (/unique/i.test(String((err as Error).message))) throw fail('该账号已被注册');
    throw err;
  }
  return openSession(db, userId, app.config.tokenTtl);
}

export async function sendMail(app: FastifyInstance, body: Req<'user', 'sendMail'>) {
  const { db } = app;
  await consumeCaptcha(db, body.captchaId, body.captchaCode);
  const email = normaliseEmail(body.email);
  if (body.purpose === 'register') {
    await assertRegisterOpen(app);
  } else {
    if (!body.account) throw fail('账号不能为空');
    const user = await db.selectFrom('user').select('email').where('account', '=', body.account).executeTakeFirst();
    if (!user || normaliseEmail(user.email) !== email) throw fail('账号与邮箱不匹配');
  }
  return sendMailCode(db, app.mailer, email, body.purpose);
}

async function setPassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  const now = clock.iso();
  await app.db
    .updateTable('user')
    .set({ passwordHash: await hashPassword(password), defaultPassword: 0, passwordChangedAt: now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

export async function forgetPwd(app: FastifyInstance, body: Req<'user', 'forgetPwd'>): Promise<null> {
  const { db } = app;
  const email = normaliseEmail(body.email);
  const user = await db.selectFrom('user').select(['id', 'email']).where('account', '=', body.account).executeTakeFirst();
  if (!user || normaliseEmail(user.email) !== email) throw fail('账号与邮箱不匹配');
  assertPolicy(body.newPassword, body.account);
  await consumeMailCode(db, email, 'forgetPwd', body.mailCode);
  await setPassword(app, user.id, body.newPassword);
  // Whoever knew the old password is logged out, and the learner is not left locked out.
  await closeUserSessions(db, user.id);
  await clearFailures(db, body.account);
  return null;
}

export async function updatePassword(
  app: FastifyInstance,
  userId: number,
  currentToken: string,
  body: Req<'user', 'updatePassword'>,
): Promise<null> {
  const user = await app.db.selectFrom('user').select(['account', 'passwordHash']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) throw fail('原密码错误');
  assertPolicy(body.newPassword, user.account);
  if (body.newPassword === body.oldPassword) throw fail('新密码不能与原密码相同');
  await setPassword(app, userId, body.newPassword);
  // Other browsers logged in with the old password are signed out; this one stays.
  await closeUserSessions(app.db, userId, currentToken);
  return null;
}
