import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { isPostgres, sqliteOf } from '../db/database';
import { tickBatch } from '../lib/tickBatch';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { clock } from '../lib/clock';
import { sha256 } from '../lib/tokens';
import { tokenExpired } from '../lib/errors';

/** The caller, once the token of the request is checked. */
export interface AuthUser {
  id: number;
  account: string;
  appId: number;
  /** still the initial password an administrator gave: only the account's own calls are open (accountGate.ts) */
  defaultPassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no token needed; true (default for contract routes): request.user must be set */
    auth?: boolean;
  }
  interface FastifyRequest {
    /** the caller, when a valid token came with the request */
    user: AuthUser | null;
  }
}

/** The token from the `token` header (the spec's), or a standard `Authorization: Bearer`. */
export function readToken(req: { headers: IncomingHttpHeaders }): string | null {
  const header = req.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token?.trim()) return token.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return bearer ? bearer[1] : null;
}

export type Lookup = { user: AuthUser } | { problem: string };

/** A session with its user; the caller picks the token(s). */
const sessionsWithUser = (db: Kysely<Database>) =>
  db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select(['session.tokenHash', 'session.expiresAt', 'user.id', 'user.account', 'user.appId', 'user.status', 'user.defaultPassword']);

// compiled once: every request with a token runs it
const sessionOf = prepared((db, a: { tokenHash: string }) => sessionsWithUser(db).where('session.tokenHash', '=', a.tokenHash));

type SessionRow = Awaited<ReturnType<typeof sessionOf>>[number];

/** What a session row says; `active`: the user may sign in. */
interface LiveSession {
  user: Readonly<AuthUser>;
  /** when it expires, in ms since the epoch (NaN for a date that does not parse) */
  expiresMs: number;
  active: boolean;
}

const liveOf = (row: SessionRow): LiveSession => ({
  user: Object.freeze({ id: row.id, account: row.account, appId: row.appId, defaultPassword: row.defaultPassword === 1 }),
  expiresMs: Date.parse(row.expiresAt),
  active: row.status === 1,
});

/** The answer for a session, or null when it must be renewed (a write: the async path). */
function judge(session: LiveSession | undefined, now: Date, ttl: number): Lookup | null {
  const nowMs = now.getTime();
  // written so that an expiry that does not parse (NaN) counts as expired
  if (!session || !(session.expiresMs > nowMs)) return { problem: 'token过期，请重新登录' };
  if (!session.active) return { problem: '账号已停用，请联系管理员' };
  if (session.expiresMs - nowMs < (ttl * 1000) / 2) return null;
  return { user: session.user };
}

/**
 * Finds the live session of a token and renews it when less than half its lifetime is left
 * (sliding expiry), writing at most once per request.
 */
async function lookup(db: Kysely<Database>, tokenHash: string, ttl: number): Promise<Lookup> {
  const row = await sessionRow(db, tokenHash);
  const session = row && liveOf(row);
  const now = clock.now();
  const found = judge(session, now, ttl);
  if (found) return found;
  await db
    .updateTable('session')
    .set({ expiresAt: clock.isoIn(ttl), lastSeenAt: now.toISOString() })
    .where('tokenHash', '=', tokenHash)
    .execute();
  return { user: session!.user };
}

const sessionsOf = (db: Kysely<Database>, tokenHashes: string[]) =>
  sessionsWithUser(db)
    .where('session.tokenHash', '=', sql<string>`any(${tokenHashes}::text[])`)
    .execute();

/** At most this many tokens in one read. */
const MAX_TOKENS = 200;
/** Under load a read waits this long for more tokens (tickBatch's lingerMs): every call pays it, so it is short. */
const TOKEN_LINGER_MS = 2;
const rounds = new WeakMap<Kysely<Database>, (tokenHash: string) => Promise<SessionRow | undefined>>();

/**
 * The session row of a token. On PostgreSQL the tokens of the requests that arrive together are
 * read in one round trip (server/lib/tickBatch.ts): every API call makes this read, and each
 * round trip costs the server more than the read itself. Elsewhere (SQLite inside a transaction)
 * a read of its own.
 */
function sessionRow(db: Kysely<Database>, tokenHash: string): Promise<SessionRow | undefined> {
  if (db.isTransaction || !isPostgres(db)) return sessionOf(db, { tokenHash }).then((rows) => rows[0]);
  let round = rounds.get(db);
  if (!round) {
    round = tickBatch(
      async (hashes: string[]) => {
        const rows = new Map((await sessionsOf(db, [...new Set(hashes)])).map((r) => [r.tokenHash, r]));
        return hashes.map((h) => ({ ok: true as const, value: rows.get(h) }));
      },
      MAX_TOKENS,
      { lingerMs: TOKEN_LINGER_MS },
    );
    rounds.set(db, round);
  }
  return round(tokenHash);
}

/**
 * The same check without a promise, on SQLite when no transaction is open on its connection
 * (so the read sees only committed rows and nothing can run in between): every API call makes
 * it. Null: take the async path (PostgreSQL, an open transaction, or a renewal to write).
 */
function lookupNow(db: Kysely<Database>, tokenHash: string, ttl: number): Lookup | null {
  const sqlite = sqliteOf(db);
  if (!sqlite || sqlite.inTransaction) return null;
  const row = sessionOf.sync(db).get({ tokenHash });
  return judge(row && liveOf(row), clock.now(), ttl);
}

/** The caller of a token, or why not: synchronously where it can be (lookupNow), else a promise. */
export function checkToken(db: Kysely<Database>, token: string, ttl: number): Lookup | Promise<Lookup> {
  const tokenHash = sha256(token);
  return lookupNow(db, tokenHash, ttl) ?? lookup(db, tokenHash, ttl);
}

/**
 * Sets request.user from the token, before the body is read (an anonymous upload is refused
 * before it is received). Routes need a token unless their config says `auth: false`;
 * there a bad token is ignored (the login page works with a stale token in storage).
 * The `appId` header is informative only: a user's app is what the database says.
 */
export function registerAuth(app: FastifyInstance, db: Kysely<Database>, ttl: number): void {
  app.decorateRequest('user', null);
  // a callback hook: on SQLite the check usually finishes synchronously, without a promise
  app.addHook('onRequest', (req, _reply, done) => {
    const required = !req.is404 && req.routeOptions.config?.auth !== false;
    const token = readToken(req);
    if (!token) return done(required ? tokenExpired('请先登录') : undefined);
    const settle = (found: Lookup) => {
      if ('user' in found) req.user = found.user;
      done(required && 'problem' in found ? tokenExpired(found.problem) : undefined);
    };
    const found = checkToken(db, token, ttl);
    if ('then' in found) found.then(settle, done);
    else settle(found);
  });
}

/** The caller's appId for anonymous calls: the `appId` header when it is a number. */
export function headerAppId(headers: IncomingHttpHeaders): number | null {
  const raw = headers.appid;
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
