import { databaseTrouble } from './unavailable';

// Which failures are the database's absence (503, logged once per outage) and which are bugs.

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test.each([
  ['pg-pool: no connection came free in time', new Error('timeout exceeded when trying to connect'), 'busy'],
  ["PostgreSQL's max_connections full", withCode('sorry, too many clients already', '53300'), 'busy'],
  ['the host refuses', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'down'],
  ['both addresses of localhost refuse', Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED')], ''), {}), 'down'],
  ['the server was shut down under the connection', withCode('terminating connection due to administrator command', '57P01'), 'down'],
  ['the server is starting', withCode('the database system is starting up', '57P03'), 'down'],
  ['a connection exception', withCode('connection failure', '08006'), 'down'],
  ['a connection dropped mid-query', new Error('Connection terminated unexpectedly'), 'down'],
  [
    'a new connection not made in time, wrapped',
    new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
    'down',
  ],
  ['a wrapped refusal', new Error('could not connect', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }), 'down'],
])('%s: %s', (_why, err, trouble) => {
  expect(databaseTrouble(err)).toBe(trouble);
});

test.each([
  ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
  ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
  ['SQLite busy (another process writes)', withCode('database is locked', 'SQLITE_BUSY')],
  ['a full disk (its own answer)', withCode('database or disk is full', 'SQLITE_FULL')],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['not an error', 'ECONNREFUSED'],
])('not the database missing: %s', (_why, err) => {
  expect(databaseTrouble(err)).toBeNull();
});
