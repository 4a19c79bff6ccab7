import { fitWithin, studyHistory, STUDY_DAY } from './studyHistory';

describe('fitWithin', () => {
  it('splits in proportion when every part is within the bounds', () => {
    expect(fitWithin([1, 2, 1], 400, 50, 250)).toEqual([100, 200, 100]);
  });

  it('pins parts that fall outside to the bound and shares the rest', () => {
    const parts = fitWithin([0.1, 1, 1, 3], 400, 60, 150);
    expect(parts[0]).toBe(60);
    expect(parts[3]).toBe(150);
    expect(parts[1]).toBeCloseTo(95, 6);
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(400, 6);
  });

  it('falls back to proportional parts when the bounds cannot hold', () => {
    expect(fitWithin([1, 3], 40, 30, 100)).toEqual([10, 30]);
  });
});

describe('studyHistory', () => {
  const now = '2026-12-02T04:00:00.000Z';

  it('gives every study day 20 to 90 minutes and adds up to the seconds watched', () => {
    for (const [key, minutes] of [
      ['a', 300],
      ['b', 1200],
      ['c', 2400],
    ] as const) {
      const seconds = Array.from({ length: minutes / 30 }, () => 1800);
      const { days } = studyHistory({ key, seconds }, now);
      const values = [...days.values()];
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(minutes * 60, 6);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(STUDY_DAY.min);
      expect(Math.max(...values)).toBeLessThanOrEqual(STUDY_DAY.max);
    }
  });

  it('studies on fewer days, not for fewer minutes a day, when less was watched', () => {
    const days = (minutes: number) => studyHistory({ key: 'same', seconds: [minutes * 60] }, now).days.size;
    expect(days(300)).toBeLessThan(days(1200));
  });
});
