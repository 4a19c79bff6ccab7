// user/stageReport: the caller's stage report agrees with the other screens (study time, ranking,
// graduation), counts exams, write-ups and activities of the stage's period only, expects the
// activities the stage offered the learner (at most 2; none offered: the part is left out), and its
// composite score follows the formula it shows.
import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { activityFixture, hoursFrom } from '../../test/activityFixtures';
import { examFixture, insertExamBank, type ExamBank } from '../../test/examFixtures';
import { insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { ACTIVITY_TARGET_MAX, FORMULA, IN_PROGRESS, NO_STAGE, NOT_PASSED, PASSED } from './report';

const U = endpoints.user;
const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let ids: FixtureIds;
let bank: ExamBank;
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  f = await insertLessons(t.db);
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

/** a stage running from `startDate` (to 2099 unless told), requiring the basics lesson (100 s + 60 s of video) */
async function stageRequiringBasics(startDate = '2026-03-01', endDate = '2099-12-31'): Promise<number> {
  n += 1;
  const stageId = (
    await t.db
      .insertInto('stage')
      .values({ phaseId: ids.phases.first, name: `报告测试期次${n}`, startDate, endDate, sort: 20 + n })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('stageLesson').values({ stageId, lessonId: f.lessons.basics, kind: 'required', sort: 1 }).execute();
  return stageId;
}
async function learner(stageId: number | null, orgId = ids.orgs.branch): Promise<{ id: number; token: string }> {
  n += 1;
  const id = await insertUser(t.db, { account: `rep${n}`, password: 'Study@2026', stageId, orgId, name: '报告学员' });
  return { id, token: await t.login(`rep${n}`, 'Study@2026') };
}
/** a branch of its own under the college, so a test's activities are offered to its learners only */
async function ownBranch(): Promise<number> {
  n += 1;
  return (
    await t.db
      .insertInto('orgUnit')
      .values({ parentId: ids.orgs.college, name: `报告测试支部${n}`, kind: '党支部', sort: 50 + n })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
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
  examId,
  userId,
  attemptNo: 1,
  status: 'closed' as const,
  startTime,
  endTime: startTime,
  closedAt: startTime,
  closeReason: 'submitted' as const,
  score,
  passed,
  paper: '[]',
});

describe('user/stageReport', () => {
  it('without a stage: nothing to report, and says why', async () => {
    const p = await learner(null);
    const r = await get('stageReport', p.token);
    expect(r).toMatchObject({ stage: null, verdict: NO_STAGE, passed: false, missing: [], exams: [], homework: [] });
    expect(r.composite.formula).toBe(FORMULA);
  });

  it('before any study: the required hours and lessons, nothing credited, 进行中 (the period runs) with what is missing', async () => {
    const p = await learner(await stageRequiringBasics());
    const r = await get('stageReport', p.token);
    expect(r.hours).toEqual({ required: 160, credited: 0, total: 0 });
    expect(r.lessons).toMatchObject({ required: 1, completed: 0 });
    expect(r.lessons.items).toEqual([{ id: f.lessons.basics, title: '马克思主义基本原理', duration: 160, credited: 0, completed: false }]);
    expect(r).toMatchObject({ verdict: IN_PROGRESS, passed: false, ongoing: true, endsAt: '2099-12-31T16:00:00.000Z' });
    const graduation = await get('graduation', p.token);
    expect(r.missing).toEqual(graduation.requirements.filter((l) => !l.met).map((l) => l.missing));
    expect(r.missing.length).toBeGreaterThan(0);
    expect(r.composite.score).toBe(0);
    // no activity offered in the stage: nothing expected
    expect(r.activities).toEqual({ attended: 0, target: 0, items: [] });
    expect(r.composite.parts.filter((x) => x.applies).map((x) => x.key)).toEqual(['hours', 'lessons']);
  });

  it('进行中 until the end of the stage’s last day (Beijing), 不合格 once it is over, with the same missing lines', async () => {
    const day = 86_400_000;
    const beijingDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
    const lastDay = beijingDay(clock.now().getTime() + 2 * day);
    const p = await learner(await stageRequiringBasics(beijingDay(clock.now().getTime() - 30 * day), lastDay));
    const during = await get('stageReport', p.token);
    expect(during).toMatchObject({ verdict: IN_PROGRESS, passed: false, ongoing: true });
    expect(new Date(during.endsAt!).getTime()).toBe(new Date(`${lastDay}T00:00:00+08:00`).getTime() + day);
    expect(during.missing.length).toBeGreaterThan(0);
    // the same stage, its last day yesterday: the period is over, what is missing is final
    const over = await learner(
      await stageRequiringBasics(beijingDay(clock.now().getTime() - 30 * day), beijingDay(clock.now().getTime() - day)),
    );
    const after = await get('stageReport', over.token);
    expect(after).toMatchObject({ verdict: NOT_PASSED, passed: false, ongoing: false, missing: during.missing });
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
    // hours 1 x 30, lessons 1 x 20 (no exam, no write-up, no activity asked): 50 / 50
    expect(r.composite.parts.map((x) => [x.key, x.applies, x.rate, x.points])).toEqual([
      ['hours', true, 1, 30],
      ['lessons', true, 1, 20],
      ['exams', false, 1, 0],
      ['homework', false, 1, 0],
      ['activities', false, 1, 0],
    ]);
    expect(r.composite.score).toBe(100);
  });

  it("counts the period's exams by their best score and its activities, not what came before the stage", async () => {
    const stageId = await stageRequiringBasics('2026-06-01');
    const branch = await ownBranch();
    const p = await learner(stageId, branch);
    const now = clock.now().getTime();
    const examId = await examFixture(t.db, bank, 'open', { title: '党章知识测试' });
    const before = await examFixture(t.db, bank, 'open', { title: '去年的考试' });
    await t.db
      .insertInto('examRecord')
      .values([
        closedRecord(examId, p.id, 20, 0, new Date(now - 3600_000).toISOString()),
        { ...closedRecord(examId, p.id, 36, 1, new Date(now - 1800_000).toISOString()), attemptNo: 2 },
        closedRecord(before, p.id, 45, 1, '2026-05-01T02:00:00.000Z'),
      ])
      .execute();
    const { activityId } = await activityFixture(t.db, now, { orgId: branch }, { title: '红色教育基地参观' });
    const old = await activityFixture(t.db, now, { orgId: branch }, { title: '去年的参观' });
    await t.db
      .insertInto('activityCheckin')
      .values([
        { activityId, userId: p.id, place: '报告厅', scannedAt: new Date(now - 7200_000).toISOString() },
        { activityId: old.activityId, userId: p.id, place: '报告厅', scannedAt: '2026-05-20T02:00:00.000Z' },
      ])
      .execute();

    const r = await get('stageReport', p.token);
    const total = r.exams[0].totalScore;
    expect(r.exams).toEqual([{ examId, title: '党章知识测试', totalScore: total, passScore: 30, best: 36, passed: true, attempts: 2 }]);
    // both activities start within the stage, so both are expected; only this period's check-in counts
    expect(r.activities).toMatchObject({ attended: 1, target: 2, items: [{ id: activityId, title: '红色教育基地参观' }] });
    const exams = r.composite.parts.find((x) => x.key === 'exams')!;
    expect(exams).toMatchObject({ applies: true, rate: Math.round((36 / total) * 1000) / 1000 });
    const applied = r.composite.parts.filter((x) => x.applies);
    const expected = (applied.reduce((s, x) => s + x.rate * x.weight, 0) / applied.reduce((s, x) => s + x.weight, 0)) * 100;
    expect(r.composite.score).toBeCloseTo(expected, 0);
  });

  it('a stage that offered no activity expects none: 应参加 0, and the score is the other parts re-weighted', async () => {
    // a school that imported its people and its exam but runs no activities on the platform
    const p = await learner(await stageRequiringBasics('2026-06-01'), await ownBranch());
    const examId = await examFixture(t.db, bank, 'open', { title: '结业考试' });
    const total = Number(
      (await t.db.selectFrom('exam').select('totalScore').where('id', '=', examId).executeTakeFirstOrThrow()).totalScore,
    );
    await t.db
      .insertInto('examRecord')
      .values(closedRecord(examId, p.id, total / 2, 0, clock.isoIn(-3600)))
      .execute();

    const r = await get('stageReport', p.token);
    expect(r.activities).toEqual({ attended: 0, target: 0, items: [] });
    expect(r.composite.parts.find((x) => x.key === 'activities')).toMatchObject({ applies: false, points: 0 });
    // hours 0 x 30, lessons 0 x 20, exam 0.5 x 30 over 80 (not 90: the activities' 10 are not lost)
    expect(r.composite.score).toBe(18.8);
  });

  it('expects the activities offered to the learner in the stage, at most 2', async () => {
    const branch = await ownBranch();
    const stageId = await stageRequiringBasics('2026-06-01');
    const p = await learner(stageId, branch);
    const other = await learner(stageId, ids.orgs.branch2);
    const now = clock.now().getTime();
    const offer = (
      title: string,
      project: Parameters<typeof activityFixture>[2] = { orgId: branch },
      a: Parameters<typeof activityFixture>[3] = {},
    ) => activityFixture(t.db, now, project, { title, ...a }).then((x) => x.activityId);
    const targetOf = async (token = p.token) => (await get('stageReport', token)).activities.target;

    // not offered to this learner: another branch's, the cadres', one before the stage
    await offer('别的支部的活动', { orgId: ids.orgs.branch2 });
    await offer('干部的活动', { orgId: branch, audience: 'cadre' });
    await offer('去年的活动', { orgId: branch }, { starts: -24 * 365, deadline: -24 * 366 });
    expect(await targetOf()).toBe(0);
    expect(await targetOf(other.token)).toBe(1);

    // one of the branch's (a project of the college above it counts as well)
    const first = await offer('开班仪式', { orgId: ids.orgs.college });
    let r = await get('stageReport', p.token);
    expect(r.activities).toMatchObject({ attended: 0, target: 1 });
    expect(r.composite.parts.find((x) => x.key === 'activities')).toMatchObject({ applies: true, rate: 0 });
    await t.db
      .insertInto('activityCheckin')
      .values({ activityId: first, userId: p.id, place: '报告厅', scannedAt: clock.isoIn(-60) })
      .execute();
    r = await get('stageReport', p.token);
    expect(r.activities).toMatchObject({ attended: 1, target: 1 });
    expect(r.composite.parts.find((x) => x.key === 'activities')).toMatchObject({ applies: true, rate: 1, points: 10 });

    // excused by an approved leave, or full without a seat of theirs: not expected
    const excused = await offer('专题党课');
    await t.db
      .insertInto('activitySignup')
      .values({ activityId: excused, userId: p.id, status: 'signed', signedAt: clock.iso(), cancelledAt: null })
      .execute();
    await t.db
      .insertInto('activityLeave')
      .values({
        activityId: excused,
        userId: p.id,
        reason: '专业课实验考核',
        state: 'approved',
        createdAt: clock.iso(),
        reviewedAt: clock.iso(),
      })
      .execute();
    const full = await offer('现场教学', { orgId: branch }, { capacity: 1 });
    await t.db.updateTable('activity').set({ signedCount: 1 }).where('id', '=', full).execute();
    expect(await targetOf()).toBe(1);
    // a pending or rejected leave still expects them
    await t.db.updateTable('activityLeave').set({ state: 'rejected' }).where('activityId', '=', excused).execute();
    expect(await targetOf()).toBe(2);

    // more than two offered: still 2
    await offer('志愿服务');
    await offer('红色观影');
    r = await get('stageReport', p.token);
    expect(r.activities).toMatchObject({ attended: 1, target: ACTIVITY_TARGET_MAX });
    expect(r.composite.parts.find((x) => x.key === 'activities')).toMatchObject({ applies: true, rate: 0.5, points: 5 });
  });

  it('a whole-school activity is offered to everyone in the stage; one checked in to always counts, even if no longer offered', async () => {
    // a stage of its own in 2031, so no other test's activity falls in it
    const stageId = await stageRequiringBasics('2031-03-01', '2031-03-31');
    const p = await learner(stageId, await ownBranch());
    const march = Date.parse('2031-03-10T00:00:00.000Z');
    const { activityId } = await activityFixture(t.db, march, {}, { title: '全校开班仪式', starts: 0, deadline: -24 });
    expect((await get('stageReport', p.token)).activities.target).toBe(1);
    // attended, then excused afterwards: what they attended is still expected of them, so 1 of 1
    await t.db
      .insertInto('activityCheckin')
      .values({ activityId, userId: p.id, place: '报告厅', scannedAt: hoursFrom(march, 1) })
      .execute();
    await t.db
      .insertInto('activityLeave')
      .values({
        activityId,
        userId: p.id,
        reason: '补办的请假手续',
        state: 'approved',
        createdAt: hoursFrom(march, -48),
        reviewedAt: hoursFrom(march, -24),
      })
      .execute();
    const r = await get('stageReport', p.token);
    expect(r.activities).toMatchObject({ attended: 1, target: 1, items: [{ id: activityId, title: '全校开班仪式' }] });
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
