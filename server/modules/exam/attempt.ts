import type { StartedExam } from '../../../contract/exam';
import { fail } from '../../lib/errors';
import { prepared } from '../../db/prepared';
import type { Db } from '../../db/transaction';
import type { PaperEntry } from '../../lib/examGrading';
import { closeRecord } from './close';
import { beijingTime } from '../../lib/beijingDate';
import { attemptEnd, NO_EXAM } from './examRules';
import { lessonCompleted } from './lessonDone';
import { offeredTo, type Viewer } from './offered';
import { attemptQuestions, buildPaper, parsePaper } from './paper';
import { paperQuestions } from './questions';
import { rememberRecord } from './recordAccess';

// Starting an attempt (the hot path of a whole school starting at once): one read of the exam
// with the learner's attempts, then one insert. The unique indexes decide races: (exam, learner,
// attempt number) means two starts at once cannot both take attempt n, and the partial index on
// open records means there is never a second open attempt; the insert that loses does nothing
// and the start returns the attempt that won. Called again on an open attempt, it returns that
// attempt with what was saved so far.

export type StartKind = 'center' | 'lesson';

const readStart = prepared((db, a: { examId: number; userId: number }) =>
  db
    .selectFrom('exam as e')
    .leftJoin('examRecord as o', (j) => j.onRef('o.examId', '=', 'e.id').on('o.userId', '=', a.userId).on('o.status', '=', 'open'))
    .select([
      'e.id',
      'e.title',
      'e.lessonId',
      'e.topicId',
      'e.audience',
      'e.startTime',
      'e.endTime',
      'e.duration',
      'e.totalScore',
      'e.passScore',
      'e.attemptsAllowed',
      'e.maxLeaves',
      'e.shuffle',
      'o.id as openId',
      'o.startTime as openStart',
      'o.endTime as openEnd',
      'o.paper as openPaper',
      'o.leaveCount as openLeaves',
      'o.lastExitAt as openExit',
    ])
    .select((eb) =>
      eb
        .selectFrom('examRecord as r')
        .select((x) => x.fn.max<number>('r.attemptNo').as('m'))
        .where('r.examId', '=', a.examId)
        .where('r.userId', '=', a.userId)
        .as('attemptsUsed'),
    )
    .where('e.id', '=', a.examId),
);

const insertAttempt = prepared(
  (db, a: { examId: number; userId: number; attemptNo: number; startTime: string; endTime: string; paper: string }) =>
    db
      .insertInto('examRecord')
      .values({
        examId: a.examId,
        userId: a.userId,
        attemptNo: a.attemptNo,
        status: 'open',
        startTime: a.startTime,
        endTime: a.endTime,
        paper: a.paper,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id'),
);

const readAnswers = prepared((db, a: { recordId: number }) =>
  db.selectFrom('examAnswer').select(['questionId', 'answer', 'seq', 'marked']).where('recordId', '=', a.recordId).orderBy('questionId'),
);

type ExamRow = Awaited<ReturnType<typeof readStart>>[number];

async function started(
  db: Db,
  exam: ExamRow,
  r: { id: number; startTime: string; endTime: string; paper: PaperEntry[]; leaveCount: number },
  nowIso: string,
  fresh: boolean,
): Promise<StartedExam> {
  const questions = await paperQuestions(db, exam.id);
  const answers = fresh ? [] : (await readAnswers(db, { recordId: r.id })).map((x) => ({ ...x, marked: x.marked === 1 }));
  return {
    recordId: r.id,
    examId: exam.id,
    title: exam.title,
    startTime: r.startTime,
    endTime: r.endTime,
    serverTime: nowIso,
    totalScore: Number(exam.totalScore),
    passScore: Number(exam.passScore),
    leaveCount: r.leaveCount,
    maxLeaves: exam.maxLeaves,
    questions: attemptQuestions(r.paper, questions.byId),
    answers,
  };
}

/** The exam is offered to the learner (audience, topic, phase: offered.ts); one indexed read. */
async function isOffered(db: Db, viewer: Viewer, examId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('exam as e')
      .select('e.id')
      .where('e.id', '=', examId)
      .where((eb) => offeredTo(eb, viewer))
      .executeTakeFirst()) !== undefined
  );
}

/** Starts (or resumes) the learner's attempt at an exam of the exam center or, for `lesson`, of a lesson. */
export async function startAttempt(
  db: Db,
  user: { id: number; appId: number },
  examId: number,
  now: Date,
  kind: StartKind,
): Promise<StartedExam> {
  const nowIso = now.toISOString();
  // a lost race sends us round once more, to find the attempt that won
  for (let round = 0; round < 3; round++) {
    const exam = (await readStart(db, { examId, userId: user.id }))[0];
    if (!exam || !(await isOffered(db, user, examId))) throw fail(NO_EXAM);
    if (kind === 'lesson' && exam.lessonId === null) throw fail('该考试不是课程考试，请从考试中心进入');
    if (exam.openId !== null) {
      if ((exam.openEnd as string) > nowIso) {
        // back on the answer page: the next departure counts again (presence.ts, exitAttempt)
        if (exam.openExit !== null) await db.updateTable('examRecord').set({ lastExitAt: null }).where('id', '=', exam.openId).execute();
        return started(
          db,
          exam,
          {
            id: exam.openId,
            startTime: exam.openStart as string,
            endTime: exam.openEnd as string,
            paper: parsePaper(exam.openPaper as string),
            leaveCount: Number(exam.openLeaves),
          },
          nowIso,
          false,
        );
      }
      // its time ran out without anyone closing it: close it now, then see whether another may start
      await closeRecord(db, exam.openId, 'timeout', nowIso);
      continue;
    }
    if (exam.lessonId !== null && !(await lessonCompleted(db, user.id, exam.lessonId))) throw fail('请先完成课程学习');
    if (nowIso < exam.startTime) throw fail(`考试尚未开始，开始时间为 ${beijingTime(exam.startTime)}`);
    if (nowIso >= exam.endTime) throw fail(`考试已于 ${beijingTime(exam.endTime)} 结束，不能再开始作答`);
    const used = Number(exam.attemptsUsed ?? 0);
    if (used >= exam.attemptsAllowed) throw fail(`本考试最多可作答 ${exam.attemptsAllowed} 次，您的作答次数已用完`);

    const attemptNo = used + 1;
    const questions = await paperQuestions(db, exam.id);
    if (questions.list.length === 0) throw fail('该考试还没有试题，请稍后再试');
    const paper = buildPaper(questions.list, exam.shuffle === 1, { examId, userId: user.id, attemptNo });
    const endTime = attemptEnd(now.getTime(), exam.duration, exam.endTime);
    const inserted = (
      await insertAttempt(db, { examId, userId: user.id, attemptNo, startTime: nowIso, endTime, paper: JSON.stringify(paper) })
    )[0];
    if (!inserted) continue;
    rememberRecord(db, { id: inserted.id, userId: user.id, examId, endTime });
    return started(db, exam, { id: inserted.id, startTime: nowIso, endTime, paper, leaveCount: 0 }, nowIso, true);
  }
  throw fail('开始考试的人数较多，请稍后重试');
}
