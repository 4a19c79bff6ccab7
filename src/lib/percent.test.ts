import { hmsToSeconds, percentOf } from './percent';

describe('hmsToSeconds', () => {
  it('reads hours, minutes and seconds', () => {
    expect(hmsToSeconds('01:02:03')).toBe(3723);
    expect(hmsToSeconds('120:00:00')).toBe(432000);
  });
  it('treats unreadable values as 0', () => {
    expect(hmsToSeconds('')).toBe(0);
    expect(hmsToSeconds('abc')).toBe(0);
    expect(hmsToSeconds('10:00')).toBe(0);
  });
});

describe('percentOf', () => {
  it('floors the share of the second against the first', () => {
    expect(percentOf('00:00:03', '00:00:02')).toBe(66);
    expect(percentOf('01:00:00', '00:30:00')).toBe(50);
    expect(percentOf('00:10:00', '00:09:59')).toBe(99);
  });
  it('is 0 when the total is zero', () => {
    expect(percentOf('00:00:00', '00:10:00')).toBe(0);
  });
  it('may exceed 100 when the part is longer', () => {
    expect(percentOf('00:10:00', '00:20:00')).toBe(200);
  });
  it('is exact where a float quotient floors one too low', () => {
    expect(percentOf('00:01:40', '00:00:29')).toBe(29);
    expect(percentOf('00:01:40', '00:00:57')).toBe(57);
    expect(percentOf('00:00:50', '00:00:29')).toBe(58);
  });
  it('equals the integer floor(part * 100 / total) for every pair up to 400 s', () => {
    const hms = (s: number) => `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
    const wrong: string[] = [];
    for (let total = 1; total <= 400; total++) {
      for (let part = 0; part <= 400; part++) {
        // BigInt keeps the oracle free of floating point.
        const expected = Number((BigInt(part) * 100n) / BigInt(total));
        if (percentOf(hms(total), hms(part)) !== expected) wrong.push(`${part}/${total}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
