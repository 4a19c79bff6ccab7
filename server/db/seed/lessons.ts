import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { lessonSeeds, tagSeeds } from './lessons-data';
import { coverSvg, demoUrl, type MediaFile } from './media';
import { clipDurations, type Clip } from './videos';

// Inserts the course catalogue and some demo learners' progress, in a few multi-row inserts so
// seeding stays fast.

const coverFile = (i: number) => `lesson-${i + 1}.svg`;
const tagOf = (name: string) => tagSeeds.find((t) => t.name === name)!;

/** A cover per lesson, in its tag's colour. */
export const lessonMedia = (): MediaFile[] =>
  lessonSeeds.map((l, i) => ({ file: coverFile(i), svg: coverSvg(l.title, l.tag, tagOf(l.tag).colour, i) }));

/**
 * Demo progress: by account, the lessons (index in lessonSeeds) and for each of its videos the
 * share watched from the start. 1 is done; a lesson whose videos are all >= 0.9 is 已完成.
 */
export const demoProgress: { account: string; lessons: [number, number[]][] }[] = [
  { account: '2023010101', lessons: [[0, [1, 1, 1, 1]], [12, [1, 1, 0.5]], [14, [0.4]]] },
  { account: '2023010102', lessons: [[6, [1, 1, 0.3]], [17, [1, 1, 1]]] },
  { account: '2022020201', lessons: [[1, [1, 1, 1]], [12, [1, 1, 1, 1, 1]], [22, [0.6]]] },
  { account: '2021030301', lessons: [[0, [1, 1, 1, 1]], [1, [1, 1, 1]], [2, [1, 1, 1, 1]], [3, [1, 0.7]]] },
  // 党章逐条解读 completed (its lesson exam opens), 纪律处分条例解读 not yet (its exam stays shut)
  { account: '2022050501', lessons: [[12, [1, 1, 1, 1, 1]], [13, [1, 0.4]]] },
];

const round = (n: number) => Math.round(n * 1000) / 1000;
const beijingDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export async function insertLessons(trx: Kysely<Database>, now: string, files: Record<Clip, string>): Promise<void> {
  const tagIds = new Map<string, number>();
  for (const [i, t] of tagSeeds.entries()) {
    const row = await trx.insertInto('lessonTag').values({ name: t.name, sort: i + 1 }).returning('id').executeTakeFirstOrThrow();
    tagIds.set(t.name, row.id);
  }
  const lessonRows = await trx.insertInto('lesson').values(lessonSeeds.map((l, i) => ({
    tagId: tagIds.get(l.tag)!, title: l.title, teacher: l.teacher, intro: l.intro, coverUrl: demoUrl(coverFile(i)),
    required: l.required ? 1 : 0, sort: i + 1, createdAt: now,
  }))).returning('id').execute();
  const videoRows = await trx.insertInto('lessonVideo').values(lessonSeeds.flatMap((l, i) => {
    const clip = tagOf(l.tag).clip;
    return l.chapters.map((title, c) => ({ lessonId: lessonRows[i].id, title, sort: c + 1, fileName: files[clip], duration: clipDurations[clip] }));
  })).returning(['id', 'lessonId', 'duration']).execute();
  await insertProgress(trx, now, lessonRows.map((r) => r.id), videoRows);
}

async function insertProgress(trx: Kysely<Database>, now: string, lessonIds: number[], videos: { id: number; lessonId: number; duration: number }[]) {
  const users = await trx.selectFrom('user').select(['id', 'account']).where('account', 'in', demoProgress.map((p) => p.account)).execute();
  const progress = [];
  const days = new Map<string, { userId: number; date: string; seconds: number }>();
  for (const p of demoProgress) {
    const userId = users.find((u) => u.account === p.account)!.id;
    let k = 0;
    for (const [lesson, shares] of p.lessons) {
      const own = videos.filter((v) => v.lessonId === lessonIds[lesson]);
      for (const [j, share] of shares.entries()) {
        const v = own[j];
        const seconds = round(v.duration * share);
        progress.push({
          userId, videoId: v.id, position: seconds, credited: seconds, covered: JSON.stringify([[0, seconds]]),
          completed: share >= 0.9 ? 1 : 0, updatedAt: now, completedAt: share >= 0.9 ? now : null,
        });
        // one video a day, going back from yesterday, so the daily records match the totals
        k += 1;
        const date = beijingDate(Date.parse(now) - k * 86400_000);
        const day = days.get(`${userId}:${date}`) ?? { userId, date, seconds: 0 };
        day.seconds = round(day.seconds + seconds);
        days.set(`${userId}:${date}`, day);
      }
    }
  }
  await trx.insertInto('videoProgress').values(progress).execute();
  await trx.insertInto('studyDay').values([...days.values()]).execute();
}
