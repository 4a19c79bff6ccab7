import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// A request refused before its body was read to the end (too large, too many form fields, a file
// over the limit, no token on an upload) still has the rest of its body on the wire. Closing the
// connection then (Fastify's own answer to a body it will not read) resets it while the browser
// is still sending: the learner sees a network error instead of the refusal. Leaving the rest
// unread keeps the connection stuck: the next request on it waits behind bytes nobody reads.
// So the rest is read and thrown away, up to a bound, and the connection stays open for the next
// request; past the bound (or a sender too slow to finish in time) it is closed.

/** How much of a refused body is read and discarded before the connection is closed instead. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long a refused body may take to arrive before the connection is closed instead. */
export const DRAIN_MAX_MS = 60_000;

function drainRest(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.raw;
  // Fastify marks the answer `connection: close`; the connection is closed here, if need be.
  reply.removeHeader('connection');
  // whatever was reading the body (the multipart parser) stops receiving it
  raw.unpipe();
  let seen = 0;
  const close = () => raw.socket?.destroy();
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX_BYTES) {
      clearTimeout(timer);
      close();
    }
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/** Drains the unread rest of the body of every request answered before it was read. */
export function registerBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const raw = req.raw;
    if (!raw.complete && !raw.destroyed && !raw.readableEnded) drainRest(req, reply);
    done(null, payload);
  });
}
