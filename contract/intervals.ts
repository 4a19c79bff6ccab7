// Covered parts of a video as sorted, disjoint [from, to] pairs (seconds). Pure functions: the
// server credits with them (server/modules/lesson/credit.ts) and the player keeps the figures on
// screen in step with each heartbeat the same way (src/features/video/studyProgressCache.ts).

export type Interval = [number, number];

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** The stored JSON, read defensively: anything malformed counts as nothing covered. */
export function parseCovered(text: string): Interval[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const pairs = value.filter(
      (p): p is Interval =>
        Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)) && p[0] < p[1],
    );
    return pairs.reduce<Interval[]>((acc, p) => addInterval(acc, p[0], p[1]), []);
  } catch {
    return [];
  }
}

/** `list` with [from, to] added, merged with every pair it touches or overlaps. */
export function addInterval(list: readonly Interval[], from: number, to: number): Interval[] {
  if (!(to > from)) return [...list];
  let a = round(from);
  let b = round(to);
  const out: Interval[] = [];
  for (const [x, y] of list) {
    if (y < a || x > b) out.push([x, y]);
    else {
      a = Math.min(a, x);
      b = Math.max(b, y);
    }
  }
  out.push([a, b]);
  return out.sort((p, q) => p[0] - q[0]);
}

/** Seconds of [from, to] that no pair of `list` covers. */
export function uncoveredIn(list: readonly Interval[], from: number, to: number): number {
  if (!(to > from)) return 0;
  let covered = 0;
  for (const [x, y] of list) covered += Math.max(0, Math.min(y, to) - Math.max(x, from));
  return round(Math.max(0, to - from - covered));
}

export const coveredLength = (list: readonly Interval[]): number => round(list.reduce((s, [x, y]) => s + (y - x), 0));

/** The furthest covered second (0 when nothing is). */
export const frontierOf = (list: readonly Interval[]): number => list.reduce((m, [, y]) => Math.max(m, y), 0);

/** The covered share of a video, rounded to 4 decimals and at most 1 (what lists show as coveredRatio). */
export const coveredRatioOf = (covered: number, duration: number): number =>
  duration > 0 ? Math.min(1, Math.round((covered / duration) * 10000) / 10000) : 0;
