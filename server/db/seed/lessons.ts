import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { lessonSeeds, tagSeeds } from './lessons-data';
import { coverSvg, demoUrl, type MediaFile } from './media';
import { studyHistory } from './studyHistory';
import { clipDurations, type Clip } from './videos';

// Inserts the course catalogue and some demo learners' progress, in a few multi-row inserts so
// seeding stays fast.

const coverFile = (i: number) => `lesson-${i + 1}.svg`;
const tagOf = (name: string) => tagSeeds.find((t) => t.name === name)!;

/** A cover per lesson, in its tag's colour. */
export const lessonMedia = (): MediaFile[] =>
  lessonSeeds.map((l, i) => ({ file: coverFile(i), svg: coverSvg(l.title, l.tag, tagOf(l.tag).colour, i) }));

/**
 * Demo progress: by account, the lessons (index in lessonSeeds) in the order studied, and for each
 * of its videos the share watched from the start. 1 is done; a lesson whose videos are all >= 0.9
 * is 已完成. The seconds are spread over the last 60 days (studyHistory.ts), the last video on the
 * latest day, so it is where 继续学习 leads. The browser tests rely on what is left alone: 王浩然
 * (2022020201) has not started 共产党宣言导读 (5) or 学生党员的先锋模范作用 (31), 李思雨 (2023010102)
 * not 马克思主义基本原理概论 (0); lessons with a lesson exam are completed only where they were before.
 */
export const demoProgress: { account: string; lessons: [number, number[]][] }[] = [
  {
    account: '2023010101',
    lessons: [
      [0, [1, 1, 1, 1]],
      [22, [1, 1, 1]],
      [12, [1, 1, 0.5]],
      [5, [1, 1]],
      [6, [1, 1, 0.8]],
      [11, [1, 0.6]],
      [14, [1, 1, 0.4]],
    ],
  },
  {
    account: '2023010102',
    lessons: [
      [17, [1, 1, 1]],
      [7, [1, 1, 1]],
      [10, [1, 1]],
      [23, [1, 0.5]],
      [6, [1, 1, 0.3]],
    ],
  },
  {
    account: '2022020201',
    lessons: [
      [1, [1, 1, 1]],
      [12, [1, 1, 1, 1, 1]],
      [2, [1, 1, 1, 0.5]],
      [9, [1, 1]],
      [24, [1, 1, 1]],
      [8, [1, 0.7]],
      [28, [1, 0.5]],
      [19, [1, 0.4]],
      [22, [1, 1, 0.6]],
    ],
  },
  // her stage's summary (2 required done, 1 under way) and where she continues are tested: left as they were
  {
    account: '2021030301',
    lessons: [
      [0, [1, 1, 1, 1]],
      [1, [1, 1, 1]],
      [2, [1, 1, 1, 1]],
      [3, [1, 0.7]],
    ],
  },
  // 党章逐条解读 completed (its lesson exam opens), 纪律处分条例解读 not yet (its exam stays shut)
  {
    account: '2022050501',
    lessons: [
      [12, [1, 1, 1, 1, 1]],
      [7, [1, 1, 1]],
      [23, [1, 1, 0.5]],
      [13, [1, 0.4]],
    ],
  },
];

const round = (n: number) => Math.round(n * 1000) / 1000;

export async function insertLessons(trx: Kysely<Database>, now: string, files: Record<Clip, string>): Promise<void> {
  const tagIds = new Map<string, number>();
  for (const [i, t] of tagSeeds.entries()) {
    const row = await trx
      .insertInto('lessonTag')
      .values({ name: t.name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagIds.set(t.name, row.id);
  }
  const lessonRows = await trx
    .insertInto('lesson')
    .values(
      lessonSeeds.map((l, i) => ({
        tagId: tagIds.get(l.tag)!,
        title: l.title,
        teacher: l.teacher,
        intro: l.intro,
        coverUrl: demoUrl(coverFile(i)),
        required: l.required ? 1 : 0,
        sort: i + 1,
        createdAt: now,
      })),
    )
    .returning('id')
    .execute();
  const videoRows = await trx
    .insertInto('lessonVideo')
    .values(
      lessonSeeds.flatMap((l, i) => {
        const clip = tagOf(l.tag).clip;
        return l.chapters.map((title, c) => ({
          lessonId: lessonRows[i].id,
          title,
          sort: c + 1,
          fileName: files[clip],
          duration: clipDurations[clip],
        }));
      }),
    )
    .returning(['id', 'lessonId', 'duration'])
    .execute();
  await insertProgress(
    trx,
    now,
    lessonRows.map((r) => r.id),
    videoRows,
  );
}

async function insertProgress(
  trx: Kysely<Database>,
  now: string,
  lessonIds: number[],
  videos: { id: number; lessonId: number; duration: number }[],
) {
  const users = await trx
    .selectFrom('user')
    .select(['id', 'account'])
    .where(
      'account',
      'in',
      demoProgress.map((p) => p.account),
    )
    .execute();
  const learners = demoProgress.map((p) => ({
    userId: users.find((u) => u.account === p.account)!.id,
    key: p.account,
    watched: p.lessons.flatMap(([lesson, shares]) => {
      const own = videos.filter((v) => v.lessonId === lessonIds[lesson]);
      return shares.map((share, j) => ({ videoId: own[j].id, seconds: round(own[j].duration * share), share }));
    }),
  }));
  await insertStudyRecords(trx, learners, now);
}

export interface LearnerStudy {
  userId: number;
  /** the pattern's name (the account) */
  key: string;
  /** videos in the order watched, each watched from the start: credited seconds and share of the video */
  watched: { videoId: number; seconds: number; share: number }[];
  diligence?: number;
}

/**
 * Writes the learners' video progress and their daily records over the last 60 days: per learner
 * the days add up to the videos' credited seconds (学习统计 and the profile rely on it).
 */
export async function insertStudyRecords(trx: Kysely<Database>, learners: LearnerStudy[], now: string): Promise<void> {
  const progress = [];
  const days = [];
  for (const l of learners) {
    const history = studyHistory({ key: l.key, seconds: l.watched.map((w) => w.seconds), diligence: l.diligence }, now);
    for (const [i, w] of l.watched.entries()) {
      const done = w.share >= 0.9;
      progress.push({
        userId: l.userId,
        videoId: w.videoId,
        position: w.seconds,
        credited: w.seconds,
        covered: JSON.stringify([[0, w.seconds]]),
        completed: done ? 1 : 0,
        updatedAt: history.updatedAt[i],
        completedAt: done ? history.updatedAt[i] : null,
      });
    }
    days.push(...[...history.days].map(([date, seconds]) => ({ userId: l.userId, date, seconds })));
  }
  // in slices: one statement's parameters stay well under SQLite's limit
  for (let i = 0; i < progress.length; i += 200)
    await trx
      .insertInto('videoProgress')
      .values(progress.slice(i, i + 200))
      .execute();
  for (let i = 0; i < days.length; i += 300)
    await trx
      .insertInto('studyDay')
      .values(days.slice(i, i + 300))
      .execute();
}
