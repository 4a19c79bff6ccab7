import type { Kysely } from 'kysely';
import { sanitizeArticleHtml } from '../../lib/sanitizeHtml';
import type { Database } from '../schema';
import { COLUMNS_ROOT, columnSeeds } from './columns-data';
import { handoutsOfLesson, type StoredHandout } from './handouts';
import { bj, summaryOf } from './html';
import { lessonSeeds } from './lessons-data';
import { coverSvg, demoUrl, type MediaFile } from './media';
import { readingSeeds } from './readings-data';

// Inserts the lessons' handouts and extended readings, and 学习专栏 (a news column whose
// sub-columns are the learning columns) with its articles. Runs after the lessons and the news.

const columnCover = (c: number, a: number) => `column-${c + 1}-${a + 1}.svg`;

/** A cover per column article, in its column's colour. */
export const columnMedia = (): MediaFile[] =>
  columnSeeds.flatMap((c, ci) =>
    c.articles.map((a, ai) => ({ file: columnCover(ci, ai), svg: coverSvg(a.title, c.name, c.colour, ci * 7 + ai) })),
  );

async function lessonIdsByTitle(trx: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('lesson').select(['id', 'title']).execute();
  return new Map(rows.map((r) => [r.title, r.id]));
}

export async function insertReadingContent(trx: Kysely<Database>, now: string, handouts: Map<string, StoredHandout>): Promise<void> {
  const lessonIds = await lessonIdsByTitle(trx);
  const idOf = (title: string) => {
    const id = lessonIds.get(title);
    if (id === undefined) throw new Error(`demo reading: no lesson titled ${title}`);
    return id;
  };

  await trx
    .insertInto('lessonHandout')
    .values(
      lessonSeeds.flatMap((l, i) =>
        handoutsOfLesson(i).map((h, sort) => {
          const stored = handouts.get(h.source)!;
          return {
            lessonId: idOf(l.title),
            title: stored.title,
            fileName: stored.fileName,
            path: stored.path,
            size: stored.size,
            type: stored.type,
            sort: sort + 1,
          };
        }),
      ),
    )
    .execute();

  await trx
    .insertInto('lessonReading')
    .values(
      readingSeeds.map((r, i) => ({
        lessonId: idOf(r.lesson),
        title: r.title,
        source: r.source,
        author: r.author,
        summary: summaryOf(r.body),
        content: sanitizeArticleHtml(r.body),
        sort: i + 1,
        publishedAt: bj(r.date),
        createdAt: now,
      })),
    )
    .execute();

  const { top } = await trx
    .selectFrom('newsCategory')
    .select((eb) => eb.fn.max<number>('sort').as('top'))
    .executeTakeFirstOrThrow();
  const root = await trx
    .insertInto('newsCategory')
    .values({ parentId: 0, name: COLUMNS_ROOT, sort: Number(top ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [ci, c] of columnSeeds.entries()) {
    const column = await trx
      .insertInto('newsCategory')
      .values({ parentId: root.id, name: c.name, sort: ci + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('news')
      .values(
        c.articles.map((a, ai) => {
          const [date, time] = a.date.split(' ');
          return {
            categoryId: column.id,
            title: a.title,
            summary: summaryOf(a.body),
            coverUrl: demoUrl(columnCover(ci, ai)),
            content: sanitizeArticleHtml(a.body),
            source: a.source,
            author: a.author,
            isTop: 0,
            viewCount: a.views,
            publishedAt: bj(date, time),
            createdAt: now,
          };
        }),
      )
      .execute();
  }
}
