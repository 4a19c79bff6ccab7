import type { StudyInfo } from '../../../contract/selfStudy';
import type { Db } from '../../db/transaction';
import { beijingDate } from '../../lib/beijingDate';

// selfStudy/studyInfo: the learner's study summary from the day records (Beijing dates) and
// the per-video progress. Weeks start on Monday.

const round = (n: number): number => Math.round(n * 1000) / 1000;
const DAY_MS = 86400_000;
/** 'YYYY-MM-DD' moved by `days` */
const shift = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Monday of the week of `date` */
const mondayOf = (date: string): string => shift(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

export async function studyInfo(db: Db, userId: number, now: Date): Promise<StudyInfo> {
  const today = beijingDate(now);
  const weekStart = mondayOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastStart = shift(today, -6);
  // the earliest day any figure below needs
  const since = [weekStart, monthStart, lastStart].sort()[0];
  const recent = await db
    .selectFrom('studyDay')
    .select(['date', 'seconds'])
    .where('userId', '=', userId)
    .where('date', '>=', since)
    .where('date', '<=', today)
    .execute();
  const sumFrom = (from: string) => round(recent.filter((d) => d.date >= from).reduce((s, d) => s + d.seconds, 0));
  const secondsOn = new Map(recent.map((d) => [d.date, d.seconds]));

  const { days } = await db
    .selectFrom('studyDay')
    .select((eb) => eb.fn.countAll<number>().as('days'))
    .where('userId', '=', userId)
    .where('seconds', '>', 0)
    .executeTakeFirstOrThrow();
  const videos = await db
    .selectFrom('videoProgress')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('credited'), eb.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('completed'), eb.lit(0)).as('completed'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  // a lesson is completed when it has videos and the learner completed every one of them
  const lessons = await db
    .selectFrom('lessonVideo as v')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId))
    .select((eb) => [
      'v.lessonId',
      eb.fn.countAll<number>().as('videos'),
      eb.fn.coalesce(eb.fn.sum<number>('p.completed'), eb.lit(0)).as('done'),
    ])
    .groupBy('v.lessonId')
    .execute();

  return {
    today: sumFrom(today),
    week: sumFrom(weekStart),
    month: sumFrom(monthStart),
    total: round(Number(videos.total)),
    days: Number(days),
    videosCompleted: Number(videos.completed),
    lessonsCompleted: lessons.filter((l) => Number(l.videos) > 0 && Number(l.done) >= Number(l.videos)).length,
    lastDays: Array.from({ length: 7 }, (_, i) => {
      const date = shift(lastStart, i);
      return { date, seconds: round(secondsOn.get(date) ?? 0) };
    }),
  };
}
