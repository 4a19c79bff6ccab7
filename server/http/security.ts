import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing (uploads are served back), no framing by other
 * sites (the help page is the exception: it is meant to be embedded by the web app, which may be
 * hosted elsewhere), and a conservative referrer policy.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (!req.url.startsWith('/help')) reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
}

/**
 * CORS for a web app hosted on another origin (CORS_ORIGIN: one origin, a comma list, or *).
 * Small enough to do here: only POST with our two headers is ever needed.
 */
export function registerCors(app: FastifyInstance, corsOrigin: string): void {
  if (!corsOrigin) return;
  const allowed = corsOrigin.split(',').map((o) => o.trim()).filter(Boolean);
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
