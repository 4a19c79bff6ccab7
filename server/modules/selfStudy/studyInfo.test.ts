import { CODE_OK, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { beijingDate } from '../../lib/beijingDate';

const L = endpoints.lesson;
const info = endpoints.selfStudy.studyInfo;
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
afterEach(() => clock.reset());

async function learner(): Promise<{ id: number; token: string }> {
  n += 1;
  const id = await insertUser(t.db, { account: `self${n}`, password: 'Study@2026' });
  return { id, token: await t.login(`self${n}`, 'Study@2026') };
}
const summary = async (token: string) => {
  const res = await call<Res<'selfStudy', 'studyInfo'>>(t.app, info.path, {}, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
};
/** `date` moved by `days` (both 'YYYY-MM-DD') */
const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);

describe('selfStudy/studyInfo', () => {
  it('a learner who never studied: zeros, and the last 7 days ending today', async () => {
    const { token } = await learner();
    const today = beijingDate(clock.now());
    const data = await summary(token);
    expect(data).toMatchObject({ today: 0, week: 0, month: 0, total: 0, days: 0, videosCompleted: 0, lessonsCompleted: 0 });
    expect(data.lastDays.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((k) => dayOffset(today, -k)));
    expect(data.lastDays.every((d) => d.seconds === 0)).toBe(true);
  });

  it('today, week, month and the last days add up the day records by Beijing date', async () => {
    const { id, token } = await learner();
    const today = beijingDate(clock.now());
    const rows = [
      [0, 10],
      [-1, 20],
      [-6, 30],
      [-7, 40],
      [-40, 50],
    ] as const;
    await t.db
      .insertInto('studyDay')
      .values(rows.map(([d, seconds]) => ({ userId: id, date: dayOffset(today, d), seconds })))
      .execute();
    const monday = dayOffset(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const sumFrom = (from: string) => rows.filter(([d]) => dayOffset(today, d) >= from).reduce((s, [, v]) => s + v, 0);
    const data = await summary(token);
    expect(data).toMatchObject({ today: 10, week: sumFrom(monday), month: sumFrom(`${today.slice(0, 8)}01`), days: 5 });
    expect(data.lastDays).toEqual([
      { date: dayOffset(today, -6), seconds: 30 },
      { date: dayOffset(today, -5), seconds: 0 },
      { date: dayOffset(today, -4), seconds: 0 },
      { date: dayOffset(today, -3), seconds: 0 },
      { date: dayOffset(today, -2), seconds: 0 },
      { date: dayOffset(today, -1), seconds: 20 },
      { date: today, seconds: 10 },
    ]);
  });

  it('videos and lessons completed, and the total, follow what the learner watched', async () => {
    const { token } = await learner();
    // the 60 s video of the two-video lesson, watched to the end
    const s = (await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId: f.videos.short }, token)).data;
    for (const p of [30, 60]) {
      clock.advance(30);
      await call(t.app, L.resourceTime.path, { sessionId: s.sessionId, position: p, playing: true }, token);
    }
    expect(await summary(token)).toMatchObject({ today: 60, total: 60, videosCompleted: 1, lessonsCompleted: 0, days: 1 });
    // the elective's only video (90 s): its lesson is then completed
    const e = (await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId: f.videos.other }, token)).data;
    for (const p of [30, 60, 90]) {
      clock.advance(30);
      await call(t.app, L.resourceTime.path, { sessionId: e.sessionId, position: p, playing: true }, token);
    }
    expect(await summary(token)).toMatchObject({ total: 150, videosCompleted: 2, lessonsCompleted: 1 });
  });

  it('needs a token', async () => {
    expect((await call(t.app, info.path, {})).code).toBe(CODE_TOKEN_EXPIRED);
  });
});
