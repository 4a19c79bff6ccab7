import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `everyMs` (the first time after `firstAfterMs`, default `everyMs`) until the
 * returned stop is called. A run still going when the next is due is not doubled; a failure is
 * logged with `failure` and the timer goes on. The timers never keep the process alive.
 */
export function runPeriodically(
  task: () => Promise<void>,
  everyMs: number,
  log: FastifyBaseLogger,
  failure: string,
  firstAfterMs = everyMs,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch((err: unknown) => log.error({ err }, failure))
      .finally(() => {
        running = false;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  }, firstAfterMs);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
