import { sql } from 'kysely';
import type { SaveResult } from '../../../contract/exam';
import { isPostgres } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { answerProblem } from './answerFormat';
import { NO_RECORD } from './examRules';
import { paperQuestions } from './questions';
import { ownRecordFacts, whyNotOpen } from './recordAccess';

// Saving one answer: one conditional upsert, nothing read before it on the hot path (the
// record's fixed facts and the paper are kept in memory). The row is written only while the
// attempt is open, the caller's and not past its end, and only over an older sequence, so a
// retry that arrives late never overwrites a newer answer. A save without a sequence (other
// programs call with the fixed fields only) overwrites whatever is stored: the later one in the
// server's order wins, and the stored sequence stays. The answer is acknowledged after the
// statement has committed (it runs on its own). On PostgreSQL the statement holds a share lock
// on the record, so a close waits for it and grades with it (close.ts).

const NOT_ON_PAPER = '该题不在本次答卷中';

/** 'answer': only over an older sequence; 'latest' (no sequence sent): always; 'marked': the mark alone. */
function upsert(column: 'answer' | 'latest' | 'marked') {
  return prepared(
    (db, a: { recordId: number; userId: number; questionId: number; answer: string; seq: number; marked: number; nowIso: string }) => {
      let open = db
        .selectFrom('examRecord as r')
        .select([
          'r.id',
          sql<number>`cast(${a.questionId} as integer)`.as('questionId'),
          sql<string>`cast(${a.answer} as text)`.as('answer'),
          sql<number>`cast(${a.seq} as integer)`.as('seq'),
          sql<number>`cast(${a.marked} as integer)`.as('marked'),
          sql<string>`cast(${a.nowIso} as text)`.as('savedAt'),
        ])
        .where('r.id', '=', a.recordId)
        .where('r.userId', '=', a.userId)
        .where('r.status', '=', 'open')
        .where('r.endTime', '>', a.nowIso);
      if (isPostgres(db)) open = open.forShare();
      return db
        .insertInto('examAnswer')
        .columns(['recordId', 'questionId', 'answer', 'seq', 'marked', 'savedAt'])
        .expression(open)
        .onConflict((oc) => {
          const row = oc.columns(['recordId', 'questionId']);
          if (column === 'marked') return row.doUpdateSet((eb) => ({ marked: eb.ref('excluded.marked') }));
          if (column === 'latest')
            return row.doUpdateSet((eb) => ({ answer: eb.ref('excluded.answer'), savedAt: eb.ref('excluded.savedAt') }));
          return row
            .doUpdateSet((eb) => ({ answer: eb.ref('excluded.answer'), seq: eb.ref('excluded.seq'), savedAt: eb.ref('excluded.savedAt') }))
            .where((eb) => eb('examAnswer.seq', '<', eb.ref('excluded.seq')));
        })
        .returning(['seq']);
    },
  );
}

const writeAnswer = upsert('answer');
const writeLatest = upsert('latest');
const writeMark = upsert('marked');

/** The question of the caller's attempt, or 10002 (another learner's record reads as a missing one). */
async function questionOf(db: Db, recordId: number, userId: number, questionId: number) {
  const facts = await ownRecordFacts(db, recordId, userId);
  if (!facts) throw fail(NO_RECORD);
  const q = (await paperQuestions(db, facts.examId)).byId.get(questionId);
  if (!q) throw fail(NOT_ON_PAPER);
  return q;
}

export async function saveAnswer(
  db: Db,
  userId: number,
  body: { recordId: number; questionId: number; answer: string; seq?: number },
  nowIso: string,
): Promise<SaveResult> {
  const { recordId, questionId, answer } = body;
  const q = await questionOf(db, recordId, userId, questionId);
  const problem = answerProblem(q.type, q.options.length, answer);
  if (problem) throw fail(problem);
  if (body.seq === undefined) {
    // a first save is stored with sequence 0, as a mark's row is: any sequenced save beats it
    const latest = await writeLatest(db, { recordId, userId, questionId, answer, seq: 0, marked: 0, nowIso });
    if (latest.length > 0) return { questionId, seq: latest[0].seq, applied: true };
    throw (await whyNotOpen(db, recordId, userId, nowIso)) ?? fail('答案未保存，请重试');
  }
  const seq = body.seq;
  const written = await writeAnswer(db, { recordId, userId, questionId, answer, seq, marked: 0, nowIso });
  if (written.length > 0) return { questionId, seq, applied: true };
  const refusal = await whyNotOpen(db, recordId, userId, nowIso);
  if (refusal) throw refusal;
  // open and running: this save was already stored (a retry whose answer got lost), or a newer one was
  const stored = await db
    .selectFrom('examAnswer')
    .select(['seq', 'answer'])
    .where('recordId', '=', recordId)
    .where('questionId', '=', questionId)
    .executeTakeFirst();
  if (!stored) throw fail('答案未保存，请重试');
  return { questionId, seq: stored.seq, applied: stored.seq === seq && stored.answer === answer };
}

export async function markQuestion(
  db: Db,
  userId: number,
  body: { recordId: number; questionId: number; marked: boolean },
  nowIso: string,
): Promise<null> {
  const { recordId, questionId } = body;
  await questionOf(db, recordId, userId, questionId);
  const written = await writeMark(db, { recordId, userId, questionId, answer: '', seq: 0, marked: body.marked ? 1 : 0, nowIso });
  if (written.length === 0) throw (await whyNotOpen(db, recordId, userId, nowIso)) ?? fail('标记未保存，请重试');
  return null;
}
