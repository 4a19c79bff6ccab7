// bench:exam's network side: every simulated examinee's calls go through one pool of keep-alive
// sockets (as thousands of browsers behind a campus NAT share few addresses), so 10,000
// examinees need no 10,000 sockets. A call's latency runs from the moment the examinee acts,
// so time spent waiting for a free socket counts.
import http from 'node:http';

export interface Answered {
  /** the envelope's code; 0 when there was none (socket error, non-200, unreadable body) */
  code: number;
  msg: string;
  data: unknown;
  ms: number;
  /** what went wrong when code is 0 */
  failure?: string;
}

const TIMEOUT_MS = 30_000;

export class ExamClient {
  private readonly agent: http.Agent;
  inFlight = 0;

  constructor(
    private readonly origin: string,
    sockets: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  post(name: string, body: Record<string, unknown>, token: string): Promise<Answered> {
    const started = performance.now();
    const text = JSON.stringify(body);
    this.inFlight++;
    return new Promise((resolve) => {
      let settled = false;
      const done = (a: Omit<Answered, 'ms'>) => {
        if (settled) return;
        settled = true;
        this.inFlight--;
        resolve({ ...a, ms: performance.now() - started });
      };
      const req = http.request(
        new URL(`/trainingApi/v1/exam/${name}`, this.origin),
        {
          method: 'POST',
          agent: this.agent,
          timeout: TIMEOUT_MS,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), token, appId: '6' },
        },
        (res) => {
          let reply = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (reply += c));
          res.on('error', (e) => done({ code: 0, msg: '', data: null, failure: e.message }));
          res.on('end', () => {
            if (res.statusCode !== 200) return done({ code: 0, msg: '', data: null, failure: `HTTP ${res.statusCode}` });
            try {
              const env = JSON.parse(reply) as { code: number; msg: string; data: unknown };
              done({ code: env.code, msg: env.msg, data: env.data });
            } catch {
              done({ code: 0, msg: '', data: null, failure: 'unreadable body' });
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (e) => done({ code: 0, msg: '', data: null, failure: (e as NodeJS.ErrnoException).code ?? e.message }));
      req.end(text);
    });
  }

  /** Drops the pooled sockets (after the server was killed they are dead). */
  reset(): void {
    this.agent.destroy();
  }

  close(): void {
    this.agent.destroy();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;
