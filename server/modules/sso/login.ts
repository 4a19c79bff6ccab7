import type { FastifyBaseLogger } from 'fastify';
import type { LoginResult, SsoOptions } from '../../../contract/user';
import type { Config } from '../../config';
import { inTransaction, type Db } from '../../db/transaction';
import { clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { newToken } from '../../lib/tokens';
import { lockRefusal } from '../user/loginGuard';
import { disabledMessage } from '../user/refusal';
import { openSession } from '../user/session';
import { flowFor } from './flows';
import { redeemTicket } from './tickets';

// user/ssoOptions and user/ssoLogin: the login page's side of campus sign-in.

export const TICKET_INVALID = '统一身份认证登录已失效（登录票据只能使用一次，60 秒内有效），请重新点击登录';

/** The roster account the provider's id names: the 学号/工号 is the account (never a new one); null when not on the roster. */
export async function rosterAccount(db: Db, id: string): Promise<{ id: number; account: string } | null> {
  return (await db.selectFrom('user').select(['id', 'account']).where('account', '=', id).executeTakeFirst()) ?? null;
}

export const notOnRoster = (id: string) => `统一身份认证账号 ${id} 不在本平台的名册中，请联系所在党支部或党校添加`;

export async function ssoOptions(config: Config, log: FastifyBaseLogger): Promise<SsoOptions> {
  const flow = flowFor(config);
  let logoutUrl: string | null = null;
  try {
    logoutUrl = flow ? await flow.logoutUrl() : null;
  } catch (err) {
    // the provider unreachable (OIDC discovery): the page still offers the sign-in, without the provider's logout
    log.warn({ err }, '统一身份认证：无法取得认证中心的退出地址');
  }
  return { provider: flow?.kind ?? null, label: config.ssoLabel, logoutUrl };
}

/**
 * Trades the callback's one-time ticket for a session, through the same gates as a password
 * login: a disabled account is refused with the same words, a locked one too (the lock is the
 * account's, whatever the way in). An account still on the initial password an organiser gave
 * it is not sent to change it: the person proved who they are to the campus, and that password
 * (known to whoever prepared the roster) is retired instead, so it cannot be used by anyone else.
 */
export async function ssoLogin(db: Db, tokenTtl: number, ticket: string, log: FastifyBaseLogger): Promise<LoginResult> {
  const redeemed = await redeemTicket(db, ticket);
  if (!redeemed) throw fail(TICKET_INVALID);
  const user = await db
    .selectFrom('user')
    .select(['id', 'account', 'status', 'defaultPassword'])
    .where('id', '=', redeemed.userId)
    .executeTakeFirst();
  if (!user) throw fail(TICKET_INVALID);
  if (user.status !== 1) throw fail(await disabledMessage(db, user.id));
  const locked = await lockRefusal(db, user.account);
  if (locked) throw fail(locked);
  const retired = user.defaultPassword === 1 ? await hashPassword(newToken()) : null;
  const result = await inTransaction(db, async (trx) => {
    if (retired) {
      const now = clock.iso();
      await trx
        .updateTable('user')
        .set({ passwordHash: retired, defaultPassword: 0, passwordChangedAt: now, updatedAt: now })
        .where('id', '=', user.id)
        .where('defaultPassword', '=', 1)
        .execute();
    }
    return openSession(trx, user.id, tokenTtl);
  });
  log.info({ sso: redeemed.provider, userId: user.id, account: user.account, initialPasswordRetired: !!retired }, '统一身份认证登录');
  return result;
}
