import type { PageOf } from '../../../contract/common';
import type { SnsComment, SnsDetail, SnsItem } from '../../../contract/work';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { COMMENT_LIMITS, postWithinRate } from '../../lib/postRate';
import { offsetOf } from '../cms/listing';
import { memberTopic } from '../topic/access';

// The write-ups classmates share: a learner shares a handed-in write-up with the members of its
// topic, who read it, like it (once: the key is the share and the learner) and comment on it, at
// most once every COMMENT_GAP seconds and COMMENTS_PER_HOUR an hour (checked and written under the
// learner's lock). Another topic's shares answer as if they did not exist.

export const NO_SHARE = '分享不存在';
const ANONYMOUS = '学员';
const EXCERPT = 120;

const shares = (db: Db, viewerId: number) =>
  db
    .selectFrom('workShare as s')
    .innerJoin('topicMember as m', (j) => j.onRef('m.topicId', '=', 's.topicId').on('m.userId', '=', viewerId))
    .innerJoin('topic as t', 't.id', 's.topicId')
    .innerJoin('topicWork as w', (j) => j.onRef('w.topicId', '=', 's.topicId').onRef('w.userId', '=', 's.userId'))
    .leftJoin('user as u', 'u.id', 's.userId')
    .select((eb) => [
      's.id',
      's.topicId',
      't.title as topicTitle',
      't.workTitle as title',
      's.userId',
      'u.name as authorName',
      's.sharedAt',
      'w.content',
      eb
        .selectFrom('workShareLike as l')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('l.shareId', '=', 's.id')
        .as('likeCount'),
      eb
        .selectFrom('workComment as c')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('c.shareId', '=', 's.id')
        .as('commentCount'),
      eb
        .exists(
          eb.selectFrom('workShareLike as l2').select('l2.userId').whereRef('l2.shareId', '=', 's.id').where('l2.userId', '=', viewerId),
        )
        .as('liked'),
    ]);
type ShareRow = Awaited<ReturnType<ReturnType<typeof shares>['execute']>>[number];

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return [...flat].length > EXCERPT ? `${[...flat].slice(0, EXCERPT).join('')}…` : flat;
};

const toItem = (r: ShareRow, viewerId: number): SnsItem => ({
  id: r.id,
  topicId: r.topicId,
  topicTitle: r.topicTitle,
  authorName: r.authorName?.trim() || ANONYMOUS,
  title: r.title,
  excerpt: excerptOf(r.content),
  sharedAt: r.sharedAt,
  likeCount: Number(r.likeCount ?? 0),
  commentCount: Number(r.commentCount ?? 0),
  liked: Boolean(r.liked),
  mine: r.userId === viewerId,
});

async function visibleShare(db: Db, viewerId: number, snsId: number): Promise<ShareRow> {
  const row = await shares(db, viewerId).where('s.id', '=', snsId).executeTakeFirst();
  if (!row) throw fail(NO_SHARE);
  return row;
}

export async function snsPage(
  db: Db,
  viewerId: number,
  q: { topicId?: number; pageNum: number; pageSize: number },
): Promise<PageOf<SnsItem>> {
  let base = shares(db, viewerId);
  if (q.topicId !== undefined) base = base.where('s.topicId', '=', q.topicId);
  const { n } = await db
    .selectFrom('workShare as s')
    .innerJoin('topicMember as m', (j) => j.onRef('m.topicId', '=', 's.topicId').on('m.userId', '=', viewerId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(q.topicId !== undefined, (qb) => qb.where('s.topicId', '=', q.topicId as number))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('s.sharedAt', 'desc')
    .orderBy('s.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toItem(r, viewerId)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function shareDetail(db: Db, viewerId: number, snsId: number): Promise<SnsDetail> {
  const row = await visibleShare(db, viewerId, snsId);
  return { ...toItem(row, viewerId), content: row.content };
}

/** Shares the learner's handed-in write-up of the topic; sharing it again answers the same share. */
export async function shareWork(db: Db, userId: number, topicId: number, nowIso: string): Promise<SnsItem> {
  await memberTopic(db, userId, topicId);
  const work = await db
    .selectFrom('topicWork')
    .select('state')
    .where('topicId', '=', topicId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!work || work.state === 'draft') throw fail('心得体会提交后才能分享');
  await db
    .insertInto('workShare')
    .values({ topicId, userId, sharedAt: nowIso })
    .onConflict((oc) => oc.columns(['topicId', 'userId']).doNothing())
    .execute();
  const row = await shares(db, userId).where('s.topicId', '=', topicId).where('s.userId', '=', userId).executeTakeFirstOrThrow();
  return toItem(row, userId);
}

export async function setLike(
  db: Db,
  userId: number,
  body: { snsId: number; like: boolean },
  nowIso: string,
): Promise<{ liked: boolean; count: number }> {
  await visibleShare(db, userId, body.snsId);
  if (body.like) {
    await db
      .insertInto('workShareLike')
      .values({ shareId: body.snsId, userId, createdAt: nowIso })
      .onConflict((oc) => oc.columns(['shareId', 'userId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('workShareLike').where('shareId', '=', body.snsId).where('userId', '=', userId).execute();
  }
  const row = await visibleShare(db, userId, body.snsId);
  return { liked: Boolean(row.liked), count: Number(row.likeCount ?? 0) };
}

const comments = (db: Db) =>
  db
    .selectFrom('workComment as c')
    .leftJoin('user as u', 'u.id', 'c.userId')
    .select(['c.id', 'c.shareId', 'c.userId', 'c.content', 'c.createdAt', 'u.name as authorName']);
const toComment = (
  r: { id: number; shareId: number; userId: number; content: string; createdAt: string; authorName: string | null },
  viewerId: number,
): SnsComment => ({
  id: r.id,
  snsId: r.shareId,
  authorName: r.authorName?.trim() || ANONYMOUS,
  content: r.content,
  createdAt: r.createdAt,
  mine: r.userId === viewerId,
});

export async function commentPage(
  db: Db,
  viewerId: number,
  q: { snsId: number; pageNum: number; pageSize: number },
): Promise<PageOf<SnsComment>> {
  await visibleShare(db, viewerId, q.snsId);
  const { n } = await db
    .selectFrom('workComment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shareId', '=', q.snsId)
    .executeTakeFirstOrThrow();
  const rows = await comments(db)
    .where('c.shareId', '=', q.snsId)
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toComment(r, viewerId)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function sendComment(db: Db, userId: number, body: { snsId: number; content: string }, now: Date): Promise<SnsComment> {
  const content = body.content.trim();
  if (content === '') throw fail('评论内容不能为空');
  await visibleShare(db, userId, body.snsId);
  const { id } = await postWithinRate(db, 'workComment', userId, now, COMMENT_LIMITS, (trx) =>
    trx
      .insertInto('workComment')
      .values({ shareId: body.snsId, userId, content, createdAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return toComment(await comments(db).where('c.id', '=', id).executeTakeFirstOrThrow(), userId);
}
