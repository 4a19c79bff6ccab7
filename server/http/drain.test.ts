import { createDrain, type Timers } from './drain';

// The drain's clock is handed in: these tests move it instead of waiting.

function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (callback, ms) => (pending.set(++next, { callback, ms }), next),
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const fire = () => {
    const due = [...pending.values()];
    pending.clear();
    for (const t of due) t.callback();
  };
  return { timers, pending, fire };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  // a resolved promise's reaction runs within a few microtasks
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

test('draining from start() on; the wait ends when drainMs have passed', async () => {
  const { timers, pending, fire } = manualTimers();
  const drain = createDrain(5000, timers);
  expect(drain.draining).toBe(false);
  const waited = drain.start();
  expect(drain.draining).toBe(true);
  expect([...pending.values()].map((t) => t.ms)).toEqual([5000]);
  expect(await settled(waited)).toBe(false);
  fire();
  expect(await settled(waited)).toBe(true);
  // a later start() (another signal after the wait) answers the same, finished wait
  expect(drain.start()).toBe(waited);
});

test('cut() (a second signal) ends the wait at once and drops the timer', async () => {
  const { timers, pending } = manualTimers();
  const drain = createDrain(60_000, timers);
  const waited = drain.start();
  drain.cut();
  expect(await settled(waited)).toBe(true);
  expect(pending.size).toBe(0);
  expect(drain.draining).toBe(true);
});

test('cut() before any signal does nothing', () => {
  const { timers, pending } = manualTimers();
  const drain = createDrain(5000, timers);
  drain.cut();
  expect(drain.draining).toBe(false);
  expect(pending.size).toBe(0);
});

test('SHUTDOWN_DRAIN_MS=0: no wait, no timer', async () => {
  const { timers, pending } = manualTimers();
  const drain = createDrain(0, timers);
  expect(await settled(drain.start())).toBe(true);
  expect(pending.size).toBe(0);
});
