import type SQLite from 'better-sqlite3';

// Every API call checks its token (server/http/auth.ts). On SQLite the session read behind it
// was the largest single cost of the study heartbeat (bench:study: about 10 of 59 µs), because a
// read outside a transaction takes and drops SQLite's locks each time. This process therefore
// keeps the sessions it has read, and forgets them as soon as a write could have changed what
// they say:
// - writes on this connection, by any path (Kysely, raw SQL, the group commit): temporary
//   triggers on `session` and `user` call back into the cache while the statement runs;
// - writes by another connection (a maintenance script, a second process on the file): SQLite's
//   data_version, read at most once per turn of the event loop, before the cache answers.
// Entries are found by the token itself, so a call with a known token is not even hashed (the
// process holds every request's token anyway; only the database keeps hashes instead, so that a
// leaked table gives no session away), and forgotten by the hash the triggers see.
// Expiry and renewal are still judged on every call, by the caller. PostgreSQL has no such
// cache: there several API instances share the database, and each one's writes are invisible
// to the others' triggers.

/** A live session as the token check needs it; only sessions of active users are kept. */
export interface CachedSession {
  user: Readonly<{ id: number; account: string; appId: number; defaultPassword: boolean }>;
  /** when it expires, in ms since the epoch (NaN for a date that does not parse) */
  expiresMs: number;
}

interface Entry extends CachedSession {
  tokenHash: string;
}

/** Bounds the memory: the oldest entries go first (a few hundred bytes each). */
export const MAX_CACHED_SESSIONS = 20_000;

export interface SessionCache {
  get(token: string): CachedSession | undefined;
  set(token: string, tokenHash: string, session: CachedSession): void;
  /** entries kept now (tests) */
  readonly size: number;
}

const FORGET_ONE = 'training2_forget_session';
const FORGET_ALL = 'training2_forget_sessions';

// One per row changed: a session renewed, ended or moved; any change to a user that the token
// check reads (status, app, account, initial password) or the user's removal forgets every session (rare).
const TRIGGERS = [
  `CREATE TEMP TRIGGER IF NOT EXISTS session_cache_update AFTER UPDATE ON main.session BEGIN SELECT ${FORGET_ONE}(OLD.token_hash), ${FORGET_ONE}(NEW.token_hash); END`,
  `CREATE TEMP TRIGGER IF NOT EXISTS session_cache_delete AFTER DELETE ON main.session BEGIN SELECT ${FORGET_ONE}(OLD.token_hash); END`,
  `CREATE TEMP TRIGGER IF NOT EXISTS session_cache_user_update AFTER UPDATE OF id, account, app_id, status, default_password ON main."user" BEGIN SELECT ${FORGET_ALL}(); END`,
  `CREATE TEMP TRIGGER IF NOT EXISTS session_cache_user_delete AFTER DELETE ON main."user" BEGIN SELECT ${FORGET_ALL}(); END`,
];

function createCache(sqlite: SQLite.Database): SessionCache {
  let sessions = new Map<string, Entry>();
  /** token hash -> token, for the triggers */
  let tokens = new Map<string, string>();
  const forgetAll = () => {
    sessions = new Map<string, Entry>();
    tokens = new Map<string, string>();
  };
  sqlite.function(FORGET_ONE, { deterministic: false }, (hash: unknown) => {
    const token = typeof hash === 'string' ? tokens.get(hash) : undefined;
    if (token !== undefined) {
      sessions.delete(token);
      tokens.delete(hash as string);
    }
    return null;
  });
  sqlite.function(FORGET_ALL, { deterministic: false }, () => {
    forgetAll();
    return null;
  });
  for (const t of TRIGGERS) sqlite.exec(t);

  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let version = dataVersion.get();
  let checkedThisTurn = false;
  /** Forgets everything once another connection has committed since the last look. */
  const seeOthersWrites = () => {
    if (checkedThisTurn) return;
    checkedThisTurn = true;
    setImmediate(() => {
      checkedThisTurn = false;
    });
    const now = dataVersion.get();
    if (now !== version) {
      version = now;
      forgetAll();
    }
  };

  return {
    get(token) {
      seeOthersWrites();
      return sessions.get(token);
    },
    set(token, tokenHash, session) {
      if (sessions.size >= MAX_CACHED_SESSIONS) {
        const [oldest, { tokenHash: oldestHash }] = sessions.entries().next().value!;
        sessions.delete(oldest);
        tokens.delete(oldestHash);
      }
      // a literal, not a spread (server/http/fastLane.ts says why): every token check reads it
      sessions.set(token, { user: session.user, expiresMs: session.expiresMs, tokenHash });
      tokens.set(tokenHash, token);
    },
    get size() {
      return sessions.size;
    },
  };
}

const caches = new WeakMap<SQLite.Database, SessionCache>();

/**
 * The session cache of a SQLite connection, made on first use (after the migrations: the
 * triggers need the tables). Use it only when no transaction is open on the connection, so
 * what it keeps was read from committed rows.
 */
export function sessionCacheOf(sqlite: SQLite.Database): SessionCache {
  let cache = caches.get(sqlite);
  if (!cache) {
    cache = createCache(sqlite);
    caches.set(sqlite, cache);
  }
  return cache;
}
