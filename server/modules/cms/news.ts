import type { Kysely } from 'kysely';
import type { NewsDetail, NewsItem } from '../../../contract/cms';
import type { PageOf } from '../../../contract/common';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/errors';
import { sanitizeArticleHtml } from '../../lib/sanitizeHtml';
import { loadCategories, requireCategory } from './categories';
import { beyond, DEFAULT_PAGE, listDirection, offsetOf, pageOf, titleContains, type Position } from './listing';

type Db = Kysely<Database>;

const ITEM_COLUMNS = [
  'news.id',
  'news.categoryId',
  'newsCategory.name as categoryName',
  'news.title',
  'news.summary',
  'news.coverUrl',
  'news.source',
  'news.viewCount',
  'news.publishedAt',
] as const;

/** News of the given columns (all when null), optionally titled with a keyword, in list order. */
function newsQuery(db: Db, categoryIds: number[] | null, keyword = '') {
  let q = db.selectFrom('news').innerJoin('newsCategory', 'newsCategory.id', 'news.categoryId');
  if (categoryIds) q = q.where('news.categoryId', 'in', categoryIds);
  if (keyword) q = q.where(titleContains(keyword));
  return q;
}

/** The column and its sub-columns; 10002 for an unknown column. */
async function scope(db: Db, categoryId: number | undefined): Promise<number[] | null> {
  if (categoryId === undefined) return null;
  const tree = await loadCategories(db);
  requireCategory(tree, categoryId);
  return tree.family(categoryId);
}

export async function topNews(db: Db, q: { categoryId?: number; size?: number }): Promise<NewsItem[]> {
  return newsQuery(db, await scope(db, q.categoryId))
    .select(ITEM_COLUMNS)
    .orderBy('news.isTop', 'desc')
    .orderBy('news.publishedAt', 'desc')
    .orderBy('news.id', 'desc')
    .limit(q.size ?? 5)
    .execute();
}

export async function newsPage(
  db: Db,
  q: { pageNum?: number; pageSize?: number; categoryId?: number; keyword?: string },
): Promise<PageOf<NewsItem>> {
  const pageNum = q.pageNum ?? DEFAULT_PAGE.pageNum;
  const pageSize = q.pageSize ?? DEFAULT_PAGE.pageSize;
  const base = newsQuery(db, await scope(db, q.categoryId), q.keyword?.trim());
  const [{ total }, list] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(ITEM_COLUMNS)
      .orderBy('news.isTop', 'desc')
      .orderBy('news.publishedAt', 'desc')
      .orderBy('news.id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(pageNum, pageSize))
      .execute(),
  ]);
  return pageOf(list, Number(total), pageNum, pageSize);
}

async function neighbour(db: Db, family: number[], at: Position, before: boolean) {
  const dir = listDirection(before);
  const row = await db
    .selectFrom('news')
    .select(['id', 'title'])
    .where('categoryId', 'in', family)
    .where((eb) => beyond(eb, at, before))
    .orderBy('isTop', dir)
    .orderBy('publishedAt', dir)
    .orderBy('id', dir)
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Counts one view per call and answers the article. Its neighbours are taken from the list of
 * `categoryId` when given, else of its top column (学院动态 with its sub-columns): the list a
 * reader most likely came from.
 */
export async function newsDetail(db: Db, id: number, categoryId?: number): Promise<NewsDetail> {
  const tree = await loadCategories(db);
  // Read from a column (学习专栏's columns): the article must be in it, its neighbours too.
  const column = categoryId === undefined ? null : tree.family(requireCategory(tree, categoryId).id);
  if (column) {
    const at = await db.selectFrom('news').select('categoryId').where('id', '=', id).executeTakeFirst();
    if (at && !column.includes(at.categoryId)) throw fail('该栏目下没有这篇文章');
  }
  const res = await db
    .updateTable('news')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  // read within a column (党务园地, 学习专栏) it is an article of that column, else a news item
  const missing = column ? '文章不存在或已删除' : '新闻不存在或已删除';
  if (Number(res.numUpdatedRows) === 0) throw fail(missing);
  const row = await newsQuery(db, null)
    .select([...ITEM_COLUMNS, 'news.author', 'news.content', 'news.isTop'])
    .where('news.id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail(missing);
  const family = column ?? tree.family(tree.root(row.categoryId));
  const [prev, next] = await Promise.all([neighbour(db, family, row, true), neighbour(db, family, row, false)]);
  const { isTop: _isTop, ...item } = row;
  // Sanitised on the way out too, so rows stored before sanitising (or by hand) are safe.
  return { ...item, content: sanitizeArticleHtml(item.content), prev, next };
}
