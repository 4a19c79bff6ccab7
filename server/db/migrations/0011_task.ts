import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: a topic's tasks (issue #10). A task asks for a file and/or a form; a learner's
// submission is one row per task (primary key), changed by conditional statements that leave an
// approved one alone. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('topic_task').addColumn('id', idType, id)
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', text)
    .addColumn('needs_file', 'integer', zero)
    .addColumn('file_types', 'text', text)
    .addColumn('max_mb', 'integer', zero)
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('deadline', 'text')
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('topic_task_topic').on('topic_task').columns(['topic_id', 'sort']).execute();
  await db.schema.createTable('task_submission')
    .addColumn('task_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('file_url', 'text', text)
    .addColumn('file_name', 'text', text)
    .addColumn('file_size', 'integer', zero)
    .addColumn('file_at', 'text')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('state', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('reviewer', 'text', text)
    .addColumn('comment', 'text', text)
    .addColumn('reviewed_at', 'text')
    .addPrimaryKeyConstraint('task_submission_pk', ['task_id', 'user_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('task_submission').execute();
  await db.schema.dropTable('topic_task').execute();
}
