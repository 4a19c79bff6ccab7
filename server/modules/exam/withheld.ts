import type { Db } from '../../db/transaction';

// Questions are shared between exams. An exam that does not allow review keeps its answers to
// itself: a learner who saw them elsewhere could copy them into that exam (a retake, or a first
// attempt once it opens). So while such an exam has not ended (its window's end is still ahead),
// the right answer, the accepted spellings and the explanation of each of its questions are
// withheld wherever else they would be shown: the review of another exam's attempt and the
// wrong-question book. The learner still sees the question, their own answer and whether it was
// right. Once the exam has ended, the answers show again. Every exam counts: of the exam center,
// of a lesson, of a topic, for cadres.

/** Of `questionIds`, those on an exam that does not allow review and has not ended at `nowIso`: one query. */
export async function withheldQuestionIds(db: Db, questionIds: readonly number[], nowIso: string): Promise<Set<number>> {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('examPaper as p')
    .innerJoin('exam as e', 'e.id', 'p.examId')
    .select('p.questionId')
    .distinct()
    .where('e.allowReview', '=', 0)
    .where('e.endTime', '>', nowIso)
    .where('p.questionId', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.questionId));
}
