import type { Config } from '../../config';
import { casFlow } from './cas';
import type { SsoFlow } from './flow';
import { oidcFlow } from './oidc';

// One flow per app (per configuration): the browser routes and user/ssoOptions share it, and
// with it the OIDC discovery made once.
const flows = new WeakMap<Config, SsoFlow | null>();

/** The configured provider's flow, or null when campus sign-in is not configured. */
export function flowFor(config: Config): SsoFlow | null {
  if (!flows.has(config)) {
    const s = config.sso;
    flows.set(config, !s ? null : s.kind === 'oidc' ? oidcFlow(s, config.publicUrl) : casFlow(s, config.publicUrl));
  }
  return flows.get(config) ?? null;
}
