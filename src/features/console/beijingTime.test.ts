import { beijingDay, beijingInputToIso, beijingInputValue, formatBeijing } from './beijingTime';

describe('Beijing time in the console', () => {
  it('shows an instant on the Beijing clock, whatever the time zone', () => {
    expect(formatBeijing('2026-12-20T10:00:00.000Z')).toBe('2026-12-20 18:00');
    // past midnight in Beijing while still the previous day in UTC
    expect(formatBeijing('2026-12-31T16:30:00Z')).toBe('2027-01-01 00:30');
    expect(formatBeijing(null)).toBe('');
    expect(formatBeijing('not a time')).toBe('');
    expect(formatBeijing('2026-12-20T10:00:07.000Z', { seconds: true })).toBe('2026-12-20 18:00:07');
    expect(beijingDay(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });

  it('reads a datetime-local value as Beijing time', () => {
    expect(beijingInputToIso('2026-12-20T18:00')).toBe('2026-12-20T10:00:00.000Z');
    expect(beijingInputToIso('2027-01-01T07:59:30')).toBe('2026-12-31T23:59:30.000Z');
    expect(beijingInputToIso('')).toBeNull();
    expect(beijingInputToIso('2026-02-30T10:00')).toBeNull();
    expect(beijingInputToIso('2026-12-20T24:00')).toBeNull();
  });

  it('gives the input value of an instant, and reads it back to the same minute', () => {
    const at = new Date('2026-12-02T21:15:00.000Z');
    expect(beijingInputValue(at)).toBe('2026-12-03T05:15');
    expect(beijingInputToIso(beijingInputValue(at))).toBe(at.toISOString());
  });
});
