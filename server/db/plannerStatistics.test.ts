import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createDb } from './database';

// PRAGMA optimize (database.ts) writes the planner's statistics when the connection opens and
// every hour. When it cannot write (a full disk; here another connection's write lock, which
// makes it fail at once with SQLITE_BUSY: it would upgrade a read transaction) the
// database still opens: statistics are an optimisation, and a server on a full disk must still
// start and serve what it can read (server/http/health.ts says what is wrong).

test('a connection whose statistics cannot be written still opens and reads', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-stats-'));
  const file = path.join(dir, 'db.sqlite');
  const other = new SQLite(file);
  try {
    other.pragma('journal_mode = WAL');
    // analysed when it had 10 rows, then grown far beyond: optimize wants to analyse it again,
    // which writes sqlite_stat1
    other.exec('CREATE TABLE t (a INTEGER, b INTEGER); CREATE INDEX t_a ON t (a)');
    const put = other.prepare('INSERT INTO t VALUES (?, ?)');
    for (let i = 0; i < 10; i++) put.run(i, i);
    other.exec('ANALYZE');
    other.transaction(() => {
      for (let i = 0; i < 2000; i++) put.run(i % 50, i);
    })();
    other.exec('BEGIN IMMEDIATE');
    const db = createDb({ databaseUrl: '', sqliteFile: file });
    try {
      const { n } = await db
        .selectFrom('t' as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(2010);
    } finally {
      other.exec('ROLLBACK');
      await db.destroy();
    }
  } finally {
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
