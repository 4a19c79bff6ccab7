import { type Kysely, sql } from 'kysely';

// Frozen: an exam may be for the learners of one training phase (发展对象培训 ...) only: without it
// every learner was offered every learner exam, an 入党积极分子 had 发展对象党章党规知识测试 as a
// to-do. Null keeps an exam for every learner of its audience, as before. A demo database (it has
// the demo exams' marker) gets its 发展对象 test bound to that phase, and its centre exam that
// duplicated the 积极分子 class's 结业考试 in all but one character renamed for what it is.
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('exam').addColumn('phase_id', 'integer', (c) => c.references('phase.id')).execute();
  const demo = await db.selectFrom('meta').select('key').where('key', '=', 'demoExamsSeededAt').executeTakeFirst();
  if (!demo) return;
  await sql`UPDATE exam SET phase_id = (SELECT id FROM phase WHERE name = '发展对象培训')
    WHERE title = '发展对象党章党规知识测试' AND lesson_id IS NULL AND topic_id IS NULL`.execute(db);
  await sql`UPDATE exam SET title = '党的基本知识综合测试（2026年秋季）'
    WHERE title = '2026年秋季入党积极分子培训结业考试' AND lesson_id IS NULL AND topic_id IS NULL`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('exam').dropColumn('phase_id').execute();
}
