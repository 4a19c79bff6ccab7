import { coveredSecondsOf, progressOf } from './progress';

describe('progressOf', () => {
  it('shows both times and the floored percent', () => {
    expect(progressOf(29, 100)).toEqual({ text: '00:00:29 / 00:01:40', percent: 29 });
    expect(progressOf(3723.9, 7200)).toEqual({ text: '01:02:03 / 02:00:00', percent: 51 });
  });
  it('never passes 100 and reads an empty video as 0', () => {
    expect(progressOf(120, 100).percent).toBe(100);
    expect(progressOf(0, 0)).toEqual({ text: '00:00:00 / 00:00:00', percent: 0 });
  });
});

describe('coveredSecondsOf', () => {
  it('is the covered share of the duration, kept from float error and within the video', () => {
    expect(coveredSecondsOf({ coveredRatio: 0.3, duration: 90 })).toBe(27);
    expect(progressOf(coveredSecondsOf({ coveredRatio: 0.3, duration: 90 }), 90)).toEqual({ text: '00:00:27 / 00:01:30', percent: 30 });
    expect(coveredSecondsOf({ coveredRatio: 1, duration: 90 })).toBe(90);
    expect(coveredSecondsOf({ coveredRatio: 1.2, duration: 90 })).toBe(90);
    // a share rounded to 4 decimals: 43 s of 95 is 0.4526 (42.997 s)
    expect(coveredSecondsOf({ coveredRatio: 0.4526, duration: 95 })).toBe(43);
    expect(coveredSecondsOf({ coveredRatio: 0.45, duration: 95 })).toBe(42.75);
  });
});
