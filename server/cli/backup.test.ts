import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { freshPostgres } from '../test/testApp';
import { BackupError, backupData, listBackups, MANIFEST, type BackupOptions } from './backupData';
import { findPgTool } from './backupPostgres';

// npm run backup, on SQLite or (with TEST_DATABASE_URL) PostgreSQL: a consistent copy while
// another connection commits, which the server opens (SQLite) or pg_restore restores
// (PostgreSQL); the uploads linked when unchanged; --keep; and what it refuses or fails on
// (nothing is left behind then).

jest.setTimeout(60_000);

const PG_ADMIN = process.env.TEST_DATABASE_URL ?? '';
let dataDir: string;
let out: string;
let sqliteFile: string;
let databaseUrl = '';
const dropLater: (() => Promise<void>)[] = [];
const root = path.resolve(__dirname, '../..');

/** A new PostgreSQL database beside TEST_DATABASE_URL's, dropped after the tests. */
async function newPgDatabase(): Promise<string> {
  const made = await freshPostgres(PG_ADMIN);
  dropLater.push(made.drop);
  return made.url;
}

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-backup-'));
  dataDir = path.join(tmp, 'data');
  out = path.join(tmp, 'backups');
  fs.mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
  sqliteFile = path.join(dataDir, 'training2.db');
  databaseUrl = PG_ADMIN ? await newPgDatabase() : '';
  const db = createDb({ databaseUrl, sqliteFile });
  await migrateToLatest(db);
  await db.destroy();
  // a table the writer below fills in pairs: a consistent copy holds both rows of a pair or neither
  await query(databaseUrl, 'CREATE TABLE probe (pair INTEGER NOT NULL, side INTEGER NOT NULL)');
});

afterAll(async () => {
  for (const drop of dropLater) await drop();
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** One statement on the engine under test (url: PostgreSQL; empty: the SQLite file). */
async function query<T>(url: string, text: string, file = sqliteFile): Promise<T[]> {
  if (!url) {
    const db = new SQLite(file);
    try {
      const stmt = db.prepare(text);
      return stmt.reader ? (stmt.all() as T[]) : (stmt.run(), []);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const options = (o: Partial<BackupOptions> = {}): BackupOptions => ({ dataDir, sqliteFile, databaseUrl, out, keep: 0, ...o });

/** Another process (SQLite) or connection (PostgreSQL) committing pairs until stopped; answers how many. */
function startWriter(): { ready: Promise<void>; stop: () => Promise<number> } {
  if (!databaseUrl) {
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `
      const db = new (require('better-sqlite3'))(process.argv[1]);
      db.pragma('journal_mode = WAL'); db.pragma('busy_timeout = 5000');
      const put = db.prepare('INSERT INTO probe (pair, side) VALUES (?, ?)');
      const pair = db.transaction((n) => { put.run(n, 1); put.run(n, 2); });
      let n = 0;
      process.stdin.on('data', () => { console.log('wrote ' + n); process.exit(0); });
      console.log('ready');
      const loop = () => { const end = Date.now() + 20; while (Date.now() < end) pair(++n); setImmediate(loop); };
      loop();
    `,
        sqliteFile,
      ],
      { cwd: root },
    );
    let text = '';
    const ready = new Promise<void>((resolve) =>
      writer.stdout.on('data', (d: Buffer) => {
        text += d;
        if (text.includes('ready')) resolve();
      }),
    );
    const ended = new Promise<void>((resolve) => writer.on('exit', () => resolve()));
    return { ready, stop: async () => (writer.stdin.write('stop\n'), await ended, Number(/wrote (\d+)/.exec(text)![1])) };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  let stopped = false;
  let n = 0;
  const ready = client.connect().then(() => undefined);
  const loop = ready.then(async () => {
    while (!stopped) {
      const next = n + 1;
      await client.query('BEGIN');
      await client.query('INSERT INTO probe (pair, side) VALUES ($1, 1), ($1, 2)', [next]);
      await client.query('COMMIT');
      n = next;
    }
    await client.end();
  });
  return { ready, stop: async () => ((stopped = true), await loop, n) };
}

/** The pairs in a backup: read from the copy (SQLite), or from a database pg_restore made of the dump. */
async function pairsIn(dir: string): Promise<{ pairs: number; torn: number }> {
  const sqlText = 'SELECT pair, count(*) AS n FROM probe GROUP BY pair';
  let rows: { pair: number; n: number | string }[];
  if (!databaseUrl) {
    rows = await query('', sqlText, path.join(dir, 'training2.db'));
  } else {
    const target = await newPgDatabase();
    const restored = spawnSync(findPgTool('pg_restore'), ['--no-owner', '--dbname', target, path.join(dir, 'training2.dump')], {
      encoding: 'utf8',
    });
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    rows = await query(target, sqlText);
  }
  return { pairs: rows.length, torn: rows.filter((r) => Number(r.n) !== 2).length };
}

test('copies one committed state while another connection commits, and the copy can be put back', async () => {
  const writer = startWriter();
  await writer.ready;
  const during = [];
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    during.push(await backupData(options()));
  }
  const wrote = await writer.stop();
  expect(wrote).toBeGreaterThan(100);

  const seen = [];
  for (const r of during) seen.push(await pairsIn(r.dir));
  for (const s of seen) expect(s.torn).toBe(0);
  // taken while the writer ran: each holds a part of the pairs, later ones more
  expect(seen[0].pairs).toBeGreaterThan(0);
  expect(seen[2].pairs).toBeGreaterThan(seen[0].pairs);
  expect(seen[2].pairs).toBeLessThan(wrote);

  const after = await backupData(options());
  expect(await pairsIn(after.dir)).toEqual({ pairs: wrote, torn: 0 });
  expect(after.database).toMatchObject({
    engine: databaseUrl ? 'postgres' : 'sqlite',
    file: databaseUrl ? 'training2.dump' : 'training2.db',
    users: 0,
  });
  expect(after.database.lastMigration).toMatch(/^\d{4}_/);
  const manifest = JSON.parse(fs.readFileSync(path.join(after.dir, MANIFEST), 'utf8'));
  expect(manifest.database).toEqual(after.database);

  if (!databaseUrl) {
    // restored: the server's own opening finds nothing to migrate
    const restored = createDb({ databaseUrl: '', sqliteFile: path.join(after.dir, 'training2.db') });
    try {
      expect(await migrateToLatest(restored)).toEqual([]);
    } finally {
      await restored.destroy();
    }
  }
});

test('links the uploads the previous backup holds unchanged, and copies new and changed ones', async () => {
  const uploads = path.join(dataDir, 'uploads');
  fs.writeFileSync(path.join(uploads, 'avatars', 'a.png'), 'first avatar');
  fs.writeFileSync(path.join(uploads, 'b.pdf'), 'a handout');
  const first = await backupData(options());
  expect(first.uploads).toMatchObject({ files: 2, copied: 2, linked: 0 });

  fs.writeFileSync(path.join(uploads, 'b.pdf'), 'a handout, longer now');
  fs.writeFileSync(path.join(uploads, 'avatars', 'c.png'), 'new');
  const second = await backupData(options());
  expect(second.uploads).toMatchObject({ files: 3, copied: 2, linked: 1 });
  const inode = (dir: string, rel: string) => fs.statSync(path.join(dir, 'uploads', rel)).ino;
  expect(inode(second.dir, 'avatars/a.png')).toBe(inode(first.dir, 'avatars/a.png'));
  expect(inode(second.dir, 'b.pdf')).not.toBe(inode(first.dir, 'b.pdf'));
  // each backup keeps what the file was when it was taken
  expect(fs.readFileSync(path.join(first.dir, 'uploads', 'b.pdf'), 'utf8')).toBe('a handout');
  expect(fs.readFileSync(path.join(second.dir, 'uploads', 'b.pdf'), 'utf8')).toBe('a handout, longer now');
});

test('--keep deletes the oldest backups and nothing else in the folder', async () => {
  const keepOut = path.join(path.dirname(out), 'kept');
  fs.mkdirSync(path.join(keepOut, 'notes'), { recursive: true });
  fs.mkdirSync(path.join(keepOut, '.training2-20260101-000000.partial'));
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 26, hour));
  const made = [];
  for (const h of [1, 2, 3]) made.push(await backupData(options({ out: keepOut, keep: 2, now: at(h) })));
  // named in Beijing time (UTC+8), as the export's files are
  expect(made.map((r) => path.basename(r.dir))).toEqual([
    'training2-20261126-090000',
    'training2-20261126-100000',
    'training2-20261126-110000',
  ]);
  expect(made[2].removed).toEqual([path.basename(made[0].dir)]);
  expect(listBackups(keepOut)).toEqual(made.slice(1).map((r) => path.basename(r.dir)));
  expect(fs.readdirSync(keepOut).sort()).toEqual(['.training2-20260101-000000.partial', 'notes', ...listBackups(keepOut)].sort());
  // two in the same second get different folders
  const same = await backupData(options({ out: keepOut, now: at(3) }));
  expect(path.basename(same.dir)).toBe(`${path.basename(made[2].dir)}-2`);
  // past 16:00 UTC it is the next day in Beijing
  const late = await backupData(options({ out: keepOut, now: new Date(Date.UTC(2026, 10, 26, 16, 33, 7)) }));
  expect(path.basename(late.dir)).toBe('training2-20261127-003307');
});

test('refuses a folder inside DATA_DIR, a missing, unreachable or foreign database, and leaves nothing behind', async () => {
  const refusedOut = path.join(path.dirname(out), 'refused');
  const refusal = async (o: Partial<BackupOptions>) => {
    try {
      await backupData(options({ out: refusedOut, ...o }));
    } catch (err) {
      expect(err).toBeInstanceOf(BackupError);
      return (err as Error).message;
    }
    throw new Error('not refused');
  };
  expect(await refusal({ out: path.join(dataDir, 'backups') })).toContain('在数据目录');
  expect(await refusal({ keep: -1 })).toContain('--keep');
  expect(await refusal({ databaseUrl: '', sqliteFile: path.join(dataDir, 'missing.db') })).toContain('没有找到数据库文件');
  const foreignFile = path.join(path.dirname(out), 'other.db');
  new SQLite(foreignFile).exec('CREATE TABLE t (x)');
  expect(await refusal({ databaseUrl: '', sqliteFile: foreignFile })).toContain('不是本平台的数据库');
  // PostgreSQL: a server that is not there, without showing the password
  const unreachable = await refusal({ databaseUrl: 'postgres://app:s3cret@127.0.0.1:1/training2' });
  expect(unreachable).toContain('无法连接数据库');
  expect(unreachable).not.toContain('s3cret');
  if (PG_ADMIN) expect(await refusal({ databaseUrl: await newPgDatabase() })).toContain('不是本平台的数据库');
  expect(fs.existsSync(refusedOut) ? fs.readdirSync(refusedOut) : []).toEqual([]);
});

test('npm run backup: prints what it wrote, and exits with 2 and a reason when it refuses', () => {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  const ok = spawnSync(tsx, ['server/cli/backup.ts', '--out', path.join(path.dirname(out), 'cli')], { cwd: root, env, encoding: 'utf8' });
  expect(ok.stderr).toBe('');
  expect(ok.status).toBe(0);
  expect(ok.stdout).toMatch(/备份完成：.*training2-\d{8}-\d{6}/);
  expect(ok.stdout).toContain(databaseUrl ? 'pg_restore 可以读取' : '完整性检查通过');
  // restoring SQLite: the old uploads/ moves aside too (a copy into it would nest as uploads/uploads)
  if (!databaseUrl) expect(ok.stdout).toContain('与 uploads/ 一起移到别处，再把备份中的 training2.db 与 uploads/ 复制到 DATA_DIR');
  if (databaseUrl) {
    // PostgreSQL: the password reaches pg_dump in its environment, never on its command line (ps shows that)
    const realPgDump = spawnSync('sh', ['-c', `command -v ${findPgTool('pg_dump')}`], { encoding: 'utf8' }).stdout.trim();
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-pgdump-'));
    const seen = path.join(bin, 'seen.txt');
    fs.writeFileSync(
      path.join(bin, 'pg_dump'),
      `#!/bin/sh\necho "args: $*" >> ${seen}\necho "PGPASSWORD: $PGPASSWORD" >> ${seen}\nexec ${realPgDump} "$@"\n`,
      { mode: 0o755 },
    );
    const withPassword = new URL(databaseUrl);
    withPassword.password = 'Secret-Pw-7';
    const run = spawnSync(tsx, ['server/cli/backup.ts', '--out', path.join(path.dirname(out), 'cli-pg')], {
      cwd: root,
      env: { ...env, DATABASE_URL: withPassword.toString(), PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = fs
      .readFileSync(seen, 'utf8')
      .split('\n')
      .filter((l) => l && !l.includes('--version'));
    expect(lines.filter((l) => l.startsWith('args: '))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('args: '))).not.toContain('Secret-Pw-7');
    expect(lines).toContain('PGPASSWORD: Secret-Pw-7');
    expect(run.stdout + run.stderr).not.toContain('Secret-Pw-7');
    fs.rmSync(bin, { recursive: true, force: true });
  }
  const refused = spawnSync(tsx, ['server/cli/backup.ts', '--keep', 'all'], { cwd: root, env, encoding: 'utf8' });
  expect(refused.status).toBe(2);
  expect(refused.stderr.trim()).toBe('备份未进行：--keep 应为 0 或正整数（0 表示保留全部备份）');
});
