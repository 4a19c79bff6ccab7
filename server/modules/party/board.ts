import { sql } from 'kysely';
import type { PageOf } from '../../../contract/common';
import { CADRE_APP_ID, LEARNER_APP_ID } from '../../../contract/codes';
import type { PartyComment, PartySns, PartyTalk } from '../../../contract/party';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { COMMENT_LIMITS, postWithinRate, type PostLimits } from '../../lib/postRate';
import { ownImages, parseImages } from '../base/ownImages';
import { offsetOf } from '../cms/listing';

// 党务研讨: one board for the whole party school: every learner (app 6) and cadre (app 5) reads
// every post and may post, like and comment; other apps' accounts are refused. A post or comment
// is deleted by its author only (another's answers as if it did not exist); a deleted post takes
// its comments and likes with it. Deleted rows stay as blank tombstones so deleting cannot reset
// the posting rate: posts not again within SNS_GAP seconds and at most SNS_PER_HOUR an hour,
// comments COMMENT_GAP / COMMENTS_PER_HOUR, each checked and written under the learner's lock.
// Text is stored as typed (trimmed); the web app renders it as text.

export const NO_SNS = '帖子不存在';
export const NO_COMMENT = '评论不存在';
export const NO_TALK = '议题不存在';
export const BOARD_CLOSED = '党务研讨仅对本平台的学员和干部开放';
export const IMAGES_NOT_OWN = '图片须为本人上传的图片，请重新上传';
export const SNS_GAP = 30;
export const SNS_PER_HOUR = 10;
const POST_LIMITS: PostLimits = {
  minGapSeconds: SNS_GAP,
  maxPerHour: SNS_PER_HOUR,
  tooSoon: (wait) => `发帖太频繁，请 ${wait} 秒后再发表`,
  tooMany: `每小时最多发表 ${SNS_PER_HOUR} 个帖子，请稍后再发表`,
};
const ANONYMOUS = '学员';

/** Who may use the board: the platform's learners and cadres. */
export function checkBoardAudience(appId: number): void {
  if (appId !== LEARNER_APP_ID && appId !== CADRE_APP_ID) throw fail(BOARD_CLOSED);
}

export async function talkList(db: Db): Promise<PartyTalk[]> {
  const rows = await db
    .selectFrom('partyTalk as k')
    .select((eb) => [
      'k.id',
      'k.title',
      'k.description',
      eb
        .selectFrom('partySns as p')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('p.talkId', '=', 'k.id')
        .where('p.deletedAt', 'is', null)
        .as('postCount'),
    ])
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, description: r.description, postCount: Number(r.postCount ?? 0) }));
}

async function checkTalk(db: Db, talkId: number): Promise<void> {
  const row = await db.selectFrom('partyTalk').select('id').where('id', '=', talkId).executeTakeFirst();
  if (!row) throw fail(NO_TALK);
}

const posts = (db: Db, viewerId: number) =>
  db
    .selectFrom('partySns as p')
    .leftJoin('user as u', 'u.id', 'p.userId')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .leftJoin('partyTalk as k', 'k.id', 'p.talkId')
    .where('p.deletedAt', 'is', null)
    .select((eb) => [
      'p.id',
      'p.talkId',
      'k.title as talkTitle',
      'p.userId',
      'u.name as authorName',
      'o.name as branchName',
      'p.title',
      'p.content',
      'p.images',
      'p.createdAt',
      eb
        .selectFrom('partySnsLike as l')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('l.snsId', '=', 'p.id')
        .as('likeCount'),
      eb
        .selectFrom('partySnsComment as c')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('c.snsId', '=', 'p.id')
        .where('c.deletedAt', 'is', null)
        .as('commentCount'),
      eb
        .exists(eb.selectFrom('partySnsLike as l2').select('l2.userId').whereRef('l2.snsId', '=', 'p.id').where('l2.userId', '=', viewerId))
        .as('liked'),
    ]);
type PostRow = Awaited<ReturnType<ReturnType<typeof posts>['execute']>>[number];

const toPost = (r: PostRow, viewerId: number): PartySns => ({
  id: r.id,
  talkId: r.talkId,
  talkTitle: r.talkTitle ?? '',
  authorName: r.authorName?.trim() || ANONYMOUS,
  branchName: r.branchName ?? '',
  title: r.title,
  content: r.content,
  images: parseImages(r.images),
  createdAt: r.createdAt,
  likeCount: Number(r.likeCount ?? 0),
  liked: Boolean(r.liked),
  commentCount: Number(r.commentCount ?? 0),
  mine: r.userId === viewerId,
});

async function visiblePost(db: Db, viewerId: number, snsId: number): Promise<PostRow> {
  const row = await posts(db, viewerId).where('p.id', '=', snsId).executeTakeFirst();
  if (!row) throw fail(NO_SNS);
  return row;
}

export async function snsPage(
  db: Db,
  viewerId: number,
  q: { talkId?: number; pageNum: number; pageSize: number },
): Promise<PageOf<PartySns>> {
  if (q.talkId !== undefined) await checkTalk(db, q.talkId);
  const { n } = await db
    .selectFrom('partySns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deletedAt', 'is', null)
    .$if(q.talkId !== undefined, (qb) => qb.where('talkId', '=', q.talkId as number))
    .executeTakeFirstOrThrow();
  const rows = await posts(db, viewerId)
    .$if(q.talkId !== undefined, (qb) => qb.where('p.talkId', '=', q.talkId as number))
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toPost(r, viewerId)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export interface NewPost {
  title: string;
  content: string;
  talkId?: number;
  images?: string[];
}

export async function submitSns(db: Db, userId: number, body: NewPost, now: Date): Promise<PartySns> {
  const title = body.title.trim();
  const content = body.content.trim();
  if (title === '') throw fail('标题不能为空');
  if (content === '') throw fail('正文不能为空');
  if (body.talkId !== undefined) await checkTalk(db, body.talkId);
  const images = JSON.stringify(await ownImages(db, userId, body.images ?? [], IMAGES_NOT_OWN));
  const { id } = await postWithinRate(db, 'partySns', userId, now, POST_LIMITS, (trx) =>
    trx
      .insertInto('partySns')
      .values({ userId, talkId: body.talkId ?? null, title, content, images, createdAt: now.toISOString(), deletedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return toPost(await visiblePost(db, userId, id), userId);
}

/** Deletes the author's own post; its comments become tombstones and its likes go. */
export async function deleteSns(db: Db, userId: number, snsId: number, nowIso: string): Promise<null> {
  await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('partySns')
      .set({ title: '', content: '', images: '[]', deletedAt: nowIso })
      .where('id', '=', snsId)
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw fail(NO_SNS);
    await trx.deleteFrom('partySnsLike').where('snsId', '=', snsId).execute();
    await trx
      .updateTable('partySnsComment')
      .set({ content: '', deletedAt: nowIso })
      .where('snsId', '=', snsId)
      .where('deletedAt', 'is', null)
      .execute();
  });
  return null;
}

export async function setLike(
  db: Db,
  userId: number,
  body: { snsId: number; like: boolean },
  nowIso: string,
): Promise<{ liked: boolean; count: number }> {
  await visiblePost(db, userId, body.snsId);
  if (body.like) {
    // only while the post stands: a like racing the post's deletion is not left behind
    await db
      .insertInto('partySnsLike')
      .columns(['snsId', 'userId', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('partySns')
          .where('id', '=', body.snsId)
          .where('deletedAt', 'is', null)
          .select(['id', sql<number>`cast(${userId} as integer)`.as('userId'), sql<string>`cast(${nowIso} as text)`.as('createdAt')]),
      )
      .onConflict((oc) => oc.columns(['snsId', 'userId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('partySnsLike').where('snsId', '=', body.snsId).where('userId', '=', userId).execute();
  }
  const row = await visiblePost(db, userId, body.snsId);
  return { liked: Boolean(row.liked), count: Number(row.likeCount ?? 0) };
}

const comments = (db: Db) =>
  db
    .selectFrom('partySnsComment as c')
    .leftJoin('user as u', 'u.id', 'c.userId')
    .leftJoin('orgUnit as o', 'o.id', 'u.orgId')
    .where('c.deletedAt', 'is', null)
    .select(['c.id', 'c.snsId', 'c.userId', 'c.content', 'c.createdAt', 'u.name as authorName', 'o.name as branchName']);
type CommentRow = Awaited<ReturnType<ReturnType<typeof comments>['execute']>>[number];
const toComment = (r: CommentRow, viewerId: number): PartyComment => ({
  id: r.id,
  snsId: r.snsId,
  authorName: r.authorName?.trim() || ANONYMOUS,
  branchName: r.branchName ?? '',
  content: r.content,
  createdAt: r.createdAt,
  mine: r.userId === viewerId,
});

export async function commentPage(
  db: Db,
  viewerId: number,
  q: { snsId: number; pageNum: number; pageSize: number },
): Promise<PageOf<PartyComment>> {
  await visiblePost(db, viewerId, q.snsId);
  const { n } = await db
    .selectFrom('partySnsComment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('snsId', '=', q.snsId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  const rows = await comments(db)
    .where('c.snsId', '=', q.snsId)
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toComment(r, viewerId)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function submitComment(db: Db, userId: number, body: { snsId: number; content: string }, now: Date): Promise<PartyComment> {
  const content = body.content.trim();
  if (content === '') throw fail('评论内容不能为空');
  await visiblePost(db, userId, body.snsId);
  const { id } = await postWithinRate(db, 'partySnsComment', userId, now, COMMENT_LIMITS, (trx) =>
    trx
      .insertInto('partySnsComment')
      .values({ snsId: body.snsId, userId, content, createdAt: now.toISOString(), deletedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return toComment(await comments(db).where('c.id', '=', id).executeTakeFirstOrThrow(), userId);
}

/** Deletes the author's own comment (one on a deleted post is gone already). */
export async function deleteComment(db: Db, userId: number, commentId: number, nowIso: string): Promise<null> {
  const done = await db
    .updateTable('partySnsComment')
    .set({ content: '', deletedAt: nowIso })
    .where('id', '=', commentId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw fail(NO_COMMENT);
  return null;
}
