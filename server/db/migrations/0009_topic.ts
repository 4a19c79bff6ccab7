import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: special training topics (issue #10). A topic (a party school's class) has members,
// stages with learning materials, required lessons, experts, notices, an optional exam and an
// optional write-up (an exam may now belong to a topic). Read marks and write-ups are one row per learner (primary keys hold "once"
// under concurrency); a write-up's `rev` orders autosaves and its `state` makes submitting a
// single conditional UPDATE. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('topic').addColumn('id', idType, id)
    .addColumn('title', 'text', notNull)
    .addColumn('year', 'integer', notNull)
    .addColumn('phase_id', 'integer')
    .addColumn('organizer', 'text', text)
    .addColumn('intro', 'text', text)
    .addColumn('cover_url', 'text', text)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('exam_id', 'integer')
    .addColumn('work_title', 'text', text)
    .addColumn('work_prompt', 'text', text)
    .addColumn('work_min_chars', 'integer', zero)
    .addColumn('work_max_chars', 'integer', zero)
    .addColumn('work_deadline', 'text')
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createTable('topic_member')
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('joined_at', 'text', notNull)
    .addPrimaryKeyConstraint('topic_member_pk', ['topic_id', 'user_id'])
    .execute();
  await db.schema.createIndex('topic_member_user').on('topic_member').columns(['user_id', 'topic_id']).execute();
  await db.schema.createTable('topic_stage').addColumn('id', idType, id)
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('intro', 'text', text)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('topic_stage_topic').on('topic_stage').columns(['topic_id', 'sort']).execute();
  await db.schema.createTable('topic_material').addColumn('id', idType, id)
    .addColumn('stage_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('summary', 'text', text)
    .addColumn('source', 'text', text)
    .addColumn('body', 'text', text)
    .addColumn('file_url', 'text', text)
    .addColumn('file_name', 'text', text)
    .addColumn('file_size', 'integer', zero)
    .addColumn('file_type', 'text', text)
    .addColumn('video_id', 'integer')
    .addColumn('published_at', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('topic_material_stage').on('topic_material').columns(['stage_id', 'sort']).execute();
  await db.schema.createTable('topic_material_read')
    .addColumn('material_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('read_at', 'text', notNull)
    .addPrimaryKeyConstraint('topic_material_read_pk', ['material_id', 'user_id'])
    .execute();
  await db.schema.createTable('topic_lesson')
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('lesson_id', 'integer', notNull)
    .addColumn('sort', 'integer', zero)
    .addPrimaryKeyConstraint('topic_lesson_pk', ['topic_id', 'lesson_id'])
    .execute();
  await db.schema.createTable('expert').addColumn('id', idType, id)
    .addColumn('name', 'text', notNull)
    .addColumn('title', 'text', text)
    .addColumn('unit', 'text', text)
    .addColumn('photo_url', 'text', text)
    .addColumn('summary', 'text', text)
    .addColumn('intro', 'text', text)
    .addColumn('teacher', 'text', text)
    .execute();
  await db.schema.createTable('topic_expert')
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('expert_id', 'integer', notNull)
    .addColumn('sort', 'integer', zero)
    .addPrimaryKeyConstraint('topic_expert_pk', ['topic_id', 'expert_id'])
    .execute();
  await db.schema.createTable('topic_notice').addColumn('id', idType, id)
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('publisher', 'text', text)
    .addColumn('body', 'text', text)
    .addColumn('pinned', 'integer', zero)
    .addColumn('published_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('topic_notice_topic').on('topic_notice').columns(['topic_id', 'published_at']).execute();
  await db.schema.createTable('topic_work')
    .addColumn('topic_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('content', 'text', text)
    .addColumn('char_count', 'integer', zero)
    .addColumn('rev', 'bigint', zero)
    .addColumn('state', 'text', notNull)
    .addColumn('saved_at', 'text', notNull)
    .addColumn('submitted_at', 'text')
    .addColumn('reviewer', 'text', text)
    .addColumn('comment', 'text', text)
    .addColumn('score', 'integer')
    .addColumn('reviewed_at', 'text')
    .addPrimaryKeyConstraint('topic_work_pk', ['topic_id', 'user_id'])
    .execute();
  // a topic's exam is for the topic's members only (the exam center shows it to them alone)
  await db.schema.alterTable('exam').addColumn('topic_id', 'integer').execute();
  await db.schema.createIndex('topic_work_user').on('topic_work').columns(['user_id', 'state']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('exam').dropColumn('topic_id').execute();
  for (const table of ['topic_work', 'topic_notice', 'topic_expert', 'expert', 'topic_lesson', 'topic_material_read', 'topic_material', 'topic_stage', 'topic_member', 'topic']) {
    await db.schema.dropTable(table).execute();
  }
}
