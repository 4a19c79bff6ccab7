import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type LogEvent, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import { checkpointInBackground } from './checkpointer';
import type { Database } from './schema';

// The only place that knows which database engine runs: modules write Kysely queries once.

export interface DbOptions {
  /** a postgres:// URL, or empty for SQLite */
  databaseUrl: string;
  /** SQLite file path, or ':memory:' */
  sqliteFile: string;
  /** PostgreSQL: connections this process may open (DB_POOL_MAX; SQLite has one) */
  dbPoolMax?: number;
  /** PostgreSQL: how long a query waits for a free connection (or a new one to open) before it fails (DB_POOL_TIMEOUT_MS) */
  dbPoolTimeoutMs?: number;
}

export const DEFAULT_POOL_MAX = 10;
export const DEFAULT_POOL_TIMEOUT_MS = 5000;

// COUNT(*) and BIGINT come back from pg as strings by default; our ids and counts fit a Number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Who hears of each query that succeeded, per database made by createDb. */
const successListeners = new WeakMap<Kysely<Database>, Set<() => void>>();

/**
 * Calls `listener` after every query of `db` that succeeded: the end of a database outage
 * (http/outageLog.ts). Answers how to stop. A database not made by createDb has none to give.
 */
export function onQuerySuccess(db: Kysely<Database>, listener: () => void): () => void {
  const listeners = successListeners.get(db);
  listeners?.add(listener);
  return () => void listeners?.delete(listener);
}

export function createDb(opts: DbOptions): Kysely<Database> {
  const listeners = new Set<() => void>();
  const log = (event: LogEvent) => {
    if (event.level === 'query') for (const listener of listeners) listener();
  };
  const db = openDb(opts, log);
  successListeners.set(db, listeners);
  return db;
}

function openDb(opts: DbOptions, log: (event: LogEvent) => void): Kysely<Database> {
  if (isPostgresUrl(opts.databaseUrl)) {
    // Without a timeout a request waits for a connection as long as the others hold theirs: under
    // load, or with the database gone, it hung instead of failing (errors.ts answers it 503).
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.dbPoolMax ?? DEFAULT_POOL_MAX,
      connectionTimeoutMillis: opts.dbPoolTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover) emits 'error' on the pool;
    // unhandled, it would end the process. The pool replaces the connection on next use.
    pool.on('error', (err) => console.error('PostgreSQL 连接异常（已丢弃该连接）：', err.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()], log });
  }
  const sqlite = new SQLite(opts.sqliteFile);
  // WAL lets readers run while a write is in progress; busy_timeout waits instead of failing
  // when two writes meet.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const stopStatistics = keepPlannerStatistics(sqlite);
  // the fsyncs of checkpoints off the event loop (checkpointer.ts)
  const checkpointer = checkpointInBackground(sqlite);
  const onClose = () => {
    stopStatistics();
    checkpointer?.stop();
  };
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, onClose) }),
    plugins: [new CamelCasePlugin()],
    log,
  });
  handles.set(db, sqlite);
  return db;
}

/** How often the planner's statistics are looked at again on a long-running server. */
const OPTIMIZE_EVERY_MS = 3600_000;

/**
 * SQLite's planner picks indexes better with statistics (sqlite_stat1): without them, a 本期学时
 * ranking of one branch at 100,000 learners read the school's index (bench:ranking: p95 8 ms
 * instead of 1.6). As SQLite advises for long-lived connections, PRAGMA optimize gathers them
 * when the connection opens and then every hour, only for tables whose size changed much, each
 * analysis bounded (analysis_limit) so it takes milliseconds.
 */
function keepPlannerStatistics(sqlite: SQLite.Database): () => void {
  sqlite.pragma('analysis_limit = 1000');
  const optimize = () => {
    try {
      if (sqlite.open && !sqlite.inTransaction) sqlite.pragma('optimize = 0x10002');
    } catch {
      // it writes sqlite_stat1: on a full disk (or a busy file) it fails, and statistics are
      // only an optimisation, never a reason to stop starting, or (in the timer) to crash
    }
  };
  optimize();
  const timer = setInterval(optimize, OPTIMIZE_EVERY_MS).unref();
  return () => clearInterval(timer);
}

const handles = new WeakMap<Kysely<Database>, SQLite.Database>();

/**
 * The SQLite connection under a database made by createDb (null on PostgreSQL, or for a
 * transaction's handle): for the few hot paths that run statements synchronously
 * (server/db/sqliteBatch.ts, the token check). Anything else goes through Kysely, whose single
 * connection is held by one transaction at a time.
 */
export function sqliteOf(db: Kysely<Database>): SQLite.Database | null {
  return handles.get(db) ?? null;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement again on each run; preparing is a large part
 * of a short query's cost (the heartbeat's in bench:study). Statements are reused by SQL text,
 * the least recently used dropped beyond STATEMENT_CACHE_SIZE. Safe because the driver runs one
 * statement at a time to completion (all/run); nothing here streams (iterate) a query.
 */
function withStatementCache(sqlite: SQLite.Database, onClose: () => void): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      onClose();
      sqlite.close();
    },
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) cache.delete(sql);
      else stmt = sqlite.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return stmt;
    },
  };
}
