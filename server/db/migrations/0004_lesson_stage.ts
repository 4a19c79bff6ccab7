import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: stage courses (issue #8). Which lessons a training stage requires and which electives
// it offers, how many electives a stage lets a learner pick, and the learners' picks.
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('stage_lesson')
    .addColumn('stage_id', 'integer', notNull)
    .addColumn('lesson_id', 'integer', notNull)
    // 'required' or 'elective'
    .addColumn('kind', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .addPrimaryKeyConstraint('stage_lesson_pk', ['stage_id', 'lesson_id'])
    .execute();
  // No row: the stage does not cap its electives.
  await db.schema.createTable('stage_elective_cap')
    .addColumn('stage_id', 'integer', (c) => c.primaryKey())
    .addColumn('max_count', 'integer', notNull)
    .execute();
  await db.schema.createTable('lesson_selection')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('lesson_id', 'integer', notNull)
    .addColumn('selected_at', 'text', notNull)
    .addPrimaryKeyConstraint('lesson_selection_pk', ['user_id', 'lesson_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['lesson_selection', 'stage_elective_cap', 'stage_lesson']) {
    await db.schema.dropTable(t).execute();
  }
}
