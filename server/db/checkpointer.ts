import type SQLite from 'better-sqlite3';
import { Worker } from 'node:worker_threads';

// In WAL mode with synchronous=NORMAL a commit never waits for the disk; a checkpoint does: it
// syncs the WAL, copies its pages into the database file and syncs that. SQLite runs it in the
// connection that commits, every 1,000 pages by default, which on the server's one connection
// stopped the event loop for two fsyncs. On a shared disk an fsync is usually under a
// millisecond but now and then takes a second, and every heartbeat waiting behind it is late.
// A thread of its own with its own connection now checkpoints every CHECK_EVERY_MS, PASSIVE:
// it neither waits for nor blocks the writer, and the disk's waits are off the event loop.
// The WAL starts again from its beginning only when a write transaction begins with every frame
// already copied. Under a steady stream of commits the thread's checkpoint seldom ends between
// two of them, so the connection keeps SQLite's own checkpoint as a backstop at BACKSTOP_PAGES:
// it then finds nearly everything copied, and the log starts over. Should the thread fail, the
// connection goes back to SQLite's default.

/** How often the thread checkpoints. */
export const CHECK_EVERY_MS = 100;
/** The connection's own checkpoint: 10 times SQLite's default (40 MB of 4 KB pages). */
export const BACKSTOP_PAGES = 10_000;
/** SQLite's default, should the thread fail. */
const DEFAULT_PAGES = 1_000;
/** A checkpoint in progress when the connection closes finishes first (a slow fsync), at most this long. */
const CLOSE_WAIT_MS = 5_000;

const RUN = 0;
const STOP = 1;
const CLOSED = 2;

// Plain CommonJS, evaluated in the thread: no TypeScript loader is needed there.
const THREAD = `
const { workerData } = require('node:worker_threads');
const flag = new Int32Array(workerData.flag);
let db = null;
try {
  const SQLite = require(workerData.module);
  db = new SQLite(workerData.file, { fileMustExist: true });
  // WAL with NORMAL: the WAL is synced before each checkpoint, the database file after it
  db.pragma('synchronous = NORMAL');
  while (Atomics.load(flag, 0) === ${RUN}) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // busy or a passing fault: the next round tries again
    }
    Atomics.wait(flag, 0, ${RUN}, workerData.everyMs);
  }
} finally {
  if (db) db.close();
  Atomics.store(flag, 0, ${CLOSED});
  Atomics.notify(flag, 0);
}
`;

export interface Checkpointer {
  /** Ends the thread after its checkpoint in progress, before the connection closes. */
  stop(): void;
  /** tests */
  readonly worker: Worker;
}

/** Checkpoints the connection's file from a thread of its own; null for a database without a WAL (in memory). */
export function checkpointInBackground(sqlite: SQLite.Database): Checkpointer | null {
  if (sqlite.memory || sqlite.pragma('journal_mode', { simple: true }) !== 'wal') return null;
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { file: sqlite.name, module: require.resolve('better-sqlite3'), flag: flag.buffer, everyMs: CHECK_EVERY_MS },
  });
  // never what keeps a process alive
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  let ended = false;
  const fallBack = (why: string) => {
    if (ended) return;
    ended = true;
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_PAGES}`);
    console.error(`SQLite 后台检查点线程已停止（${why}），改回在提交时检查点`);
  };
  worker.on('error', (err) => fallBack(err.message));
  worker.on('exit', (code) => fallBack(`退出码 ${code}`));
  return {
    stop() {
      if (ended) return;
      ended = true;
      Atomics.store(flag, 0, STOP);
      Atomics.notify(flag, 0);
      // its connection closes first, so the connection closing after it is the last one and
      // removes the WAL as SQLite does
      Atomics.wait(flag, 0, STOP, CLOSE_WAIT_MS);
    },
    worker,
  };
}
