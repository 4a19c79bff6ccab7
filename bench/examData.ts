// bench:exam's exam and the check of what the database holds. Both need the exam tables
// (migration 0007_exam, branch examserver), which this branch does not have yet: until they are
// merged the benchmark stops here with this message instead of measuring anything.
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { Acked } from './examinees';

const MISSING = 'bench:exam 需要考试数据表（迁移 0007_exam，examserver 分支）：合并后再运行';

/** An open exam of `questions` questions (single, multiple, judge, fill in turn); its id. */
export async function insertBenchExam(_db: Kysely<Database>, _questions: number, _now: Date): Promise<number> {
  throw new Error(MISSING);
}

/** Every stored answer of the bench learners' records: record -> question -> answer and seq. */
export async function readStoredAnswers(_db: Kysely<Database>): Promise<Map<number, Map<number, Acked>>> {
  throw new Error(MISSING);
}
