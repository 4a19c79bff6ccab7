import type { RankingEntry } from '@contract/userReport';
import { studyDuration } from '@/lib/duration';
import { wholeSeconds } from '@/lib/studyFigures';

/** The figure to `digits` decimals of a second (31 分 30.4 秒); 0 digits: to the whole second as 学习统计 shows it. */
function figure(seconds: number, digits: number): string {
  if (digits === 0) return studyDuration(wholeSeconds(seconds));
  const scale = 10 ** digits;
  const exact = wholeSeconds(seconds * scale) / scale;
  const whole = Math.floor(exact);
  return studyDuration(whole).replace(/\d+ 秒$/, `${((whole % 60) + (exact - whole)).toFixed(digits)} 秒`);
}

/**
 * 本期学时 of each ranked entry as the table shows it: to the second, as the rest of 学习统计 (to
 * the minute, 1935 s and 1890 s both read 32 分钟 beside ranks 1 and 2, under 学时相同者名次并列).
 * The server ranks by the credited figure, fractions of a second included, so when two
 * neighbouring ranks still read the same to the second (1890.4 s and 1890.2 s), both are shown
 * with as many decimals as tell them apart (31 分 30.4 秒, 31 分 30.2 秒); entries sharing a rank
 * have the same figure and read the same.
 */
export function rankingFigures(list: ReadonlyArray<Pick<RankingEntry, 'rank' | 'seconds'>>): string[] {
  // the runs of entries sharing a rank (equal figures), in list order
  const runs: Array<{ seconds: number; size: number }> = [];
  list.forEach((e, i) => {
    if (i > 0 && list[i - 1].rank === e.rank) runs[runs.length - 1].size += 1;
    else runs.push({ seconds: e.seconds, size: 1 });
  });
  const digitsOf = (k: number): number => {
    const others = [runs[k - 1], runs[k + 1]].filter((r) => r !== undefined);
    for (let d = 0; d < 3; d += 1) {
      const own = figure(runs[k].seconds, d);
      if (others.every((r) => figure(r.seconds, d) !== own)) return d;
    }
    return 3;
  };
  return runs.flatMap((r, k) => Array<string>(r.size).fill(figure(r.seconds, digitsOf(k))));
}
