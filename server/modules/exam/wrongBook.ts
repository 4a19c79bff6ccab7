import type { PageOf } from '../../../contract/common';
import type { QuestionOption } from '../../../contract/exam';
import type { WrongDistItem, WrongQuestion } from '../../../contract/userExam';
import type { Db } from '../../db/transaction';
import { offsetOf } from '../cms/listing';
import { withheldQuestionIds } from './withheld';

// The wrong-question book (user/wrongQuestions, user/wrongQuestionsDist): every question the
// learner got wrong in a closed attempt, most recently wrong first, with the right answer for
// practice. The options are the question's own (unshuffled), and so is the stored last answer.
// A question also on an exam not ended that does not allow review, or that the learner may still
// answer (a retake), comes without its right answer, accepted spellings and explanation (withheld.ts).

export async function wrongPage(
  db: Db,
  userId: number,
  q: { pageNum: number; pageSize: number; categoryId?: number },
  nowIso: string,
): Promise<PageOf<WrongQuestion>> {
  const base = db
    .selectFrom('examWrong as w')
    .innerJoin('examQuestion as q', 'q.id', 'w.questionId')
    .innerJoin('examCategory as c', 'c.id', 'q.categoryId')
    .where('w.userId', '=', userId)
    .$if(q.categoryId !== undefined, (b) => b.where('q.categoryId', '=', q.categoryId!));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'w.questionId',
      'q.categoryId',
      'c.name as categoryName',
      'q.type',
      'q.stem',
      'q.options',
      'w.lastAnswer',
      'q.answer',
      'q.accepted',
      'q.explanation',
      'w.wrongCount',
      'w.lastWrongAt',
    ])
    .orderBy('w.lastWrongAt', 'desc')
    .orderBy('w.questionId', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  const withheld = await withheldQuestionIds(
    db,
    rows.map((r) => r.questionId),
    nowIso,
    userId,
  );
  const list = rows.map((r): WrongQuestion => {
    const shown = {
      questionId: r.questionId,
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      type: r.type,
      stem: r.stem,
      options: JSON.parse(r.options) as QuestionOption[],
      myAnswer: r.lastAnswer,
      wrongCount: r.wrongCount,
      lastWrongAt: r.lastWrongAt,
    };
    if (withheld.has(r.questionId)) return { ...shown, rightAnswer: '', accepted: [], explanation: '', answerWithheld: true };
    return { ...shown, rightAnswer: r.answer, accepted: JSON.parse(r.accepted) as string[], explanation: r.explanation };
  });
  return { list, total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** How many wrong questions per category, in the categories' order; categories without any are left out. */
export async function wrongDist(db: Db, userId: number): Promise<WrongDistItem[]> {
  const rows = await db
    .selectFrom('examWrong as w')
    .innerJoin('examQuestion as q', 'q.id', 'w.questionId')
    .innerJoin('examCategory as c', 'c.id', 'q.categoryId')
    .select((eb) => ['c.id as categoryId', 'c.name as categoryName', eb.fn.countAll<number>().as('count')])
    .where('w.userId', '=', userId)
    .groupBy(['c.id', 'c.name', 'c.sort'])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
