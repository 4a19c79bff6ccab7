// bench:study's learners while they study: which learner beats next, the position each one
// reports (a player playing at 1x), and the tally of the answers.
import { callApi } from '../e2e/support/api';

export interface Studying {
  token: string;
  sessionId: string;
  /** the last position the server accepted */
  position: number;
  credited: number;
  /** wall ms when the beat that set `position` was sent */
  acceptedAt: number;
  sentAt: number;
  busy: boolean;
}

export interface Tally {
  /** answered 99999 */
  accepted: number;
  /** accepted and the learner's credited seconds grew */
  credited: number;
  /** answered 10002 (rate limit, replaced session...), by message */
  refused: number;
  refusedWhy: Map<string, number>;
  /** anything else: non-200, another code, an unreadable body, a socket error */
  errors: number;
}

const emptyTally = (): Tally => ({ accepted: 0, credited: 0, refused: 0, refusedWhy: new Map(), errors: 0 });

export class Fleet {
  tally = emptyTally();
  private cursor = 0;

  /** `duration`: the video's */
  constructor(
    readonly learners: Studying[],
    readonly duration: number,
  ) {}

  resetTally(): Tally {
    const done = this.tally;
    this.tally = emptyTally();
    return done;
  }

  /** The next learner in turn that has no beat in flight (null when all have). */
  next(): Studying | null {
    for (let tries = 0; tries < this.learners.length; tries++) {
      const l = this.learners[this.cursor];
      this.cursor = (this.cursor + 1) % this.learners.length;
      if (!l.busy) return l;
    }
    return null;
  }

  /** The heartbeat body of `l` now: played on from its last accepted position since that beat. */
  body(l: Studying, now: number): string {
    const played = (now - l.acceptedAt) / 1000;
    const position = Math.round(Math.min(this.duration, l.position + played) * 1000) / 1000;
    l.sentAt = now;
    l.busy = true;
    return JSON.stringify({ sessionId: l.sessionId, position, playing: true });
  }

  record(l: Studying, status: number, body: string): void {
    l.busy = false;
    let env: { code?: number; msg?: string; data?: { position: number; credited: number } };
    try {
      env = status === 200 ? (JSON.parse(body) as typeof env) : {};
    } catch {
      env = {};
    }
    if (env.code === 99999 && env.data) {
      this.tally.accepted++;
      if (env.data.credited > l.credited) this.tally.credited++;
      l.position = env.data.position;
      l.credited = env.data.credited;
      l.acceptedAt = l.sentAt;
    } else if (env.code === 10002) {
      this.tally.refused++;
      const why = env.msg ?? '';
      this.tally.refusedWhy.set(why, (this.tally.refusedWhy.get(why) ?? 0) + 1);
    } else {
      this.tally.errors++;
    }
  }

  /**
   * Every player starts (again) now: the next beat reports only what was played since. A
   * position that had run on through a long pause would be a jump the rules credit nothing for.
   */
  resume(now: number): void {
    for (const l of this.learners) l.acceptedAt = now;
  }

  /** After a load run stops with beats unanswered: those learners may beat again. */
  settle(): void {
    for (const l of this.learners) l.busy = false;
  }

  failed(l: Studying): void {
    l.busy = false;
    this.tally.errors++;
  }
}

/** Every learner starts watching the video (resourceStart), 16 at a time. */
export async function startSessions(origin: string, tokens: string[], videoId: number): Promise<Studying[]> {
  const out: Studying[] = new Array(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      const r = await callApi<{ sessionId: string; position: number; credited: number }>(
        origin,
        '/trainingApi/v1/lesson/resourceStart',
        { videoId },
        tokens[i],
      );
      if (r.code !== 99999) throw new Error(`resourceStart: ${r.code} ${r.msg}`);
      const now = Date.now();
      out[i] = {
        token: tokens[i],
        sessionId: r.data.sessionId,
        position: r.data.position,
        credited: r.data.credited,
        acceptedAt: now,
        sentAt: now,
        busy: false,
      };
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return out;
}
