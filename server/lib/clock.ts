// One source of "now" so tests can move time (lockouts, expiries) without sleeping.
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
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
    offsetMs += seconds * 1000;
  },
  reset(): void {
    offsetMs = 0;
  },
};
