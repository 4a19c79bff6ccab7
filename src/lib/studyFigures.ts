import type { StudyInfo } from '@contract/selfStudy';
import type { StudyTime, UserStudyInfo } from '@contract/userStats';

/**
 * The study-time figures of 学习统计 (and the same 今日/本周/累计学时 on the workbench, headlineFigures)
 * as whole seconds, each sum made of the parts shown beside it.
 * The server credits fractions of a second; shown to the second, each part cut on its own did not
 * always add up to its sum cut on its own (three days of 1 分 29 秒 in a week of 4 分 28 秒). So
 * each day is taken to the whole second once, and a week, 今日/本周/本月 and the 30 days' total
 * are the sums of those days. 累计学时 is the credited total to the whole second, and 必修 and 选修
 * beside it add up to it (选修 is 累计 less 必修 as shown): each rounded on its own, two parts of
 * x.6 s made 累计 a second more than was credited, and a screen showing 累计 alone (the video page)
 * said a second less than 学习统计. These are the server's credited seconds, only rounded for
 * showing: nothing here decides what is credited.
 */
export interface StudyFigures {
  days: Array<{ date: string; seconds: number }>;
  weeks: Array<StudyTime['weeks'][number]>;
  /** the days' total */
  total: number;
  today: number;
  week: number;
  month: number;
  required: number;
  elective: number;
  /** 累计学时: the credited total to the second; required + elective */
  all: number;
  tags: Array<UserStudyInfo['tags'][number]>;
}

/** Seconds to the whole second (negative or not a number: 0). */
export const wholeSeconds = (seconds: number): number => (Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' of the Monday of the week of `date` (weeks run Monday to Sunday) */
const mondayOf = (date: string): string => {
  const t = Date.parse(`${date}T00:00:00Z`);
  return new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

export function studyFigures(summary: StudyInfo, time: StudyTime, split: UserStudyInfo): StudyFigures {
  const days = time.days.map((d) => ({ date: d.date, seconds: wholeSeconds(d.seconds) }));
  const sum = (from: string, to = '9999-12-31') => days.reduce((s, d) => (d.date >= from && d.date <= to ? s + d.seconds : s), 0);
  const first = days[0]?.date;
  const today = days[days.length - 1]?.date;
  // the summary's own figure when the days do not reach back far enough (no days; 本月 on the 31st)
  const since = (from: string | undefined, fallback: number) =>
    first !== undefined && from !== undefined && from >= first ? sum(from) : wholeSeconds(fallback);
  const all = wholeSeconds(summary.total);
  const required = Math.min(all, wholeSeconds(split.required));
  return {
    days,
    weeks: time.weeks.map((w) => ({ ...w, seconds: sum(w.start, w.end) })),
    total: sum(''),
    today: since(today, summary.today),
    week: since(today && mondayOf(today), summary.week),
    month: since(today && `${today.slice(0, 8)}01`, summary.month),
    required,
    elective: all - required,
    all,
    tags: split.tags.map((x) => ({ ...x, seconds: wholeSeconds(x.seconds) })),
  };
}

/**
 * 今日, 本周 and 累计学时 as 学习统计 shows them, from selfStudy/studyInfo alone (its last 7 days reach
 * back to this week's Monday): the same sums of whole days as studyFigures and the same 累计, so a
 * screen showing only these (the workbench, the video page's panel) agrees with 学习统计 to the second.
 */
export function headlineFigures(summary: StudyInfo): Pick<StudyFigures, 'today' | 'week' | 'all'> {
  const { today, week, all } = studyFigures(summary, { days: summary.lastDays, weeks: [], total: 0 }, NO_SPLIT);
  return { today, week, all };
}

const NO_SPLIT: UserStudyInfo = { total: 0, required: 0, elective: 0, requiredLessons: 0, requiredCompleted: 0, tags: [] };
