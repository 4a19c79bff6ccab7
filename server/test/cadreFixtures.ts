import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// A small cadre area for the cadre tests, beside lessonFixtures' learner catalogue.

export interface CadreFixture {
  tags: { ideals: number; empty: number };
  lessons: { rules: number };
  /** rules: a 100 s and a 60 s video */
  videos: { long: number; short: number };
  specials: { discipline: number; empty: number };
  stages: { first: number; second: number; empty: number };
}

export async function insertCadreArea(db: Kysely<Database>): Promise<CadreFixture> {
  const tag = async (name: string, sort: number) =>
    (await db.insertInto('lessonTag').values({ name, sort, audience: 'cadre' }).returning('id').executeTakeFirstOrThrow()).id;
  const tags = { empty: await tag('领导能力', 12), ideals: await tag('廉洁从政', 11) };
  const { id: rules } = await db
    .insertInto('lesson')
    .values({
      tagId: tags.ideals,
      title: '纪律处分条例解读',
      teacher: '刘教授',
      intro: '逐条解读条例',
      coverUrl: '/uploads/demo/cadre-lesson-1.svg',
      required: 1,
      sort: 1,
      createdAt: '2026-09-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const video = async (title: string, sort: number, duration: number) =>
    (
      await db
        .insertInto('lessonVideo')
        .values({ lessonId: rules, title, sort, fileName: `demo/videos/c${sort}-0123456789.mp4`, duration })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const videos = { long: await video('第一讲 六项纪律', 1, 100), short: await video('第二讲 四种形态', 2, 60) };
  const special = async (title: string, sort: number) =>
    (
      await db
        .insertInto('cadreSpecial')
        .values({
          title,
          intro: `${title}简介`,
          coverUrl: '/uploads/demo/cadre-special-1.svg',
          period: '2026年4月—7月',
          sort,
          createdAt: '2026-09-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const specials = { empty: await special('尚未安排的专题', 2), discipline: await special('党纪学习教育专题', 1) };
  const stage = async (specialId: number, title: string, sort: number) =>
    (await db.insertInto('cadreSpecialStage').values({ specialId, title, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const stages = {
    second: await stage(specials.discipline, '第二阶段 以案促改', 2),
    first: await stage(specials.discipline, '第一阶段 学条例', 1),
    empty: await stage(specials.empty, '第一阶段 待定', 1),
  };
  await db
    .insertInto('cadreStageVideo')
    .values([
      { stageId: stages.first, videoId: videos.short, sort: 2 },
      { stageId: stages.first, videoId: videos.long, sort: 1 },
      { stageId: stages.second, videoId: videos.short, sort: 1 },
    ])
    .execute();
  return { tags, lessons: { rules }, videos, specials, stages };
}
