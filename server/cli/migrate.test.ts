// `npm run migrate` as an operator runs it before starting instances with MIGRATE_ON_START=0:
// its answers and exit codes, a newer release's database, and two runs at once on one database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { Client } from 'pg';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { CODE_RELEASE } from '../db/release';
import { MIGRATION_TABLE } from '../db/schemaState';
import { cliSandbox } from '../test/cliSandbox';
import { addsTable as adds } from '../test/newerRelease';

const s = cliSandbox('migrate.ts');
const ROOT = path.resolve(__dirname, '../..');
const ALL = Object.keys(migrations).length;
const CODE_LATEST = Object.keys(migrations).sort().at(-1)!;
/** Kysely's advisory lock on PostgreSQL (kysely/dist/cjs/dialect/postgres/postgres-adapter.js) */
const KYSELY_LOCK = '3853314791062309107';

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const began = Date.now();
  while (!(await ok())) {
    if (Date.now() - began > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('--check says behind (1), migrate applies every migration once and says so, then --check says equal (0)', async () => {
  const before = await s.cli('--check');
  expect(before.code).toBe(1);
  expect(before.out).toContain('数据库：最新迁移 无（空库）');
  expect(before.out).toContain(`本版本 ${CODE_RELEASE}：最新迁移 ${CODE_LATEST}`);
  expect(before.out).toContain(`落后：还差 ${ALL} 个迁移`);

  const run = await s.cli();
  expect(run.code).toBe(0);
  expect(run.out).toContain(`已执行 ${ALL} 个迁移：0001_init、`);

  const after = await s.cli('--check');
  expect(after).toMatchObject({ code: 0, err: '' });
  expect(after.out).toContain(`数据库：最新迁移 ${CODE_LATEST}（由 ${CODE_RELEASE} 版本写入）`);
  expect(after.out).toContain('相同：不需要迁移');
  expect((await s.cli()).out).toContain('没有要执行的迁移');
}, 200_000);

test("a newer release's database: --check says ahead (3, or 4 when it breaks this code), migrate changes nothing", async () => {
  fs.mkdirSync(path.join(s.dir, 'data'));
  const db = s.db();
  try {
    await migrateToLatest(db, { ...migrations, '9001_added': adds('added') }, '9.9.9');
  } finally {
    await db.destroy();
  }
  const fits = await s.cli('--check');
  expect(fits.code).toBe(3);
  expect(fits.out).toContain('较新，本版本仍可运行');
  expect(fits.out).toContain('数据库：最新迁移 9001_added（由 9.9.9 版本写入）');
  const unchanged = await s.cli();
  expect(unchanged.code).toBe(0);
  expect(unchanged.out).toContain('未做改变');

  const again = s.db();
  try {
    await migrateToLatest(again, { ...migrations, '9001_added': adds('added'), '9002_breaking': adds('gone', '9002_breaking') }, '9.9.10');
  } finally {
    await again.destroy();
  }
  const refused = await s.cli('--check');
  expect(refused.code).toBe(4);
  expect(refused.out).toContain('请升级本实例到 9.9.10 版本');
  const run = await s.cli();
  expect(run.code).toBe(4);
  expect(run.err.trim().split('\n')).toEqual([expect.stringContaining('未迁移：数据库已被更新的版本迁移，不再兼容本实例')]);
  expect(run.err).toContain('请升级本实例到 9.9.10 版本');
}, 200_000);

test('two runs at once (two instances): one migrates, the other waits for it and finds nothing to do', async () => {
  // Hold the lock a run takes (PostgreSQL: Kysely's advisory lock; SQLite: the write lock) until
  // both runs are under way, so that they meet at it whatever the speed of this machine.
  const pgUrl = s.env.DATABASE_URL;
  const file = path.join(s.dir, 'data', 'training2.db');
  let release: () => Promise<void>;
  let bothWaiting: () => Promise<boolean>;
  const runs: Array<{ pid: number; done: Promise<{ code: number | null; out: string }> }> = [];
  if (pgUrl) {
    const holder = new Client({ connectionString: pgUrl });
    await holder.connect();
    await holder.query(`select pg_advisory_lock(${KYSELY_LOCK})`);
    bothWaiting = async () => {
      const { rows } = await holder.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
      );
      return rows[0].n === 2;
    };
    release = async () => {
      await holder.query(`select pg_advisory_unlock(${KYSELY_LOCK})`);
      await holder.end();
    };
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const holder = new SQLite(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('BEGIN IMMEDIATE');
    // a run opens the file just before it asks for the write lock
    bothWaiting = async () =>
      runs.every((r) => {
        try {
          return fs.readdirSync(`/proc/${r.pid}/fd`).some((fd) => fs.readlinkSync(`/proc/${r.pid}/fd/${fd}`) === file);
        } catch {
          return false;
        }
      });
    release = async () => {
      holder.exec('COMMIT');
      holder.close();
    };
  }
  for (let i = 0; i < 2; i++) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], { cwd: ROOT, env: s.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    runs.push({ pid: child.pid!, done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, out }))) });
  }
  try {
    await until('both runs wait for the lock', bothWaiting, 120_000);
  } finally {
    await release();
  }
  const results = await Promise.all(runs.map((r) => r.done));
  expect(results.map((r) => r.code)).toEqual([0, 0]);
  const outs = results.map((r) => r.out);
  expect(outs.filter((o) => o.includes(`已执行 ${ALL} 个迁移`))).toHaveLength(1);
  expect(outs.filter((o) => o.includes('没有要执行的迁移'))).toHaveLength(1);
  const db = s.db();
  try {
    const rows = await sql<{ n: number }>`select count(*) as n from ${sql.table(MIGRATION_TABLE)}`.execute(db);
    expect(Number(rows.rows[0].n)).toBe(ALL);
  } finally {
    await db.destroy();
  }
}, 300_000);
