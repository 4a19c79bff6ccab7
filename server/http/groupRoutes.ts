import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { schemas, type Req, type Res } from '../../contract';
import { endpoints, type AuthOf, type EndpointInfo, type EndpointName, type GroupName } from '../../contract/endpoints';
import type { EndpointSchema } from '../../contract/defineSchemas';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { clock } from '../lib/clock';
import type { Mailer } from '../lib/mail';
import { accountRefusal, isGated } from './accountGate';
import { readToken, type AuthUser } from './auth';
import { ok } from './envelope';
import { isOrganiserChecked } from './organiserGate';
import { tokenExpired } from '../lib/errors';

/** What the app hands every handler: built once in buildApp, the same for every request. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  clock: typeof clock;
}

/** A handler's view of its request. On endpoints that need a token `user` and `token` are never null. */
export interface HandlerCtx<Auth = boolean> extends AppDeps {
  user: Auth extends true ? AuthUser : AuthUser | null;
  /** the raw token of the request (logout and updatePassword act on the caller's own session) */
  token: Auth extends true ? string : string | null;
  headers: IncomingHttpHeaders;
  log: FastifyBaseLogger;
}

export type Handler<G extends GroupName, N extends EndpointName<G>> = (
  body: Req<G, N>,
  ctx: HandlerCtx<AuthOf<G, N>>,
) => Promise<Res<G, N>> | Res<G, N>;

/** One handler for each endpoint the contract declares in group G, and no other. */
export type GroupHandlers<G extends GroupName> = { [N in EndpointName<G>]: Handler<G, N> };

export interface GroupRoutes<G extends GroupName = GroupName> {
  readonly group: G;
  readonly handlers: GroupHandlers<G>;
  /**
   * Endpoints called so often that their two request lines per call (at info) would drown the
   * log, e.g. the study heartbeat: logged from warn up (errors and refusals that log still are).
   * Their answers are a few numbers, never near the 1 KB where compression starts, and no client
   * compresses their bodies, so they skip the compression plugin's hooks as well.
   */
  readonly quiet?: readonly EndpointName<G>[];
}

/**
 * A group's routes as a map from endpoint name to handler. Path, client kind, token rule and
 * schemas all come from the contract: a declared endpoint without a handler, or a handler for
 * a name the contract does not declare, fails the type check here.
 */
export function groupRoutes<G extends GroupName>(
  group: G,
  handlers: GroupHandlers<G>,
  opts: { quiet?: readonly EndpointName<G>[] } = {},
): GroupRoutes<G> {
  return { group, handlers, quiet: opts.quiet };
}

/**
 * The whole answer's schema: Fastify serialises with it (fast-json-stringify), which is quicker
 * than JSON.stringify and drops any field the contract does not declare. Refusals (10002/10003)
 * go through the same serialiser with data null or the endpoint's declared `refusal`, so data
 * is one of those here.
 */
export function envelopeSchema(data: TSchema, refusal?: TSchema): TSchema {
  const isNull = (data as { type?: unknown }).type === 'null';
  const members = [...(isNull ? [] : [data]), ...(refusal ? [refusal] : []), Type.Null()];
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data: members.length === 1 ? data : Type.Union(members) });
}

/** The log level of the quiet endpoints (GroupRoutes.quiet). */
const QUIET_LEVEL = 'warn';

function registerOne(
  app: FastifyInstance,
  deps: AppDeps,
  info: EndpointInfo,
  schema: EndpointSchema,
  handler: (body: unknown, ctx: HandlerCtx) => unknown,
  quiet: boolean,
): void {
  if (info.organiser && !isOrganiserChecked(handler)) {
    throw new Error(`${info.path}: an organiser endpoint's handler must be wrapped by the organiser check (organiserHandler)`);
  }
  const answer = envelopeSchema(schema.data, schema.refusal);
  const gated = isGated(info);
  const invoke = async (
    body: unknown,
    { user, token, headers, log }: Pick<HandlerCtx, 'user' | 'token' | 'headers' | 'log'>,
  ): Promise<unknown> => {
    // The auth hook refuses anonymous calls first; this keeps the promise ctx.user's type makes.
    if (info.auth && (!user || !token)) throw tokenExpired('请先登录');
    // the route's onRequest gate refuses first; this holds whatever path led here
    const refusal = gated && user ? accountRefusal(user) : null;
    if (refusal) throw refusal;
    const ctx: HandlerCtx = { db: deps.db, config: deps.config, mailer: deps.mailer, clock: deps.clock, user, token, headers, log };
    return ok(await handler(body, ctx));
  };
  app.post(info.path, {
    ...(quiet && { logLevel: QUIET_LEVEL, compress: false, decompress: false }),
    schema: { body: schema.body, response: { 200: answer } },
    config: { auth: info.auth },
    // after the auth hook set request.user, before the body is read (an upload is refused unread)
    ...(gated && {
      onRequest: (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) =>
        done((req.user && accountRefusal(req.user)) || undefined),
    }),
    handler: (req: FastifyRequest) => invoke(req.body, { user: req.user, token: readToken(req), headers: req.headers, log: req.log }),
  });
}

/** Any group's routes: the element type of the app's list of groups. */
export type AnyGroupRoutes = { [G in GroupName]: GroupRoutes<G> }[GroupName];

/** Registers every endpoint of the given groups (POST at the contract's path). */
export function registerGroups(app: FastifyInstance, deps: AppDeps, groups: readonly AnyGroupRoutes[]): void {
  for (const { group, handlers, quiet } of groups) {
    const infos = endpoints[group] as Record<string, EndpointInfo>;
    const groupSchemas = schemas[group] as Record<string, EndpointSchema>;
    for (const [name, handler] of Object.entries(handlers as Record<string, (body: unknown, ctx: HandlerCtx) => unknown>)) {
      const isQuiet = (quiet as readonly string[] | undefined)?.includes(name) ?? false;
      registerOne(app, deps, infos[name], groupSchemas[name], handler, isQuiet);
    }
  }
}
