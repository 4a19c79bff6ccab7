import type SQLite from 'better-sqlite3';
import { holdWrites, sqliteOf } from '../../db/database';
import { sqliteBatch } from '../../db/sqliteBatch';
import type { Db } from '../../db/transaction';
import { readBeat, readBeatStage, writeBeatSync, type BeatStage, type BeatState, type BeatWrite } from './beatQueries';

// What the heartbeats of a session left, kept on SQLite, and written to the rows a little later.
//
// Kept: the next heartbeat of a session need not read its rows again. In bench:study that read
// and the upsert that finds the learner's 本期学时 row cost about as much as all the other
// writes of a heartbeat together.
//
// Written later (write-behind): a heartbeat changes only its entry, and the entries changed
// since are written together at most FLUSH_MS later, in one transaction: the progress row as
// the entry says, and the credit earned meanwhile added to the day and 本期学时 rows. In
// bench:study a learner beats about fifteen times a second and the writes were a quarter of a
// heartbeat's cost; on a campus (one beat per heartbeatSeconds) it is one write per beat as
// before, only in fewer transactions. Nobody reads a row behind its entry:
// - before Kysely runs any statement on the connection outside a transaction, the entries are
//   written first (database.ts holdWrites), so every other endpoint, sweep and transaction,
//   and the slow paths of start, complete and the heartbeat itself, read the rows as current;
// - when the server stops (the connection closes), they are written first.
// What a crash (kill -9, power cut) can lose is at most the last FLUSH_MS of credit, and the
// entry's position, covered segments and time of the last beat with it, so the rows stay as
// one earlier heartbeat left them: the learner's next heartbeat earns that ground again by
// the usual rules (credit.ts), nothing is credited twice. SQLite at synchronous = NORMAL
// already allows a power cut to lose the last commits.
//
// A kept entry is what a read would answer once it is written, or it is not kept:
// - the heartbeat updates its entry in place (so that entries which live for minutes leave no
//   garbage behind each heartbeat for the old generation's collector: allocating new ones made
//   bench:study slower than reading);
// - a group commit transaction (server/db/sqliteBatch.ts) that is rolled back changes nothing
//   kept: its heartbeats wrote no row, and run again they earn nothing twice (credit.ts);
// - any other write on this connection to what an entry says (the session, the progress row, the
//   本期学时 row, the learner's stage, the stage's start, the video's duration, the video rules),
//   by any path (Kysely, raw SQL), forgets it while the statement runs: temporary triggers call
//   back here, except during the entries' own writes (`writing`). Kysely's statements find
//   every entry written already; raw SQL on this connection (none runs while the server does)
//   wins over what an entry held back;
// - a commit by another connection (a maintenance script, the import, a second process on the
//   file) forgets every entry that holds nothing back, and an entry that does is kept only if
//   its rows are still as it last wrote or read them (then its stage and video are read again
//   at the write): SQLite's data_version is read at the start of every group commit transaction,
//   after BEGIN IMMEDIATE, when no other connection can write any more until it ends.
// PostgreSQL keeps nothing: there several API instances share the database.

/** At most this long between a heartbeat and the write of its rows. */
export const FLUSH_MS = 1000;
/** Beyond this many entries held back they are written at once, not after FLUSH_MS. */
const MAX_HELD = 5000;
/**
 * The timer writes this many entries per transaction, letting the connection (and the event
 * loop) go between: in bench:study 2,000 entries at once held the heartbeats on schedule
 * about 16 ms (p99 17 ms instead of 3).
 */
const FLUSH_CHUNK = 250;

export interface BeatEntry {
  state: BeatState;
  /** the learner's stage and 本期学时 row (null: no stage); undefined: not known, read it */
  stage: BeatStage | null | undefined;
  /** when it was last held back (ms): with heartbeats since the last write its rows are behind `state` (Entries.held) */
  heldAt: number;
  /** credit earned since the last write on `date` (Beijing), and on earlier dates (past midnight) */
  credit: number;
  date: string;
  earlier: { date: string; credit: number }[] | null;
  /** the progress row's credited and lastAt as last read or written, to see another connection's change */
  rowCredited: number;
  rowLastAt: string;
}

/** Bounds the memory: the oldest entries go first (about a kilobyte each). */
export const MAX_KEPT_BEATS = 20_000;

export interface BeatCache {
  /** The entry of a learner's session (in a sqliteBatch job); the caller updates it in place after its writes. */
  get(sessionId: string, userId: number): BeatEntry | undefined;
  /** Keeps a new entry for the rows the job read (in a sqliteBatch job). */
  add(state: BeatState, stage?: BeatStage | null): BeatEntry;
  /** After a heartbeat changed the entry's `state` to `write`'s: its rows are written within FLUSH_MS. */
  hold(entry: BeatEntry, write: BeatWrite): void;
  /**
   * Writes every entry held back, in a transaction of its own. Only where the connection is
   * free: with no transaction open on it and nothing else able to use it meanwhile.
   */
  flush(): void;
  /** entries held back now (tests) */
  readonly held: number;
  /**
   * The error of the last write of held-back rows that failed (a full disk), null when writes
   * land: meanwhile heartbeats take the slow path, which writes at once and answers its failure.
   */
  failed: unknown;
  /** entries kept now (tests) */
  readonly size: number;
}

const WRITING = 'training2_beat_writing';
const FORGET_SESSION = 'training2_beat_forget_session';
const FORGET_USER = 'training2_beat_forget_user';
const FORGET_ALL = 'training2_beat_forget_all';

const unlessWriting = `WHEN NOT ${WRITING}()`;
const TRIGGERS = [
  `AFTER UPDATE ON main.study_session ${unlessWriting} BEGIN SELECT ${FORGET_SESSION}(OLD.id), ${FORGET_SESSION}(NEW.id); END`,
  `AFTER DELETE ON main.study_session BEGIN SELECT ${FORGET_SESSION}(OLD.id); END`,
  `AFTER UPDATE ON main.video_progress ${unlessWriting} BEGIN SELECT ${FORGET_USER}(OLD.user_id), ${FORGET_USER}(NEW.user_id); END`,
  `AFTER DELETE ON main.video_progress BEGIN SELECT ${FORGET_USER}(OLD.user_id); END`,
  `AFTER INSERT ON main.stage_study ${unlessWriting} BEGIN SELECT ${FORGET_USER}(NEW.user_id); END`,
  `AFTER UPDATE ON main.stage_study ${unlessWriting} BEGIN SELECT ${FORGET_USER}(OLD.user_id), ${FORGET_USER}(NEW.user_id); END`,
  `AFTER DELETE ON main.stage_study BEGIN SELECT ${FORGET_USER}(OLD.user_id); END`,
  `AFTER UPDATE OF id, stage_id ON main."user" BEGIN SELECT ${FORGET_USER}(OLD.id), ${FORGET_USER}(NEW.id); END`,
  `AFTER DELETE ON main."user" BEGIN SELECT ${FORGET_USER}(OLD.id); END`,
  `AFTER UPDATE OF id, start_date ON main.stage BEGIN SELECT ${FORGET_ALL}(); END`,
  `AFTER DELETE ON main.stage BEGIN SELECT ${FORGET_ALL}(); END`,
  `AFTER UPDATE OF id, duration ON main.lesson_video BEGIN SELECT ${FORGET_ALL}(); END`,
  `AFTER DELETE ON main.lesson_video BEGIN SELECT ${FORGET_ALL}(); END`,
  `AFTER INSERT ON main.setting BEGIN SELECT ${FORGET_ALL}(); END`,
  `AFTER UPDATE ON main.setting BEGIN SELECT ${FORGET_ALL}(); END`,
  `AFTER DELETE ON main.setting BEGIN SELECT ${FORGET_ALL}(); END`,
];

/** Entries by session, with the sessions of each learner (a progress or stage write names the learner), and those held back. */
class Entries {
  readonly bySession = new Map<string, BeatEntry>();
  private readonly byUser = new Map<number, Set<string>>();
  readonly held = new Set<BeatEntry>();

  add(entry: BeatEntry): void {
    const { id, userId } = entry.state;
    if (this.bySession.size >= MAX_KEPT_BEATS && !this.bySession.has(id)) {
      // an entry held back is never dropped unwritten: the map grows until the next write instead
      const oldest = this.bySession.values().next().value!;
      if (!this.held.has(oldest)) this.forgetSession(oldest.state.id);
    }
    this.bySession.set(id, entry);
    let ids = this.byUser.get(userId);
    if (!ids) this.byUser.set(userId, (ids = new Set()));
    ids.add(id);
  }

  forgetSession(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    this.held.delete(entry);
    const ids = this.byUser.get(entry.state.userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.byUser.delete(entry.state.userId);
  }

  forgetUser(userId: number): void {
    const ids = this.byUser.get(userId);
    if (!ids) return;
    for (const id of ids) {
      const entry = this.bySession.get(id);
      if (entry) this.held.delete(entry);
      this.bySession.delete(id);
    }
    this.byUser.delete(userId);
  }

  clear(): void {
    this.bySession.clear();
    this.byUser.clear();
    this.held.clear();
  }
}

/** The write of an entry's rows: its progress as `state` says, with `credit` earned on `date`. */
const writeOf = (s: BeatState, credit: number, date: string): BeatWrite => ({
  progress: {
    userId: s.userId, videoId: s.videoId, position: s.position, credited: s.credited, covered: s.covered, completed: s.completed,
    updatedAt: s.lastAt, completedAt: s.completedAt, lastAt: s.lastAt, ahead: s.ahead, windowStart: s.windowStart, windowCount: s.windowCount,
  },
  credit,
  date,
});

function createCache(db: Db, sqlite: SQLite.Database): BeatCache {
  const kept = new Entries();
  let writing = false;

  sqlite.function(WRITING, { deterministic: false }, () => (writing ? 1 : 0));
  sqlite.function(FORGET_SESSION, { deterministic: false }, (id: unknown) => {
    if (typeof id === 'string') kept.forgetSession(id);
    return null;
  });
  sqlite.function(FORGET_USER, { deterministic: false }, (userId: unknown) => {
    kept.forgetUser(Number(userId));
    return null;
  });
  sqlite.function(FORGET_ALL, { deterministic: false }, () => {
    kept.clear();
    return null;
  });
  TRIGGERS.forEach((body, i) => sqlite.exec(`CREATE TEMP TRIGGER IF NOT EXISTS training2_beat_cache_${i} ${body}`));
  const begin = sqlite.prepare('BEGIN IMMEDIATE');
  const commit = sqlite.prepare('COMMIT');
  const rollback = sqlite.prepare('ROLLBACK');

  /** One entry's rows as its state says (in the flush's transaction). */
  const writeEntry = (e: BeatEntry) => {
    const { state } = e;
    let stage: BeatStage | null | undefined = e.stage !== undefined ? e.stage : readBeatStage.sync(db).get({ userId: state.userId }) ?? null;
    if (e.earlier) for (const x of e.earlier) stage = writeBeatSync(db, writeOf(state, x.credit, x.date), state, stage);
    e.stage = writeBeatSync(db, writeOf(state, e.credit, e.date), state, stage);
  };

  /**
   * Writes the entries held back since `until` (ms) or before, at most `max` of them, in one
   * transaction. Only where the connection is free (BeatCache.flush).
   */
  const flush = (until = Infinity, max = Infinity) => {
    if (kept.held.size === 0) return;
    const entries: BeatEntry[] = [];
    try {
      begin.run();
      // another connection's commit since the last group commit began is seen before anything is written
      checkVersion();
      for (const e of kept.held) {
        // the set is in the order the entries were held back
        if (entries.length >= max || e.heldAt > until) break;
        entries.push(e);
      }
      writing = true;
      try {
        for (const e of entries) writeEntry(e);
      } finally {
        writing = false;
      }
      commit.run();
    } catch (err) {
      if (sqlite.inTransaction) rollback.run();
      // the rows stay as the last write left them, consistent; the entries (and the stage rows
      // they knew) are forgotten, and the next heartbeats read the rows again
      kept.clear();
      cache.failed = err;
      console.error(`学习进度写入数据库失败，最近约 ${FLUSH_MS / 1000} 秒的学时未保存，学员继续学习时按规则重新计入：`, (err as Error).message);
      return;
    }
    for (const e of entries) {
      e.credit = 0;
      e.earlier = null;
      e.rowCredited = e.state.credited;
      e.rowLastAt = e.state.lastAt;
      kept.held.delete(e);
    }
  };

  // The timer: FLUSH_MS after the oldest entry was held back, the entries held back until then
  // are written FLUSH_CHUNK at a time, the connection let go between (Kysely's statements, which
  // write everything first, and new heartbeats go on meanwhile); entries held back since wait
  // for their own FLUSH_MS.
  let timer: NodeJS.Timeout | null = null;
  let writingDue = false;
  const schedule = () => {
    if (timer || writingDue || kept.held.size === 0) return;
    const oldest = kept.held.values().next().value!;
    timer = setTimeout(writeDue, Math.max(0, oldest.heldAt + FLUSH_MS - Date.now())).unref();
  };
  const writeDue = () => {
    timer = null;
    writingDue = true;
    const until = Date.now();
    const chunk = (): void => {
      db.connection().execute(async () => flush(until, FLUSH_CHUNK)).then(() => {
        const oldest = kept.held.values().next().value;
        if (oldest && oldest.heldAt <= until) return void setImmediate(chunk);
        writingDue = false;
        schedule();
      }, () => {
        // the database was closed (its close wrote what was held back)
        writingDue = false;
      });
    };
    chunk();
  };

  holdWrites(db, { flush: () => flush() });

  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let version = dataVersion.get();
  /** In a write transaction (no other connection can commit until it ends): has another committed since the last look? */
  function checkVersion() {
    const now = dataVersion.get();
    if (now !== version) {
      version = now;
      otherCommitted();
    }
  }

  /** Another connection committed: what holds nothing back is forgotten, the rest kept if its rows are unchanged. */
  const otherCommitted = () => {
    const held = [...kept.held];
    kept.clear();
    for (const e of held) {
      const row = readBeat.sync(db).get({ sessionId: e.state.id, userId: e.state.userId });
      if (!row || row.endedAt || row.credited !== e.rowCredited || row.lastAt !== e.rowLastAt || row.progressRowid !== e.state.progressRowid) continue;
      // the video and its rules as they are now, the stage read again at the write
      e.state.duration = row.duration;
      e.state.rules = row.rules;
      e.stage = undefined;
      kept.add(e);
      kept.held.add(e);
    }
  };

  sqliteBatch(db)!.observe({
    began: checkVersion,
  });

  const cache: BeatCache = {
    failed: null,
    get(sessionId, userId) {
      const entry = kept.bySession.get(sessionId);
      return entry?.state.userId === userId ? entry : undefined;
    },
    add(state, stage) {
      const entry: BeatEntry = { state, stage, heldAt: 0, credit: 0, date: '', earlier: null, rowCredited: state.credited, rowLastAt: state.lastAt };
      kept.add(entry);
      return entry;
    },
    hold(entry, write) {
      if (write.credit > 0) {
        if (entry.credit > 0 && entry.date !== write.date) {
          (entry.earlier ??= []).push({ date: entry.date, credit: entry.credit });
          entry.credit = 0;
        }
        entry.date = write.date;
        // rounded as the progress row's credited is, so the rows' sums agree with it
        entry.credit = Math.round((entry.credit + write.credit) * 1000) / 1000;
      }
      if (!kept.held.has(entry)) {
        entry.heldAt = Date.now();
        kept.held.add(entry);
      }
      if (kept.held.size >= MAX_HELD && !writingDue) {
        if (timer) clearTimeout(timer);
        writeDue();
      } else {
        schedule();
      }
    },
    flush: () => flush(),
    get size() {
      return kept.bySession.size;
    },
    get held() {
      return kept.held.size;
    },
  };
  return cache;
}

const caches = new WeakMap<Db, BeatCache>();

/** The heartbeat cache of a SQLite database made by createDb (made on first use, after the migrations); null on PostgreSQL. */
export function beatCacheOf(db: Db): BeatCache | null {
  let cache = caches.get(db);
  if (!cache) {
    const sqlite = sqliteOf(db);
    if (!sqlite) return null;
    cache = createCache(db, sqlite);
    caches.set(db, cache);
  }
  return cache;
}
