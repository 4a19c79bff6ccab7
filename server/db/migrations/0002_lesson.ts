import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: lessons, videos and study time (issue #8). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';
  const seconds = 'double precision';

  await db.schema.createTable('lesson_tag').addColumn('id', idType, id)
    .addColumn('name', 'text', notNull).addColumn('sort', 'integer', zero).execute();
  await db.schema.createTable('lesson').addColumn('id', idType, id)
    .addColumn('tag_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('teacher', 'text', text)
    .addColumn('intro', 'text', text)
    .addColumn('cover_url', 'text', text)
    .addColumn('required', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('lesson_tag_sort').on('lesson').columns(['tag_id', 'sort']).execute();
  await db.schema.createTable('lesson_video').addColumn('id', idType, id)
    .addColumn('lesson_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .addColumn('file_name', 'text', notNull)
    .addColumn('duration', seconds, notNull)
    .execute();
  await db.schema.createIndex('lesson_video_lesson').on('lesson_video').columns(['lesson_id', 'sort']).execute();

  await db.schema.createTable('video_progress')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('video_id', 'integer', notNull)
    .addColumn('position', seconds, zero)
    .addColumn('credited', seconds, zero)
    .addColumn('covered', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('completed', 'integer', zero)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('completed_at', 'text')
    .addPrimaryKeyConstraint('video_progress_pk', ['user_id', 'video_id'])
    .execute();
  await db.schema.createTable('study_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', notNull)
    .addColumn('video_id', 'integer', notNull)
    .addColumn('started_at', 'text', notNull)
    .addColumn('last_at', 'text', notNull)
    .addColumn('position', seconds, zero)
    .addColumn('ahead', seconds, zero)
    .addColumn('window_start', 'text', notNull)
    .addColumn('window_count', 'integer', zero)
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('study_session_user').on('study_session').columns(['user_id', 'ended_at']).execute();
  await db.schema.createTable('study_day')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('date', 'text', notNull)
    .addColumn('seconds', seconds, zero)
    .addPrimaryKeyConstraint('study_day_pk', ['user_id', 'date'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['study_day', 'study_session', 'video_progress', 'lesson_video', 'lesson', 'lesson_tag']) {
    await db.schema.dropTable(t).execute();
  }
}
