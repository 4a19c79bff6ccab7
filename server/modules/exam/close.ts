import { sql } from 'kysely';
import type { CloseReason, Graded, QuestionType } from '../../../contract/exam';
import { inTransaction, type Db } from '../../db/transaction';
import { grade, type PaperEntry } from '../../lib/examGrading';
import { parsePaper } from './paper';

// Closing an attempt and grading it, in one transaction. The conditional UPDATE (status 'open'
// to 'closed') picks the single winner among any number of closers at once (fifty submits, the
// sweep, a late save, a leave too many): only the winner grades; the others read the grade it
// committed. On PostgreSQL a loser's UPDATE waits on the winner's row lock and then finds the
// row closed; a save holds a share lock on the record (save.ts), so no answer lands between the
// close and the grading. SQLite's write transaction excludes every other writer.

export interface RecordGrade {
  id: number;
  score: number | null;
  closeReason: CloseReason | null;
  totalScore: number;
  passScore: number;
}

export const gradeOf = (r: RecordGrade): Graded => {
  const score = Number(r.score ?? 0);
  const passScore = Number(r.passScore);
  return { recordId: r.id, score, totalScore: Number(r.totalScore), passScore, passed: score >= passScore, closeReason: r.closeReason ?? 'submitted' };
};

/** The learner's answer written in the question's own keys (the wrong book shows the options unshuffled). */
function ownKeys(entry: PaperEntry, type: QuestionType, answer: string): string {
  if (type !== 'single' && type !== 'multiple') return answer;
  return answer.split(',').filter((k) => k !== '').map((k) => entry.options[k.charCodeAt(0) - 65] ?? k).sort().join(',');
}

async function readGrade(db: Db, recordId: number): Promise<Graded | null> {
  const r = await db.selectFrom('examRecord as r').innerJoin('exam as e', 'e.id', 'r.examId')
    .select(['r.id', 'r.status', 'r.score', 'r.closeReason', 'e.totalScore', 'e.passScore'])
    .where('r.id', '=', recordId).executeTakeFirst();
  return r && r.status === 'closed' ? gradeOf(r) : null;
}

/**
 * Closes the attempt (if it is still open) and answers its grade; null when there is no such
 * attempt. Past its end time the reason is 'timeout' and it closed at its end time, whatever
 * asked for the close.
 */
export async function closeRecord(db: Db, recordId: number, reason: CloseReason, nowIso: string): Promise<Graded | null> {
  return inTransaction(db, async (trx) => {
    const won = await trx.updateTable('examRecord')
      .set({
        status: 'closed',
        closedAt: sql<string>`case when ${sql.ref('endTime')} < ${nowIso} then ${sql.ref('endTime')} else ${nowIso} end`,
        closeReason: sql<CloseReason>`case when ${sql.ref('endTime')} <= ${nowIso} then 'timeout' else ${reason} end`,
      })
      .where('id', '=', recordId)
      .where('status', '=', 'open')
      .returning(['id', 'examId', 'userId', 'paper', 'closedAt', 'closeReason'])
      .executeTakeFirst();
    if (!won) return readGrade(trx, recordId);
    const closedAt = won.closedAt as string;

    const exam = await trx.selectFrom('exam').select(['totalScore', 'passScore']).where('id', '=', won.examId).executeTakeFirstOrThrow();
    const questions = await trx.selectFrom('examPaper as p').innerJoin('examQuestion as q', 'q.id', 'p.questionId')
      .select(['q.id', 'q.type', 'q.answer', 'q.accepted', 'p.score'])
      .where('p.examId', '=', won.examId).execute();
    const byId = new Map(questions.map((q) => [q.id, q]));
    const given = new Map((await trx.selectFrom('examAnswer').select(['questionId', 'answer']).where('recordId', '=', recordId).execute())
      .map((a) => [a.questionId, a.answer]));

    const graded = parsePaper(won.paper).flatMap((entry) => {
      const q = byId.get(entry.id);
      if (!q) return [];
      const answer = given.get(entry.id) ?? '';
      const g = grade({ type: q.type, answer: q.answer, accepted: JSON.parse(q.accepted) as string[] }, entry, answer, Number(q.score));
      return [{ entry, type: q.type, answer, ...g }];
    });
    if (graded.length > 0) {
      await trx.insertInto('examAnswer')
        .values(graded.map((g) => ({
          recordId, questionId: g.entry.id, answer: g.answer, seq: 0, marked: 0, savedAt: closedAt, correct: g.correct ? 1 : 0, gotScore: g.gotScore,
        })))
        .onConflict((oc) => oc.columns(['recordId', 'questionId']).doUpdateSet((eb) => ({
          correct: eb.ref('excluded.correct'), gotScore: eb.ref('excluded.gotScore'),
        })))
        .execute();
    }
    const score = graded.reduce((s, g) => s + g.gotScore, 0);
    await trx.updateTable('examRecord').set({ score, passed: score >= Number(exam.passScore) ? 1 : 0 }).where('id', '=', recordId).execute();

    const wrong = graded.filter((g) => !g.correct);
    if (wrong.length > 0) {
      await trx.insertInto('examWrong')
        .values(wrong.map((g) => ({
          userId: won.userId, questionId: g.entry.id, wrongCount: 1, lastAnswer: ownKeys(g.entry, g.type, g.answer), lastWrongAt: closedAt, lastRecordId: recordId,
        })))
        .onConflict((oc) => oc.columns(['userId', 'questionId']).doUpdateSet((eb) => ({
          wrongCount: eb('examWrong.wrongCount', '+', 1),
          lastAnswer: eb.ref('excluded.lastAnswer'),
          lastWrongAt: eb.ref('excluded.lastWrongAt'),
          lastRecordId: eb.ref('excluded.lastRecordId'),
        })))
        .execute();
    }
    return gradeOf({ id: recordId, score, closeReason: won.closeReason, totalScore: exam.totalScore, passScore: exam.passScore });
  });
}
