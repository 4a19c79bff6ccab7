import { sql, type QueryCreator } from 'kysely';
import { isPostgres } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { writeGroup } from '../../db/writeGroup';
import { addStageSeconds, oneCredit, settleStageRow, settleStageSeconds, stageRowUpsert, type CreditRows } from './stageStudy';
import { addDay, dayUpsert } from './studyDay';
import { RANK_BAND_SECONDS } from './tables';

// The heartbeat's statements: one read and the writes, compiled once (server/db/prepared.ts).
// The writes (the progress row, which holds the heartbeat's own state too, and with credit the
// day and 本期学时 rows) are one call on each engine: on SQLite's hot path a group run by triggers
// (writeBeatSync), on PostgreSQL, where each statement is a round trip, one statement for a
// whole round of heartbeats (writeBeatsPg). On SQLite the read is skipped for a session whose
// last heartbeat's state is kept (beatCache.ts), which also writes the rows later, the
// heartbeats of up to a second in one write per session; readBeatStage is read only then.

/**
 * Everything a heartbeat decides on, in one read: the session, its video's duration, the
 * learner's progress on it and the stored video rules. No row: an unknown session, or one whose
 * progress row is missing (sessions.ts then takes the slow path). On PostgreSQL the session and
 * progress rows are locked (FOR UPDATE OF both: a locked row read after waiting is its newest
 * version), so two heartbeats of one session never interleave; SQLite's write transaction
 * already excludes every other writer.
 */
export const readBeat = prepared((db, a: { sessionId: string; userId: number }) => {
  const q = beatState(db)
    .where('s.id', '=', a.sessionId)
    .where('s.userId', '=', a.userId);
  return isPostgres(db) ? q.forUpdate(['s', 'p']) : q;
});

/** The row readBeat answers, for any session (the caller picks them). */
function beatState(db: Db) {
  return db.selectFrom('studySession as s')
    .innerJoin('lessonVideo as v', 'v.id', 's.videoId')
    .innerJoin('videoProgress as p', (j) => j.onRef('p.userId', '=', 's.userId').onRef('p.videoId', '=', 's.videoId'))
    .select(['s.id', 's.userId', 's.videoId', 's.endedAt', 's.endReason',
      'v.duration', 'p.lastAt', 'p.position', 'p.ahead', 'p.windowStart', 'p.windowCount', 'p.credited', 'p.covered', 'p.completed', 'p.completedAt'])
    .select((eb) => eb.selectFrom('setting').select('value').where('key', '=', 'video').as('rules'))
    // SQLite: where the row is, so the write finds it without its key's index (writeBeatSync)
    .$if(!isPostgres(db), (q) => q.select(sql<number>`p.rowid`.as('progressRowid')));
}

/**
 * PostgreSQL's heartbeats of one round (sessions.ts): the rows of several sessions in one read,
 * locked like readBeat's, in the order of their ids, so two rounds (two API instances) that share
 * sessions lock them in the same order and never deadlock. A pair whose session is not the
 * learner's is not answered.
 */
export async function readBeatsPg(trx: Db, pairs: { sessionId: string; userId: number }[]) {
  return beatState(trx)
    .where(sql<boolean>`(s.id, s.user_id) in (select * from unnest(${pairs.map((p) => p.sessionId)}::text[], ${pairs.map((p) => p.userId)}::integer[]))`)
    .orderBy('s.id')
    .forUpdate(['s', 'p'])
    .execute();
}

/** The progress row as a heartbeat leaves it: the study figures and the heartbeat's own state. */
export type ProgressWrite = {
  userId: number; videoId: number; position: number; credited: number; covered: string; completed: number; updatedAt: string; completedAt: string | null;
  lastAt: string; ahead: number; windowStart: string; windowCount: number;
};

/** The update without its row: each path says which (by key, or by SQLite's rowid). */
const progressUpdate = (db: Db, a: Omit<ProgressWrite, 'userId' | 'videoId'>) =>
  db.updateTable('videoProgress').set({
    position: a.position, credited: a.credited, covered: a.covered, completed: a.completed, updatedAt: a.updatedAt, completedAt: a.completedAt,
    lastAt: a.lastAt, ahead: a.ahead, windowStart: a.windowStart, windowCount: a.windowCount,
  });

const writeProgress = prepared((db, a: ProgressWrite) => progressUpdate(db, a).where('userId', '=', a.userId).where('videoId', '=', a.videoId));

export interface BeatWrite {
  progress: ProgressWrite;
  /** seconds earned (the day record grows only when > 0) on `date` (Beijing) */
  credit: number;
  date: string;
}

/** A heartbeat's writes: progress and (with credit) the day and stage records. */
export async function writeBeat(trx: Db, w: BeatWrite): Promise<void> {
  // PostgreSQL: one statement, the round's with a single entry (each statement is a round trip)
  if (isPostgres(trx)) return writeBeatsPg(trx, [w]);
  await writeProgress(trx, w.progress);
  if (w.credit > 0) {
    await addDay(trx, { userId: w.progress.userId, date: w.date, seconds: w.credit });
    await addStageSeconds(trx, { userId: w.progress.userId, seconds: w.credit, date: w.date });
    await settleStageSeconds(trx, { userId: w.progress.userId });
  }
}

/** The row readBeat answers. */
export type BeatState = NonNullable<ReturnType<ReturnType<typeof readBeat.sync>['get']>>;

/**
 * SQLite: the learner's stage (its start) and their 本期学时 row in it (rowid null: none yet), as
 * the heartbeat's writes need them (beatCache.ts keeps them with the session). No row: no stage.
 */
export const readBeatStage = prepared((db, a: { userId: number }) =>
  db.selectFrom('user as u')
    .innerJoin('stage as st', 'st.id', 'u.stageId')
    .leftJoin('stageStudy as r', (j) => j.onRef('r.userId', '=', 'u.id').onRef('r.stageId', '=', 'u.stageId'))
    .select(['st.startDate', sql<number | null>`r.rowid`.as('rowid'), 'r.seconds', 'r.band'])
    .where('u.id', '=', a.userId));

export type BeatStage = NonNullable<ReturnType<ReturnType<typeof readBeatStage.sync>['get']>>;

/** How a SQLite heartbeat's credit reaches the 本期学时 row (the group's `stageMode`). */
const STAGE = { none: 0, byRowid: 1, upsert: 2 } as const;

/** The fields of the SQLite group below: a BeatWrite flattened, and the rows. */
type BeatFields = ProgressWrite & { progressRowid: number; credit: number; date: string; stageMode: number; stageRowid: number | null; crossing: number };

/** writeBeat's statements as one (server/db/writeGroup.ts): one call into SQLite per heartbeat. */
const beatGroup = writeGroup<BeatFields>('beat_write', [
  'progressRowid', 'userId', 'videoId', 'position', 'credited', 'covered', 'completed', 'updatedAt', 'completedAt',
  'lastAt', 'ahead', 'windowStart', 'windowCount', 'credit', 'date', 'stageMode', 'stageRowid', 'crossing',
], (db, f) => {
  const mode = (m: number, crossing?: number) =>
    sql<boolean>`${f.stageMode} = ${sql.lit(m)}${crossing === undefined ? sql`` : sql` AND ${f.crossing} = ${sql.lit(crossing)}`}`;
  const addByRowid = db.updateTable('stageStudy').set((eb) => ({ seconds: eb('seconds', '+', f.credit) })).where(sql<number>`rowid`, '=', f.stageRowid);
  return [
    {
      statements: [progressUpdate(db, f).where(sql<number>`rowid`, '=', f.progressRowid)],
    },
    { when: sql<boolean>`${f.credit} > 0`, statements: [dayUpsert(db, { userId: f.userId, date: f.date, seconds: f.credit })] },
    // the row known: the seconds by rowid, and at a band crossing the band, branch and college
    { when: mode(STAGE.byRowid, 0), statements: [addByRowid] },
    { when: mode(STAGE.byRowid, 1), statements: [addByRowid, settleStageRow(db, f.userId)] },
    // not known: the upsert finds or makes it
    { when: mode(STAGE.upsert), statements: [stageRowUpsert(db, db, oneCredit({ userId: f.userId, seconds: f.credit, date: f.date })), settleStageRow(db, f.userId)] },
  ];
});

/**
 * The same writes, synchronously, to the rows readBeat found in the same transaction: SQLite's
 * group commit (sqliteBatch) runs them in its job. `stage`: the learner's stage and 本期学时 row
 * as readBeatStage answered (beatCache.ts keeps it), updated here once the writes succeeded;
 * undefined: not known, the upsert finds the row. Answers what is known of it after the writes.
 */
export function writeBeatSync(db: Db, w: BeatWrite, rows: BeatState, stage: BeatStage | null | undefined): BeatStage | null | undefined {
  const p = w.progress;
  const { progressRowid } = rows;
  if (progressRowid === undefined) throw new Error('writeBeatSync: the row readBeat found on SQLite');
  const counts = w.credit > 0 && stage !== null && !(stage && w.date < stage.startDate);
  // the row known: its new figure as the upsert's sum would make it, so the row and `stage` agree
  const known = counts && stage?.rowid != null ? stage : null;
  const seconds = known ? known.seconds! + w.credit : 0;
  const band = Math.floor(seconds / RANK_BAND_SECONDS);
  const stageMode = !counts ? STAGE.none : known ? STAGE.byRowid : STAGE.upsert;
  beatGroup.sync(db)({
    progressRowid, userId: p.userId, videoId: p.videoId, position: p.position, credited: p.credited, covered: p.covered, completed: p.completed,
    updatedAt: p.updatedAt, completedAt: p.completedAt, lastAt: p.lastAt, ahead: p.ahead, windowStart: p.windowStart, windowCount: p.windowCount,
    credit: w.credit, date: w.date,
    stageMode, stageRowid: known?.rowid ?? null, crossing: known && band !== known.band ? 1 : 0,
  });
  if (known) {
    known.seconds = seconds;
    known.band = band;
  }
  // after the upsert (the first credit in this stage, or the row not known) it is read again
  return stageMode === STAGE.upsert ? undefined : stage;
}

/**
 * PostgreSQL: the writes of a round's accepted heartbeats in one statement, each table updated
 * from arrays of the values (unnest). At most one heartbeat per learner: an upsert may touch a
 * day or stage row only once per statement.
 */
export async function writeBeatsPg(trx: Db, writes: BeatWrite[]): Promise<void> {
  const p = writes.map((w) => w.progress);
  const c = writes.filter((w) => w.credit > 0).map((w) => ({ userId: w.progress.userId, date: w.date, seconds: w.credit }));
  const col = <T, K extends keyof T>(rows: T[], k: K) => rows.map((r) => r[k]);
  const creditRows: CreditRows = sql`(select * from unnest(${col(c, 'userId')}::integer[], ${col(c, 'date')}::text[], ${col(c, 'seconds')}::double precision[]) as c(user_id, date, seconds))`;
  const writesCte = trx
    // raw statements in a WITH need their own parentheses (Kysely adds them only to builders)
    .with('p', () => sql`(
      update video_progress as t set position = i.position, credited = i.credited, covered = i.covered, completed = i.completed,
        updated_at = i.updated_at, completed_at = i.completed_at, last_at = i.last_at, ahead = i.ahead, window_start = i.window_start, window_count = i.window_count
      from unnest(${col(p, 'userId')}::integer[], ${col(p, 'videoId')}::integer[], ${col(p, 'position')}::double precision[], ${col(p, 'credited')}::double precision[],
        ${col(p, 'covered')}::text[], ${col(p, 'completed')}::integer[], ${col(p, 'updatedAt')}::text[], ${col(p, 'completedAt')}::text[],
        ${col(p, 'lastAt')}::text[], ${col(p, 'ahead')}::double precision[], ${col(p, 'windowStart')}::text[], ${col(p, 'windowCount')}::integer[])
        as i(user_id, video_id, position, credited, covered, completed, updated_at, completed_at, last_at, ahead, window_start, window_count)
      where t.user_id = i.user_id and t.video_id = i.video_id)`)
    .with('d', () => sql`(
      insert into study_day (user_id, date, seconds) select user_id, date, seconds from ${creditRows} as c
      on conflict (user_id, date) do update set seconds = study_day.seconds + excluded.seconds)`);
  await stageRowUpsert(writesCte as unknown as QueryCreator<Database>, trx, creditRows).execute();
}
