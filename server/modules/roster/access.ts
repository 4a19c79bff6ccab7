import type { Req } from '../../../contract';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { appendAudit } from '../audit/chain';
import { MSG_OUT_OF_SCOPE, roleLineFor, type Organiser } from '../organiser/scope';
import { clearFailures } from '../user/loginGuard';
import { closeUserSessions } from '../user/session';
import { initialPassword } from './initialPassword';
import { actorOf, targetInScope, targetLine } from './target';

// A learner's way in: a fresh initial password (the learner forgot theirs), or the account
// disabled / enabled. Both end the learner's sessions where they take access away.

/**
 * Answers the new password once; only its hash is kept and the audit entry names no password.
 * defaultPassword = 1: the server's gate asks the learner to change it before anything else.
 */
export async function resetPassword(db: Db, o: Organiser, id: number, now: Date): Promise<{ password: string }> {
  const at = now.toISOString();
  const u = await targetInScope(db, o, id);
  const password = initialPassword(u.account);
  // scrypt is slow on purpose: hashed before the transaction takes the write lock
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    // still where it was read: moved out of the caller's branches meanwhile, it is no longer theirs
    const res = await trx
      .updateTable('user')
      .set({ passwordHash, defaultPassword: 1, updatedAt: at })
      .where('id', '=', u.id)
      .where('orgId', '=', u.orgId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw fail(MSG_OUT_OF_SCOPE);
    await closeUserSessions(trx, u.id);
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, u.orgId),
      action: '重置密码',
      target: targetLine(u),
      after: { defaultPassword: 1 },
      at,
    });
  });
  // a learner locked out by wrong guesses can log in with the new password at once
  await clearFailures(db, u.account);
  return { password };
}

const STATUS_WORD: Record<0 | 1, string> = { 0: '停用', 1: '启用' };

export async function setStatus(db: Db, o: Organiser, b: Req<'roster', 'setStatus'>, now: Date): Promise<null> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const u = await targetInScope(trx, o, b.id);
    const already = `该账号已是${b.status === 1 ? '启用' : '停用'}状态，可能刚被其他管理员修改；请刷新后查看`;
    if (u.status === b.status) throw fail(already);
    // one conditional update: of two organisers toggling at once, the second matches nothing
    const res = await trx
      .updateTable('user')
      .set({ status: b.status, updatedAt: at })
      .where('id', '=', u.id)
      .where('status', '=', u.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw fail(already);
    if (b.status === 0) await closeUserSessions(trx, u.id);
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, u.orgId),
      action: `${STATUS_WORD[b.status]}账号`,
      target: targetLine(u),
      before: { status: u.status },
      after: { status: b.status },
      at,
    });
    return null;
  });
}
