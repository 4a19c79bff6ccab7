// bench:exam's load shapes, shared by the benchmark and the crash test: calls spread evenly over
// a window (everyone starting, everyone submitting) and the steady saving of answers.
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ExamClient, sleep } from './examClient';
import { insertBenchExam } from './examData';
import { newExaminee, saveOne, type Examinee, type Tally } from './examinees';
import { insertLearners } from './studyLearners';

/** The real server run by node itself (no tsx launcher in between), so SIGKILL hits the server. */
export const serverCommand = [process.execPath, '--import', 'tsx', 'server/main.ts'];

/** `count` learners with sessions and one open exam of `questions` questions, straight into the database. */
export async function prepareExam(
  db: Kysely<Database>,
  count: number,
  questions: number,
): Promise<{ examId: number; examinees: Examinee[] }> {
  const now = new Date();
  const examId = await insertBenchExam(db, questions, now);
  const accounts = await insertLearners(db, count, now);
  return { examId, examinees: accounts.map((a) => newExaminee(a.token)) };
}

/** Calls `act(i)` for i in 0..n-1 evenly over `spreadMs`, open loop; resolves when all have answered. */
export async function spread(n: number, spreadMs: number, act: (i: number) => Promise<unknown>): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const t0 = Date.now();
  let sent = 0;
  while (sent < n) {
    const due = Math.min(n, Math.floor(((Date.now() - t0) / spreadMs) * n) + 1);
    for (; sent < due; sent++) pending.push(act(sent));
    await sleep(2);
  }
  await Promise.all(pending);
}

/**
 * Each examinee with an attempt saves once every `everyMs`, staggered evenly, open loop, until
 * `stop()`; then waits for the answers in flight. Resolves with the seconds it ran.
 */
export async function saving(
  client: ExamClient,
  examinees: Examinee[],
  everyMs: number,
  tally: Tally,
  stop: () => boolean,
): Promise<number> {
  const active = examinees.filter((e) => e.recordId !== null);
  const t0 = Date.now();
  let turns = 0;
  while (!stop() && active.length) {
    const due = Math.floor(((Date.now() - t0) / everyMs) * active.length);
    for (; turns < due; turns++) {
      const e = active[turns % active.length];
      // its previous save still unanswered a whole period later: the server is behind
      if (e.busy) tally.late++;
      else void saveOne(client, e, tally);
    }
    await sleep(2);
  }
  const seconds = (Date.now() - t0) / 1000;
  while (client.inFlight > 0) await sleep(5);
  return seconds;
}

export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
