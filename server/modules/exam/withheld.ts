import { sql } from 'kysely';
import type { Db } from '../../db/transaction';

// Questions are shared between exams, and a learner who saw a question's right answer could copy
// it into an exam they may still answer. So the right answer, the accepted spellings and the
// explanation of a question are withheld wherever they would be shown (the review of any attempt,
// the wrong-question book) while the question is on an exam that has not ended (its window's end
// is still ahead) and that either
// - does not allow review: for everyone (a retake, or a first attempt once it opens), or
// - the learner has started and may still answer: an attempt of theirs is open, or they have
//   attempts left (the review after attempt 1 of a three-attempt exam showed every answer, and
//   attempt 2 scored 100 by copying them).
// The learner still sees the question, their own answer and whether it was right. Once the exam
// has ended (or the learner's attempts are used up and closed), the answers show again. Every
// exam counts: of the exam center, of a lesson, of a topic, for cadres.

/** Of `questionIds`, those whose answers `userId` may not see at `nowIso`: one query. */
export async function withheldQuestionIds(db: Db, questionIds: readonly number[], nowIso: string, userId: number): Promise<Set<number>> {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('examPaper as p')
    .innerJoin('exam as e', 'e.id', 'p.examId')
    .select('p.questionId')
    .distinct()
    .where('e.endTime', '>', nowIso)
    .where('p.questionId', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('e.allowReview', '=', 0),
        eb.exists(
          eb
            .selectFrom('examRecord as r')
            .select((x) => x.fn.max('r.attemptNo').as('used'))
            .whereRef('r.examId', '=', 'e.id')
            .where('r.userId', '=', userId)
            // null (no attempt yet) compares as neither: a first attempt is not a retake
            .having(
              sql<boolean>`max(case when ${sql.ref('r.status')} = 'open' then 1 else 0 end) = 1 or max(${sql.ref('r.attemptNo')}) < ${sql.ref('e.attemptsAllowed')}`,
            ),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.questionId));
}
