import type { Kysely, Selectable } from 'kysely';
import type { Banner, NoticeDetail, NoticeItem } from '../../../contract/cms';
import type { PageOf } from '../../../contract/common';
import type { Database } from '../../db/schema';
import type { NoticeTable } from './tables';
import { fail } from '../../lib/errors';
import { sanitizeArticleHtml } from '../../lib/sanitizeHtml';
import { beyond, DEFAULT_PAGE, listDirection, offsetOf, pageOf, titleContains } from './listing';

type Db = Kysely<Database>;
const ITEM_COLUMNS = ['id', 'title', 'summary', 'publisher', 'isTop', 'viewCount', 'publishedAt'] as const;
type ItemRow = Pick<Selectable<NoticeTable>, (typeof ITEM_COLUMNS)[number]>;

const toItem = (r: ItemRow): NoticeItem => ({ ...r, isTop: r.isTop === 1 });

export async function listBanners(db: Db): Promise<Banner[]> {
  return db
    .selectFrom('banner')
    .select(['id', 'title', 'imageUrl', 'link'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Home page: pinned first, then newest. */
export async function topNotices(db: Db, size = 5): Promise<NoticeItem[]> {
  const rows = await db
    .selectFrom('notice')
    .select(ITEM_COLUMNS)
    .orderBy('isTop', 'desc')
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute();
  return rows.map(toItem);
}

export async function noticePage(db: Db, q: { pageNum?: number; pageSize?: number; keyword?: string }): Promise<PageOf<NoticeItem>> {
  const pageNum = q.pageNum ?? DEFAULT_PAGE.pageNum;
  const pageSize = q.pageSize ?? DEFAULT_PAGE.pageSize;
  const keyword = q.keyword?.trim() ?? '';
  let base = db.selectFrom('notice');
  if (keyword) base = base.where(titleContains(keyword));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(ITEM_COLUMNS)
      .orderBy('isTop', 'desc')
      .orderBy('publishedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(pageNum, pageSize))
      .execute(),
  ]);
  return pageOf(rows.map(toItem), Number(total), pageNum, pageSize);
}

async function neighbour(db: Db, at: ItemRow, before: boolean) {
  const dir = listDirection(before);
  const row = await db
    .selectFrom('notice')
    .select(['id', 'title'])
    .where((eb) => beyond(eb, at, before))
    .orderBy('isTop', dir)
    .orderBy('publishedAt', dir)
    .orderBy('id', dir)
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Counts one view per call, then answers the notice with its neighbours in list order. */
export async function noticeDetail(db: Db, id: number): Promise<NoticeDetail> {
  const res = await db
    .updateTable('notice')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw fail('公告不存在或已删除');
  const row = await db
    .selectFrom('notice')
    .select([...ITEM_COLUMNS, 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail('公告不存在或已删除');
  const [prev, next] = await Promise.all([neighbour(db, row, true), neighbour(db, row, false)]);
  // Sanitised on the way out too, so rows stored before sanitising (or by hand) are safe.
  return { ...toItem(row), content: sanitizeArticleHtml(row.content), prev, next };
}
