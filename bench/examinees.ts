// bench:exam's simulated examinees: what each one has started, the answer it changes next (with
// the per-question sequence a browser's save queue sends) and every save the server acknowledged,
// which is what the database must hold afterwards.
import type { Answered, ExamClient } from './examClient';

export interface ExamQuestion {
  id: number;
  type: string;
  options: { key: string }[];
}

export interface Acked {
  seq: number;
  answer: string;
}

export interface Examinee {
  token: string;
  recordId: number | null;
  questions: ExamQuestion[];
  /** the last sequence sent per question */
  seq: Map<number, number>;
  /** the highest acknowledged save per question */
  acked: Map<number, Acked>;
  busy: boolean;
  /** how many saves it sent: picks the next question in turn */
  sent: number;
}

export interface Tally {
  ok: number;
  latencies: number[];
  /** answered with another code, by code and message */
  refused: Map<string, number>;
  /** no envelope: socket errors, non-200, timeouts, by what happened */
  failed: Map<string, number>;
  /** a save that could not leave on time because the previous one was still in flight */
  late: number;
}

export const emptyTally = (): Tally => ({ ok: 0, latencies: [], refused: new Map(), failed: new Map(), late: 0 });

const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

export const errorCount = (t: Tally) => [...t.refused.values(), ...t.failed.values()].reduce((a, b) => a + b, 0);

export function count(t: Tally, a: Answered): boolean {
  t.latencies.push(a.ms);
  if (a.code === 99999) {
    t.ok++;
    return true;
  }
  if (a.code) bump(t.refused, `${a.code} ${a.msg}`);
  else bump(t.failed, a.failure ?? 'unknown');
  return false;
}

export const newExaminee = (token: string): Examinee => ({
  token,
  recordId: null,
  questions: [],
  seq: new Map(),
  acked: new Map(),
  busy: false,
  sent: 0,
});

/** A valid answer of `q`'s type that differs from the one before (so a lost update shows). */
export function answerFor(q: ExamQuestion, seq: number): string {
  const keys = q.options.map((o) => o.key);
  switch (q.type) {
    case 'single':
      return keys[seq % keys.length];
    case 'multiple': {
      const a = seq % keys.length;
      const b = (seq + 1) % keys.length;
      return [keys[a], keys[b]].sort().join(',');
    }
    case 'judge':
      return seq % 2 ? 'true' : 'false';
    default:
      return `答案${seq}`;
  }
}

export async function startOne(client: ExamClient, e: Examinee, examId: number, t: Tally): Promise<boolean> {
  const a = await client.post('startExam', { examId }, e.token);
  if (!count(t, a)) return false;
  const data = a.data as { recordId: number; questions: ExamQuestion[] };
  e.recordId = data.recordId;
  e.questions = data.questions;
  return true;
}

/** One answer change: the next question in turn, its next sequence; recorded when acknowledged. */
export async function saveOne(client: ExamClient, e: Examinee, t: Tally): Promise<void> {
  const q = e.questions[e.sent++ % e.questions.length];
  const seq = (e.seq.get(q.id) ?? 0) + 1;
  e.seq.set(q.id, seq);
  const answer = answerFor(q, seq);
  e.busy = true;
  const a = await client.post('saveExamAnswer', { recordId: e.recordId, questionId: q.id, answer, seq }, e.token);
  e.busy = false;
  if (count(t, a) && (e.acked.get(q.id)?.seq ?? 0) < seq) e.acked.set(q.id, { seq, answer });
}

/**
 * Every acknowledged save against what the database holds (`stored`: record -> question ->
 * answer and seq): lost when the row is missing, has a lower seq, or the same seq with another
 * answer. A higher seq is fine: a later save may have landed without its answer reaching us.
 */
export function verify(
  examinees: Examinee[],
  stored: Map<number, Map<number, Acked>>,
): { checked: number; lost: number; examples: string[] } {
  let checked = 0;
  let lost = 0;
  const examples: string[] = [];
  for (const e of examinees) {
    if (e.recordId === null) continue;
    const rows = stored.get(e.recordId);
    for (const [questionId, ack] of e.acked) {
      checked++;
      const row = rows?.get(questionId);
      if (row && (row.seq > ack.seq || (row.seq === ack.seq && row.answer === ack.answer))) continue;
      lost++;
      if (examples.length < 5)
        examples.push(
          `record ${e.recordId} question ${questionId}: acknowledged seq ${ack.seq} "${ack.answer}", stored ${row ? `seq ${row.seq} "${row.answer}"` : 'nothing'}`,
        );
    }
  }
  return { checked, lost, examples };
}
