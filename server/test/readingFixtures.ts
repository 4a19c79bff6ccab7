import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LessonFixture } from './lessonFixtures';

// Handouts and extended readings on the lesson fixture (lessonFixtures.ts), for the reading tests.

export interface ReadingFixture {
  /** basics' readings in list order (sort, then id): the second and third share a sort, so their ids decide */
  readings: number[];
  /** basics' handouts in list order */
  handouts: number[];
}

export async function insertReadings(db: Kysely<Database>, f: LessonFixture): Promise<ReadingFixture> {
  const reading = async (title: string, sort: number, content: string) =>
    (
      await db
        .insertInto('lessonReading')
        .values({
          lessonId: f.lessons.basics,
          title,
          source: '党校教研室',
          author: '邵明哲',
          summary: `${title}摘要`,
          content,
          sort,
          publishedAt: '2026-09-01T00:00:00.000Z',
          createdAt: '2026-09-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const last = await reading('在实践中坚持和发展真理', 3, '<p>第四篇正文</p>');
  const second = await reading('实践是检验真理的唯一标准', 2, '<p>第二篇正文</p>');
  const first = await reading('物质与意识', 1, '<p>第一篇正文</p><figure><img src="/uploads/demo/illus-1.svg" alt="插图" /></figure>');
  const third = await reading('认识的辩证过程', 2, '<p>第三篇正文</p>');
  const handout = async (title: string, fileName: string, sort: number) =>
    (
      await db
        .insertInto('lessonHandout')
        .values({
          lessonId: f.lessons.basics,
          title,
          fileName,
          path: `demo/handouts/${fileName.replace(/\.\w+$/, '')}-0123456789.pdf`,
          size: 2048 * sort,
          type: 'pdf',
          sort,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const h2 = await handout('课后思考题', 'questions.pdf', 2);
  const h1 = await handout('学习讲义', 'notes.pdf', 1);
  return { readings: [first, second, third, last], handouts: [h1, h2] };
}
