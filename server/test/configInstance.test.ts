import os from 'node:os';
import { ConfigError, loadConfig } from '../config';

// The settings of one instance among several: its name in the log, its connection pool and how
// long it drains on SIGTERM.

test('defaults: the host and port as the name, 10 connections waited for 5 s, a 5 s drain', () => {
  expect(loadConfig({ PORT: '8081' }, '/srv/app')).toMatchObject({
    instanceName: `${os.hostname()}:8081`,
    dbPoolMax: 10,
    dbPoolTimeoutMs: 5000,
    shutdownDrainMs: 5000,
  });
});

test('values from the environment, at the ends of their ranges', () => {
  expect(
    loadConfig({ INSTANCE_NAME: ' 党建-1号机 ', DB_POOL_MAX: '200', DB_POOL_TIMEOUT_MS: '100', SHUTDOWN_DRAIN_MS: '0' }, '/x'),
  ).toMatchObject({ instanceName: '党建-1号机', dbPoolMax: 200, dbPoolTimeoutMs: 100, shutdownDrainMs: 0 });
  expect(
    loadConfig({ INSTANCE_NAME: 'a'.repeat(64), DB_POOL_MAX: '1', DB_POOL_TIMEOUT_MS: '60000', SHUTDOWN_DRAIN_MS: '60000' }, '/x'),
  ).toMatchObject({ dbPoolMax: 1, dbPoolTimeoutMs: 60_000, shutdownDrainMs: 60_000 });
});

test.each([
  [{ INSTANCE_NAME: 'a'.repeat(65) }, 'INSTANCE_NAME'],
  [{ INSTANCE_NAME: 'web\n{"level":60}' }, 'INSTANCE_NAME'],
  [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX'],
  [{ DB_POOL_MAX: '201' }, 'DB_POOL_MAX'],
  [{ DB_POOL_TIMEOUT_MS: '99' }, 'DB_POOL_TIMEOUT_MS'],
  [{ DB_POOL_TIMEOUT_MS: '5s' }, 'DB_POOL_TIMEOUT_MS'],
  [{ SHUTDOWN_DRAIN_MS: '-1' }, 'SHUTDOWN_DRAIN_MS'],
  [{ SHUTDOWN_DRAIN_MS: '60001' }, 'SHUTDOWN_DRAIN_MS'],
])('%j is refused naming %s', (env, name) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(`环境变量 ${name} 无效`);
});

test('a refused name is shown without its control characters', () => {
  expect(() => loadConfig({ INSTANCE_NAME: 'a\u001b[31mb' })).toThrow('"a?[31mb"');
});
