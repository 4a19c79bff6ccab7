import { BLOCKED_APP_IDS, MSG_CHANGE_INITIAL_PASSWORD } from '../../contract/codes';
import type { EndpointInfo } from '../../contract/endpoints';
import type { AuthUser } from './auth';
import { fail, type ApiError } from '../lib/errors';

// Who may use the learner platform at all, decided once for every endpoint that needs a token
// (groupRoutes.ts applies it to each route), so a new endpoint is covered
// without anyone remembering to. The web app's guard sends these users elsewhere (spec §4, §6),
// but a browser is not trusted: without this, an account on its initial password or a user of
// another system of the platform could call every endpoint through the API.

/**
 * The account's own calls, open to every caller with a live token: what the portal (who is
 * logged in, 退出登录) and the forced password change (spec §4: /my/change-pwd) need.
 * Endpoints without a token (login, captcha, settings, pick lists) are not gated at all.
 */
export const ACCOUNT_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  user: ['userInfo', 'updatePassword', 'logout'],
};

export const MSG_OTHER_SYSTEM = '您的账号属于平台的其他系统，不能使用培训学习功能；请回到平台首页，从所属系统进入';

const blocked = new Set<number>(BLOCKED_APP_IDS);

/** Why this caller may not call a gated endpoint, or null: another system first, then the initial password. */
export function accountRefusal(user: AuthUser): ApiError | null {
  if (blocked.has(user.appId)) return fail(MSG_OTHER_SYSTEM);
  if (user.defaultPassword) return fail(MSG_CHANGE_INITIAL_PASSWORD);
  return null;
}

/** Whether the endpoint is gated: it needs a token and is not one of the account's own calls. */
export function isGated(info: Pick<EndpointInfo, 'group' | 'name' | 'auth'>): boolean {
  return info.auth && !(ACCOUNT_ENDPOINTS[info.group]?.includes(info.name) ?? false);
}
