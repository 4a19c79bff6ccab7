import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: exams (issue 9). The question bank, exams and their papers, attempts (records) with
// their answers, and the learners' wrong-question book. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';
  const score = 'double precision';

  await db.schema.createTable('exam_category').addColumn('id', idType, id)
    .addColumn('name', 'text', notNull).addColumn('sort', 'integer', zero).execute();
  await db.schema.createTable('exam_question').addColumn('id', idType, id)
    .addColumn('category_id', 'integer', notNull)
    // 'single' | 'multiple' | 'judge' | 'fill'
    .addColumn('type', 'text', notNull)
    .addColumn('stem', 'text', notNull)
    // JSON [{key, text}] in key order; '[]' for judge and fill
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    // 'B', 'A,C' (keys in key order), 'true' / 'false', or the blank's text
    .addColumn('answer', 'text', notNull)
    // JSON array of other accepted spellings of a blank
    .addColumn('accepted', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('explanation', 'text', text)
    .execute();
  await db.schema.createIndex('exam_question_category').on('exam_question').columns(['category_id']).execute();

  await db.schema.createTable('exam').addColumn('id', idType, id)
    .addColumn('title', 'text', notNull)
    // null: an exam of the exam center; else the lesson whose exam it is
    .addColumn('lesson_id', 'integer')
    // who sees it: 'learner' (appId 6), 'cadre' (appId 5) or 'all'
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('learner'))
    .addColumn('description', 'text', text)
    // the window in which attempts may start (ISO)
    .addColumn('start_time', 'text', notNull)
    .addColumn('end_time', 'text', notNull)
    // minutes per attempt
    .addColumn('duration', 'integer', notNull)
    .addColumn('total_score', score, notNull)
    .addColumn('pass_score', score, notNull)
    .addColumn('attempts_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    // page hides allowed; the next one closes the attempt
    .addColumn('max_leaves', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('shuffle', 'integer', zero)
    .addColumn('allow_review', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('exam_window').on('exam').columns(['start_time', 'end_time']).execute();
  await db.schema.createIndex('exam_lesson').on('exam').columns(['lesson_id']).execute();

  await db.schema.createTable('exam_paper')
    .addColumn('exam_id', 'integer', notNull)
    .addColumn('question_id', 'integer', notNull)
    .addColumn('sort', 'integer', zero)
    .addColumn('score', score, notNull)
    .addPrimaryKeyConstraint('exam_paper_pk', ['exam_id', 'question_id'])
    .execute();

  await db.schema.createTable('exam_record').addColumn('id', idType, id)
    .addColumn('exam_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    // 1, 2, ...: unique per learner and exam, so concurrent starts cannot exceed the allowed attempts
    .addColumn('attempt_no', 'integer', notNull)
    // 'open' | 'closed'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('start_time', 'text', notNull)
    // when the server closes it: start + duration, or the window's end if sooner
    .addColumn('end_time', 'text', notNull)
    .addColumn('closed_at', 'text')
    // 'submitted' | 'timeout' | 'leaves'
    .addColumn('close_reason', 'text')
    .addColumn('score', score)
    .addColumn('passed', 'integer', zero)
    .addColumn('leave_count', 'integer', zero)
    .addColumn('last_exit_at', 'text')
    // JSON [{id, options: [original keys in shown order]}]: this attempt's order, fixed at start
    .addColumn('paper', 'text', notNull)
    .execute();
  await db.schema.createIndex('exam_record_attempt').unique().on('exam_record').columns(['exam_id', 'user_id', 'attempt_no']).execute();
  // at most one open attempt per learner and exam, whatever races
  await db.schema.createIndex('exam_record_one_open').unique().on('exam_record').columns(['exam_id', 'user_id'])
    .where(sql.ref('status'), '=', 'open').execute();
  await db.schema.createIndex('exam_record_sweep').on('exam_record').columns(['status', 'end_time']).execute();
  await db.schema.createIndex('exam_record_user').on('exam_record').columns(['user_id', 'status', 'closed_at']).execute();

  await db.schema.createTable('exam_answer')
    .addColumn('record_id', 'integer', notNull)
    .addColumn('question_id', 'integer', notNull)
    .addColumn('answer', 'text', text)
    // the browser's per-question sequence: a save with a lower one never overwrites a newer answer
    .addColumn('seq', 'integer', zero)
    .addColumn('marked', 'integer', zero)
    .addColumn('saved_at', 'text', notNull)
    // set when the attempt closes
    .addColumn('correct', 'integer')
    .addColumn('got_score', score)
    .addPrimaryKeyConstraint('exam_answer_pk', ['record_id', 'question_id'])
    .execute();

  await db.schema.createTable('exam_wrong')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('question_id', 'integer', notNull)
    .addColumn('wrong_count', 'integer', zero)
    .addColumn('last_answer', 'text', text)
    .addColumn('last_wrong_at', 'text', notNull)
    .addColumn('last_record_id', 'integer', notNull)
    .addPrimaryKeyConstraint('exam_wrong_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema.createIndex('exam_wrong_recent').on('exam_wrong').columns(['user_id', 'last_wrong_at']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['exam_wrong', 'exam_answer', 'exam_record', 'exam_paper', 'exam', 'exam_question', 'exam_category']) {
    await db.schema.dropTable(t).execute();
  }
}
