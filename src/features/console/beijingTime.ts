// Console times are Beijing time (UTC+8, no daylight saving) whatever the organiser's computer is
// set to: a deadline typed as 18:00 means 18:00 in Beijing, as the learners read it.

const OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The Beijing wall clock of an instant, `YYYY-MM-DD HH:mm` (with `:ss` if asked); '' for no or an invalid time. */
export function formatBeijing(iso: string | null | undefined, opts: { seconds?: boolean } = {}): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + OFFSET_MS);
  const minute = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return opts.seconds ? `${minute}:${pad(d.getUTCSeconds())}` : minute;
}

/** The Beijing date of an instant, `YYYY-MM-DD` (export file names). */
export const beijingDay = (at: Date) => formatBeijing(at.toISOString()).slice(0, 10);

/** The value a datetime-local input shows for an instant, in Beijing: `YYYY-MM-DDTHH:mm`. */
export function beijingInputValue(at: Date): string {
  return formatBeijing(at.toISOString()).replace(' ', 'T');
}

/**
 * The instant a datetime-local value (`2026-12-20T18:00`) names when read as Beijing time, as ISO
 * (`2026-12-20T10:00:00.000Z`); null when the value is empty or not a real date and time.
 */
export function beijingInputToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  // Date.UTC rolls 02-30 over into March: only a date that reads back the same is real
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return new Date(ms - OFFSET_MS).toISOString();
}
