/** 'HH:MM:SS' (hours may exceed 24, e.g. '120:05:00') to seconds; anything unreadable counts as 0. */
export function hmsToSeconds(hms: string | null | undefined): number {
  if (!hms) return 0;
  const parts = hms.trim().split(':').map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n) || n < 0)) return 0;
  const [h, m, s] = parts;
  return h * 3600 + m * 60 + s;
}

/**
 * Floored percentage of `partHms` against `totalHms` (spec §9); 0 when the total is zero.
 * Computed in integers: the float quotient first (29 / 100 = 0.28999…) floors one too low.
 */
export function percentOf(totalHms: string, partHms: string): number {
  const total = hmsToSeconds(totalHms);
  if (total === 0) return 0;
  return Math.floor((hmsToSeconds(partHms) * 100) / total);
}
