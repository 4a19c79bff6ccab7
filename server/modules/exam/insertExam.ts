import { inTransaction, type Db } from '../../db/transaction';
import type { ExamAudience } from './tables';

// One way to put an exam with its paper into the database, shared by the test fixtures and the
// benchmark (and any seed that may import a module): the total is the sum of the paper's scores,
// so the two can never disagree.

export interface NewExam {
  title: string;
  /** the window in which attempts may start (ISO) */
  startTime: string;
  endTime: string;
  /** minutes per attempt */
  duration: number;
  passScore: number;
  lessonId?: number | null;
  /** a topic's exam (its members only) */
  topicId?: number | null;
  audience?: ExamAudience;
  /** the training phase whose learners only are offered it */
  phaseId?: number | null;
  description?: string;
  attemptsAllowed?: number;
  maxLeaves?: number;
  shuffle?: boolean;
  allowReview?: boolean;
  sort?: number;
  createdAt?: string;
}

/** A paper entry: a question id (scored `defaultScore`) or a question id with its own score. */
export type PaperQuestion = number | { id: number; score: number };

/** Inserts the exam and its paper (in the given order) in one transaction; answers the exam id. */
export async function insertExam(db: Db, exam: NewExam, questions: readonly PaperQuestion[], defaultScore = 5): Promise<number> {
  if (questions.length === 0) throw new Error(`考试「${exam.title}」没有试题`);
  const paper = questions.map((q, i) =>
    typeof q === 'number' ? { questionId: q, score: defaultScore, sort: i + 1 } : { questionId: q.id, score: q.score, sort: i + 1 },
  );
  if (new Set(paper.map((p) => p.questionId)).size !== paper.length) throw new Error(`考试「${exam.title}」的试题重复`);
  const totalScore = paper.reduce((s, p) => s + p.score, 0);
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('exam')
      .values({
        title: exam.title,
        lessonId: exam.lessonId ?? null,
        topicId: exam.topicId ?? null,
        audience: exam.audience ?? 'learner',
        phaseId: exam.phaseId ?? null,
        description: exam.description ?? '',
        startTime: exam.startTime,
        endTime: exam.endTime,
        duration: exam.duration,
        totalScore,
        passScore: exam.passScore,
        attemptsAllowed: exam.attemptsAllowed ?? 1,
        maxLeaves: exam.maxLeaves ?? 3,
        shuffle: exam.shuffle ? 1 : 0,
        allowReview: exam.allowReview === false ? 0 : 1,
        sort: exam.sort ?? 0,
        createdAt: exam.createdAt ?? new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('examPaper')
      .values(paper.map((p) => ({ examId: id, ...p })))
      .execute();
    return id;
  });
}
