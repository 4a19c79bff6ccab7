import type { PageOf } from '../../../contract/common';
import type { Discussion } from '../../../contract/lessonSocial';
import type { Db } from '../../db/transaction';
import { postWithinRate, type PostLimits } from '../../lib/postRate';
import { cleanText, requireLesson } from './socialCommon';

// Discussions under a lesson: plain text, newest first, with the author's name. A learner may
// post once per MIN_GAP_SECONDS and at most MAX_PER_HOUR times an hour; the check and the insert
// run in one transaction under the learner's lock, so simultaneous posts cannot slip past it.

export const MIN_GAP_SECONDS = 10;
export const MAX_PER_HOUR = 20;
export const tooSoon = (wait: number) => `发言太频繁，请 ${wait} 秒后再发表`;
export const TOO_MANY = `每小时最多发表 ${MAX_PER_HOUR} 条讨论，请稍后再发表`;
/** shown when a learner has no name on file: never their account or phone */
const ANONYMOUS = '学员';

interface Row {
  id: number;
  lessonId: number;
  userId: number;
  content: string;
  createdAt: string;
  authorName: string | null;
}

const toDiscussion = (r: Row, userId: number): Discussion => ({
  id: r.id,
  lessonId: r.lessonId,
  content: r.content,
  createdAt: r.createdAt,
  authorName: r.authorName?.trim() || ANONYMOUS,
  mine: r.userId === userId,
});

const withAuthor = (db: Db) =>
  db
    .selectFrom('lessonDiscussion as d')
    .leftJoin('user as u', 'u.id', 'd.userId')
    .select(['d.id', 'd.lessonId', 'd.userId', 'd.content', 'd.createdAt', 'u.name as authorName']);

export async function discussionPage(
  db: Db,
  userId: number,
  q: { lessonId: number; pageNum: number; pageSize: number },
): Promise<PageOf<Discussion>> {
  await requireLesson(db, q.lessonId);
  const count = await countOf(db, q.lessonId);
  const rows = await withAuthor(db)
    .where('d.lessonId', '=', q.lessonId)
    .orderBy('d.createdAt', 'desc')
    .orderBy('d.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { list: rows.map((r) => toDiscussion(r, userId)), total: count, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function countOf(db: Db, lessonId: number): Promise<number> {
  const { n } = await db
    .selectFrom('lessonDiscussion')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lessonId', '=', lessonId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function discussionCount(db: Db, lessonId: number): Promise<{ count: number }> {
  await requireLesson(db, lessonId);
  return { count: await countOf(db, lessonId) };
}

const LIMITS: PostLimits = { minGapSeconds: MIN_GAP_SECONDS, maxPerHour: MAX_PER_HOUR, tooMany: TOO_MANY, tooSoon };

export async function writeDiscussion(db: Db, userId: number, body: { lessonId: number; content: string }, now: Date): Promise<Discussion> {
  const content = cleanText(body.content, '讨论内容');
  await requireLesson(db, body.lessonId);
  const { id } = await postWithinRate(db, 'lessonDiscussion', userId, now, LIMITS, (trx) =>
    trx
      .insertInto('lessonDiscussion')
      .values({ lessonId: body.lessonId, userId, content, createdAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const row = await withAuthor(db).where('d.id', '=', id).executeTakeFirstOrThrow();
  return toDiscussion(row, userId);
}
