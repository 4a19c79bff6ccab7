/**
 * What the server's campus sign-in callback puts after `#` on /login: `sso=<ticket>&next=<path>`
 * after a sign-in at the provider, `ssoError=<message>` when it went wrong. A fragment, so the
 * ticket never reaches a server log or a Referer; the page takes it out of the address bar at once.
 */
export type SsoArrival = { kind: 'ticket'; ticket: string; next: string | null } | { kind: 'error'; message: string };

/** A message in the address bar is anyone's to write: keep it to what a refusal needs. */
const MESSAGE_MAX = 200;

export function readSsoFragment(hash: string): SsoArrival | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('sso');
  if (ticket) return { kind: 'ticket', ticket, next: params.get('next') };
  const message = params.get('ssoError')?.trim();
  if (message) return { kind: 'error', message: [...message].slice(0, MESSAGE_MAX).join('') };
  return null;
}
