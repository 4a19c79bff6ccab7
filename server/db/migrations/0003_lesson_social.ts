import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: notes, discussions and likes of the lesson group (issue #8). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('lesson_note').addColumn('id', idType, id)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('video_id', 'integer', notNull)
    .addColumn('position', 'double precision', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('lesson_note_user_video').on('lesson_note').columns(['user_id', 'video_id', 'position']).execute();

  await db.schema.createTable('lesson_discussion').addColumn('id', idType, id)
    .addColumn('lesson_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('lesson_discussion_lesson').on('lesson_discussion').columns(['lesson_id', 'created_at']).execute();
  // the rate limit counts a learner's recent posts
  await db.schema.createIndex('lesson_discussion_user').on('lesson_discussion').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('video_zan')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('video_id', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('video_zan_pk', ['user_id', 'video_id'])
    .execute();
  await db.schema.createIndex('video_zan_video').on('video_zan').column('video_id').execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['video_zan', 'lesson_discussion', 'lesson_note']) {
    await db.schema.dropTable(t).execute();
  }
}
