import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: live lectures (issue #11), scheduled on the school's live platform and listed here;
// an ended one may point at a lesson video as its replay. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema.createTable('live_act').addColumn('id', isPg ? 'serial' : 'integer', id)
    .addColumn('title', 'text', notNull)
    .addColumn('speaker', 'text', text)
    .addColumn('speaker_title', 'text', text)
    .addColumn('intro', 'text', text)
    .addColumn('organizer', 'text', text)
    .addColumn('start_time', 'text', notNull)
    .addColumn('end_time', 'text', notNull)
    .addColumn('live_url', 'text', text)
    // 'learner', 'cadre' or 'all', as exams
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('replay_video_id', 'integer')
    .execute();
  await db.schema.createIndex('live_act_start').on('live_act').column('start_time').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('live_act').execute();
}
