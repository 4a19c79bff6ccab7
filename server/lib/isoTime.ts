// ISO 8601 times (2026-11-26T08:30:00.000Z, the format of every time column) without V8's date
// formatter and parser: Date.prototype.toISOString formats each field through C++ snprintf, and
// the study heartbeat formats and reads two such times per beat, a cost perf shows on its hot path.
// Most times the server handles fall on the same day, so the date part is kept and
// only the time of day is written or read. Anything else goes to Date itself, so the answers
// are always exactly Date's (isoTime.test.ts compares them).

const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00.000Z: from there on toISOString writes six-digit years */
const YEAR_10000_MS = 253_402_300_800_000;

let dayStart = NaN;
let dayEnd = NaN;
/** "2026-11-26T" */
let dayPrefix = '';

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** The same string as `at.toISOString()` (which throws RangeError for an invalid date). */
export function isoOf(at: Date): string {
  const ms = at.getTime();
  if (!(ms >= dayStart && ms < dayEnd)) {
    if (!(ms >= 0 && ms < YEAR_10000_MS)) return at.toISOString();
    dayStart = ms - (ms % DAY_MS);
    dayEnd = dayStart + DAY_MS;
    dayPrefix = new Date(dayStart).toISOString().slice(0, 11);
  }
  let t = ms - dayStart;
  const milli = t % 1000;
  t = (t - milli) / 1000;
  const second = t % 60;
  t = (t - second) / 60;
  const minute = t % 60;
  const hour = (t - minute) / 60;
  return `${dayPrefix}${TWO[hour]}:${TWO[minute]}:${TWO[second]}.${THREE[milli]}Z`;
}

/** Two decimal digits at `i`, or NaN. */
function digits2(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : NaN;
}

/** The same number as `Date.parse(text)`. */
export function msOfIso(text: string): number {
  // only the exact format, on the day isoOf last wrote; hours 24 and the rest go to Date.parse
  if (dayPrefix === '' || text.length !== 24 || !text.startsWith(dayPrefix)) return Date.parse(text);
  // ':' ':' '.' 'Z'
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58 || text.charCodeAt(19) !== 46 || text.charCodeAt(23) !== 90)
    return Date.parse(text);
  const hour = digits2(text, 11);
  const minute = digits2(text, 14);
  const second = digits2(text, 17);
  const third = text.charCodeAt(22) - 48;
  const milli = third >= 0 && third <= 9 ? digits2(text, 20) * 10 + third : NaN;
  if (!(hour < 24 && minute < 60 && second < 60 && milli >= 0)) return Date.parse(text);
  return dayStart + ((hour * 60 + minute) * 60 + second) * 1000 + milli;
}
