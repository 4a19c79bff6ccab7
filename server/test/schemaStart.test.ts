// The real entry point (server/main.ts) of the current release on a database a newer release
// migrated (simulated: the real list with a migration appended), and with MIGRATE_ON_START=0 on
// one that is behind. SQLite in a data folder, or a fresh PostgreSQL database (TEST_DATABASE_URL).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { migrations, type AppMigration } from '../db/migrations';
import { CODE_RELEASE } from '../db/release';
import { freshPostgres } from './freshPostgres';

const ROOT = path.resolve(__dirname, '../..');
// a ceiling that tells a hang from a stop: tsx compiling the server on a busy machine of two cores took over 20 s
const LIMIT_MS = 90_000;
const CODE_LATEST = Object.keys(migrations).sort().at(-1)!;

const adds = (table: string, breaksOlderThan?: string): AppMigration => ({
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
  },
  ...(breaksOlderThan && { breaksOlderThan }),
});

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
}, 60_000);

/** A data folder and database, migrated by `list` when given. */
async function place(list?: Record<string, AppMigration>): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-schema-'));
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  cleanups.push(async () => {
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  if (list) {
    const db = createDb({ databaseUrl: pg?.url ?? '', sqliteFile: path.join(dataDir, 'training2.db') });
    try {
      await migrateToLatest(db, list, '9.9.9');
    } finally {
      await db.destroy();
    }
  }
  return { DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '' };
}

/** Starts the server; resolves when it exits, or when it listens (then stopped by SIGTERM). */
function start(env: Record<string, string>): Promise<{ code: number | null; started: boolean; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', SHUTDOWN_DRAIN_MS: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  let started = false;
  child.stderr.on('data', (d) => (stderr += d));
  child.stdout.on('data', (d) => {
    stdout += d;
    if (!started && stdout.includes('已启动')) {
      started = true;
      child.kill('SIGTERM');
    }
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, started, stdout, stderr });
    }),
  );
}

test('behind with MIGRATE_ON_START=0, or migrated by a newer release that breaks this code: one line and exit 1; an additive newer release: starts with a warning', async () => {
  const [behind, breaking, additive] = await Promise.all([
    place(),
    place({ ...migrations, '9001_breaking': adds('breaking', '9001_breaking') }),
    place({ ...migrations, '9001_added': adds('added') }),
  ]);
  const [r1, r2, r3] = await Promise.all([
    start({ ...behind, MIGRATE_ON_START: '0' }),
    start(breaking),
    start({ ...additive, MIGRATE_ON_START: '0' }),
  ]);
  for (const r of [r1, r2]) {
    expect(r).toMatchObject({ code: 1, started: false });
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at |corrupted migrations/);
    expect(r.stderr).toContain(`本实例是 ${CODE_RELEASE} 版本，最新迁移 ${CODE_LATEST}`);
  }
  expect(r1.stderr).toContain('服务未启动：数据库需要迁移');
  expect(r1.stderr).toContain('请先运行 npm run migrate 再启动');
  expect(r2.stderr).toContain('服务未启动：数据库已被更新的版本迁移，不再兼容本实例');
  expect(r2.stderr).toContain('数据库的最新迁移 9001_breaking，由 9.9.9 版本写入');
  expect(r2.stderr).toContain('请升级本实例到 9.9.9 版本');

  expect(r3).toMatchObject({ code: 0, started: true });
  const warning = r3.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string })
    .find((l) => l.msg.includes('更新的版本'));
  expect(warning?.level).toBe(40);
  expect(warning?.msg).toContain('数据库的最新迁移 9001_added，由 9.9.9 版本写入');
  expect(warning?.msg).toContain(`本实例是 ${CODE_RELEASE} 版本，最新迁移 ${CODE_LATEST}`);
}, 300_000);
