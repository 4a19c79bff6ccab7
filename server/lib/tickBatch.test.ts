import { tickBatch, type Outcome } from './tickBatch';

// Calls of one turn of the event loop go over together, in order, at most `max` at a time;
// rounds never overlap; each caller gets its own outcome, or the round's error.

const ok = <O>(value: O): Outcome<O> => ({ ok: true, value });

test('calls made together are handed over in one round, in order, each answered with its own value', async () => {
  const rounds: number[][] = [];
  const double = tickBatch(async (items: number[]) => {
    rounds.push(items);
    return items.map((n) => ok(n * 2));
  }, 10);
  await expect(Promise.all([1, 2, 3].map(double))).resolves.toEqual([2, 4, 6]);
  expect(rounds).toEqual([[1, 2, 3]]);
  // a call of a later turn makes a round of its own
  await expect(double(5)).resolves.toBe(10);
  expect(rounds).toEqual([[1, 2, 3], [5]]);
});

test('at most `max` per round, and a round starts only once the previous one settled', async () => {
  const rounds: number[][] = [];
  let running = 0;
  let overlapped = false;
  const slow = tickBatch(async (items: number[]) => {
    running += 1;
    overlapped ||= running > 1;
    rounds.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return items.map(ok);
  }, 4);
  const calls = Array.from({ length: 10 }, (_, i) => slow(i));
  // a call made while the first round runs waits for the next one
  await new Promise((resolve) => setTimeout(resolve, 1));
  calls.push(slow(10));
  await expect(Promise.all(calls)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(rounds).toEqual([
    [0, 1, 2, 3],
    [4, 5, 6, 7],
    [8, 9, 10],
  ]);
  expect(overlapped).toBe(false);
});

test("an item's error reaches its caller only; a round that throws fails each of its callers", async () => {
  const check = tickBatch(async (items: number[]) => {
    if (items.includes(0)) throw new Error('round failed');
    return items.map((n): Outcome<number> => (n < 0 ? { ok: false, error: new Error(`negative ${n}`) } : ok(n)));
  }, 10);
  const first = await Promise.allSettled([check(1), check(-2), check(3)]);
  expect(first.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([1, 'negative -2', 3]);
  const second = await Promise.allSettled([check(4), check(0)]);
  expect(second.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual(['round failed', 'round failed']);
  // and the next round works
  await expect(check(7)).resolves.toBe(7);
});

describe('lingerMs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** a round that settles only when the test says so, so nothing depends on the machine's speed */
  function heldRounds() {
    const rounds: number[][] = [];
    const release: Array<() => void> = [];
    const run = tickBatch(
      (items: number[]) => {
        rounds.push(items);
        return new Promise<Outcome<number>[]>((resolve) => release.push(() => resolve(items.map(ok))));
      },
      10,
      { lingerMs: 20 },
    );
    return { rounds, release, run };
  }

  test('under load the next round waits lingerMs and carries what arrives meanwhile', async () => {
    const { rounds, release, run } = heldRounds();
    const first = run(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(rounds).toEqual([[1]]);
    // arrives while round 1 runs: there is load
    const second = run(2);
    release[0]();
    await jest.advanceTimersByTimeAsync(10);
    // still lingering: these join the waiting round
    const more = [run(3), run(4)];
    expect(rounds).toEqual([[1]]);
    await jest.advanceTimersByTimeAsync(10);
    expect(rounds).toEqual([[1], [2, 3, 4]]);
    release[1]();
    await expect(Promise.all([first, second, ...more])).resolves.toEqual([1, 2, 3, 4]);
  });

  test('a call after an idle moment does not wait: it goes at the next turn of the loop', async () => {
    const { rounds, release, run } = heldRounds();
    const first = run(1);
    await jest.advanceTimersByTimeAsync(0);
    release[0]();
    await expect(first).resolves.toBe(1);
    // nothing arrived while round 1 ran: no linger for the next lone call
    const lone = run(5);
    await jest.advanceTimersByTimeAsync(0);
    expect(rounds).toEqual([[1], [5]]);
    release[1]();
    await expect(lone).resolves.toBe(5);
  });
});
