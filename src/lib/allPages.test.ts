import { allPages } from './allPages';

const pageOf = (all: number[], pageNum: number, pageSize: number) => ({
  list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: all.length,
  pageNum,
  pageSize,
});

describe('allPages', () => {
  it('asks page after page until it has the total', async () => {
    const all = Array.from({ length: 250 }, (_, i) => i);
    const asked: number[] = [];
    const rows = await allPages((n, size) => {
      asked.push(n);
      return Promise.resolve(pageOf(all, n, size));
    }, 100);
    expect(rows).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at an exact multiple without asking an empty page, and at an empty list', async () => {
    const asked: number[] = [];
    const all = Array.from({ length: 200 }, (_, i) => i);
    await allPages((n, size) => (asked.push(n), Promise.resolve(pageOf(all, n, size))), 100);
    expect(asked).toEqual([1, 2]);
    expect(await allPages((n, size) => Promise.resolve(pageOf([], n, size)))).toEqual([]);
  });

  it('gives up after `limit` pages when the list keeps growing', async () => {
    let asked = 0;
    const rows = await allPages(
      (n, size) => {
        asked++;
        return Promise.resolve({ list: Array.from({ length: size }, () => n), total: 1e9, pageNum: n, pageSize: size });
      },
      10,
      3,
    );
    expect(asked).toBe(3);
    expect(rows).toHaveLength(30);
  });

  it('fails when a page fails', async () => {
    await expect(allPages(() => Promise.reject(new Error('后端接口连接异常')))).rejects.toThrow('后端接口连接异常');
  });
});
