// One small deterministic random generator for everything that must draw the same sequence from
// the same seed: an exam attempt's shuffled paper, the demo's study history, seed:scale's data.

/** mulberry32: fast, 32-bit state, numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
