import { useLocation } from 'react-router-dom';
import { SSO_START_PATH } from '@contract/ssoPaths';
import { resolveUrl } from '@/api/baseQuery';
import { redirectTarget } from './redirectTarget';
import { ssoTexts as t } from './texts';
import { useSsoOptions } from './useSsoOptions';
import './sso.css';

/** The server route that sends the browser to the provider (a page load, not an API call), bringing `next` back. */
function ssoStartUrl(next: string): string {
  return `${resolveUrl(SSO_START_PATH)}?next=${encodeURIComponent(next)}`;
}

/**
 * 统一身份认证登录 under the captcha form when the server has a provider (nothing otherwise,
 * nor when user/ssoOptions fails): a plain link, the provider's sign-in is a full page load. It
 * takes along the page the guard came from, where a password login would go.
 */
export function SsoSignInLink() {
  const options = useSsoOptions();
  const location = useLocation();
  if (!options?.provider) return null;
  return (
    <div className="login-sso">
      <p className="login-sso__or">
        <span>{t.or}</span>
      </p>
      <a className="login-sso__button" href={ssoStartUrl(redirectTarget(location.state, false))}>
        {options.label || t.defaultLabel}
      </a>
    </div>
  );
}

/**
 * Above the form: the ticket exchange under way, or, after logging out of a session that came
 * through campus sign-in, the provider's logout (logging out here ends this platform's session only).
 */
export function SsoNotice({ signingIn, loggedOut }: { signingIn: boolean; loggedOut: boolean }) {
  const options = useSsoOptions();
  if (signingIn) {
    return (
      <p role="status" className="login-sso__status">
        <span className="login-spinner" aria-hidden="true" />
        {t.signingIn}
      </p>
    );
  }
  if (!loggedOut || !options?.logoutUrl) return null;
  return (
    <p className="login-sso__status">
      {t.loggedOut}
      <a className="login-sso__logout" href={options.logoutUrl}>
        {t.providerLogout}
      </a>
    </p>
  );
}
