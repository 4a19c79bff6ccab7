import type { StudyInfo } from '@contract/selfStudy';
import type { StudyTime, UserStudyInfo } from '@contract/userStats';
import { headlineFigures, studyFigures, wholeSeconds } from './studyFigures';

// The server credits fractions of a second: each sum on 学习统计 must be the sum of the parts
// shown beside it, to the second.

/** 30 days ending `today`, with `seconds` on the given dates */
function daysUntil(today: string, seconds: Record<string, number>): StudyTime['days'] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, seconds: seconds[date] ?? 0 };
  });
}
const summary = (over: Partial<StudyInfo> = {}): StudyInfo => ({
  today: 0,
  week: 0,
  month: 0,
  total: 0,
  days: 0,
  videosCompleted: 0,
  lessonsCompleted: 0,
  lastDays: [],
  ...over,
});
const split = (over: Partial<UserStudyInfo> = {}): UserStudyInfo => ({
  total: 0,
  required: 0,
  elective: 0,
  requiredLessons: 0,
  requiredCompleted: 0,
  tags: [],
  ...over,
});

describe('studyFigures', () => {
  it('a week, 今日/本周/本月 and the days’ total are the sums of the days as shown', () => {
    // three days of 89.6 s: the server's week is 268.8 s, which cut on its own is 4 分 28 秒
    // beside three days of 1 分 29 秒 (4 分 27 秒)
    const days = daysUntil('2026-11-26', { '2026-11-23': 89.6, '2026-11-24': 89.6, '2026-11-26': 89.6, '2026-11-02': 30.4 });
    const time: StudyTime = {
      days,
      weeks: [
        { label: '2026年第47周', start: '2026-11-16', end: '2026-11-22', seconds: 0 },
        { label: '2026年第48周', start: '2026-11-23', end: '2026-11-29', seconds: 268.8 },
      ],
      total: 299.2,
    };
    const f = studyFigures(summary({ today: 89.6, week: 268.8, month: 299.2 }), time, split());
    expect(f.days.filter((d) => d.seconds > 0).map((d) => d.seconds)).toEqual([30, 90, 90, 90]);
    expect(f.weeks.map((w) => w.seconds)).toEqual([0, 270]);
    expect(f).toMatchObject({ today: 90, week: 270, month: 300, total: 300 });
  });

  it('本月 when the 30 days do not reach its 1st (the 31st): the summary’s figure to the second', () => {
    const days = daysUntil('2026-12-31', { '2026-12-31': 10.4 });
    expect(days[0].date).toBe('2026-12-02');
    const f = studyFigures(summary({ today: 10.4, week: 10.4, month: 700.6 }), { days, weeks: [], total: 10.4 }, split());
    expect(f).toMatchObject({ today: 10, week: 10, month: 701 });
  });

  it('累计学时 is the credited total to the second, and 必修 plus 选修 as shown add up to it', () => {
    const f = studyFigures(
      summary({ total: 121 }),
      { days: [], weeks: [], total: 0 },
      split({ total: 121, required: 60.6, elective: 60.4 }),
    );
    expect(f).toMatchObject({ required: 61, elective: 60, all: 121 });
    // two parts of x.6 s each rounded up made 累计 770 for 769.2 s credited
    const g = studyFigures(
      summary({ total: 769.2 }),
      { days: [], weeks: [], total: 0 },
      split({ total: 769.2, required: 384.6, elective: 384.6 }),
    );
    expect(g).toMatchObject({ required: 385, elective: 384, all: 769 });
  });

  it('wholeSeconds: to the nearest second, never below 0', () => {
    expect([wholeSeconds(89.5), wholeSeconds(89.4), wholeSeconds(-3), wholeSeconds(Number.NaN)]).toEqual([90, 89, 0, 0]);
  });
});

describe('headlineFigures (the workbench)', () => {
  it('今日, 本周 and 累计学时 to the second as 学习统计 says them, from the summary’s last 7 days', () => {
    // Thursday 2026-11-26: this week is Monday 23rd to today; the 22nd (Sunday) is last week's
    const seconds = { '2026-11-22': 500.4, '2026-11-23': 89.6, '2026-11-24': 89.6, '2026-11-26': 89.6 };
    const days = daysUntil('2026-11-26', seconds);
    const info = summary({ today: 89.6, week: 268.8, month: 769.2, total: 769.2, lastDays: days.slice(-7) });
    const parts = split({ total: 769.2, required: 384.6, elective: 384.6 });
    const stats = studyFigures(info, { days, weeks: [], total: 769.2 }, parts);
    // the server's week cut on its own would be 269 (4 分 29 秒) beside 学习统计's 270
    expect(headlineFigures(info)).toEqual({ today: 90, week: 270, all: 769 });
    expect(headlineFigures(info)).toEqual({ today: stats.today, week: stats.week, all: stats.all });
  });
});
