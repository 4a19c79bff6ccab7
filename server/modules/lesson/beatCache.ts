import type SQLite from 'better-sqlite3';
import { sqliteOf } from '../../db/database';
import { sqliteBatch } from '../../db/sqliteBatch';
import type { Db } from '../../db/transaction';
import type { BeatStage, BeatState } from './beatQueries';

// What the last heartbeat of a session left, kept on SQLite so the next one need not read it
// again. In bench:study the read and the upsert that finds the learner's 本期学时 row cost about
// as much as all the other writes of a heartbeat together; with this, a heartbeat whose session
// is known writes by rowid and reads nothing.
//
// A kept entry is exactly what a read would answer, or it is not kept:
// - the heartbeat updates its entry only after its writes succeeded, in place (so that entries
//   which live for minutes leave no garbage behind each heartbeat for the old generation's
//   collector: allocating new ones made bench:study slower than reading). Later jobs of the same
//   group commit transaction (server/db/sqliteBatch.ts) see what the earlier ones wrote, as the
//   database does; if that transaction is rolled back, every entry is forgotten (rare: a fault);
// - any other write on this connection to what an entry says (the session, the progress row, the
//   本期学时 row, the learner's stage, the stage's start, the video's duration, the video rules),
//   by any path (Kysely, raw SQL), forgets it while the statement runs: temporary triggers call
//   back here, except during the heartbeat's own writes (`writing`);
// - a commit by another connection (a maintenance script, a second process on the file) forgets
//   everything: SQLite's data_version is read at the start of every group commit transaction,
//   after BEGIN IMMEDIATE, when no other connection can write any more until it ends.
// PostgreSQL keeps nothing: there several API instances share the database.

export interface BeatEntry {
  state: BeatState;
  /** the learner's stage and 本期学时 row (null: no stage); undefined: not known, read it */
  stage: BeatStage | null | undefined;
}

/** Bounds the memory: the oldest entries go first (about a kilobyte each). */
export const MAX_KEPT_BEATS = 20_000;

export interface BeatCache {
  /** The entry of a learner's session (in a sqliteBatch job); the caller updates it in place after its writes. */
  get(sessionId: string, userId: number): BeatEntry | undefined;
  /** Keeps a new entry, made from what the job read and wrote (in a sqliteBatch job). */
  add(entry: BeatEntry): void;
  /** Runs the heartbeat's own writes: the triggers leave the entries alone meanwhile. */
  writing<T>(write: () => T): T;
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

/** Entries by session, with the sessions of each learner (a progress or stage write names the learner). */
class Entries {
  readonly bySession = new Map<string, BeatEntry>();
  private readonly byUser = new Map<number, Set<string>>();

  add(entry: BeatEntry): void {
    const { id, userId } = entry.state;
    if (this.bySession.size >= MAX_KEPT_BEATS && !this.bySession.has(id)) this.forgetSession(this.bySession.keys().next().value!);
    this.bySession.set(id, entry);
    let ids = this.byUser.get(userId);
    if (!ids) this.byUser.set(userId, (ids = new Set()));
    ids.add(id);
  }

  forgetSession(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    const ids = this.byUser.get(entry.state.userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.byUser.delete(entry.state.userId);
  }

  forgetUser(userId: number): void {
    const ids = this.byUser.get(userId);
    if (!ids) return;
    for (const id of ids) this.bySession.delete(id);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.bySession.clear();
    this.byUser.clear();
  }
}

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

  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let version = dataVersion.get();
  sqliteBatch(db)!.observe({
    began() {
      const now = dataVersion.get();
      if (now !== version) {
        version = now;
        kept.clear();
      }
    },
    // entries may be ahead of the rows now
    rolledBack: () => kept.clear(),
  });

  return {
    get(sessionId, userId) {
      const entry = kept.bySession.get(sessionId);
      return entry?.state.userId === userId ? entry : undefined;
    },
    add: (entry) => kept.add(entry),
    writing(write) {
      writing = true;
      try {
        return write();
      } finally {
        writing = false;
      }
    },
    get size() {
      return kept.bySession.size;
    },
  };
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
