import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { BackupError, backupData, listBackups, MANIFEST, type BackupOptions } from './backupData';

// npm run backup on SQLite: a consistent copy while another process commits, the uploads linked
// when unchanged, --keep, and what it refuses (nothing is left behind by a refused backup).

jest.setTimeout(60_000);

let dataDir: string;
let out: string;
let sqliteFile: string;
const root = path.resolve(__dirname, '..');

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-backup-'));
  dataDir = path.join(tmp, 'data');
  out = path.join(tmp, 'backups');
  fs.mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
  sqliteFile = path.join(dataDir, 'training2.db');
  const db = createDb({ databaseUrl: '', sqliteFile });
  await migrateToLatest(db);
  await db.destroy();
  // a table the writer below fills in pairs: a consistent copy holds both rows of a pair or neither
  const raw = new SQLite(sqliteFile);
  raw.exec('CREATE TABLE probe (pair INTEGER NOT NULL, side INTEGER NOT NULL)');
  raw.close();
});

afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

const options = (o: Partial<BackupOptions> = {}): BackupOptions => ({ dataDir, sqliteFile, databaseUrl: '', out, keep: 0, ...o });

const pairsIn = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    const rows = db.prepare('SELECT pair, count(*) AS n FROM probe GROUP BY pair').all() as { pair: number; n: number }[];
    return { pairs: rows.length, torn: rows.filter((r) => r.n !== 2).length };
  } finally {
    db.close();
  }
};

test('copies one committed state while another process commits, and the copy opens as the server would', async () => {
  // another process, as the server is: each transaction writes both rows of a pair
  const writer = spawn(process.execPath, ['-e', `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.pragma('journal_mode = WAL'); db.pragma('busy_timeout = 5000');
    const put = db.prepare('INSERT INTO probe (pair, side) VALUES (?, ?)');
    const pair = db.transaction((n) => { put.run(n, 1); put.run(n, 2); });
    let n = 0; const end = Date.now() + 1500;
    console.log('ready');
    while (Date.now() < end) pair(++n);
    console.log('wrote ' + n);
  `, sqliteFile], { cwd: root });
  const lines: string[] = [];
  const ready = new Promise<void>((resolve) => writer.stdout.on('data', (d: Buffer) => {
    lines.push(...d.toString().trim().split('\n'));
    if (lines.includes('ready')) resolve();
  }));
  const ended = new Promise<void>((resolve) => writer.on('exit', () => resolve()));
  await ready;
  const during = [];
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    during.push(backupData(options()));
  }
  await ended;
  const wrote = Number(lines.find((l) => l.startsWith('wrote '))!.slice(6));
  expect(wrote).toBeGreaterThan(100);

  const seen = during.map((r) => pairsIn(path.join(r.dir, 'training2.db')));
  for (const s of seen) expect(s.torn).toBe(0);
  // taken while the writer ran: each holds a part of the pairs, later ones more
  expect(seen[0].pairs).toBeGreaterThan(0);
  expect(seen[2].pairs).toBeGreaterThan(seen[0].pairs);
  expect(seen[2].pairs).toBeLessThan(wrote);

  const after = backupData(options());
  expect(pairsIn(path.join(after.dir, 'training2.db'))).toEqual({ pairs: wrote, torn: 0 });
  expect(after.database.lastMigration).toMatch(/^\d{4}_/);
  const manifest = JSON.parse(fs.readFileSync(path.join(after.dir, MANIFEST), 'utf8'));
  expect(manifest.database).toEqual(after.database);

  // restored: the server's own opening finds nothing to migrate
  const restored = createDb({ databaseUrl: '', sqliteFile: path.join(after.dir, 'training2.db') });
  try {
    expect(await migrateToLatest(restored)).toEqual([]);
  } finally {
    await restored.destroy();
  }
});

test('links the uploads the previous backup holds unchanged, and copies new and changed ones', () => {
  const uploads = path.join(dataDir, 'uploads');
  fs.writeFileSync(path.join(uploads, 'avatars', 'a.png'), 'first avatar');
  fs.writeFileSync(path.join(uploads, 'b.pdf'), 'a handout');
  const first = backupData(options());
  expect(first.uploads).toMatchObject({ files: 2, copied: 2, linked: 0 });

  fs.writeFileSync(path.join(uploads, 'b.pdf'), 'a handout, longer now');
  fs.writeFileSync(path.join(uploads, 'avatars', 'c.png'), 'new');
  const second = backupData(options());
  expect(second.uploads).toMatchObject({ files: 3, copied: 2, linked: 1 });
  const inode = (dir: string, rel: string) => fs.statSync(path.join(dir, 'uploads', rel)).ino;
  expect(inode(second.dir, 'avatars/a.png')).toBe(inode(first.dir, 'avatars/a.png'));
  expect(inode(second.dir, 'b.pdf')).not.toBe(inode(first.dir, 'b.pdf'));
  // each backup keeps what the file was when it was taken
  expect(fs.readFileSync(path.join(first.dir, 'uploads', 'b.pdf'), 'utf8')).toBe('a handout');
  expect(fs.readFileSync(path.join(second.dir, 'uploads', 'b.pdf'), 'utf8')).toBe('a handout, longer now');
});

test('--keep deletes the oldest backups and nothing else in the folder', () => {
  const keepOut = path.join(path.dirname(out), 'kept');
  fs.mkdirSync(path.join(keepOut, 'notes'), { recursive: true });
  fs.mkdirSync(path.join(keepOut, '.training2-20260101-000000.partial'));
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 26, hour));
  const made = [1, 2, 3].map((h) => backupData(options({ out: keepOut, keep: 2, now: at(h) })));
  expect(made[2].removed).toEqual([path.basename(made[0].dir)]);
  expect(listBackups(keepOut)).toEqual(made.slice(1).map((r) => path.basename(r.dir)));
  expect(fs.readdirSync(keepOut).sort()).toEqual(['.training2-20260101-000000.partial', 'notes', ...listBackups(keepOut)].sort());
  // two in the same second get different folders
  const same = backupData(options({ out: keepOut, now: at(3) }));
  expect(path.basename(same.dir)).toBe(`${path.basename(made[2].dir)}-2`);
});

test('refuses PostgreSQL, a folder inside DATA_DIR, a missing or foreign database, and leaves nothing behind', () => {
  const refusedOut = path.join(path.dirname(out), 'refused');
  const refusal = (o: Partial<BackupOptions>) => {
    try {
      backupData(options({ out: refusedOut, ...o }));
    } catch (err) {
      expect(err).toBeInstanceOf(BackupError);
      return (err as Error).message;
    }
    throw new Error('not refused');
  };
  const pg = refusal({ databaseUrl: 'postgres://app:s3cret@db.example.edu.cn/training2' });
  expect(pg).toContain('pg_dump');
  expect(pg).not.toContain('s3cret');
  expect(refusal({ out: path.join(dataDir, 'backups') })).toContain('在数据目录');
  expect(refusal({ sqliteFile: path.join(dataDir, 'missing.db') })).toContain('没有找到数据库文件');
  expect(refusal({ keep: -1 })).toContain('--keep');
  const foreign = path.join(path.dirname(out), 'other.db');
  new SQLite(foreign).exec('CREATE TABLE t (x)');
  expect(refusal({ sqliteFile: foreign })).toContain('不是本平台的数据库');
  expect(fs.existsSync(refusedOut) ? fs.readdirSync(refusedOut) : []).toEqual([]);
});

test('npm run backup: prints what it wrote, and exits with 2 and a reason when it refuses', () => {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  const ok = spawnSync(tsx, ['scripts/backup.ts', '--out', path.join(path.dirname(out), 'cli')], { cwd: root, env, encoding: 'utf8' });
  expect(ok.stderr).toBe('');
  expect(ok.status).toBe(0);
  expect(ok.stdout).toMatch(/备份完成：.*training2-\d{8}-\d{6}/);
  expect(ok.stdout).toContain('完整性检查通过');
  const refused = spawnSync(tsx, ['scripts/backup.ts'], { cwd: root, env: { ...env, DATABASE_URL: 'postgres://u:pw@h/db' }, encoding: 'utf8' });
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain('备份未进行');
  expect(refused.stderr).toContain('pg_dump');
});
