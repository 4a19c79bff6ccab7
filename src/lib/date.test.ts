import { formatDate } from './date';

describe('formatDate', () => {
  it('formats plain patterns', () => {
    expect(formatDate('2026-03-05T10:20:30', 'YYYY-MM-DD HH:mm')).toBe('2026-03-05 10:20');
    expect(formatDate(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('gives Chinese weekday names', () => {
    expect(formatDate('2026-03-02', 'dddd')).toBe('星期一'); // a Monday
    expect(formatDate('2026-03-08', 'dddd')).toBe('星期日');
    expect(formatDate('2026-03-04', 'ddd')).toBe('周三');
  });

  it('gives the quarter', () => {
    expect(formatDate('2026-02-10', 'YYYY年第Q季度')).toBe('2026年第1季度');
    expect(formatDate('2026-11-10', 'Q')).toBe('4');
  });

  it('gives the week of the year', () => {
    expect(formatDate('2026-01-07', 'w')).toBe('2');
    expect(formatDate('2026-01-07', 'ww')).toBe('02');
    expect(formatDate('2026-12-31', 'YYYY年第w周')).toBe('2026年第53周');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
