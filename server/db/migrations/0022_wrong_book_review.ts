import { type Kysely, sql } from 'kysely';

// Frozen: the wrong-question book shows each question's right answer and explanation, so an exam
// that does not let learners see its answers must not put its questions there (a retake could be
// answered from the book). Closing no longer does; this removes the entries such exams made,
// keeping any question the learner also got wrong in an exam that allows review (its review showed
// the answer already). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await sql`
    DELETE FROM exam_wrong
    WHERE NOT EXISTS (
      SELECT 1 FROM exam_answer a
      JOIN exam_record r ON r.id = a.record_id
      JOIN exam e ON e.id = r.exam_id
      WHERE r.user_id = exam_wrong.user_id AND a.question_id = exam_wrong.question_id
        AND r.status = 'closed' AND a.correct = 0 AND e.allow_review = 1
    )`.execute(db);
}

export async function down(): Promise<void> {
  // the removed entries cannot be told apart afterwards; nothing to undo
}
