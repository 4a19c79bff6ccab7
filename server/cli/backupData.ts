import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { beijingTime } from '../lib/beijingDate';
import { maskedUrl } from '../startup';
import { dumpPostgres } from './backupPostgres';
import { BackupError, type DatabaseCopy } from './backupTypes';

export { BackupError } from './backupTypes';

// `npm run backup`: a backup of a running deployment (server/cli/backup.ts is the command). On
// PostgreSQL the database part is pg_dump's (backupPostgres.ts); on SQLite it is made here.
// Copying training2.db while the server writes can give a torn file, and the last commits live
// in training2.db-wal until a checkpoint. VACUUM INTO reads the database in one read transaction
// (which in WAL mode never waits for the server's writes, nor makes them wait) and writes a
// compact, self-contained copy of exactly one committed state. SQLite's backup API would restart
// after every commit of the server's connection, and the heartbeats commit many times a second.
// Uploaded files never change once written (the server names each one), so a file the previous
// backup already holds, with the same size and time, is hard-linked to it instead of copied.

export interface BackupOptions {
  dataDir: string;
  /** UPLOAD_DIR; default DATA_DIR/uploads */
  uploadDir?: string;
  sqliteFile: string;
  /** a postgres:// URL: the database is dumped with pg_dump */
  databaseUrl: string;
  /** where backups go: one folder each */
  out: string;
  /** keep this many backups in `out` and delete older ones; 0 keeps them all */
  keep: number;
  now?: Date;
}

export interface BackupResult {
  dir: string;
  database: DatabaseCopy;
  uploads: { files: number; bytes: number; linked: number; copied: number };
  /** older backups deleted under `keep` */
  removed: string[];
  seconds: number;
}

/** The folders this command makes, so `keep` never deletes anything else in `out`. */
const BACKUP_NAME = /^training2-\d{8}-\d{6}(-\d+)?$/;
export const MANIFEST = 'backup.json';

/** The complete backups in `out` (those with their manifest), oldest first. */
export function listBackups(out: string): string[] {
  if (!fs.existsSync(out)) return [];
  return fs
    .readdirSync(out)
    .filter((name) => BACKUP_NAME.test(name) && fs.existsSync(path.join(out, name, MANIFEST)))
    .sort();
}

function checkOptions(o: BackupOptions): void {
  if (!Number.isInteger(o.keep) || o.keep < 0) throw new BackupError('--keep 应为 0 或正整数（0 表示保留全部备份）');
  if (!o.databaseUrl && !fs.existsSync(o.sqliteFile))
    throw new BackupError(`没有找到数据库文件 ${o.sqliteFile}：请检查 DATA_DIR（现在是 ${o.dataDir}）`);
  const inside = path.relative(path.resolve(o.dataDir), path.resolve(o.out));
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new BackupError(
      `备份目录 ${path.resolve(o.out)} 在数据目录 ${o.dataDir} 之内：备份应放在数据目录之外（最好是另一块磁盘或另一台机器），请用 --out 指定`,
    );
  }
  // UPLOAD_DIR elsewhere (shared storage): a backup inside it would copy itself
  const inUploads = o.uploadDir ? path.relative(path.resolve(o.uploadDir), path.resolve(o.out)) : '..';
  if (!inUploads.startsWith('..') && !path.isAbsolute(inUploads)) {
    throw new BackupError(`备份目录 ${path.resolve(o.out)} 在上传目录 ${o.uploadDir} 之内：备份应放在上传目录之外，请用 --out 指定`);
  }
}

/**
 * A folder name that sorts by time and is not taken yet: training2-20261127-173307, in Beijing
 * time as the export's file names (the server's own clock is often UTC). Names from before, in
 * UTC, are 8 hours earlier still, so they keep sorting (and being deleted by --keep) first.
 */
function freshName(out: string, now: Date): string {
  // beijingTime is to the minute ("2026-11-27 17:33"); the seconds are the same in every zone
  const seconds = String(now.getUTCSeconds()).padStart(2, '0');
  const base = `training2-${beijingTime(now.toISOString()).replace(/[-:]/g, '').replace(' ', '-')}${seconds}`;
  let name = base;
  for (let i = 2; fs.existsSync(path.join(out, name)) || fs.existsSync(path.join(out, `.${name}.partial`)); i++) name = `${base}-${i}`;
  return name;
}

/** One committed state of the database, written to `target`, then checked. */
function copySqlite(sqliteFile: string, target: string): DatabaseCopy {
  const source = new SQLite(sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    const problems = copy.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0].integrity_check !== 'ok') {
      throw new BackupError(
        `备份的数据库未通过完整性检查：${problems
          .slice(0, 5)
          .map((p) => p.integrity_check)
          .join('；')}`,
      );
    }
    const isOurs = copy
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('kysely_migration', 'user')")
      .get() as { n: number };
    if (isOurs.n !== 2) throw new BackupError(`${sqliteFile} 不是本平台的数据库（没有迁移记录或用户表）`);
    const users = (copy.prepare('SELECT count(*) AS n FROM "user"').get() as { n: number }).n;
    const last = copy.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as { name: string } | undefined;
    return { file: path.basename(target), engine: 'sqlite', bytes: fs.statSync(target).size, users, lastMigration: last?.name ?? '' };
  } finally {
    copy.close();
  }
}

/** Copies the upload tree, hard-linking files the previous backup holds unchanged. */
function copyUploads(from: string, to: string, previous: string | null): BackupResult['uploads'] {
  const result = { files: 0, bytes: 0, linked: 0, copied: 0 };
  if (!fs.existsSync(from)) return result;
  const walk = (rel: string) => {
    fs.mkdirSync(path.join(to, rel), { recursive: true });
    for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const name = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        walk(name);
        continue;
      }
      if (!entry.isFile()) continue;
      const src = path.join(from, name);
      const dest = path.join(to, name);
      const stat = fs.statSync(src);
      result.files++;
      result.bytes += stat.size;
      const old = previous ? path.join(previous, name) : null;
      const kept = old ? fs.statSync(old, { throwIfNoEntry: false }) : undefined;
      if (old && kept?.isFile() && kept.size === stat.size && Math.abs(kept.mtimeMs - stat.mtimeMs) < 1) {
        try {
          fs.linkSync(old, dest);
          result.linked++;
          continue;
        } catch {
          // another file system, or links not allowed: copy instead
        }
      }
      fs.copyFileSync(src, dest);
      // the next backup compares times: utimes keeps them to about a millisecond
      fs.utimesSync(dest, stat.atime, stat.mtime);
      result.copied++;
    }
  };
  walk('');
  return result;
}

/** Makes one backup folder in `out`: the database, uploads/ and backup.json; then applies `keep`. */
export async function backupData(o: BackupOptions): Promise<BackupResult> {
  const started = process.hrtime.bigint();
  checkOptions(o);
  const out = path.resolve(o.out);
  fs.mkdirSync(out, { recursive: true });
  const previous = listBackups(out).at(-1);
  // one time for the folder's name and the manifest's createdAt
  const now = o.now ?? new Date();
  const name = freshName(out, now);
  // a folder without its final name is never taken for a backup (listBackups, keep)
  const partial = path.join(out, `.${name}.partial`);
  fs.mkdirSync(partial);
  try {
    const database = o.databaseUrl
      ? await dumpPostgres(o.databaseUrl, path.join(partial, 'training2.dump'))
      : copySqlite(o.sqliteFile, path.join(partial, 'training2.db'));
    const uploads = copyUploads(
      o.uploadDir ?? path.join(o.dataDir, 'uploads'),
      path.join(partial, 'uploads'),
      previous ? path.join(out, previous, 'uploads') : null,
    );
    const source = o.databaseUrl ? maskedUrl(o.databaseUrl) : o.sqliteFile;
    fs.writeFileSync(
      path.join(partial, MANIFEST),
      `${JSON.stringify({ createdAt: now.toISOString(), source, database, uploads }, null, 2)}\n`,
    );
    fs.renameSync(partial, path.join(out, name));
    const removed = o.keep > 0 ? listBackups(out).slice(0, -o.keep) : [];
    for (const old of removed) fs.rmSync(path.join(out, old), { recursive: true, force: true });
    return { dir: path.join(out, name), database, uploads, removed, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}
