import { hmsToSeconds } from './percent';
import { secondsToHms } from './duration';

describe('secondsToHms', () => {
  it('formats and floors', () => {
    expect(secondsToHms(0)).toBe('00:00:00');
    expect(secondsToHms(59.9)).toBe('00:00:59');
    expect(secondsToHms(3723)).toBe('01:02:03');
    expect(secondsToHms(360000)).toBe('100:00:00');
  });
  it('reads nonsense as zero', () => {
    expect(secondsToHms(-5)).toBe('00:00:00');
    expect(secondsToHms(Number.NaN)).toBe('00:00:00');
  });
  it('round-trips through hmsToSeconds', () => {
    expect(hmsToSeconds(secondsToHms(98765))).toBe(98765);
  });
});
