import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

// X-Request-Id: one id per request on every log line (`reqId`) and on the answer, so a line of
// the proxy's log, the instance's log and a user's report of a failure can be matched. Fastify's
// own ids (`req-1`, `req-2`, …) started again on every instance and restart, and its
// requestIdHeader option believes any client: an id is taken from the request only when it came
// through a proxy listed in TRUST_PROXY (nginx's $request_id, HAProxy's unique-id), and only
// when it is short and plain (it is written into the log as given).

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:/+=@-`, at most 128: what proxies make, and nothing that can bend a log line. */
const VALID_ID = /^[\w.:/+=@-]{1,128}$/;

/** proxy-addr's names (TRUST_PROXY accepts them as Fastify does) for address ranges. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Whether an address (the TCP peer) is one of TRUST_PROXY's (config.ts has checked the list).
 * net.BlockList also matches an IPv4 peer seen as IPv6 (::ffff:127.0.0.1).
 */
export function trustedPeer(trustProxy: string[]): (address: string | undefined) => boolean {
  if (!trustProxy.length) return () => false;
  const list = new net.BlockList();
  for (const item of trustProxy) {
    const named = NAMED_RANGES[item];
    if (named) {
      for (const [address, bits, family] of named) list.addSubnet(address, bits, family);
      continue;
    }
    const [address, bits] = item.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const family = net.isIPv6(address) ? 'ipv6' : net.isIPv4(address) ? 'ipv4' : null;
    return family !== null && list.check(address, family);
  };
}

/**
 * Fastify's genReqId: the trusted proxy's id, else `<12 hex chars>-<counter>`. The prefix is
 * random for each app (so each process run), which makes ids unique across instances and
 * restarts while keeping them short; all ids of one run share it.
 */
export function requestIdGenerator(trustProxy: string[]): (req: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('hex');
  const trusted = trustedPeer(trustProxy);
  let counter = 0;
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && VALID_ID.test(given) && trusted(req.socket?.remoteAddress)) return given;
    counter++;
    return `${prefix}-${counter.toString(36)}`;
  };
}

/** Every answer names its request (errors and 404s too; errors.ts's frameworkError sets it itself). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
}
