// The exam page's save queue, from Node: an answer change is sent until the server
// acknowledges it (99999). A call with no answer (a socket cut, a 502 from the proxy when an
// instance dies) is sent again, the same question, sequence and answer: the server stores a
// sequenced save only over an older one and acknowledges a repeat of what it holds, so a save
// that did land and is sent again changes nothing. Any other code is a refusal: never retried.
import type { ExamClient } from '../../bench/examClient';
import { answerFor, type Examinee } from '../../bench/examinees';

export interface QueueTally {
  acked: number;
  /** calls without an answer, by what happened (each was sent again) */
  failures: Map<string, number>;
  refusals: string[];
  /** saves still unacknowledged at the deadline */
  gaveUp: number;
}

export const emptyQueueTally = (): QueueTally => ({ acked: 0, failures: new Map(), refusals: [], gaveUp: 0 });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The examinee's next answer change (the next question in turn), sent until acknowledged or `deadline` (epoch ms). */
export async function queuedSave(client: ExamClient, e: Examinee, t: QueueTally, deadline: number): Promise<void> {
  const q = e.questions[e.sent++ % e.questions.length];
  const seq = (e.seq.get(q.id) ?? 0) + 1;
  e.seq.set(q.id, seq);
  const answer = answerFor(q, seq);
  for (;;) {
    const a = await client.post('saveExamAnswer', { recordId: e.recordId, questionId: q.id, answer, seq }, e.token);
    if (a.code === 99999) {
      t.acked++;
      if ((e.acked.get(q.id)?.seq ?? 0) < seq) e.acked.set(q.id, { seq, answer });
      return;
    }
    if (a.code !== 0) {
      t.refusals.push(`${a.code} ${a.msg}`);
      return;
    }
    const why = a.failure ?? 'unknown';
    t.failures.set(why, (t.failures.get(why) ?? 0) + 1);
    if (Date.now() > deadline) {
      t.gaveUp++;
      return;
    }
    await sleep(200);
  }
}
