// One source of "now" so tests can move time (lockouts, expiries) without sleeping.
let offsetMs = 0;
/** set by freeze(): time stands still until advance() moves it (tests whose rule reads elapsed time) */
let frozenMs: number | null = null;

export const clock = {
  now(): Date {
    return new Date(frozenMs ?? Date.now() + offsetMs);
  },
  /** ISO string of now, the format every time column uses */
  iso(): string {
    return clock.now().toISOString();
  },
  /** ISO string `seconds` from now (negative for the past) */
  isoIn(seconds: number): string {
    return new Date(clock.now().getTime() + seconds * 1000).toISOString();
  },
  /** tests only: shift the clock forward (or back) */
  advance(seconds: number): void {
    if (frozenMs !== null) frozenMs += seconds * 1000;
    else offsetMs += seconds * 1000;
  },
  /**
   * tests only: stop the clock where it is, so a rule that credits elapsed time sees only what
   * advance() adds, however long the test's own requests take on a busy machine
   */
  freeze(): void {
    frozenMs = clock.now().getTime();
  },
  reset(): void {
    offsetMs = 0;
    frozenMs = null;
  },
};
