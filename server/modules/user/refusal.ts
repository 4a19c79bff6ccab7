import type { Db } from '../../db/transaction';

// Why an account may not sign in. A self-registration its branch refused is disabled and stays
// unconfirmed; the branch's reason lives on the returned review item (kind register), so the
// login can say it plainly. Any other disabled account keeps the general message.

export const DISABLED = '账号已停用，请联系管理员';

export const refusedRegistration = (reason: string) => `注册申请未通过${reason ? `：${reason}` : ''}。如有疑问请联系所在党支部`;

export async function disabledMessage(db: Db, userId: number): Promise<string> {
  const refusal = await db
    .selectFrom('reviewItem as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select('r.reason')
    .where('r.source', '=', 'user')
    .where('r.refId', '=', userId)
    .where('r.state', '=', 'returned')
    .where('u.branchConfirmed', '=', 0)
    .orderBy('r.decidedAt', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  return refusal ? refusedRegistration(refusal.reason.trim()) : DISABLED;
}
