import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

// Frozen: what a heartbeat reads and rewrites besides the credit (its last accepted beat, the
// credit granted ahead of wall time, the rate-limit window) moves from the learner's study
// session to their progress row on the video, which every heartbeat rewrites anyway: one row
// written per heartbeat instead of two (bench:study). A learner has at most one open session and
// a start resets this state, so the row's state is always its open session's. The open
// sessions' state and position are carried over. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const seconds = 'double precision';

const SESSION_STATE: [string, 'text' | typeof seconds | 'integer'][] = [
  ['last_at', 'text'], ['position', seconds], ['ahead', seconds], ['window_start', 'text'], ['window_count', 'integer'],
];

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('video_progress').addColumn('last_at', 'text', text).execute();
  await db.schema.alterTable('video_progress').addColumn('ahead', seconds, zero).execute();
  await db.schema.alterTable('video_progress').addColumn('window_start', 'text', text).execute();
  await db.schema.alterTable('video_progress').addColumn('window_count', 'integer', zero).execute();
  await sql`UPDATE video_progress SET last_at = updated_at, window_start = updated_at`.execute(db);
  await sql`
    UPDATE video_progress SET last_at = s.last_at, position = s.position, ahead = s.ahead, window_start = s.window_start, window_count = s.window_count
    FROM study_session s
    WHERE s.user_id = video_progress.user_id AND s.video_id = video_progress.video_id AND s.ended_at IS NULL`.execute(db);
  for (const [column] of SESSION_STATE) await db.schema.alterTable('study_session').dropColumn(column).execute();
}

export async function down(db: Db): Promise<void> {
  for (const [column, type] of SESSION_STATE) {
    await db.schema.alterTable('study_session').addColumn(column, type, type === 'text' ? text : zero).execute();
  }
  await sql`UPDATE study_session SET last_at = started_at, window_start = started_at`.execute(db);
  await sql`
    UPDATE study_session SET last_at = p.last_at, position = p.position, ahead = p.ahead, window_start = p.window_start, window_count = p.window_count
    FROM video_progress p
    WHERE p.user_id = study_session.user_id AND p.video_id = study_session.video_id AND study_session.ended_at IS NULL`.execute(db);
  for (const column of ['last_at', 'ahead', 'window_start', 'window_count']) await db.schema.alterTable('video_progress').dropColumn(column).execute();
}
