import type { FastifyInstance } from 'fastify';

// One log line per request, written when the answer has gone out: method, URL (tokens hidden,
// logRedaction.ts), client address, status and time together, the line a school's IT staff greps
// for. Fastify's own request logging writes two (one on arrival without the outcome, one at the
// end without the URL). A route logged at `warn` (heartbeats, the health check) writes none.
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
