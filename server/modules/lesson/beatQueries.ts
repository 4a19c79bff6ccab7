import { sql, type QueryCreator } from 'kysely';
import { isPostgres } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { addStageSeconds, settleStageSeconds, stageRowUpsert, type CreditRows } from './stageStudy';
import { addDay } from './studyDay';

// The heartbeat's statements: one read and the writes, compiled once (server/db/prepared.ts).
// The writes are the progress row, which holds the heartbeat's own state too, and with credit
// the day and 本期学时 rows. On SQLite they run synchronously inside the group commit's job
// (writeBeatSync); on PostgreSQL, where each statement is a round trip, one statement writes a
// whole round of heartbeats (writeBeatsPg).

/**
 * Everything a heartbeat decides on, in one read: the session, its video's duration, the
 * learner's progress on it and the stored video rules. No row: an unknown session, or one whose
 * progress row is missing (sessions.ts then takes the slow path). On PostgreSQL the session and
 * progress rows are locked (FOR UPDATE OF both: a locked row read after waiting is its newest
 * version), so two heartbeats of one session never interleave; SQLite's write transaction
 * already excludes every other writer.
 */
export const readBeat = prepared((db, a: { sessionId: string; userId: number }) => {
  const q = beatState(db).where('s.id', '=', a.sessionId).where('s.userId', '=', a.userId);
  return isPostgres(db) ? q.forUpdate(['s', 'p']) : q;
});

/** The row readBeat answers, for any session (the caller picks them). */
function beatState(db: Db) {
  return db
    .selectFrom('studySession as s')
    .innerJoin('lessonVideo as v', 'v.id', 's.videoId')
    .innerJoin('videoProgress as p', (j) => j.onRef('p.userId', '=', 's.userId').onRef('p.videoId', '=', 's.videoId'))
    .select([
      's.id',
      's.userId',
      's.videoId',
      's.endedAt',
      's.endReason',
      'v.duration',
      'p.lastAt',
      'p.position',
      'p.ahead',
      'p.windowStart',
      'p.windowCount',
      'p.credited',
      'p.covered',
      'p.completed',
      'p.completedAt',
    ])
    .select((eb) => eb.selectFrom('setting').select('value').where('key', '=', 'video').as('rules'));
}

/**
 * PostgreSQL's heartbeats of one round (sessions.ts): the rows of several sessions in one read,
 * locked like readBeat's, in the order of their ids, so two rounds (two API instances) that share
 * sessions lock them in the same order and never deadlock. A pair whose session is not the
 * learner's is not answered.
 */
export async function readBeatsPg(trx: Db, pairs: { sessionId: string; userId: number }[]) {
  return beatState(trx)
    .where(
      sql<boolean>`(s.id, s.user_id) in (select * from unnest(${pairs.map((p) => p.sessionId)}::text[], ${pairs.map((p) => p.userId)}::integer[]))`,
    )
    .orderBy('s.id')
    .forUpdate(['s', 'p'])
    .execute();
}

/** The progress row as a heartbeat leaves it: the study figures and the heartbeat's own state. */
export type ProgressWrite = {
  userId: number;
  videoId: number;
  position: number;
  credited: number;
  covered: string;
  completed: number;
  updatedAt: string;
  completedAt: string | null;
  lastAt: string;
  ahead: number;
  windowStart: string;
  windowCount: number;
};

const writeProgress = prepared((db, a: ProgressWrite) =>
  db
    .updateTable('videoProgress')
    .set({
      position: a.position,
      credited: a.credited,
      covered: a.covered,
      completed: a.completed,
      updatedAt: a.updatedAt,
      completedAt: a.completedAt,
      lastAt: a.lastAt,
      ahead: a.ahead,
      windowStart: a.windowStart,
      windowCount: a.windowCount,
    })
    .where('userId', '=', a.userId)
    .where('videoId', '=', a.videoId),
);

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
 * writeBeat's statements, synchronously: SQLite's group commit (server/db/sqliteBatch.ts) runs
 * them in its job, in the transaction whose commit comes before the heartbeat is answered.
 */
export function writeBeatSync(db: Db, w: BeatWrite): void {
  writeProgress.sync(db).run(w.progress);
  if (w.credit > 0) {
    const userId = w.progress.userId;
    addDay.sync(db).run({ userId, date: w.date, seconds: w.credit });
    addStageSeconds.sync(db).run({ userId, seconds: w.credit, date: w.date });
    settleStageSeconds.sync(db).run({ userId });
  }
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
    .with(
      'p',
      () => sql`(
      update video_progress as t set position = i.position, credited = i.credited, covered = i.covered, completed = i.completed,
        updated_at = i.updated_at, completed_at = i.completed_at, last_at = i.last_at, ahead = i.ahead, window_start = i.window_start, window_count = i.window_count
      from unnest(${col(p, 'userId')}::integer[], ${col(p, 'videoId')}::integer[], ${col(p, 'position')}::double precision[], ${col(p, 'credited')}::double precision[],
        ${col(p, 'covered')}::text[], ${col(p, 'completed')}::integer[], ${col(p, 'updatedAt')}::text[], ${col(p, 'completedAt')}::text[],
        ${col(p, 'lastAt')}::text[], ${col(p, 'ahead')}::double precision[], ${col(p, 'windowStart')}::text[], ${col(p, 'windowCount')}::integer[])
        as i(user_id, video_id, position, credited, covered, completed, updated_at, completed_at, last_at, ahead, window_start, window_count)
      where t.user_id = i.user_id and t.video_id = i.video_id)`,
    )
    .with(
      'd',
      () => sql`(
      insert into study_day (user_id, date, seconds) select user_id, date, seconds from ${creditRows} as c
      on conflict (user_id, date) do update set seconds = study_day.seconds + excluded.seconds)`,
    );
  await stageRowUpsert(writesCte as unknown as QueryCreator<Database>, trx, creditRows).execute();
}
