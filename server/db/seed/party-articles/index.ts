import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { sanitizeArticleHtml } from '../../../lib/sanitizeHtml';
import { html, p, summaryOf } from '../html';
import { coverSvg, demoUrl, type MediaFile } from '../media';
import { knowledgeArticles1 } from './knowledge-1';
import { knowledgeArticles2 } from './knowledge-2';
import { othersArticles1 } from './others-1';
import { othersArticles2 } from './others-2';
import { studyArticles1 } from './study-1';
import { studyArticles2 } from './study-2';
import type { PartyArticleSeed } from './types';

// 党务园地: the party section's articles, kept as news in three columns under a top column of that
// name (no tables of their own). The web app finds the columns by name under 党务园地; the
// section's routes dwxx / dwzs / tszs each list one column.

export const PARTY_ROOT = '党务园地';

export interface PartyColumnSeed {
  key: 'study' | 'knowledge' | 'others';
  name: string;
  colour: string;
  articles: PartyArticleSeed[];
}

export const partyColumns: PartyColumnSeed[] = [
  { key: 'study', name: '党务学习', colour: '#b71c1c', articles: [...studyArticles1, ...studyArticles2] },
  { key: 'knowledge', name: '党务知识', colour: '#a3161c', articles: [...knowledgeArticles1, ...knowledgeArticles2] },
  { key: 'others', name: '他山之石', colour: '#b4471b', articles: [...othersArticles1, ...othersArticles2] },
];

const DAY = 86400_000;
const coverFile = (key: string, i: number) => `party-${key}-${i + 1}.svg`;

/** The covers of the articles that have one. */
export function partyArticleMedia(): MediaFile[] {
  return partyColumns.flatMap((c) =>
    c.articles.flatMap((a, i) => (a.cover ? [{ file: coverFile(c.key, i), svg: coverSvg(a.title, c.name, c.colour, i) }] : [])),
  );
}

/** 党务园地 and its three columns with their articles, dated relative to `now`. */
export async function insertPartyArticles(trx: Kysely<Database>, now: string): Promise<void> {
  const t0 = Date.parse(now);
  const { top } = await trx
    .selectFrom('newsCategory')
    .select((eb) => eb.fn.max<number>('sort').as('top'))
    .executeTakeFirstOrThrow();
  const root = await trx
    .insertInto('newsCategory')
    .values({ parentId: 0, name: PARTY_ROOT, sort: Number(top ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [ci, c] of partyColumns.entries()) {
    const column = await trx
      .insertInto('newsCategory')
      .values({ parentId: root.id, name: c.name, sort: ci + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('news')
      .values(
        c.articles.map((a, i) => {
          const body = html(p(...a.paras));
          // a question-and-answer piece leads with its answer, not the question
          const lead = html(p(...a.paras.filter((t) => !t.startsWith('问：'))));
          // a few hours into the day, different for each article, so equal days still order
          const publishedAt = new Date(t0 - a.daysAgo * DAY - ((i * 97 + ci * 31) % 600) * 60_000).toISOString();
          return {
            categoryId: column.id,
            title: a.title,
            summary: summaryOf(lead),
            coverUrl: a.cover ? demoUrl(coverFile(c.key, i)) : '',
            content: sanitizeArticleHtml(body),
            source: a.source,
            author: a.author,
            isTop: 0,
            viewCount: 80 + ((i * 137 + ci * 59) % 900),
            publishedAt,
            createdAt: now,
          };
        }),
      )
      .execute();
  }
}
