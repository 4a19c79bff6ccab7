import { creditBeat, GRACE_SECONDS } from './credit';
import { addInterval, coveredLength, parseCovered, uncoveredIn, type Interval } from '../../../contract/intervals';

const rules = { allowSeek: false, maxSpeed: 1.5, heartbeatSeconds: 30 };

describe('intervals', () => {
  it('merge what touches or overlaps and keep order', () => {
    let list: Interval[] = [];
    list = addInterval(list, 50, 60);
    list = addInterval(list, 0, 10);
    list = addInterval(list, 10, 20);
    list = addInterval(list, 55, 70);
    expect(list).toEqual([
      [0, 20],
      [50, 70],
    ]);
    expect(addInterval(list, 15, 55)).toEqual([[0, 70]]);
    expect(uncoveredIn(list, 0, 100)).toBe(60);
    expect(coveredLength(list)).toBe(40);
  });

  it('read stored text defensively', () => {
    expect(parseCovered('[[0,5],[3,9],[20,10],["a",1],[1]]')).toEqual([[0, 9]]);
    expect(parseCovered('not json')).toEqual([]);
    expect(parseCovered('{"a":1}')).toEqual([]);
  });
});

describe('creditBeat', () => {
  const base = { prev: 0, elapsed: 30, ahead: 0, covered: [] as Interval[], duration: 600 };

  it('credits at most the wall time and the new ground', () => {
    expect(creditBeat(rules, { ...base, position: 30 })).toMatchObject({ accepted: true, credit: 30, covered: [[0, 30]] });
    // 1.5x for 30 s covers 45 s of video but earns 30 s (+ grace at most)
    const fast = creditBeat(rules, { ...base, position: 45 });
    expect(fast.credit).toBeLessThanOrEqual(30 + GRACE_SECONDS);
    expect(fast.covered).toEqual([[0, 45]]);
    expect(creditBeat(rules, { ...base, covered: [[0, 30]], position: 30 }).credit).toBe(0);
  });

  it('caps an idle session: a beat after an hour earns at most three intervals', () => {
    expect(creditBeat({ ...rules, allowSeek: true }, { ...base, elapsed: 3600, position: 500 }).credit).toBeLessThanOrEqual(
      90 + GRACE_SECONDS,
    );
  });

  // Any sequence of beats, honest or not: credit never exceeds wall time + one grace, and the
  // covered part never grows faster than maxSpeed allows.
  it.each([false, true])('invariants hold over random beats (allowSeek %s)', (allowSeek) => {
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run++) {
      let state = { ...base, prev: 0, ahead: 0, covered: [] as Interval[] };
      let wall = 0;
      let credit = 0;
      for (let i = 0; i < 40; i++) {
        const elapsed = rnd() < 0.3 ? rnd() * 0.1 : rnd() * 40;
        const position = rnd() < 0.2 ? rnd() * 700 : state.prev + rnd() * 80 - 10;
        const r = creditBeat({ ...rules, allowSeek }, { ...state, elapsed, position: Math.max(0, position) });
        wall += elapsed;
        credit += r.credit;
        expect(credit).toBeLessThanOrEqual(wall + GRACE_SECONDS + 1e-6);
        // interval ends are kept to the millisecond
        expect(coveredLength(r.covered)).toBeLessThanOrEqual((wall + GRACE_SECONDS) * rules.maxSpeed + 0.001 * (i + 1));
        expect(r.position).toBeGreaterThanOrEqual(0);
        expect(r.position).toBeLessThanOrEqual(state.duration);
        state = { ...state, prev: r.position, ahead: r.ahead, covered: r.covered };
      }
    }
  });
});
