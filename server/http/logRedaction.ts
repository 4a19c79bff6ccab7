import type { FastifyRequest } from 'fastify';

// Tokens travel in some URLs (the help popup opens /help/?qgToken=<token>), and so do the
// signatures of personal files' addresses (/uploads/…?expires=…&signature=…); a log line must
// never carry one, as logs are read by more people than the session holder.

const SECRET_PARAM = /token|signature/i;
// The campus sign-in callbacks (modules/sso) receive the provider's one-time secrets: OIDC's
// authorization `code` and our `state`, CAS's service `ticket` (and `state` inside the service URL).
const SECRET_NAME = new Set(['code', 'ticket', 'state']);

/** The URL with the value of every query parameter whose name contains "token" or "signature", or is code, ticket or state, replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // an undecodable name is judged as written
      }
      return SECRET_PARAM.test(name) || SECRET_NAME.has(name.toLowerCase()) ? `${rawName}=[已隐藏]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Pino serializer of the request: Fastify's default fields, with the URL redacted. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
