import { beijingDate } from './beijingDate';
import { isoOf, msOfIso } from './isoTime';

// The quick ISO times and the Beijing date answer exactly what Date answers, whatever the order
// of the calls (their caches of the current day must never leak into another day's answer).

const DAY = 86_400_000;
/** a reproducible walk over times: same day, next day, far away, back again */
function* times(): Generator<number> {
  let seed = 20261126;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const base = Date.UTC(2026, 10, 26, 15, 59, 59, 999);
  for (let i = 0; i < 20_000; i++) {
    const r = next();
    if (r < 0.6)
      yield base + Math.floor(next() * 2 * DAY) - DAY; // around a Beijing and a UTC midnight
    else if (r < 0.8)
      yield Math.floor(next() * 253_402_300_800_000); // any year up to 9999
    else if (r < 0.9)
      yield base + Math.floor((next() - 0.5) * 10_000); // the same few seconds
    else
      yield [0, -1, 1, DAY - 1, DAY, -DAY, 253_402_300_799_999, 253_402_300_800_000, -62_198_755_200_000, 8.64e15][Math.floor(next() * 10)];
  }
}

/** the answer, or the kind of error thrown */
function outcome(f: () => string): string {
  try {
    return f();
  } catch (err) {
    return (err as Error).name;
  }
}

test('isoOf writes what toISOString writes, and msOfIso reads it back as Date.parse does', () => {
  for (const ms of times()) {
    const at = new Date(ms);
    const iso = at.toISOString();
    expect(isoOf(at)).toBe(iso);
    expect(msOfIso(iso)).toBe(Date.parse(iso));
    expect(outcome(() => beijingDate(at))).toEqual(outcome(() => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)));
  }
});

test('each millisecond across a Beijing and a UTC midnight, and back', () => {
  const beijingMidnight = Date.UTC(2026, 10, 26, 16);
  const utcMidnight = Date.UTC(2026, 10, 27);
  for (const edge of [beijingMidnight, utcMidnight]) {
    for (const ms of [-3, -2, -1, 0, 1, 2, -1, 0, -1].map((d) => edge + d)) {
      const at = new Date(ms);
      expect([ms, isoOf(at), beijingDate(at)]).toEqual([ms, at.toISOString(), new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)]);
    }
  }
});

test('an invalid date throws as toISOString does', () => {
  expect(() => isoOf(new Date(NaN))).toThrow(RangeError);
  expect(() => beijingDate(new Date(NaN))).toThrow(RangeError);
});

test('msOfIso answers Date.parse for every other text, on the day it knows and off it', () => {
  isoOf(new Date(Date.UTC(2026, 10, 26, 8, 0, 0)));
  const texts = [
    '2026-11-26T08:30:00.000Z',
    '2026-11-26T23:59:59.999Z',
    '2026-11-26T00:00:00.000Z',
    '2026-11-25T08:30:00.000Z',
    '2026-11-26T24:00:00.000Z',
    '2026-11-26T25:00:00.000Z',
    '2026-11-26T08:60:00.000Z',
    '2026-11-26T08:30:60.000Z',
    '2026-11-26T08:30:00.000z',
    '2026-11-26T08:30:00.000+',
    '2026-11-26T08:30:00,000Z',
    '2026-11-26T08-30:00.000Z',
    '2026-11-26T0a:30:00.000Z',
    '2026-11-26T08:30:00.00aZ',
    '2026-11-26T08:30:00.0000Z',
    '2026-11-26T08:30:00Z',
    '2026-11-26T08:30:00.000',
    '2026-11-26 08:30:00.000Z',
    '2026-11-26T08:3 :00.000Z',
    '2026-11-26T-8:30:00.000Z',
    '',
    'not a date',
    '2026-11-26',
    '+012026-11-26T08:30:00.000Z',
  ];
  for (const text of texts) expect([text, msOfIso(text)]).toEqual([text, Date.parse(text)]);
});
