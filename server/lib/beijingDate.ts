const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

// the day last asked for: the study heartbeat asks on every beat, nearly always the same day
let dayStart = NaN;
let dayEnd = NaN;
let lastDate = '';

/** The date in Beijing (UTC+8, no daylight saving), which is the learner's day: 2026-11-25. */
export function beijingDate(at: Date): string {
  const ms = at.getTime();
  if (ms >= dayStart && ms < dayEnd) return lastDate;
  // an invalid date throws RangeError here, as it always has
  const date = new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
  dayStart = Date.parse(`${date}T00:00:00.000Z`) - BEIJING_OFFSET_MS;
  dayEnd = dayStart + DAY_MS;
  lastDate = date;
  return date;
}

/** An instant as a Beijing wall-clock time for messages: 2026-11-25 09:00. */
export function beijingTime(iso: string): string {
  return new Date(Date.parse(iso) + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
