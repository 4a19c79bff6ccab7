import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { beijingDate } from '../../lib/beijingDate';

const U = endpoints.user;
let t: TestApp;
let f: LessonFixture;
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  await insertStructure(t.db);
  f = await insertLessons(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function learner(): Promise<{ id: number; token: string }> {
  n += 1;
  const id = await insertUser(t.db, { account: `stat${n}`, password: 'Study@2026' });
  return { id, token: await t.login(`stat${n}`, 'Study@2026') };
}
const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
const time = async (token: string, body: object = {}) => {
  const res = await call<Res<'user', 'studyTime'>>(t.app, U.studyTime.path, body, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
};
const info = async (token: string) => {
  const res = await call<Res<'user', 'studyInfo'>>(t.app, U.studyInfo.path, {}, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
};
const progress = (userId: number, videoId: number, credited: number, completed: number) => ({
  userId,
  videoId,
  position: credited,
  credited,
  covered: JSON.stringify([[0, credited]]),
  completed,
  updatedAt: new Date().toISOString(),
  completedAt: completed ? new Date().toISOString() : null,
});

describe('user/studyTime', () => {
  it('a learner who never studied: 30 zero days ending today, weeks covering them', async () => {
    const { token } = await learner();
    const today = beijingDate(clock.now());
    const data = await time(token);
    expect(data.days).toHaveLength(30);
    expect(data.days[0].date).toBe(dayOffset(today, -29));
    expect(data.days[29].date).toBe(today);
    expect(data.days.every((d) => d.seconds === 0)).toBe(true);
    expect(data.total).toBe(0);
    expect(data.weeks.every((w) => w.seconds === 0)).toBe(true);
  });

  it('the day series sums the study_day rows, fills zeros, and groups by ISO week across a boundary', async () => {
    const { id, token } = await learner();
    const other = await learner();
    const today = beijingDate(clock.now());
    const monday = dayOffset(today, -weekday(today));
    const lastSunday = dayOffset(monday, -1);
    const rows = [
      [today, 10.5],
      [monday, 20],
      [lastSunday, 30],
      [dayOffset(monday, -7), 40],
      [dayOffset(today, -6), 5],
      [dayOffset(today, -40), 99],
    ] as const;
    const unique = new Map<string, number>();
    for (const [d, s] of rows) unique.set(d, (unique.get(d) ?? 0) + s);
    await t.db
      .insertInto('studyDay')
      .values([...unique].map(([date, seconds]) => ({ userId: id, date, seconds })))
      .execute();
    await t.db.insertInto('studyDay').values({ userId: other.id, date: today, seconds: 777 }).execute();

    const data = await time(token, { days: 14 });
    expect(data.days).toHaveLength(14);
    const from = dayOffset(today, -13);
    const expected = [...unique].filter(([d]) => d >= from).reduce((s, [, v]) => s + v, 0);
    expect(data.total).toBeCloseTo(expected, 3);
    expect(data.days.reduce((s, d) => s + d.seconds, 0)).toBeCloseTo(expected, 3);
    expect(data.days.find((d) => d.date === today)?.seconds).toBe(unique.get(today));
    expect(data.days.filter((d) => !unique.has(d.date)).every((d) => d.seconds === 0)).toBe(true);

    // weeks: Monday..Sunday, consecutive, summing the days in range
    for (const w of data.weeks) {
      expect(weekday(w.start)).toBe(0);
      expect(w.end).toBe(dayOffset(w.start, 6));
      expect(w.label).toMatch(/^\d{4}年第\d{1,2}周$/);
      const sum = data.days.filter((d) => d.date >= w.start && d.date <= w.end).reduce((s, d) => s + d.seconds, 0);
      expect(w.seconds).toBeCloseTo(sum, 3);
    }
    const thisWeek = data.weeks[data.weeks.length - 1];
    expect(thisWeek.start).toBe(monday);
    const prevWeek = data.weeks[data.weeks.length - 2];
    expect(prevWeek.end).toBe(lastSunday);
    expect(prevWeek.seconds).toBeGreaterThanOrEqual(30);
    expect(data.weeks.reduce((s, w) => s + w.seconds, 0)).toBeCloseTo(expected, 3);
  });

  it('labels weeks by the ISO week-numbering year', async () => {
    const { token } = await learner();
    const data = await time(token, { days: 90 });
    expect(data.days).toHaveLength(90);
    for (const w of data.weeks) {
      const thursday = dayOffset(w.start, 3);
      expect(w.label.startsWith(`${thursday.slice(0, 4)}年`)).toBe(true);
    }
  });

  it('refuses a bad number of days with 10002 in Chinese', async () => {
    const { token } = await learner();
    for (const days of [0, 6, 91, 1.5, 'x', -1]) {
      const res = await call(t.app, U.studyTime.path, { days }, token);
      expect(res.code).toBe(CODE_OPERATION_ERROR);
      expect(res.msg).toMatch(/统计天数/);
    }
  });

  it('needs a token', async () => {
    expect((await call(t.app, U.studyTime.path, {})).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await call(t.app, U.studyInfo.path, {})).code).toBe(CODE_TOKEN_EXPIRED);
  });
});

describe('user/studyInfo', () => {
  it('a learner who never studied: zeros, every learner tag listed', async () => {
    const { token } = await learner();
    const data = await info(token);
    expect(data).toMatchObject({ total: 0, required: 0, elective: 0, requiredCompleted: 0 });
    expect(data.tags.map((x) => x.tagId)).toEqual([f.tags.theory, f.tags.history, f.tags.empty]);
    expect(data.tags.find((x) => x.tagId === f.tags.theory)).toMatchObject({ lessons: 2, completed: 0, seconds: 0 });
  });

  it('splits credited seconds by required/elective and by tag; the parts add up to the total', async () => {
    const { id, token } = await learner();
    const other = await learner();
    await t.db
      .insertInto('videoProgress')
      .values([
        progress(id, f.videos.long, 40.25, 0),
        progress(id, f.videos.short, 60, 1),
        progress(id, f.videos.other, 90, 1),
        progress(other.id, f.videos.long, 100, 1),
      ])
      .execute();
    const data = await info(token);
    expect(data.total).toBeCloseTo(190.25, 3);
    // no stage plan: the catalogue's flag decides (basics required, elective not)
    expect(data.required).toBeCloseTo(100.25, 3);
    expect(data.elective).toBeCloseTo(90, 3);
    expect(data.required + data.elective).toBeCloseTo(data.total, 3);
    expect(data.requiredCompleted).toBe(0);
    expect(data.tags.reduce((s, x) => s + x.seconds, 0)).toBeCloseTo(data.total, 3);
    expect(data.tags.find((x) => x.tagId === f.tags.theory)).toMatchObject({ lessons: 2, completed: 1 });
    expect(data.tags.find((x) => x.tagId === f.tags.empty)).toMatchObject({ lessons: 0, completed: 0, seconds: 0 });

    await t.db.updateTable('videoProgress').set({ completed: 1 }).where('userId', '=', id).where('videoId', '=', f.videos.long).execute();
    const after = await info(token);
    expect(after.requiredCompleted).toBe(1);
    expect(after.tags.find((x) => x.tagId === f.tags.theory)?.completed).toBe(2);
  });
});
