import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: homework beyond the write-up (issue #10): practice records with their photos, and the
// feed where a learner shares a handed-in write-up with classmates, who like (once: primary key)
// and comment on it. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('practice_record').addColumn('id', idType, id)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('practice_date', 'text', notNull)
    .addColumn('place', 'text', text)
    .addColumn('content', 'text', text)
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'text', notNull)
    .addColumn('saved_at', 'text', notNull)
    .addColumn('submitted_at', 'text')
    .addColumn('reviewer', 'text', text)
    .addColumn('comment', 'text', text)
    .addColumn('score', 'integer')
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('practice_record_user').on('practice_record').columns(['user_id', 'saved_at']).execute();
  await db.schema.createTable('work_share').addColumn('id', idType, id)
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('shared_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('work_share_once').on('work_share').columns(['topic_id', 'user_id']).unique().execute();
  await db.schema.createTable('work_share_like')
    .addColumn('share_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('work_share_like_pk', ['share_id', 'user_id'])
    .execute();
  await db.schema.createTable('work_comment').addColumn('id', idType, id)
    .addColumn('share_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('work_comment_share').on('work_comment').columns(['share_id', 'created_at']).execute();
  await db.schema.createIndex('work_comment_user').on('work_comment').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['work_comment', 'work_share_like', 'work_share', 'practice_record']) await db.schema.dropTable(table).execute();
}
