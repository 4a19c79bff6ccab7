// Campus sign-in's browser routes (not JSON endpoints: plain redirects, server/modules/sso/routes.ts),
// named once for the server, the rate limiter, the web app's login page and the docs. Runtime
// data without TypeBox, so the web bundle imports it for free.
//
// The login page starts a sign-in with a link to SSO_START_PATH?next=<in-app path>; the provider
// sends the browser back to a callback, which redirects to LOGIN_PAGE_PATH with the outcome in the
// fragment: #sso=<one-time ticket>&next=<path> (trade it with user/ssoLogin) or
// #ssoError=<encodeURIComponent(中文消息)>.

export const SSO_START_PATH = '/trainingApi/sso/start';
export const OIDC_CALLBACK_PATH = '/trainingApi/sso/oidc/callback';
export const CAS_CALLBACK_PATH = '/trainingApi/sso/cas/callback';
export const SSO_PATHS = [SSO_START_PATH, OIDC_CALLBACK_PATH, CAS_CALLBACK_PATH] as const;

/** The web app's login page, where the callbacks send the browser back. */
export const LOGIN_PAGE_PATH = '/training2/login';
