import type { FastifyInstance } from 'fastify';

// Stopping an instance behind a proxy without failing anybody's request (SHUTDOWN_DRAIN_MS):
// closing at once reset the keep-alive connections the proxy was about to reuse (a 502 for
// whoever was on one). Instead, after SIGTERM the health check answers 503 "draining" for
// drainMs, so the proxy's checks take the instance out, while every request that still arrives
// is served, its answer with `Connection: close` so the client (the proxy) opens its next
// connection elsewhere. Then the app closes (finishing the requests in flight). A second signal
// ends the wait at once.

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface Drain {
  /** true from the first signal on */
  readonly draining: boolean;
  /** Starts draining; resolves after drainMs, or when `cut` is called. Later calls answer the same promise. */
  start(): Promise<void>;
  /** Ends the wait now (a second signal); before `start`, nothing. */
  cut(): void;
}

export function createDrain(drainMs: number, timers: Timers = realTimers): Drain {
  let started: Promise<void> | null = null;
  let finish: (() => void) | null = null;
  return {
    get draining() {
      return started !== null;
    },
    start() {
      started ??= new Promise<void>((resolve) => {
        const handle = drainMs > 0 ? timers.setTimeout(() => finish?.(), drainMs) : null;
        finish = () => {
          if (handle !== null) timers.clearTimeout(handle);
          finish = null;
          resolve();
        };
        if (handle === null) finish();
      });
      return started;
    },
    cut() {
      finish?.();
    },
  };
}

/** While draining, every answer closes its connection. */
export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', (_req, reply, done) => {
    if (drain.draining) reply.header('Connection', 'close');
    done();
  });
}
