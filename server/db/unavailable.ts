// Which failures mean "the database cannot be reached or has no connection to spare", as
// opposed to a query that is wrong: the first are answered 503 and logged rate-limited
// (http/outageLog.ts), not as a bug with a stack per request.

export type DatabaseTrouble = 'busy' | 'down';

/** The host is gone, refuses, or cut the connection (a PostgreSQL restart, a failover, a lost network). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), and the server shutting
 * down or starting up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
const SERVER_DOWN_CODES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres reports a dropped or never-made connection by message only. */
const DOWN_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
];

/** pg-pool's message when no connection came free within DB_POOL_TIMEOUT_MS (connectionTimeoutMillis). */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/** 'busy': every connection stayed taken; 'down': the database cannot be reached; null: anything else. */
export function databaseTrouble(err: unknown): DatabaseTrouble | null {
  // read by shape, not instanceof: errors made by Node's own modules fail that test in a Jest sandbox
  if (typeof err !== 'object' || err === null) return null;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  // 53300 too_many_connections: the server's max_connections, shared by every instance, is full
  if (message === POOL_TIMEOUT_MESSAGE || code === '53300') return 'busy';
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_DOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return 'down';
  if (typeof message === 'string' && DOWN_MESSAGES.includes(message)) return 'down';
  // pg-pool wraps a connect that failed; an AggregateError holds one failure per address tried
  if (cause !== undefined && cause !== err) return databaseTrouble(cause);
  if (Array.isArray(errors)) return errors.map(databaseTrouble).find((t) => t !== null) ?? null;
  return null;
}
