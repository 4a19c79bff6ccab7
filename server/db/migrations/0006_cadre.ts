import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: the cadre area (issue #8). Lesson tags get an audience ('learner' for every existing
// tag, 'cadre' for the cadre's own), and cadre specials are stages of lesson videos.
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.alterTable('lesson_tag').addColumn('audience', 'text', (c) => c.notNull().defaultTo('learner')).execute();
  await db.schema.createIndex('lesson_tag_audience').on('lesson_tag').columns(['audience', 'sort']).execute();

  await db.schema.createTable('cadre_special').addColumn('id', idType, id)
    .addColumn('title', 'text', notNull)
    .addColumn('intro', 'text', text)
    .addColumn('cover_url', 'text', text)
    .addColumn('period', 'text', text)
    .addColumn('sort', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createTable('cadre_special_stage').addColumn('id', idType, id)
    .addColumn('special_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('cadre_special_stage_special').on('cadre_special_stage').columns(['special_id', 'sort']).execute();
  await db.schema.createTable('cadre_stage_video').addColumn('id', idType, id)
    .addColumn('stage_id', 'integer', notNull)
    .addColumn('video_id', 'integer', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('cadre_stage_video_stage').on('cadre_stage_video').columns(['stage_id', 'sort']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['cadre_stage_video', 'cadre_special_stage', 'cadre_special']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('lesson_tag_audience').execute();
  await db.schema.alterTable('lesson_tag').dropColumn('audience').execute();
}
