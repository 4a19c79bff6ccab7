import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { cadreLessonSeeds, cadreProgress, cadreTagSeeds, specialSeeds, type ChapterRef } from './cadre-data';
import { coverSvg, demoUrl, type MediaFile } from './media';
import { clipDurations, type Clip } from './videos';

// Inserts the cadre area's demo data: cadre tags (audience 'cadre'), their lessons and chapters,
// three specials with stages of those chapters, and gb001's progress with matching day records.

const lessonCover = (i: number) => `cadre-lesson-${i + 1}.svg`;
const specialCover = (i: number) => `cadre-special-${i + 1}.svg`;
const tagOf = (name: string) => cadreTagSeeds.find((t) => t.name === name)!;
const round = (n: number) => Math.round(n * 1000) / 1000;
const beijingDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export const cadreMedia = (): MediaFile[] => [
  ...cadreLessonSeeds.map((l, i) => ({ file: lessonCover(i), svg: coverSvg(l.title, l.tag, tagOf(l.tag).colour, i) })),
  ...specialSeeds.map((s, i) => ({ file: specialCover(i), svg: coverSvg(s.title, '干部专题', s.colour, i + 2) })),
];

export async function insertCadreArea(trx: Kysely<Database>, now: string, files: Record<Clip, string>): Promise<void> {
  const tagIds = new Map<string, number>();
  for (const [i, t] of cadreTagSeeds.entries()) {
    const row = await trx
      .insertInto('lessonTag')
      .values({ name: t.name, sort: 100 + i, audience: 'cadre' })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagIds.set(t.name, row.id);
  }
  const lessons = await trx
    .insertInto('lesson')
    .values(
      cadreLessonSeeds.map((l, i) => ({
        tagId: tagIds.get(l.tag)!,
        title: l.title,
        teacher: l.teacher,
        intro: l.intro,
        coverUrl: demoUrl(lessonCover(i)),
        required: 1,
        sort: i + 1,
        createdAt: now,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  const videos = await trx
    .insertInto('lessonVideo')
    .values(
      cadreLessonSeeds.flatMap((l, i) => {
        const clip = tagOf(l.tag).clip;
        return l.chapters.map((title, c) => ({
          lessonId: lessons[i].id,
          title,
          sort: c + 1,
          fileName: files[clip],
          duration: clipDurations[clip],
        }));
      }),
    )
    .returning(['id', 'lessonId', 'sort', 'duration'])
    .execute();

  const videoOf = ([title, chapter]: ChapterRef) => {
    const lesson = lessons.find((x) => x.title === title);
    const video = videos.find((v) => v.lessonId === lesson?.id && v.sort === chapter);
    if (!video) throw new Error(`干部演示数据：找不到《${title}》第 ${chapter} 讲`);
    return video;
  };

  for (const [i, s] of specialSeeds.entries()) {
    const special = await trx
      .insertInto('cadreSpecial')
      .values({
        title: s.title,
        intro: s.intro,
        coverUrl: demoUrl(specialCover(i)),
        period: s.period,
        sort: i + 1,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [j, stage] of s.stages.entries()) {
      const st = await trx
        .insertInto('cadreSpecialStage')
        .values({ specialId: special.id, title: stage.title, sort: j + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('cadreStageVideo')
        .values(stage.videos.map((ref, k) => ({ stageId: st.id, videoId: videoOf(ref).id, sort: k + 1 })))
        .execute();
    }
  }

  const user = await trx.selectFrom('user').select('id').where('account', '=', cadreProgress.account).executeTakeFirstOrThrow();
  // one chapter a day, going back from yesterday, so the day records add up to the credited total
  const rows = cadreProgress.chapters.map(([ref, share], k) => {
    const v = videoOf(ref);
    const seconds = round(v.duration * share);
    return {
      progress: {
        userId: user.id,
        videoId: v.id,
        position: seconds,
        credited: seconds,
        covered: JSON.stringify([[0, seconds]]),
        completed: share >= 0.9 ? 1 : 0,
        updatedAt: now,
        completedAt: share >= 0.9 ? now : null,
      },
      day: { userId: user.id, date: beijingDate(Date.parse(now) - (k + 1) * 86400_000), seconds },
    };
  });
  await trx
    .insertInto('videoProgress')
    .values(rows.map((r) => r.progress))
    .execute();
  await trx
    .insertInto('studyDay')
    .values(rows.map((r) => r.day))
    .execute();
}
