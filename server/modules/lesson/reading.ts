import type { Handout, OutlineItem, ReadingDetail, ReadingItem } from '../../../contract/lessonReading';
import { fail } from '../../lib/errors';
import type { Db } from '../../db/transaction';
import { sanitizeArticleHtml } from '../../lib/sanitizeHtml';

// A lesson's outline, handouts and extended readings: the same for every learner, so no progress here.

async function requireLesson(db: Db, lessonId: number): Promise<{ id: number; title: string; tagId: number }> {
  const lesson = await db.selectFrom('lesson').select(['id', 'title', 'tagId']).where('id', '=', lessonId).executeTakeFirst();
  if (!lesson) throw fail('课程不存在或已下架');
  return lesson;
}

const readingColumns = ['id', 'lessonId', 'title', 'source', 'author', 'summary', 'publishedAt'] as const;

/** A lesson's readings in list order: sort, then id (equal sorts keep a stable order). */
const readingsOf = (db: Db, lessonId: number) =>
  db.selectFrom('lessonReading').select(readingColumns).where('lessonId', '=', lessonId).orderBy('sort').orderBy('id');

export async function lessonOutline(db: Db, lessonId: number): Promise<OutlineItem[]> {
  await requireLesson(db, lessonId);
  const [videos, readings] = await Promise.all([
    db
      .selectFrom('lessonVideo')
      .select(['id', 'title', 'duration'])
      .where('lessonId', '=', lessonId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    readingsOf(db, lessonId).execute(),
  ]);
  return [
    ...videos.map((v) => ({ kind: 'video' as const, id: v.id, title: v.title, duration: v.duration })),
    ...readings.map((r) => ({ kind: 'reading' as const, id: r.id, title: r.title, duration: 0 })),
  ].map((item, i) => ({ ...item, index: i + 1 }));
}

export async function lessonHandouts(db: Db, lessonId: number): Promise<Handout[]> {
  await requireLesson(db, lessonId);
  const rows = await db
    .selectFrom('lessonHandout')
    .select(['id', 'lessonId', 'title', 'fileName', 'size', 'type', 'path'])
    .where('lessonId', '=', lessonId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(({ path, ...h }) => ({ ...h, size: Number(h.size), url: `/uploads/${path}` }));
}

export async function lessonReadings(db: Db, lessonId: number): Promise<ReadingItem[]> {
  await requireLesson(db, lessonId);
  return readingsOf(db, lessonId).execute();
}

/** The reading's lesson, for the separation guard before its text is read. */
export async function readingLesson(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('lessonReading').select('lessonId').where('id', '=', id).executeTakeFirst();
  if (!row) throw fail('延伸阅读不存在或已删除');
  return row.lessonId;
}

/**
 * A reading with its lesson and neighbours. Opened from a lesson (`lessonId`, the address), it must
 * be one of that lesson's readings: /readdetais/9/9/5 showed lesson 7's reading under lesson 9.
 */
export async function readingDetail(db: Db, id: number, lessonId?: number): Promise<ReadingDetail> {
  const row = await db
    .selectFrom('lessonReading')
    .select([...readingColumns, 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail('延伸阅读不存在或已删除');
  if (lessonId !== undefined && row.lessonId !== lessonId) throw fail('该课程下没有这篇延伸阅读');
  const lesson = await requireLesson(db, row.lessonId);
  // A lesson has a handful of readings: its whole list gives both neighbours in one query.
  const list = await db
    .selectFrom('lessonReading')
    .select(['id', 'title'])
    .where('lessonId', '=', row.lessonId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const at = list.findIndex((r) => r.id === row.id);
  return {
    ...row,
    // Sanitised on the way out too, so rows stored before sanitising (or by hand) are safe.
    content: sanitizeArticleHtml(row.content),
    lessonTitle: lesson.title,
    tagId: lesson.tagId,
    prev: list[at - 1] ?? null,
    next: list[at + 1] ?? null,
  };
}
