import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy of every page we serve. Scripts only from our origin and never inline
 * (the web build and the server pages have none), so HTML that slips into an article cannot
 * run. Styles may be inline: Chakra (Emotion) inserts <style> at run time and the server pages
 * carry theirs. Images, video and the help frame may come from https sites the content names.
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Who may frame the help page: the web app, on this origin or on the CORS_ORIGIN sites it is
 * hosted on (the help popup shows /help/ in an iframe).
 */
function helpFrameAncestors(corsOrigin: string): string {
  const origins = corsOrigin
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins.includes('*')) return '*';
  return ["'self'", ...origins].join(' ');
}

const isPage = (contentType: unknown) => /^(text\/html|image\/svg\+xml)\b/i.test(String(contentType ?? ''));

/**
 * Headers every answer carries: no MIME sniffing (uploads are served back), no framing by other
 * sites (the help page may be framed by the web app where CORS_ORIGIN says it is hosted), a
 * conservative referrer policy, and the CSP on every page.
 */
export function registerSecurityHeaders(app: FastifyInstance, corsOrigin: string): void {
  const help = helpFrameAncestors(corsOrigin);
  const helpCsp = contentSecurityPolicy(help);
  const pageCsp = contentSecurityPolicy("'self'");
  // callback hooks here and in the other per-request hooks: no promise for work that never waits
  app.addHook('onSend', (req, reply, payload, done) => {
    const isHelp = req.url === '/help' || req.url.startsWith('/help/') || req.url.startsWith('/help?');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // X-Frame-Options names no origin: for help framed from elsewhere frame-ancestors decides.
    if (!isHelp || help === "'self'") reply.header('X-Frame-Options', 'SAMEORIGIN');
    // A route with a stricter policy of its own (uploads: sandbox; the API reference: no inline
    // style) keeps it.
    if (isPage(reply.getHeader('content-type')) && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', isHelp ? helpCsp : pageCsp);
    }
    done(null, payload);
  });
}

/**
 * CORS for a web app hosted on another origin (CORS_ORIGIN: one origin, a comma list, or *).
 * Small enough to do here: only POST with our two headers is ever needed.
 */
export function registerCors(app: FastifyInstance, corsOrigin: string): void {
  if (!corsOrigin) return;
  const allowed = corsOrigin
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !(allowed.includes('*') || allowed.includes(origin))) return;
    reply.header('Access-Control-Allow-Origin', allowed.includes('*') ? '*' : origin);
    reply.header('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
      reply.header('Access-Control-Allow-Headers', 'content-type, token, appid, authorization');
      reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    }
  });
}
