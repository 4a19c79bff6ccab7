import { sql, type QueryCreator } from 'kysely';
import type { CloseReason, Graded, QuestionType } from '../../../contract/exam';
import { isPostgres } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction, type Db } from '../../db/transaction';
import { grade, type PaperEntry } from '../../lib/examGrading';
import { gradingKeys } from './gradingKeys';
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
  return {
    recordId: r.id,
    score,
    totalScore: Number(r.totalScore),
    passScore,
    passed: score >= passScore,
    closeReason: r.closeReason ?? 'submitted',
  };
};

/** The learner's answer written in the question's own keys (the wrong book shows the options unshuffled). */
function ownKeys(entry: PaperEntry, type: QuestionType, answer: string): string {
  if (type !== 'single' && type !== 'multiple') return answer;
  return answer
    .split(',')
    .filter((k) => k !== '')
    .map((k) => entry.options[k.charCodeAt(0) - 65] ?? k)
    .sort()
    .join(',');
}

async function readGrade(db: Db, recordId: number, ownerId: number | null): Promise<Graded | null> {
  const r = await db
    .selectFrom('examRecord as r')
    .innerJoin('exam as e', 'e.id', 'r.examId')
    .select(['r.id', 'r.status', 'r.score', 'r.closeReason', 'e.totalScore', 'e.passScore'])
    .where('r.id', '=', recordId)
    .$if(ownerId !== null, (q) => q.where('r.userId', '=', ownerId!))
    .executeTakeFirst();
  return r && r.status === 'closed' ? gradeOf(r) : null;
}

type AnswerRow = {
  recordId: number;
  questionId: number;
  answer: string;
  seq: number;
  marked: number;
  savedAt: string;
  correct: number;
  gotScore: number;
};
type WrongRow = { userId: number; questionId: number; wrongCount: number; lastAnswer: string; lastWrongAt: string; lastRecordId: number };

/** The grade's writes: every question's row marked, the record's score, the wrong ones into the book. */
async function writeGrade(
  trx: Db,
  recordId: number,
  answers: AnswerRow[],
  wrong: WrongRow[],
  score: number,
  passed: number,
): Promise<void> {
  const answersUpsert = (q: QueryCreator<Database>) =>
    q
      .insertInto('examAnswer')
      .values(answers)
      .onConflict((oc) =>
        oc
          .columns(['recordId', 'questionId'])
          .doUpdateSet((eb) => ({ correct: eb.ref('excluded.correct'), gotScore: eb.ref('excluded.gotScore') })),
      );
  const wrongUpsert = (q: QueryCreator<Database>) =>
    q
      .insertInto('examWrong')
      .values(wrong)
      .onConflict((oc) =>
        oc.columns(['userId', 'questionId']).doUpdateSet((eb) => ({
          wrongCount: eb('examWrong.wrongCount', '+', 1),
          lastAnswer: eb.ref('excluded.lastAnswer'),
          lastWrongAt: eb.ref('excluded.lastWrongAt'),
          lastRecordId: eb.ref('excluded.lastRecordId'),
        })),
      );
  const scoreUpdate = trx.updateTable('examRecord').set({ score, passed }).where('id', '=', recordId);
  if (isPostgres(trx) && answers.length > 0) {
    // one round trip: data-modifying WITH, as the study heartbeat does (lesson/beatQueries.ts)
    const withAnswers = trx.with('a', answersUpsert);
    // the second WITH sees the first's name in its builder's type, which the upsert does not use
    const withBoth = wrong.length > 0 ? withAnswers.with('w', (q) => wrongUpsert(q as unknown as QueryCreator<Database>)) : withAnswers;
    await (withBoth as typeof withAnswers).updateTable('examRecord').set({ score, passed }).where('id', '=', recordId).execute();
    return;
  }
  if (answers.length > 0) await answersUpsert(trx).execute();
  await scoreUpdate.execute();
  if (wrong.length > 0) await wrongUpsert(trx).execute();
}

/**
 * Closes the attempt (if it is still open) and answers its grade; null when there is no such
 * attempt, or (with `ownerId`) it is not that learner's. Past its end time the reason is
 * 'timeout' and it closed at its end time, whatever asked for the close.
 */
export async function closeRecord(
  db: Db,
  recordId: number,
  reason: CloseReason,
  nowIso: string,
  ownerId: number | null = null,
): Promise<Graded | null> {
  return (await closeAndGrade(db, recordId, reason, nowIso, ownerId)).grade;
}

/**
 * closeRecord, also telling whether this call was the one that closed (and graded) the attempt:
 * the sweep reports only its own closes, not those another closer won.
 */
export async function closeAndGrade(
  db: Db,
  recordId: number,
  reason: CloseReason,
  nowIso: string,
  ownerId: number | null = null,
): Promise<{ closed: boolean; grade: Graded | null }> {
  return inTransaction(db, async (trx) => {
    const won = await trx
      .updateTable('examRecord')
      .set({
        status: 'closed',
        closedAt: sql<string>`case when ${sql.ref('endTime')} < ${nowIso} then ${sql.ref('endTime')} else ${nowIso} end`,
        closeReason: sql<CloseReason>`case when ${sql.ref('endTime')} <= ${nowIso} then 'timeout' else ${reason} end`,
      })
      .where('id', '=', recordId)
      .where('status', '=', 'open')
      .$if(ownerId !== null, (q) => q.where('userId', '=', ownerId!))
      .returning(['id', 'examId', 'userId', 'paper', 'closedAt', 'closeReason'])
      .executeTakeFirst();
    if (!won) return { closed: false, grade: await readGrade(trx, recordId, ownerId) };
    const closedAt = won.closedAt as string;
    const keys = await gradingKeys(trx, won.examId);
    const given = new Map(
      (await trx.selectFrom('examAnswer').select(['questionId', 'answer']).where('recordId', '=', recordId).execute()).map((a) => [
        a.questionId,
        a.answer,
      ]),
    );

    const graded = parsePaper(won.paper).flatMap((entry) => {
      const q = keys.questions.get(entry.id);
      if (!q) return [];
      const answer = given.get(entry.id) ?? '';
      return [{ entry, type: q.type, answer, ...grade(q, entry, answer, q.score) }];
    });
    const score = graded.reduce((s, g) => s + g.gotScore, 0);
    const answers = graded.map((g) => ({
      recordId,
      questionId: g.entry.id,
      answer: g.answer,
      seq: 0,
      marked: 0,
      savedAt: closedAt,
      correct: g.correct ? 1 : 0,
      gotScore: g.gotScore,
    }));
    // An exam that does not let learners see its answers keeps them out of the wrong book too
    // (it shows the right answer and the explanation): a retake could be answered from there.
    const wrong = !keys.allowReview
      ? []
      : graded
          .filter((g) => !g.correct)
          .map((g) => ({
            userId: won.userId,
            questionId: g.entry.id,
            wrongCount: 1,
            lastAnswer: ownKeys(g.entry, g.type, g.answer),
            lastWrongAt: closedAt,
            lastRecordId: recordId,
          }));
    await writeGrade(trx, recordId, answers, wrong, score, score >= keys.passScore ? 1 : 0);
    return {
      closed: true,
      grade: gradeOf({ id: recordId, score, closeReason: won.closeReason, totalScore: keys.totalScore, passScore: keys.passScore }),
    };
  });
}
