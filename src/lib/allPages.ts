import type { PageOf } from '@contract/common';

/**
 * Every row of a paged list, asking page after page (of `pageSize`) until the total is reached or
 * a page comes back short. `limit` bounds the pages asked, so a list that keeps growing ends.
 */
export async function allPages<T>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<PageOf<T>>,
  pageSize = 100,
  limit = 1000,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; pageNum <= limit; pageNum++) {
    const page = await fetchPage(pageNum, pageSize);
    rows.push(...page.list);
    if (page.list.length < pageSize || rows.length >= page.total) break;
  }
  return rows;
}
