import { rankingFigures } from './rankingFigures';

const ranked = (...entries: Array<[number, number]>) => entries.map(([rank, seconds]) => ({ rank, seconds }));

describe('rankingFigures', () => {
  it('reads each figure to the whole second, as 学习统计 does', () => {
    expect(rankingFigures(ranked([1, 1935], [2, 1890], [3, 3725], [4, 42.6], [5, 0]))).toEqual([
      '32 分 15 秒',
      '31 分 30 秒',
      '1 小时 2 分 5 秒',
      '43 秒',
      '0 秒',
    ]);
  });

  it('neighbouring ranks that read the same to the second get as many decimals as tell them apart', () => {
    expect(rankingFigures(ranked([1, 1890.4], [2, 1890.2], [3, 1200]))).toEqual(['31 分 30.4 秒', '31 分 30.2 秒', '20 分 0 秒']);
    expect(rankingFigures(ranked([1, 1890.43], [2, 1890.41]))).toEqual(['31 分 30.43 秒', '31 分 30.41 秒']);
    // either side of a minute: to the tenth both are 1860.0 s
    expect(rankingFigures(ranked([1, 1860.04], [2, 1859.96]))).toEqual(['31 分 0.04 秒', '30 分 59.96 秒']);
  });

  it('entries sharing a rank read alike, also beside a neighbour that needs decimals', () => {
    expect(rankingFigures(ranked([1, 1890.4], [2, 1890.2], [2, 1890.2], [4, 600]))).toEqual([
      '31 分 30.4 秒',
      '31 分 30.2 秒',
      '31 分 30.2 秒',
      '10 分 0 秒',
    ]);
  });
});
