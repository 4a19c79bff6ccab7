import * as client from 'openid-client';
import type { SsoSettings } from '../../ssoConfig';
import { EXPIRED, idText, SsoError, type SsoFlow } from './flow';
import { LOGIN_PAGE_PATH, OIDC_CALLBACK_PATH } from '../../../contract/ssoPaths';
import { saveState, takeState } from './stateStore';

// OpenID Connect, authorization code with PKCE (S256), state and nonce, through openid-client
// (it checks the ID token's signature, issuer, audience, nonce and times). The provider's
// metadata comes from discovery on the issuer, once per process; a failed discovery is tried
// again 30 s later rather than kept.

type OidcSettings = Extract<SsoSettings, { kind: 'oidc' }>;

const TIMEOUT_SECONDS = 10;
const RETRY_AFTER_MS = 30_000;

export function oidcFlow(settings: OidcSettings, publicUrl: string): SsoFlow {
  const redirectUri = publicUrl + OIDC_CALLBACK_PATH;
  let discovered: Promise<client.Configuration> | null = null;

  const configuration = () => {
    discovered ??= client
      // client_secret_basic: the OIDC default, which every campus provider accepts
      .discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
        timeout: TIMEOUT_SECONDS,
        // config.ts allows plain http for a provider on this machine only (the tests')
        ...(settings.issuer.startsWith('http:') && { execute: [client.allowInsecureRequests] }),
      })
      .catch((err: unknown) => {
        // kept a little while, so a provider that does not answer does not hold every login page
        // for the whole timeout; then the next sign-in tries again
        setTimeout(() => (discovered = null), RETRY_AFTER_MS).unref();
        throw err;
      });
    return discovered;
  };

  /** The claim named by OIDC_ID_CLAIM: in the ID token, else from the userinfo endpoint (many providers put profile claims only there). */
  async function idOf(config: client.Configuration, tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>): Promise<string> {
    const claims = tokens.claims();
    if (!claims) throw new SsoError('统一身份认证没有返回身份信息，请联系管理员');
    let id = idText(claims[settings.idClaim]);
    if (id === null) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      id = idText(info[settings.idClaim]);
    }
    if (id === null) throw new SsoError(`统一身份认证没有返回学号/工号（${settings.idClaim}），请联系管理员检查 OIDC_ID_CLAIM 设置`);
    return id;
  }

  return {
    kind: 'oidc',
    async start(db, nextPath) {
      const config = await configuration();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = await saveState(db, { provider: 'oidc', nonce, codeVerifier, nextPath });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async finish(db, query) {
      const pending = await takeState(db, query.state, 'oidc');
      if (!pending) throw new SsoError(EXPIRED);
      if (query.error) throw new SsoError(`统一身份认证未完成（${query.error.slice(0, 60)}），请重新登录`);
      const config = await configuration();
      // the callback as the provider called it: its query carries code, state and iss
      const current = new URL(redirectUri);
      for (const [k, v] of Object.entries(query)) if (v !== undefined) current.searchParams.set(k, v);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: query.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        // a code used twice, a wrong client secret, a token that does not verify: nothing the person can fix but retry
        throw new SsoError(`统一身份认证校验失败（${(err as { code?: string }).code ?? 'error'}），请重新登录；多次失败请联系管理员`, {
          cause: err,
        });
      }
      return { id: await idOf(config, tokens), nextPath: pending.nextPath };
    },
    async logoutUrl() {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      // client_id and where to return; never an id_token_hint: a URL is logged and kept in history
      return client.buildEndSessionUrl(config, { post_logout_redirect_uri: publicUrl + LOGIN_PAGE_PATH }).href;
    },
  };
}
