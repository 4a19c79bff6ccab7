import { hmsToSeconds } from './percent';
import { hoursMinutes, secondsToHms, studyDuration } from './duration';

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

describe('hoursMinutes', () => {
  it('reads seconds as hours and minutes, rounded to the minute', () => {
    expect(hoursMinutes(0)).toBe('0 分钟');
    expect(hoursMinutes(29)).toBe('0 分钟');
    expect(hoursMinutes(1500)).toBe('25 分钟');
    expect(hoursMinutes(3900)).toBe('1 小时 5 分钟');
    expect(hoursMinutes(7200)).toBe('2 小时 0 分钟');
  });
  it('reads nonsense as zero', () => {
    expect(hoursMinutes(-60)).toBe('0 分钟');
    expect(hoursMinutes(Number.NaN)).toBe('0 分钟');
  });
});

describe('studyDuration', () => {
  it('reads whole seconds as hours, minutes and seconds', () => {
    expect(studyDuration(0)).toBe('0 秒');
    expect(studyDuration(42.9)).toBe('42 秒');
    expect(studyDuration(89)).toBe('1 分 29 秒');
    expect(studyDuration(3723)).toBe('1 小时 2 分 3 秒');
    expect(studyDuration(7200)).toBe('2 小时 0 分 0 秒');
    expect(studyDuration(-5)).toBe('0 秒');
    expect(studyDuration(Number.NaN)).toBe('0 秒');
  });
});
