import type { Db } from '../../db/transaction';
import type { SsoSettings } from '../../ssoConfig';
import { parseCasAnswer } from './casXml';
import { EXPIRED, idText, SsoError, type SsoFlow } from './flow';
import { CAS_CALLBACK_PATH, LOGIN_PAGE_PATH } from '../../../contract/ssoPaths';
import { saveState, takeState } from './stateStore';

// CAS 2.0 / 3.0 (the CAS protocol specification): the browser goes to <server>/login?service=S,
// comes back to S with ?ticket=ST-..., and the server validates the ticket for exactly that S
// at serviceValidate (2.0) or p3/serviceValidate (3.0, with attributes). CAS has no `state`, so
// ours travels inside S: it ties the callback to a sign-in this site started (no login CSRF), is
// single-use, and carries the path to return to.

type CasSettings = Extract<SsoSettings, { kind: 'cas' }>;

const TIMEOUT_MS = 10_000;

export function casFlow(settings: CasSettings, publicUrl: string): SsoFlow {
  const serviceFor = (state: string) => `${publicUrl}${CAS_CALLBACK_PATH}?state=${encodeURIComponent(state)}`;
  const validatePath = settings.version === 3 ? '/p3/serviceValidate' : '/serviceValidate';

  async function validate(ticket: string, service: string): Promise<string> {
    const url = new URL(settings.serverUrl + validatePath);
    url.searchParams.set('service', service);
    url.searchParams.set('ticket', ticket);
    let body: string;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await res.text();
    } catch (err) {
      throw new SsoError('暂时无法连接统一身份认证服务器，请稍后再试', { cause: err });
    }
    const answer = parseCasAnswer(body);
    if (!answer) throw new SsoError('统一身份认证服务器的回答无法识别，请联系管理员');
    if (!answer.ok) throw new SsoError(`统一身份认证票据校验未通过（${answer.code.slice(0, 40)}），请重新登录`);
    const raw = settings.idAttribute ? answer.attributes[settings.idAttribute] : answer.user;
    const id = idText(raw);
    if (id === null) {
      throw new SsoError(
        settings.idAttribute
          ? `统一身份认证没有返回学号/工号（属性 ${settings.idAttribute}），请联系管理员检查 CAS_ID_ATTRIBUTE 设置`
          : '统一身份认证没有返回用户名，请联系管理员',
      );
    }
    return id;
  }

  return {
    kind: 'cas',
    async start(db, nextPath) {
      const state = await saveState(db, { provider: 'cas', nonce: '', codeVerifier: '', nextPath });
      return `${settings.serverUrl}/login?service=${encodeURIComponent(serviceFor(state))}`;
    },
    async finish(db: Db, query) {
      const pending = await takeState(db, query.state, 'cas');
      if (!pending || !query.state) throw new SsoError(EXPIRED);
      if (!query.ticket) throw new SsoError('统一身份认证未完成，请重新登录');
      return { id: await validate(query.ticket, serviceFor(query.state)), nextPath: pending.nextPath };
    },
    async logoutUrl() {
      return `${settings.serverUrl}/logout?service=${encodeURIComponent(publicUrl + LOGIN_PAGE_PATH)}`;
    },
  };
}
