import type { PageOf } from '../../../contract/common';
import type { TopicNotice } from '../../../contract/topic';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import { memberTopic } from './access';

// A topic's notices: pinned first, then newest (equal times by newest id).

export const NO_NOTICE = '公告不存在';

const columns = ['id', 'topicId', 'title', 'publisher', 'publishedAt', 'pinned', 'body'] as const;
const asNotice = (r: { pinned: number } & Omit<TopicNotice, 'pinned'>): TopicNotice => ({ ...r, pinned: r.pinned === 1 });

export async function noticePage(
  db: Db,
  userId: number,
  q: { topicId: number; pageNum: number; pageSize: number },
): Promise<PageOf<TopicNotice>> {
  await memberTopic(db, userId, q.topicId);
  const base = db.selectFrom('topicNotice').where('topicId', '=', q.topicId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(columns)
    .orderBy('pinned', 'desc')
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map(asNotice), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function noticeDetail(db: Db, userId: number, topicId: number, noticeId: number): Promise<TopicNotice> {
  await memberTopic(db, userId, topicId);
  const row = await db
    .selectFrom('topicNotice')
    .select(columns)
    .where('id', '=', noticeId)
    .where('topicId', '=', topicId)
    .executeTakeFirst();
  if (!row) throw fail(NO_NOTICE);
  return asNotice(row);
}
