import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { banners } from './banners';
import { categories } from './categories';
import { sanitizeArticleHtml } from '../../lib/sanitizeHtml';
import { bj, summaryOf } from './html';
import { illustrationFiles } from './illustrations';
import { bannerSvg, coverSvg, demoUrl, type MediaFile } from './media';
import { logoSvg } from './logo';
import { news } from './news';
import { notices } from './notices';

const at = (dateTime: string) => {
  const [date, time] = dateTime.split(' ');
  return bj(date, time);
};
const coverFile = (i: number) => `cover-${i + 1}.svg`;
const categoryOf = (key: string) => categories.find((c) => c.key === key)!;

/** Every demo image: logo, banners, news covers and in-article illustrations. */
export function demoMedia(): MediaFile[] {
  return [
    { file: 'logo.svg', svg: logoSvg() },
    ...banners.map((b, i) => ({ file: `banner-${i + 1}.svg`, svg: bannerSvg(b, i) })),
    ...news.map((n, i) => {
      const c = categoryOf(n.category);
      return { file: coverFile(i), svg: coverSvg(n.title, c.name, c.colour, i) };
    }),
    ...illustrationFiles(),
  ];
}

export async function insertContent(trx: Kysely<Database>, now: string): Promise<void> {
  const noticeIds = new Map<string, number>();
  for (const n of notices) {
    const row = await trx
      .insertInto('notice')
      .values({
        title: n.title,
        summary: summaryOf(n.body),
        content: sanitizeArticleHtml(n.body),
        publisher: n.publisher,
        isTop: n.isTop ? 1 : 0,
        viewCount: n.views,
        publishedAt: at(n.date),
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    noticeIds.set(n.title, row.id);
  }

  const categoryIds = new Map<string, number>();
  for (const [i, c] of categories.entries()) {
    const parentId = c.parent ? categoryIds.get(c.parent)! : 0;
    const row = await trx
      .insertInto('newsCategory')
      .values({ parentId, name: c.name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(c.key, row.id);
  }

  const newsIds = new Map<string, number>();
  for (const [i, n] of news.entries()) {
    const row = await trx
      .insertInto('news')
      .values({
        categoryId: categoryIds.get(n.category)!,
        title: n.title,
        summary: n.summary ?? summaryOf(n.body),
        coverUrl: demoUrl(coverFile(i)),
        content: sanitizeArticleHtml(n.body),
        source: n.source,
        author: n.author,
        isTop: n.isTop ? 1 : 0,
        viewCount: n.views,
        publishedAt: at(n.date),
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    newsIds.set(n.title, row.id);
  }

  const rows = banners.map((b, i) => {
    const ids = b.target.kind === 'news' ? newsIds : noticeIds;
    const id = ids.get(b.target.title);
    if (id === undefined) throw new Error(`demo banner ${i + 1}: no ${b.target.kind} titled ${b.target.title}`);
    const link = b.target.kind === 'news' ? `/index/newsDetails/${id}` : `/index/noticesDetails/${id}`;
    return { title: b.title, imageUrl: demoUrl(`banner-${i + 1}.svg`), link, sort: i + 1, enabled: 1 };
  });
  await trx.insertInto('banner').values(rows).execute();
}
