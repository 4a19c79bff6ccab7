// Campus sign-in (统一身份认证) settings, read with the rest of the configuration (config.ts) and
// checked once at start. Kept apart from config.ts so that file stays a list of simple values;
// config.ts passes its ConfigError in, so this file does not import it back (no import cycle).
// What each variable means: docs/operations/campus-sign-in.md.

type Env = Record<string, string | undefined>;
/** makes the error that stops the server (config.ts: ConfigError) */
type Bad = (message: string) => Error;

export type SsoSettings =
  | { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string; scopes: string; idClaim: string }
  | { kind: 'cas'; serverUrl: string; version: 2 | 3; idAttribute: string };

export interface SsoConfig {
  /** the site's address as browsers reach it (PUBLIC_URL, no trailing slash); '' when unset */
  publicUrl: string;
  /** the one provider configured, or null */
  sso: SsoSettings | null;
  /** the login page's button text (SSO_LABEL) */
  ssoLabel: string;
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];
const LABEL_MAX = 20;

/** An absolute http(s) URL without a trailing slash, query or fragment; else an error naming the variable. */
function baseUrl(env: Env, name: string, httpsOnly: boolean, bad: Bad): string {
  const raw = env[name]?.trim() ?? '';
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below, with the value
  }
  // A provider is reached over TLS: the client secret and the tickets travel to it. Plain http
  // only on this machine, where the tests run their providers.
  const schemeOk = url && (url.protocol === 'https:' || (url.protocol === 'http:' && (!httpsOnly || LOOPBACK.includes(url.hostname))));
  if (!url || !schemeOk || url.search || url.hash || url.username) {
    const want = httpsOnly ? 'https:// 开头的地址（仅本机测试可用 http://127.0.0.1）' : 'http:// 或 https:// 开头的地址';
    throw bad(`环境变量 ${name} 无效：应为${want}，不带 ? 与 #；实际为 "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function provider(env: Env, bad: Bad): SsoSettings | null {
  const named = (prefix: string) => Object.keys(env).filter((k) => k.startsWith(prefix) && env[k]?.trim());
  const oidc = named('OIDC_');
  const cas = named('CAS_');
  if (oidc.length && cas.length) {
    throw bad(`环境变量 ${oidc[0]} 与 ${cas[0]} 不能同时设置：统一身份认证只能配置一种（OIDC 或 CAS）`);
  }
  const required = (name: string) => {
    const v = env[name]?.trim();
    if (!v) throw bad(`环境变量 ${name} 未设置：配置统一身份认证（${name.split('_')[0]}）时必填`);
    return v;
  };
  if (oidc.length) {
    const issuer = required('OIDC_ISSUER');
    baseUrl(env, 'OIDC_ISSUER', true, bad);
    const scopes = env.OIDC_SCOPES?.trim().split(/\s+/).join(' ') || 'openid profile';
    if (!scopes.split(' ').includes('openid')) throw bad(`环境变量 OIDC_SCOPES 无效：必须包含 openid，实际为 "${scopes}"`);
    return {
      kind: 'oidc',
      // as written, not normalised: discovery checks it against the provider's own `issuer`, trailing slash and all
      issuer,
      clientId: required('OIDC_CLIENT_ID'),
      clientSecret: required('OIDC_CLIENT_SECRET'),
      scopes,
      idClaim: env.OIDC_ID_CLAIM?.trim() || 'preferred_username',
    };
  }
  if (cas.length) {
    required('CAS_SERVER_URL');
    const version = env.CAS_VERSION?.trim() || '3';
    if (version !== '2' && version !== '3') throw bad(`环境变量 CAS_VERSION 无效：应为 2 或 3，实际为 "${version}"`);
    return {
      kind: 'cas',
      serverUrl: baseUrl(env, 'CAS_SERVER_URL', true, bad),
      version: version === '2' ? 2 : 3,
      idAttribute: env.CAS_ID_ATTRIBUTE?.trim() ?? '',
    };
  }
  return null;
}

/** PUBLIC_URL, the provider (OIDC_* or CAS_*, at most one) and SSO_LABEL. */
export function readSsoConfig(env: Env, bad: Bad): SsoConfig {
  const sso = provider(env, bad);
  // the callbacks and CAS's `service` are built from it: the provider must send the browser back to the public address
  if (sso && !env.PUBLIC_URL?.trim())
    throw bad('环境变量 PUBLIC_URL 未设置：配置统一身份认证时必填（站点对外地址，如 https://dj.xxx.edu.cn）');
  const publicUrl = env.PUBLIC_URL?.trim() ? baseUrl(env, 'PUBLIC_URL', false, bad) : '';
  const ssoLabel = env.SSO_LABEL?.trim() || '统一身份认证登录';
  if ([...ssoLabel].length > LABEL_MAX) throw bad(`环境变量 SSO_LABEL 无效：最多 ${LABEL_MAX} 个字，实际为 "${ssoLabel}"`);
  return { publicUrl, sso, ssoLabel };
}
