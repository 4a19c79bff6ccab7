// bench:exam's exam and the check of what the database holds, straight on the exam tables
// (migration 0007_exam) of a freshly seeded server: the questions come from its demo bank.
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { Acked } from './examinees';

const TYPES = ['single', 'multiple', 'judge', 'fill'] as const;

/** An exam open now (for everyone, shuffled, two hours) of `questions` bank questions, the four types in turn; its id. */
export async function insertBenchExam(db: Kysely<Database>, questions: number, now: Date): Promise<number> {
  const pools = await Promise.all(
    TYPES.map((type) => db.selectFrom('examQuestion').select('id').where('type', '=', type).orderBy('id').limit(questions).execute()),
  );
  const ids: number[] = [];
  for (let i = 0; ids.length < questions; i++) {
    const pool = pools[i % TYPES.length];
    const q = pool[Math.floor(i / TYPES.length)];
    if (!q) throw new Error('bench:exam: the demo question bank is too small');
    ids.push(q.id);
  }
  const hour = 3600_000;
  const { id } = await db
    .insertInto('exam')
    .values({
      title: `压力测试考试 ${now.toISOString()}`,
      lessonId: null,
      audience: 'all',
      description: 'bench:exam',
      startTime: new Date(now.getTime() - hour).toISOString(),
      endTime: new Date(now.getTime() + 24 * hour).toISOString(),
      duration: 120,
      totalScore: questions * 5,
      passScore: questions * 3,
      attemptsAllowed: 1,
      maxLeaves: 1000,
      shuffle: 1,
      allowReview: 1,
      sort: 0,
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('examPaper')
    .values(ids.map((questionId, sort) => ({ examId: id, questionId, sort, score: 5 })))
    .execute();
  return id;
}

/** Every stored answer of the exam's records: record -> question -> answer and seq. */
export async function readStoredAnswers(db: Kysely<Database>, examId: number): Promise<Map<number, Map<number, Acked>>> {
  const rows = await db
    .selectFrom('examAnswer')
    .innerJoin('examRecord', 'examRecord.id', 'examAnswer.recordId')
    .select(['examAnswer.recordId', 'examAnswer.questionId', 'examAnswer.answer', 'examAnswer.seq'])
    .where('examRecord.examId', '=', examId)
    .execute();
  const out = new Map<number, Map<number, Acked>>();
  for (const r of rows) {
    const byQuestion = out.get(r.recordId) ?? new Map<number, Acked>();
    byQuestion.set(r.questionId, { answer: r.answer, seq: r.seq });
    out.set(r.recordId, byQuestion);
  }
  return out;
}
