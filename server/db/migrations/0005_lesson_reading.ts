import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: a lesson's handouts and extended readings (issue #8). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('lesson_handout').addColumn('id', idType, id)
    .addColumn('lesson_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('file_name', 'text', notNull)
    .addColumn('path', 'text', notNull)
    .addColumn('size', 'integer', zero)
    .addColumn('type', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('lesson_handout_lesson').on('lesson_handout').columns(['lesson_id', 'sort']).execute();
  await db.schema.createTable('lesson_reading').addColumn('id', idType, id)
    .addColumn('lesson_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('source', 'text', text)
    .addColumn('author', 'text', text)
    .addColumn('summary', 'text', text)
    .addColumn('content', 'text', text)
    .addColumn('sort', 'integer', zero)
    .addColumn('published_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('lesson_reading_lesson').on('lesson_reading').columns(['lesson_id', 'sort']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['lesson_reading', 'lesson_handout']) await db.schema.dropTable(t).execute();
}
