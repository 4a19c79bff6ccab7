// Where to go after the sign-in (`next`): only a path inside the web app, so a link to
// /trainingApi/sso/start cannot be used to send someone, signed in, to another site (an open
// redirect). Anything else is dropped and the login page picks its default.

const MAX_LENGTH = 500;
const BASE = 'http://in-app.invalid';

/** The path when it is a relative in-app path (`/index/...`), else ''. */
export function safeNext(raw: unknown): string {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_LENGTH) return '';
  // a path of this app: one leading slash (`//host` and `/\host` are other sites to a browser), printable ASCII only
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(raw) || raw.includes('\\')) return '';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '';
  }
  if (url.origin !== BASE) return '';
  const path = url.pathname + url.search + url.hash;
  // back to the login page would only loop
  return path === '/login' || path.startsWith('/login?') || path.startsWith('/login#') ? '' : path;
}
