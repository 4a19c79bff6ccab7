import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkToken, readToken, type AuthUser, type Lookup } from './auth';
import { jsonBodyParser, type JsonBodyParser } from './bodyParsers';
import { failureAnswer } from './errors';
import { ANSWER_HEADERS } from './security';
import { unsafeValueProblem } from './valueGuard';
import { fail } from '../lib/errors';

// The fast lane. The quiet endpoints (groupRoutes.ts: the study heartbeat, the exam's answer
// saves) are called by every learner every few seconds, and Fastify's request lifecycle costs
// more than their own work: in bench:study a constant answer through it cost as much CPU as a
// whole heartbeat. Here Node's HTTP server answers them itself, running the same pieces in the
// same order as the Fastify route: the token check (auth.ts), Fastify's JSON parser, the route's
// validator and serialiser made by Fastify's own compilers, the value guard, the handler, and
// the same failure answers (errors.ts) and headers (security.ts).
// A request the lane is not sure to answer exactly as the route would goes to Fastify untouched
// (its body not yet read): another method or content type, a query string, no live token or a
// caller the route refuses (accountGate.ts), a
// body that is large, chunked or encoded, a cross-origin call when CORS is on, a closing server.
// fastLane.test.ts holds both answers side by side.

/** Larger bodies go to Fastify, which enforces the limits and says what is wrong. */
export const LANE_MAX_BYTES = 16 * 1024;

/** A quiet endpoint as the lane runs it: the handler behind the route, answering its envelope. */
export interface LaneEndpoint {
  path: string;
  /** the route's body schema and the schema of its whole answer (groupRoutes.envelopeSchema) */
  body: TSchema;
  answer: TSchema;
  invoke(body: unknown, caller: { user: AuthUser; token: string; headers: IncomingHttpHeaders; log: FastifyBaseLogger }): Promise<unknown>;
  /** false: the route refuses this caller (accountGate.ts); the lane leaves it to Fastify, which says why */
  admits(user: AuthUser): boolean;
}

interface Compiled extends LaneEndpoint {
  /** the app's logger at the route's level (quiet: warn), naming the endpoint */
  log: FastifyBaseLogger;
  validate: ((body: unknown) => boolean) & { errors?: unknown };
  serialize: (answer: unknown) => string;
}

export interface FastLaneOptions {
  db: Kysely<Database>;
  tokenTtl: number;
  uploadMaxMb: number;
  /** with CORS on, a call that names its origin goes to Fastify's CORS hook */
  corsOrigin: string;
  /** tests: told of each request the lane answers */
  onAnswer?: (path: string) => void;
}

export interface FastLane {
  /** Fastify's `serverFactory`: the lane in front of Fastify's own handler */
  serverFactory: NonNullable<FastifyServerOptions['serverFactory']>;
  add(endpoint: LaneEndpoint): void;
  /** Compiles the endpoints with the app's compilers once it is ready; the lane opens then. */
  attach(app: FastifyInstance): void;
}

interface ServerTimeouts {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** The log level of the quiet routes (groupRoutes.ts), which the lane logs at as well. */
export const QUIET_LEVEL = 'warn';

const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

export function createFastLane(opts: FastLaneOptions): FastLane {
  const pending: LaneEndpoint[] = [];
  const endpoints = new Map<string, Compiled>();
  let open = false;
  let parseJson: JsonBodyParser | null = null;

  const write = (res: ServerResponse, endpoint: Compiled, status: number, payload: string) => {
    opts.onAnswer?.(endpoint.path);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      'X-Content-Type-Options': ANSWER_HEADERS['X-Content-Type-Options'],
      'Referrer-Policy': ANSWER_HEADERS['Referrer-Policy'],
      'X-Frame-Options': ANSWER_HEADERS['X-Frame-Options'],
    });
    res.end(payload);
  };

  const answerFailure = (res: ServerResponse, endpoint: Compiled, err: unknown) => {
    const a = failureAnswer(err as FastifyError, endpoint.body, opts.uploadMaxMb, endpoint.log);
    // the route's serialiser covers its 200 answers; Fastify serialises the others plainly
    const envelope = { code: a.code, msg: a.msg, data: null };
    write(res, endpoint, a.status, a.status === 200 ? endpoint.serialize(envelope) : JSON.stringify(envelope));
  };

  const run = (endpoint: Compiled, req: IncomingMessage, res: ServerResponse, user: AuthUser, token: string, text: string) => {
    parseJson!(text, (parseError, body) => {
      if (parseError) return answerFailure(res, endpoint, parseError);
      if (!endpoint.validate(body)) return answerFailure(res, endpoint, Object.assign(new Error('body'), { validation: endpoint.validate.errors }));
      const unsafe = unsafeValueProblem(body, endpoint.body as unknown as Record<string, unknown>);
      if (unsafe) return answerFailure(res, endpoint, fail(unsafe));
      endpoint.invoke(body, { user, token, headers: req.headers, log: endpoint.log }).then((envelope) => {
        let payload: string;
        try {
          payload = endpoint.serialize(envelope);
        } catch (err) {
          // an answer the serialiser refuses is a failure like any other (Fastify: a 500)
          return answerFailure(res, endpoint, err);
        }
        write(res, endpoint, 200, payload);
      }, (err: unknown) => answerFailure(res, endpoint, err));
    });
  };

  /** Reads the body (its length is known and small), then runs the endpoint. */
  const serve = (endpoint: Compiled, req: IncomingMessage, res: ServerResponse, user: AuthUser, token: string) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        run(endpoint, req, res, user, token, (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8'));
      } catch (err) {
        // a fault of ours before the handler ran: answered, never an uncaught exception
        answerFailure(res, endpoint, err);
      }
    });
    // a client gone mid-body: nothing was decided, nothing to answer
    req.on('error', () => res.destroy());
  };

  /** Whether the lane takes the request (then it answers it); false leaves it to Fastify. */
  const take = (req: IncomingMessage, res: ServerResponse, fastify: http.RequestListener): boolean => {
    if (!open || req.method !== 'POST') return false;
    const endpoint = endpoints.get(req.url ?? '');
    if (!endpoint) return false;
    const h = req.headers;
    if (!JSON_TYPE.test(h['content-type'] ?? '') || h['transfer-encoding'] !== undefined || h['content-encoding'] !== undefined) return false;
    if (opts.corsOrigin && h.origin !== undefined) return false;
    const length = Number(h['content-length']);
    if (!(length >= 0 && length <= LANE_MAX_BYTES)) return false;
    const token = readToken(req);
    if (!token) return false;
    const found = checkToken(opts.db, token, opts.tokenTtl);
    if ('then' in found) found.then((f: Lookup) => ('user' in f && endpoint.admits(f.user) ? serve(endpoint, req, res, f.user, token) : fastify(req, res)), () => fastify(req, res));
    else if ('user' in found && endpoint.admits(found.user)) serve(endpoint, req, res, found.user, token);
    else return false;
    return true;
  };

  return {
    serverFactory(fastify, options) {
      // what Fastify does to the server it makes itself (lib/server.js), with its defaults filled in
      const o = options as unknown as ServerTimeouts;
      const server = http.createServer(o.http ?? {}, (req, res) => {
        if (!take(req, res, fastify)) fastify(req, res);
      });
      server.keepAliveTimeout = o.keepAliveTimeout;
      server.requestTimeout = o.requestTimeout;
      server.setTimeout(o.connectionTimeout);
      if (o.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
      return server;
    },
    add(endpoint) {
      pending.push(endpoint);
    },
    attach(app) {
      parseJson = jsonBodyParser(app);
      app.addHook('onReady', (done) => {
        for (const e of pending) {
          const route = { method: 'POST' as const, url: e.path };
          const log = app.log.child({ url: e.path }, { level: QUIET_LEVEL });
          const validate = app.validatorCompiler!({ ...route, schema: e.body, httpPart: 'body' }) as Compiled['validate'];
          const serialize = app.serializerCompiler!({ ...route, schema: e.answer, httpStatus: '200' }) as Compiled['serialize'];
          // literals, not spreads, for what every request reads (here, the headers in write, the
          // session cache's entries): on Node 20 objects made by a spread can leave V8's inline
          // caches missing on each read (the token check took 1.06 µs with spread entries, 0.56
          // with literals)
          endpoints.set(e.path, { path: e.path, body: e.body, answer: e.answer, invoke: e.invoke, admits: e.admits, log, validate, serialize });
        }
        open = true;
        done();
      });
      // a closing server answers through Fastify (503 to new requests on open connections)
      app.addHook('preClose', (done) => {
        open = false;
        done();
      });
    },
  };
}
