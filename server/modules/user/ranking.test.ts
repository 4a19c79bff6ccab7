// 本期学时 and its ranking: the stage rows grow with every credited heartbeat and match the sum of
// the daily records and of the video progress after random (and concurrent) study; ranks are
// competition ranks within branch, college and school; a move of branch moves the rows.
import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import type { RankingLevel } from '../../../contract/userReport';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { insertLessons, setVideoRules, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { RANK_BAND_SECONDS } from '../lesson/tables';
import { TOP } from './ranking';

const U = endpoints.user;
const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let ids: FixtureIds;
let otherCollegeBranch: number;
let n = 0;
/** a 本期学时 row written straight in, with the band a credit would give it */
const stageRow = <R extends { seconds: number }>(row: R) => ({ ...row, band: Math.floor(row.seconds / RANK_BAND_SECONDS) });

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  f = await insertLessons(t.db);
  const college = (
    await t.db
      .insertInto('orgUnit')
      .values({ parentId: ids.orgs.committee, name: '经济管理学院党委', kind: '党委', sort: 2 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  otherCollegeBranch = (
    await t.db
      .insertInto('orgUnit')
      .values({ parentId: college, name: '经管学院本科生党支部', kind: '党支部', sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(async () => {
  clock.reset();
  await setVideoRules(t.db, {});
});

async function newStage(): Promise<number> {
  n += 1;
  return (
    await t.db
      .insertInto('stage')
      .values({ phaseId: ids.phases.first, name: `排名测试期次${n}`, startDate: '2026-03-01', endDate: '2026-12-31', sort: 10 + n })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
async function learner(
  stageId: number | null,
  orgId: number | null = ids.orgs.branch,
  name = '测试学员',
): Promise<{ id: number; token: string }> {
  n += 1;
  const id = await insertUser(t.db, { account: `rank${n}`, password: 'Study@2026', stageId, orgId, name });
  return { id, token: await t.login(`rank${n}`, 'Study@2026') };
}
/** a learner who is only a row: the ranking reads nothing else of them */
async function ranked(stageId: number, orgId: number, seconds: number, name: string): Promise<number> {
  n += 1;
  const id = await insertUser(t.db, { account: `rank${n}`, password: 'x', stageId, orgId, name });
  const college =
    orgId === otherCollegeBranch
      ? (await t.db.selectFrom('orgUnit').select('parentId').where('id', '=', orgId).executeTakeFirstOrThrow()).parentId!
      : ids.orgs.college;
  await t.db
    .insertInto('stageStudy')
    .values(stageRow({ userId: id, stageId, branchId: orgId, collegeId: college, seconds }))
    .execute();
  return id;
}
const rankOf = async (token: string, level?: RankingLevel) => {
  const res = await call<Res<'user', 'ranking'>>(t.app, U.ranking.path, level ? { level } : {}, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
};
async function start(token: string, videoId: number): Promise<string> {
  const res = await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId }, token);
  expect(res.code).toBe(CODE_OK);
  return res.data.sessionId;
}
const beat = (token: string, sessionId: string, position: number, playing = true) =>
  call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, { sessionId, position, playing }, token);

async function sums(userId: number) {
  const stage = await t.db
    .selectFrom('stageStudy')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.lit(0)).as('s'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const day = await t.db
    .selectFrom('studyDay')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.lit(0)).as('s'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const video = await t.db
    .selectFrom('videoProgress')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credited'), eb.lit(0)).as('s'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { stage: Number(stage.s), day: Number(day.s), video: Number(video.s) };
}

describe('本期学时 rows (stage_study)', () => {
  it('after random heartbeats (forward, back, pauses, seeks) the stage row equals the daily records and the video progress', async () => {
    const stageId = await newStage();
    const people = [await learner(stageId), await learner(stageId, ids.orgs.branch2), await learner(null)];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const p of people) {
      for (const videoId of [f.videos.long, f.videos.short, f.videos.other]) {
        const s = await start(p.token, videoId);
        let position = 0;
        for (let i = 0; i < 8; i++) {
          const step = Math.floor(random() * 40) - 8;
          position = Math.max(0, position + step);
          clock.advance(Math.floor(random() * 35) + 1);
          const res = await beat(p.token, s, position, random() > 0.15);
          expect(res.code).toBe(CODE_OK);
          position = res.data.position;
        }
      }
      const s = await sums(p.id);
      expect(s.video).toBeGreaterThan(0);
      expect(s.day).toBeCloseTo(s.video, 3);
    }
    for (const p of people.slice(0, 2)) {
      const s = await sums(p.id);
      expect(s.stage).toBeCloseTo(s.day, 3);
      const rows = await t.db.selectFrom('stageStudy').selectAll().where('userId', '=', p.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].stageId).toBe(stageId);
      expect(rows[0].band).toBe(Math.floor(rows[0].seconds / RANK_BAND_SECONDS));
    }
    // a learner in no stage has daily records but no stage row
    expect((await sums(people[2].id)).stage).toBe(0);
    expect((await rankOf(people[2].token)).stage).toBeNull();
  });

  it('concurrent heartbeats of many learners add up exactly', async () => {
    const stageId = await newStage();
    const people = [];
    for (let i = 0; i < 8; i++) people.push(await learner(stageId));
    const sessions = await Promise.all(people.map((p) => start(p.token, f.videos.long)));
    for (let round = 1; round <= 4; round++) {
      clock.advance(10);
      const answers = await Promise.all(people.map((p, i) => beat(p.token, sessions[i], round * 10)));
      expect(answers.every((a) => a.code === CODE_OK)).toBe(true);
    }
    for (const p of people) {
      const s = await sums(p.id);
      expect(s.stage).toBeCloseTo(40, 3);
      expect(s.day).toBeCloseTo(40, 3);
    }
  });

  it('a stage that has not begun yet gets no credit', async () => {
    const future = (
      await t.db
        .insertInto('stage')
        .values({ phaseId: ids.phases.first, name: '明年的期次', startDate: '2099-03-01', endDate: '2099-06-30', sort: 99 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const p = await learner(future);
    const s = await start(p.token, f.videos.long);
    clock.advance(10);
    expect((await beat(p.token, s, 10)).data.credited).toBeGreaterThan(0);
    expect((await sums(p.id)).stage).toBe(0);
  });
});

describe('user/ranking', () => {
  it('competition ranks with ties, in account order, at branch, college and school level', async () => {
    const stageId = await newStage();
    const me = await learner(stageId, ids.orgs.branch, '我自己');
    await t.db
      .insertInto('stageStudy')
      .values(stageRow({ userId: me.id, stageId, branchId: ids.orgs.branch, collegeId: ids.orgs.college, seconds: 300 }))
      .execute();
    const a = await ranked(stageId, ids.orgs.branch, 900, '甲');
    const b = await ranked(stageId, ids.orgs.branch, 300, '乙'); // tie with me
    await ranked(stageId, ids.orgs.branch, 100, '丙');
    await ranked(stageId, ids.orgs.branch2, 1200, '丁');
    await ranked(stageId, ids.orgs.branch2, 300, '戊'); // tie at college level
    await ranked(stageId, otherCollegeBranch, 5000, '己');
    // another stage's learner never shows
    await ranked(await newStage(), ids.orgs.branch, 99999, '庚');

    const branch = await rankOf(me.token, 'branch');
    expect(branch.scopeName).toBe('本科生第一党支部');
    expect(branch.total).toBe(4);
    expect(branch.list.map((e) => [e.rank, e.name, e.seconds])).toEqual([
      [1, '甲', 900],
      [2, '我自己', 300],
      [2, '乙', 300],
      [4, '丙', 100],
    ]);
    expect(branch.list.filter((e) => e.me).map((e) => e.name)).toEqual(['我自己']);
    expect(branch.mine).toEqual({ rank: 2, seconds: 300 });
    expect(me.id).toBeLessThan(b); // equal figures in account order
    expect(a).toBeLessThan(b);

    const college = await rankOf(me.token, 'college');
    expect(college.scopeName).toBe('计算机学院党委');
    expect(college.total).toBe(6);
    expect(college.list.map((e) => e.rank)).toEqual([1, 2, 3, 3, 3, 6]);
    expect(college.mine).toEqual({ rank: 3, seconds: 300 });

    const school = await rankOf(me.token, 'school');
    expect(school.scopeName).toBe('校党委');
    expect(school.total).toBe(7);
    expect(school.list[0]).toMatchObject({ rank: 1, name: '己', branch: '经管学院本科生党支部', me: false });
    expect(school.mine).toEqual({ rank: 4, seconds: 300 });
    // the list says name, branch, figure and whether it is the caller: nothing else
    expect(Object.keys(school.list[0]).sort()).toEqual(['branch', 'me', 'name', 'rank', 'seconds']);
    // branch is the default level
    expect((await rankOf(me.token)).level).toBe('branch');
  });

  it('orders within a band by the exact figure; a credit into the next band moves the learner up', async () => {
    const stageId = await newStage();
    const me = await learner(stageId, ids.orgs.branch, '我自己');
    await t.db
      .insertInto('stageStudy')
      .values(stageRow({ userId: me.id, stageId, branchId: ids.orgs.branch, collegeId: ids.orgs.college, seconds: 590 }))
      .execute();
    await ranked(stageId, ids.orgs.branch, 599.5, '甲'); // my band, above me
    await ranked(stageId, ids.orgs.branch, 450, '乙'); // my band, below me
    await ranked(stageId, ids.orgs.branch, 605, '丙'); // the next band
    await ranked(stageId, ids.orgs.branch, 1300, '丁');
    const before = await rankOf(me.token, 'branch');
    expect(before.list.map((e) => [e.rank, e.name, e.seconds])).toEqual([
      [1, '丁', 1300],
      [2, '丙', 605],
      [3, '甲', 599.5],
      [4, '我自己', 590],
      [5, '乙', 450],
    ]);
    expect(before.mine).toEqual({ rank: 4, seconds: 590 });

    // 20 seconds of study: 610, the next band, above 丙 and 甲
    const s = await start(me.token, f.videos.long);
    clock.advance(20);
    expect((await beat(me.token, s, 20)).code).toBe(CODE_OK);
    const row = await t.db.selectFrom('stageStudy').selectAll().where('userId', '=', me.id).executeTakeFirstOrThrow();
    expect([row.seconds, row.band]).toEqual([610, 1]);
    const after = await rankOf(me.token, 'branch');
    expect(after.list.map((e) => [e.rank, e.name])).toEqual([
      [1, '丁'],
      [2, '我自己'],
      [3, '丙'],
      [4, '甲'],
      [5, '乙'],
    ]);
    expect(after.mine).toEqual({ rank: 2, seconds: 610 });
  });

  it(`lists the first ${TOP} and still tells a caller further down their rank`, async () => {
    const stageId = await newStage();
    const rows = Array.from({ length: TOP + 10 }, (_, i) => i);
    n += 1;
    const base = n;
    n += rows.length;
    const hash = 'x';
    const users = await t.db
      .insertInto('user')
      .values(
        rows.map((i) => ({
          account: `bulk${base}-${i}`,
          passwordHash: hash,
          name: `学员${i}`,
          gender: 1,
          appId: 6,
          avatarUrl: '',
          phone: '',
          email: '',
          studentNo: `b${base}${i}`,
          nation: '01',
          education: '',
          partyStatus: '',
          birthday: null,
          joinPartyDate: null,
          college: '',
          major: '',
          className: '',
          identityId: null,
          orgId: ids.orgs.branch,
          stageId,
          defaultPassword: 0,
          status: 1,
          createdAt: '2026-09-01T00:00:00.000Z',
          updatedAt: '2026-09-01T00:00:00.000Z',
          passwordChangedAt: null,
          lastLoginAt: null,
        })),
      )
      .returning('id')
      .execute();
    await t.db
      .insertInto('stageStudy')
      .values(
        users.map((u, i) =>
          stageRow({ userId: u.id, stageId, branchId: ids.orgs.branch, collegeId: ids.orgs.college, seconds: 10_000 - i * 10 }),
        ),
      )
      .execute();
    const me = await learner(stageId);
    await t.db
      .insertInto('stageStudy')
      .values(stageRow({ userId: me.id, stageId, branchId: ids.orgs.branch, collegeId: ids.orgs.college, seconds: 5 }))
      .execute();
    const data = await rankOf(me.token, 'branch');
    expect(data.list).toHaveLength(TOP);
    expect(data.list.some((e) => e.me)).toBe(false);
    expect(data.total).toBe(TOP + 11);
    expect(data.mine).toEqual({ rank: TOP + 11, seconds: 5 });
  });

  it('without credit yet: the scope is ranked, the caller has no place; without a stage: nothing', async () => {
    const stageId = await newStage();
    await ranked(stageId, ids.orgs.branch, 50, '甲');
    const fresh = await learner(stageId);
    const data = await rankOf(fresh.token, 'branch');
    expect(data.stage?.id).toBe(stageId);
    expect(data.total).toBe(1);
    expect(data.mine).toBeNull();
    const none = await learner(null);
    expect(await rankOf(none.token, 'school')).toEqual({ stage: null, level: 'school', scopeName: '', total: 0, list: [], mine: null });
  });

  it("a learner without a branch who states it on the profile is in that branch's ranking at once", async () => {
    const stageId = await newStage();
    const p = await learner(stageId, null);
    await t.db
      .insertInto('stageStudy')
      .values(stageRow({ userId: p.id, stageId, branchId: 0, collegeId: 0, seconds: 77 }))
      .execute();
    const res = await call(t.app, U.editUserInfo.path, { name: '测试学员', orgId: otherCollegeBranch }, p.token);
    expect([res.code, res.msg]).toEqual([CODE_OK, '操作成功']);
    const data = await rankOf(p.token, 'branch');
    expect(data.scopeName).toBe('经管学院本科生党支部');
    expect(data.list.map((e) => e.me)).toEqual([true]);
    expect((await rankOf(p.token, 'college')).scopeName).toBe('经济管理学院党委');
  });

  it('an unknown level is refused with a Chinese message', async () => {
    const p = await learner(null);
    const res = await call(t.app, U.ranking.path, { level: 'world' }, p.token);
    expect(res.code).toBe(CODE_OPERATION_ERROR);
    expect(res.msg).toMatch(/排名范围/);
  });
});
