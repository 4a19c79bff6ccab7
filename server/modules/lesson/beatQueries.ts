import { sql, type QueryCreator } from 'kysely';
import { isPostgres } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { addStageSeconds, stageRowUpsert } from './stageStudy';
import { addDay, addStudySeconds } from './studyDay';

// The heartbeat's statements, compiled once (server/db/prepared.ts): one read and the writes
// (one statement on PostgreSQL, where each statement is a round trip).

/**
 * Everything a heartbeat decides on, in one read: the session, its video's duration, the
 * learner's progress on it and the stored video rules. No row: an unknown session, or one whose
 * progress row is missing (sessions.ts then takes the slow path). On PostgreSQL the session and
 * progress rows are locked (FOR UPDATE OF both: a locked row read after waiting is its newest
 * version), so two heartbeats of one session never interleave; SQLite's write transaction
 * already excludes every other writer.
 */
export const readBeat = prepared((db, a: { sessionId: string; userId: number }) => {
  const q = db.selectFrom('studySession as s')
    .innerJoin('lessonVideo as v', 'v.id', 's.videoId')
    .innerJoin('videoProgress as p', (j) => j.onRef('p.userId', '=', 's.userId').onRef('p.videoId', '=', 's.videoId'))
    .select(['s.id', 's.videoId', 's.lastAt', 's.position', 's.ahead', 's.windowStart', 's.windowCount', 's.endedAt', 's.endReason',
      'v.duration', 'p.credited', 'p.covered', 'p.completed', 'p.completedAt'])
    .select((eb) => eb.selectFrom('setting').select('value').where('key', '=', 'video').as('rules'))
    .where('s.id', '=', a.sessionId)
    .where('s.userId', '=', a.userId);
  return isPostgres(db) ? q.forUpdate(['s', 'p']) : q;
});

export const writeSession = prepared((db, a: { id: string; lastAt: string; position: number; ahead: number; windowStart: string; windowCount: number }) =>
  db.updateTable('studySession')
    .set({ lastAt: a.lastAt, position: a.position, ahead: a.ahead, windowStart: a.windowStart, windowCount: a.windowCount })
    .where('id', '=', a.id));

export const writeProgress = prepared((db, a: {
  userId: number; videoId: number; position: number; credited: number; covered: string; completed: number; updatedAt: string; completedAt: string | null;
}) =>
  db.updateTable('videoProgress')
    .set({ position: a.position, credited: a.credited, covered: a.covered, completed: a.completed, updatedAt: a.updatedAt, completedAt: a.completedAt })
    .where('userId', '=', a.userId)
    .where('videoId', '=', a.videoId));

export interface BeatWrite {
  session: Parameters<typeof writeSession>[1];
  progress: Parameters<typeof writeProgress>[1];
  /** seconds earned (the day record grows only when > 0) on `date` (Beijing) */
  credit: number;
  date: string;
}

// PostgreSQL: the writes in one statement (data-modifying WITH), one round trip instead of four.
// The day and stage rows grow only when the beat earned credit; the casts give the parameters
// of the SELECTs their types.
const writeBeatPg = prepared((db, a: BeatWrite['session'] & Omit<BeatWrite['progress'], 'position'> & { progressPosition: number; credit: number; date: string }) => {
  const writes = db.with('s', (q) => q.updateTable('studySession')
    .set({ lastAt: a.lastAt, position: a.position, ahead: a.ahead, windowStart: a.windowStart, windowCount: a.windowCount })
    .where('id', '=', a.id))
    .with('p', (q) => q.updateTable('videoProgress')
      .set({ position: a.progressPosition, credited: a.credited, covered: a.covered, completed: a.completed, updatedAt: a.updatedAt, completedAt: a.completedAt })
      .where('userId', '=', a.userId)
      .where('videoId', '=', a.videoId))
    .with('d', (q) => q.insertInto('studyDay')
      .columns(['userId', 'date', 'seconds'])
      .expression(db.selectNoFrom([
        sql<number>`cast(${a.userId} as integer)`.as('userId'),
        sql<string>`cast(${a.date} as text)`.as('date'),
        sql<number>`cast(${a.credit} as double precision)`.as('seconds'),
      ]).where(sql<boolean>`cast(${a.credit} as double precision) > 0`))
      .onConflict((oc) => oc.columns(['userId', 'date']).doUpdateSet((eb) => ({ seconds: eb('studyDay.seconds', '+', eb.ref('excluded.seconds')) }))));
  // the final statement reads none of the CTEs: it is typed as a plain statement's start
  return stageRowUpsert(writes as unknown as QueryCreator<Database>, db, { userId: a.userId, seconds: a.credit, date: a.date });
});

/** A heartbeat's writes: session, progress and (with credit) the day and stage records. */
export async function writeBeat(trx: Db, w: BeatWrite): Promise<void> {
  if (isPostgres(trx)) {
    await writeBeatPg(trx, { ...w.session, ...w.progress, progressPosition: w.progress.position, credit: w.credit, date: w.date });
    return;
  }
  await writeSession(trx, w.session);
  await writeProgress(trx, w.progress);
  if (w.credit > 0) {
    await addStudySeconds(trx, w.progress.userId, w.date, w.credit);
    await addStageSeconds(trx, { userId: w.progress.userId, seconds: w.credit, date: w.date });
  }
}

/** The same writes, synchronously: SQLite's group commit (sqliteBatch) runs them in its job. */
export function writeBeatSync(db: Db, w: BeatWrite): void {
  writeSession.sync(db).run(w.session);
  writeProgress.sync(db).run(w.progress);
  if (w.credit > 0) {
    addDay.sync(db).run({ userId: w.progress.userId, date: w.date, seconds: w.credit });
    addStageSeconds.sync(db).run({ userId: w.progress.userId, seconds: w.credit, date: w.date });
  }
}
