import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/groupRoutes';
import { SsoError, type SsoFlow } from './flow';
import { flowFor } from './flows';
import { notOnRoster, rosterAccount } from './login';
import { safeNext } from './nextPath';
import { CAS_CALLBACK_PATH, LOGIN_PAGE_PATH, OIDC_CALLBACK_PATH, SSO_START_PATH } from '../../../contract/ssoPaths';
import { issueTicket } from './tickets';

// The browser's side of campus sign-in: plain redirects, not the JSON API. The outcome goes back
// to the login page in the URL fragment (#sso=<one-time ticket> or #ssoError=<message>), which a
// browser never sends to any server, so neither the ticket nor the message reaches a log. No
// cookie is set: what the callback needs is in the database (stateStore.ts), so the provider may
// send the browser back to any instance behind the proxy.

type Query = Record<string, string | undefined>;

const UNAVAILABLE = '暂时无法连接统一身份认证服务器，请稍后再试';
const NOT_CONFIGURED = '本平台未配置统一身份认证，请使用账号密码登录';

function go(reply: FastifyReply, location: string): FastifyReply {
  // a redirect carrying a one-time outcome must not be stored by a cache or the browser
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

function failed(reply: FastifyReply, message: string): FastifyReply {
  return go(reply, `${LOGIN_PAGE_PATH}#ssoError=${encodeURIComponent(message)}`);
}

/** Only the first value of each parameter: a repeated one must not turn into an array downstream. */
function queryOf(req: FastifyRequest): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) {
    const one = Array.isArray(v) ? v[0] : v;
    if (typeof one === 'string') out[k] = one;
  }
  return out;
}

export async function ssoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const flow = flowFor(config);
  // no token: the person is signing in
  const open = { auth: false };

  app.get(SSO_START_PATH, { config: open }, async (req, reply) => {
    if (!flow) return failed(reply, NOT_CONFIGURED);
    try {
      return go(reply, await flow.start(db, safeNext(queryOf(req).next)));
    } catch (err) {
      req.log.error({ err, sso: flow.kind }, '统一身份认证：无法开始登录');
      return failed(reply, UNAVAILABLE);
    }
  });

  const callback = (kind: SsoFlow['kind']) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (!flow || flow.kind !== kind) return failed(reply, NOT_CONFIGURED);
    try {
      const { id, nextPath } = await flow.finish(db, queryOf(req));
      const user = await rosterAccount(db, id);
      if (!user) {
        req.log.warn({ sso: kind, providerId: id }, '统一身份认证：账号不在名册中');
        return failed(reply, notOnRoster(id));
      }
      const ticket = await issueTicket(db, user.id, kind);
      req.log.info({ sso: kind, userId: user.id, account: user.account }, '统一身份认证：身份已确认，等待登录页换取会话');
      const next = nextPath ? `&next=${encodeURIComponent(nextPath)}` : '';
      return go(reply, `${LOGIN_PAGE_PATH}#sso=${ticket}${next}`);
    } catch (err) {
      if (err instanceof SsoError) {
        req.log.warn({ sso: kind, reason: err.message, err: err.cause }, '统一身份认证：登录未完成');
        return failed(reply, err.message);
      }
      req.log.error({ err, sso: kind }, '统一身份认证：回调处理失败');
      return failed(reply, UNAVAILABLE);
    }
  };
  app.get(OIDC_CALLBACK_PATH, { config: open }, callback('oidc'));
  app.get(CAS_CALLBACK_PATH, { config: open }, callback('cas'));
}
