import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import utc from 'dayjs/plugin/utc';
import type { StudyTime, UserStudyInfo } from '../../../contract/userStats';
import type { Db } from '../../db/transaction';
import { audiencesOf } from '../lesson/audience';
import { beijingDate } from '../../lib/beijingDate';
import { stagePlan } from '../lesson/stagePlan';

// user/studyTime and user/studyInfo: the caller's learning statistics (学习统计). Days are
// Beijing dates (UTC+8) from the study_day rows; weeks are ISO weeks (Monday to Sunday, the week
// belongs to the year of its Thursday). Only the caller's own rows are read.

dayjs.extend(utc);
dayjs.extend(isoWeek);

const round = (n: number): number => Math.round(n * 1000) / 1000;

export async function studyTime(db: Db, userId: number, now: Date, days = 30): Promise<StudyTime> {
  const today = beijingDate(now);
  // dates in UTC mode so the host's time zone plays no part
  const first = dayjs.utc(today).subtract(days - 1, 'day');
  const from = first.format('YYYY-MM-DD');
  const rows = await db
    .selectFrom('studyDay')
    .select(['date', 'seconds'])
    .where('userId', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', today)
    .execute();
  const secondsOn = new Map(rows.map((r) => [r.date, Number(r.seconds)]));
  const series = Array.from({ length: days }, (_, i) => {
    const date = first.add(i, 'day').format('YYYY-MM-DD');
    return { date, seconds: round(secondsOn.get(date) ?? 0) };
  });
  const weeks: StudyTime['weeks'] = [];
  for (const d of series) {
    const day = dayjs.utc(d.date);
    const monday = day.isoWeekday(1);
    const start = monday.format('YYYY-MM-DD');
    const last = weeks[weeks.length - 1];
    if (last && last.start === start) {
      last.seconds = round(last.seconds + d.seconds);
      continue;
    }
    // ISO week-numbering year: the year of the week's Thursday
    const thursday = monday.add(3, 'day');
    weeks.push({
      label: `${thursday.format('YYYY')}年第${thursday.isoWeek()}周`,
      start,
      end: monday.add(6, 'day').format('YYYY-MM-DD'),
      seconds: d.seconds,
    });
  }
  return { days: series, weeks, total: round(series.reduce((s, d) => s + d.seconds, 0)) };
}

export async function userStudyInfo(db: Db, userId: number, appId: number): Promise<UserStudyInfo> {
  const plan = await stagePlan(db, userId);
  const required = new Set(plan.required);
  // per lesson: its tag, its videos, the caller's completed videos and credited seconds
  const lessons = await db
    .selectFrom('lesson as l')
    .innerJoin('lessonVideo as v', 'v.lessonId', 'l.id')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId))
    .select((eb) => [
      'l.id',
      'l.tagId',
      eb.fn.countAll<number>().as('videos'),
      eb.fn.coalesce(eb.fn.sum<number>('p.completed'), eb.lit(0)).as('done'),
      eb.fn.coalesce(eb.fn.sum<number>('p.credited'), eb.lit(0)).as('seconds'),
    ])
    .groupBy(['l.id', 'l.tagId'])
    .execute();
  const tagRows = await db.selectFrom('lessonTag').select(['id', 'name', 'sort', 'audience']).orderBy('sort').orderBy('id').execute();
  const audiences: readonly string[] = audiencesOf(appId);

  let total = 0;
  let requiredSeconds = 0;
  let requiredLessons = 0;
  let requiredCompleted = 0;
  const byTag = new Map<number, { lessons: number; completed: number; seconds: number }>();
  for (const l of lessons) {
    const seconds = Number(l.seconds);
    const done = Number(l.videos) > 0 && Number(l.done) >= Number(l.videos);
    total += seconds;
    if (required.has(l.id)) {
      requiredSeconds += seconds;
      requiredLessons += 1;
      if (done) requiredCompleted += 1;
    }
    const t = byTag.get(l.tagId) ?? { lessons: 0, completed: 0, seconds: 0 };
    t.lessons += 1;
    if (done) t.completed += 1;
    t.seconds += seconds;
    byTag.set(l.tagId, t);
  }
  return {
    total: round(total),
    required: round(requiredSeconds),
    elective: round(total - requiredSeconds),
    requiredLessons,
    requiredCompleted,
    // the tags of the caller's audience, and any other tag the caller has credit on (so the
    // tags add up to the total)
    tags: tagRows
      .filter((t) => audiences.includes(t.audience) || (byTag.get(t.id)?.seconds ?? 0) > 0)
      .map((t) => {
        const s = byTag.get(t.id) ?? { lessons: 0, completed: 0, seconds: 0 };
        return { tagId: t.id, tagName: t.name, lessons: s.lessons, completed: s.completed, seconds: round(s.seconds) };
      }),
  };
}
