// Calls that arrive while the event loop handles one round of I/O are handed over together in
// the round after (setImmediate), at most `max` at a time: for work whose fixed cost per round
// trip or commit is larger than its cost per item (server/db/sqliteBatch.ts, the PostgreSQL
// heartbeat). A lone call waits for nothing but that one turn of the loop.

/** What became of one item: its value, or the error its caller gets. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * `runMany` gets the items in arrival order and answers one outcome per item, in that order;
 * if it throws, every item of that round fails with its error. Rounds never overlap: the next
 * starts when the previous has settled, with whatever queued meanwhile.
 */
export function tickBatch<I, O>(
  runMany: (items: I[]) => Promise<Outcome<O>[]>,
  max: number,
  { lingerMs = 0 }: { lingerMs?: number } = {},
): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let busy = false;

  const flush = async () => {
    const round = queue.slice(0, max);
    queue = queue.slice(max);
    try {
      const outcomes = await runMany(round.map((q) => q.item));
      round.forEach((q, i) => {
        const o = outcomes[i];
        if (o.ok) q.resolve(o.value);
        else q.reject(o.error);
      });
    } catch (err) {
      round.forEach((q) => q.reject(err));
    } finally {
      busy = false;
      // whatever is queued now arrived while this round ran: there is load
      schedule(queue.length > 0 && queue.length < max);
    }
  };
  const schedule = (linger = false) => {
    if (busy || queue.length === 0) return;
    busy = true;
    if (linger && lingerMs > 0) setTimeout(() => void flush(), lingerMs);
    else setImmediate(() => void flush());
  };

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
