import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

test('defaults', () => {
  const c = loadConfig({}, '/srv/app');
  expect(c).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    dataDir: '/srv/app/data',
    databaseUrl: '',
    sqliteFile: path.join('/srv/app/data', 'training2.db'),
    tokenTtl: 86400,
    uploadMaxMb: 5,
    uploadDocMaxMb: 20,
    seedDemo: true,
    logLevel: 'info',
    webDist: '/srv/app/dist',
    smtpUrl: '',
    corsOrigin: '',
    trustProxy: [],
    signInPerMinute: 600,
    reportsPerMinute: 60,
    reviewOverdueDays: 7,
  });
});

test('values from the environment', () => {
  const c = loadConfig(
    { PORT: '9000', DATABASE_URL: 'postgresql://u@h/db', TOKEN_TTL: '3600', SEED_DEMO: '0', UPLOAD_MAX_MB: '10', UPLOAD_DOC_MAX_MB: '50' },
    '/x',
  );
  expect(c).toMatchObject({
    port: 9000,
    databaseUrl: 'postgresql://u@h/db',
    tokenTtl: 3600,
    seedDemo: false,
    uploadMaxMb: 10,
    uploadDocMaxMb: 50,
  });
});

test('SEED_DEMO: the demo by default on SQLite (npm start), on PostgreSQL only when asked for', () => {
  const pg = 'postgres://u@h/db';
  expect(loadConfig({}).seedDemo).toBe(true);
  expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: pg }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: '' }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: '1' }).seedDemo).toBe(true);
  expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'yes' }).seedDemo).toBe(true);
});

test('MIGRATE_ON_START: on by default, 0 turns it off', () => {
  expect(loadConfig({}).migrateOnStart).toBe(true);
  expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).migrateOnStart).toBe(true);
  expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
  expect(loadConfig({ MIGRATE_ON_START: 'on' }).migrateOnStart).toBe(true);
});

test.each([
  [{ PORT: 'abc' }, 'PORT'],
  [{ MIGRATE_ON_START: 'later' }, 'MIGRATE_ON_START'],
  [{ PORT: '70000' }, 'PORT'],
  [{ TOKEN_TTL: '-1' }, 'TOKEN_TTL'],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
  [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
  [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  [{ TRUST_PROXY: '127.0.0.1,' }, 'TRUST_PROXY'],
  [{ TRUST_PROXY: '::1/129' }, 'TRUST_PROXY'],
  [{ RATE_LIMIT_SIGN_IN: '-5' }, 'RATE_LIMIT_SIGN_IN'],
  [{ RATE_LIMIT_REPORTS: 'many' }, 'RATE_LIMIT_REPORTS'],
])('%j is refused naming %s', (env, name) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(name);
});

test('rate limits: per minute from the environment, 0 turns one off', () => {
  expect(loadConfig({ RATE_LIMIT_SIGN_IN: '2000', RATE_LIMIT_REPORTS: '0' })).toMatchObject({ signInPerMinute: 2000, reportsPerMinute: 0 });
});

test("TRUST_PROXY: addresses, networks and proxy-addr's names, comma separated", () => {
  expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,loopback ' }).trustProxy).toEqual([
    '127.0.0.1',
    '10.0.0.0/8',
    'fd00::/8',
    'loopback',
  ]);
});
