import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { maskedUrl } from '../startup';
import { BackupError, type DatabaseCopy } from './backupTypes';

// `npm run backup` on PostgreSQL: pg_dump's custom format, which pg_restore reads. The dump runs
// in a snapshot this command exports from its own transaction, so the figures it writes into
// backup.json (users, last migration) are read from exactly the state the dump holds, while the
// API instances go on writing. The password travels in PGPASSWORD, never on a command line
// (where `ps` shows it).

/** pg_dump on the PATH, or the newest under Debian's /usr/lib/postgresql/<version>/bin. */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (spawnSync(name, ['--version']).status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) {
    const tool = path.join(root, v, 'bin', name);
    if (fs.existsSync(tool)) return tool;
  }
  throw new BackupError(
    `使用 PostgreSQL 时备份需要 ${name}（与数据库服务器同一主版本或更新；Debian/Ubuntu：apt install postgresql-client）`,
  );
}

/** The URL without its password, and the password apart (for PGPASSWORD). */
function splitPassword(url: string): { url: string; password: string } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), password };
}

/** Runs a pg tool; answers its standard output, or throws with its message (the URL masked). */
function run(tool: string, args: string[], password: string, databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, PGPASSWORD: password } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', (e) => reject(new BackupError(`无法运行 ${tool}：${e.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(out);
      const message = err.trim().split('\n').slice(0, 3).join(' ').replaceAll(databaseUrl, maskedUrl(databaseUrl));
      reject(new BackupError(`${path.basename(tool)} 失败（退出码 ${code}）：${message}`));
    });
  });
}

/** Dumps the database to `target` (custom format) and checks that pg_restore can read it. */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<DatabaseCopy> {
  const pgDump = findPgTool('pg_dump');
  const pgRestore = findPgTool('pg_restore');
  const { url, password } = splitPassword(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`无法连接数据库 ${maskedUrl(databaseUrl)}（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）`);
  }
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const ours = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename IN ('kysely_migration', 'user')",
    );
    if (ours.rows[0].n !== 2) throw new BackupError(`${maskedUrl(databaseUrl)} 不是本平台的数据库（没有迁移记录或用户表）`);
    const users = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM "user"')).rows[0].n;
    const last = (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1')).rows[0]?.name ?? '';
    await run(pgDump, ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${url}`], password, databaseUrl);
    await client.query('COMMIT');
    // a dump pg_restore cannot read is no backup
    const contents = await run(pgRestore, ['--list', target], password, databaseUrl);
    if (!/TABLE DATA \S+ user /.test(contents)) throw new BackupError('备份文件中没有用户表的数据，备份未完成');
    return { file: path.basename(target), engine: 'postgres', bytes: fs.statSync(target).size, users, lastMigration: last };
  } finally {
    await client.end().catch(() => {});
  }
}
