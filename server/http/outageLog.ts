import type { FastifyBaseLogger } from 'fastify';

// While the database is unreachable every request fails the same way: a stack per request buried
// the log (and filled the disk it may share) when one line says it all. The first failure is
// logged with its stack, then at most one line per OUTAGE_SUMMARY_MS counting the failures in
// between, until a query succeeds again (one line "数据库已恢复"). No timer: a line is written
// by the failure that finds the last one old enough, so an idle server writes nothing.

export const OUTAGE_SUMMARY_MS = 30_000;

export class OutageLog {
  /** when the outage began (milliseconds of `now`), or null while the database answers */
  #since: number | null = null;
  #lastLineAt = 0;
  /** failures since the last line written */
  #unlogged = 0;
  #total = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  get active(): boolean {
    return this.#since !== null;
  }

  /** A request failed for want of the database; `log` is the request's (its reqId on the line). */
  failed(err: unknown, log: FastifyBaseLogger = this.log): void {
    const now = this.now();
    this.#total++;
    if (this.#since === null) {
      this.#since = now;
      this.#lastLineAt = now;
      this.#unlogged = 0;
      log.error({ err }, `数据库不可用，请求失败（之后每 ${OUTAGE_SUMMARY_MS / 1000} 秒最多汇总一行，直到恢复）`);
      return;
    }
    this.#unlogged++;
    if (now - this.#lastLineAt < OUTAGE_SUMMARY_MS) return;
    const e = err as { code?: unknown; message?: unknown };
    log.error(
      { err: { code: e.code, message: e.message }, failedRequests: this.#unlogged },
      `数据库不可用：过去 ${Math.round((now - this.#lastLineAt) / 1000)} 秒又有 ${this.#unlogged} 个请求失败`,
    );
    this.#lastLineAt = now;
    this.#unlogged = 0;
  }

  /** A query succeeded: ends an outage (cheap when there is none, as it runs after every query). */
  succeeded(): void {
    if (this.#since === null) return;
    const seconds = Math.round((this.now() - this.#since) / 1000);
    this.log.warn({ failedRequests: this.#total, outageSeconds: seconds }, '数据库已恢复');
    this.#since = null;
    this.#total = 0;
    this.#unlogged = 0;
  }
}
