import SQLite from 'better-sqlite3';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { BACKSTOP_PAGES, checkpointInBackground } from './checkpointer';
import { createDb, sqliteOf } from './database';

// SQLite files only (the checkpoint is SQLite's), whichever engine the suite runs on.

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'checkpointer-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Rows of `t` in the database file alone, as if the WAL were lost: what checkpoints copied there. */
function rowsInFileAlone(file: string): number {
  const copy = path.join(dir, 'alone.db');
  copyFileSync(file, copy);
  const db = new SQLite(copy, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from t').get() as { n: number }).n;
  } catch {
    return 0; // the table itself not copied yet
  } finally {
    db.close();
  }
}

const until = async (what: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return what();
};

it('copies the commits into the database file from its thread, while the connection checkpoints only as a backstop', async () => {
  const file = path.join(dir, 'a.db');
  const db = createDb({ databaseUrl: '', sqliteFile: file });
  const sqlite = sqliteOf(db)!;
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
  sqlite.exec('create table t (id integer primary key, v text)');
  const insert = sqlite.prepare('insert into t (v) values (?)');
  for (let i = 0; i < 300; i++) insert.run(`第${i}条`);
  // far fewer pages than the backstop: only the thread can have copied them
  expect(await until(() => rowsInFileAlone(file) === 300)).toBe(true);
  // Kysely closes the connection on destroy once it has used it
  await sql`select 1`.execute(db);
  await db.destroy();
  // the thread closed its connection first, so the last one removed the WAL on closing
  expect(existsSync(`${file}-wal`)).toBe(false);
});

it('goes back to checkpointing on commit when the thread stops', async () => {
  const file = path.join(dir, 'b.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  const checkpointer = checkpointInBackground(sqlite)!;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await checkpointer.worker.terminate();
    expect(await until(() => sqlite.pragma('wal_autocheckpoint', { simple: true }) === 1000)).toBe(true);
    expect(String(errors.mock.calls[0]?.[0])).toContain('后台检查点线程已停止');
  } finally {
    errors.mockRestore();
    sqlite.close();
  }
});

it('starts no thread for a database in memory', async () => {
  const db = createDb({ databaseUrl: '', sqliteFile: ':memory:' });
  const sqlite = sqliteOf(db)!;
  expect(checkpointInBackground(sqlite)).toBeNull();
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  await sql`select 1`.execute(db);
  await db.destroy();
});
