// user/stageReport: the caller's stage report agrees with the other screens (study time, ranking,
// graduation), counts exams, write-ups and activities of the stage's period only, and its
// composite score follows the formula it shows.
import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { activityFixture } from '../../test/activityFixtures';
import { examFixture, insertExamBank, type ExamBank } from '../../test/examFixtures';
import { insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { ACTIVITY_TARGET, FORMULA, NO_STAGE, NOT_PASSED, PASSED } from './report';

const U = endpoints.user;
const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let ids: FixtureIds;
let bank: ExamBank;
let n = 0;

const SETUP_MS = 30_000;
beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  f = await insertLessons(t.db);
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

/** a stage running from `startDate` to the end of the year, requiring the basics lesson (100 s + 60 s of video) */
async function stageRequiringBasics(startDate = '2026-03-01'): Promise<number> {
  n += 1;
  const stageId = (await t.db.insertInto('stage').values({ phaseId: ids.phases.first, name: `报告测试期次${n}`, startDate, endDate: '2099-12-31', sort: 20 + n })
    .returning('id').executeTakeFirstOrThrow()).id;
  await t.db.insertInto('stageLesson').values({ stageId, lessonId: f.lessons.basics, kind: 'required', sort: 1 }).execute();
  return stageId;
}
async function learner(stageId: number | null): Promise<{ id: number; token: string }> {
  n += 1;
  const id = await insertUser(t.db, { account: `rep${n}`, password: 'Study@2026', stageId, orgId: ids.orgs.branch, name: '报告学员' });
  return { id, token: await t.login(`rep${n}`, 'Study@2026') };
}
const get = async <N extends 'stageReport' | 'ranking' | 'graduation' | 'studyTime'>(name: N, token: string, body: object = {}) => {
  const res = await call<Res<'user', N>>(t.app, U[name].path, body, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
};
/** watches a whole video in 20-second heartbeats */
async function watch(token: string, videoId: number, duration: number): Promise<void> {
  const res = await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId }, token);
  const sessionId = res.data.sessionId;
  for (let position = 20; position < duration + 20; position += 20) {
    clock.advance(20);
    const beat = await call(t.app, L.resourceTime.path, { sessionId, position: Math.min(position, duration), playing: true }, token);
    expect(beat.code).toBe(CODE_OK);
  }
}
const closedRecord = (examId: number, userId: number, score: number, passed: number, startTime: string) => ({
  examId, userId, attemptNo: 1, status: 'closed' as const, startTime, endTime: startTime, closedAt: startTime, closeReason: 'submitted' as const,
  score, passed, paper: '[]',
});

describe('user/stageReport', () => {
  it('without a stage: nothing to report, and says why', async () => {
    const p = await learner(null);
    const r = await get('stageReport', p.token);
    expect(r).toMatchObject({ stage: null, verdict: NO_STAGE, passed: false, missing: [], exams: [], homework: [] });
    expect(r.composite.formula).toBe(FORMULA);
  });

  it('before any study: the required hours and lessons, nothing credited, 不合格 with what is missing', async () => {
    const p = await learner(await stageRequiringBasics());
    const r = await get('stageReport', p.token);
    expect(r.hours).toEqual({ required: 160, credited: 0, total: 0 });
    expect(r.lessons).toMatchObject({ required: 1, completed: 0 });
    expect(r.lessons.items).toEqual([{ id: f.lessons.basics, title: '马克思主义基本原理', duration: 160, credited: 0, completed: false }]);
    expect(r.verdict).toBe(NOT_PASSED);
    const graduation = await get('graduation', p.token);
    expect(r.missing).toEqual(graduation.requirements.filter((l) => !l.met).map((l) => l.missing));
    expect(r.missing.length).toBeGreaterThan(0);
    expect(r.composite.score).toBe(0);
    expect(r.composite.parts.filter((x) => x.applies).map((x) => x.key)).toEqual(['hours', 'lessons', 'activities']);
  });

  it('after studying: the same seconds as the ranking and the statistics, 合格 as graduation says, and the score by its formula', async () => {
    const stageId = await stageRequiringBasics();
    const p = await learner(stageId);
    await watch(p.token, f.videos.long, 100);
    await watch(p.token, f.videos.short, 60);
    // an elective counts in all time and in 本期学时, not in the required lessons
    await watch(p.token, f.videos.other, 40);

    const r = await get('stageReport', p.token);
    const ranking = await get('ranking', p.token, { level: 'school' });
    const days = await get('studyTime', p.token);
    expect(r.hours.credited).toBeGreaterThanOrEqual(160);
    expect(r.hours.credited).toBeCloseTo(ranking.mine!.seconds, 3);
    expect(r.hours.credited).toBeCloseTo(days.total, 3);
    expect(r.hours.total).toBeCloseTo(days.total, 3);
    expect(r.lessons.items[0]).toMatchObject({ credited: 160, completed: true });
    expect(r.lessons.completed).toBe(1);

    const graduation = await get('graduation', p.token);
    expect(graduation.canGraduate).toBe(true);
    expect(r).toMatchObject({ verdict: PASSED, passed: true, missing: [] });
    // hours 1 x 30, lessons 1 x 20, activities 0 of 2 x 10 (no exam, no write-up asked): 50 / 60
    expect(r.composite.parts.map((x) => [x.key, x.applies, x.rate, x.points])).toEqual([
      ['hours', true, 1, 30], ['lessons', true, 1, 20], ['exams', false, 1, 0], ['homework', false, 1, 0], ['activities', true, 0, 0],
    ]);
    expect(r.composite.score).toBe(83.3);
  });

  it("counts the period's exams by their best score and its activities, not what came before the stage", async () => {
    const stageId = await stageRequiringBasics('2026-06-01');
    const p = await learner(stageId);
    const now = clock.now().getTime();
    const examId = await examFixture(t.db, bank, 'open', { title: '党章知识测试' });
    const before = await examFixture(t.db, bank, 'open', { title: '去年的考试' });
    await t.db.insertInto('examRecord').values([
      closedRecord(examId, p.id, 20, 0, new Date(now - 3600_000).toISOString()),
      { ...closedRecord(examId, p.id, 36, 1, new Date(now - 1800_000).toISOString()), attemptNo: 2 },
      closedRecord(before, p.id, 45, 1, '2026-05-01T02:00:00.000Z'),
    ]).execute();
    const { activityId } = await activityFixture(t.db, now, {}, { title: '红色教育基地参观' });
    const old = await activityFixture(t.db, now, {}, { title: '去年的参观' });
    await t.db.insertInto('activityCheckin').values([
      { activityId, userId: p.id, place: '报告厅', scannedAt: new Date(now - 7200_000).toISOString() },
      { activityId: old.activityId, userId: p.id, place: '报告厅', scannedAt: '2026-05-20T02:00:00.000Z' },
    ]).execute();

    const r = await get('stageReport', p.token);
    const total = r.exams[0].totalScore;
    expect(r.exams).toEqual([{ examId, title: '党章知识测试', totalScore: total, passScore: 30, best: 36, passed: true, attempts: 2 }]);
    expect(r.activities).toMatchObject({ attended: 1, target: ACTIVITY_TARGET, items: [{ id: activityId, title: '红色教育基地参观' }] });
    const exams = r.composite.parts.find((x) => x.key === 'exams')!;
    expect(exams).toMatchObject({ applies: true, rate: Math.round((36 / total) * 1000) / 1000 });
    const applied = r.composite.parts.filter((x) => x.applies);
    const expected = (applied.reduce((s, x) => s + x.rate * x.weight, 0) / applied.reduce((s, x) => s + x.weight, 0)) * 100;
    expect(r.composite.score).toBeCloseTo(expected, 0);
  });

  it("reports only the caller's own records", async () => {
    const stageId = await stageRequiringBasics();
    const a = await learner(stageId);
    const b = await learner(stageId);
    await watch(a.token, f.videos.long, 100);
    const rb = await get('stageReport', b.token);
    expect(rb.hours.credited).toBe(0);
    expect(rb.lessons.items[0].credited).toBe(0);
  });
});
