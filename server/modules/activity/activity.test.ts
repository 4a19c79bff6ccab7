import { clock } from '../../lib/clock';
import { activityFixture, insertOrgs, participant, type Orgs } from '../../test/activityFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// Training activities: who sees which project, the last seats under concurrency, the deadline,
// cancelling, leave once, the cadre list, and what a learner typed coming back as text.

let t: TestApp;
let orgs: Orgs;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  orgs = await insertOrgs(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const now = () => clock.now().getTime();
const seats = async (activityId: number) =>
  await t.db.selectFrom('activity').select(['signedCount', 'capacity']).where('id', '=', activityId).executeTakeFirstOrThrow();
const rows = async (activityId: number) =>
  Number(
    (
      await t.db
        .selectFrom('activitySignup')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('activityId', '=', activityId)
        .where('status', '=', 'signed')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('visibility', () => {
  it('a learner sees projects of the school and of their own organisations, not another college’s; by id neither', async () => {
    const school = await activityFixture(t.db, now(), { orgId: null });
    const mine = await activityFixture(t.db, now(), { orgId: orgs.college });
    const other = await activityFixture(t.db, now(), { orgId: orgs.otherCollege });
    const me = await participant(t, orgs.branch);
    const ids = (await me.ok('projectList')).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([school.projectId, mine.projectId]));
    expect(ids).not.toContain(other.projectId);
    expect(await me.refused('activityDetail', { activityId: other.activityId })).toBe('活动不存在');
    expect(await me.refused('baoMing', { activityId: other.activityId })).toBe('活动不存在');
    expect(await me.refused('activityDetail', { activityId: 999999 })).toBe('活动不存在');
  });

  it('the 党员发展 track is dyProjectList’s, cadre projects are gbActivity’s and only for cadres', async () => {
    const develop = await activityFixture(t.db, now(), { track: 'develop' });
    const cadre = await activityFixture(t.db, now(), { audience: 'cadre' });
    const learner = await participant(t, orgs.branch);
    expect((await learner.ok('projectList')).map((p) => p.id)).not.toContain(develop.projectId);
    expect((await learner.ok('dyProjectList')).map((p) => p.id)).toContain(develop.projectId);
    expect(await learner.refused('gbActivity')).toBe('干部培训活动仅对干部开放');
    expect(await learner.refused('activityDetail', { activityId: cadre.activityId })).toBe('活动不存在');
    const gb = await participant(t, null, 5);
    expect((await gb.ok('gbActivity')).map((p) => p.id)).toContain(cadre.projectId);
    expect((await gb.ok('activityDetail', { activityId: cadre.activityId })).title).toBe('专题党课');
  });

  it('markup stored in a project or activity comes back as the same text (the screen renders text)', async () => {
    const a = await activityFixture(t.db, now());
    const me = await participant(t, orgs.branch);
    expect((await me.ok('activityDetail', { activityId: a.activityId })).content).toBe('<script>alert(1)</script>内容');
  });
});

describe('signing up', () => {
  it('fifty learners at once for the last three seats: exactly three get one, the count matches the rows', async () => {
    const a = await activityFixture(t.db, now(), {}, { capacity: 3 });
    const people = await Promise.all(Array.from({ length: 50 }, () => participant(t, orgs.branch)));
    const answers = await Promise.all(people.map((p) => p.raw('baoMing', { activityId: a.activityId })));
    expect(answers.filter((r) => r.code === 99999)).toHaveLength(3);
    expect(answers.filter((r) => r.code === 10002).map((r) => r.msg)).toEqual(Array(47).fill('名额已满'));
    expect(await seats(a.activityId)).toEqual({ signedCount: 3, capacity: 3 });
    expect(await rows(a.activityId)).toBe(3);
    // fifty accounts made and logged in first: about 2 s on PostgreSQL alone, more beside CI's other workers
  }, 120_000);

  it('the same learner twice at once: one seat', async () => {
    const a = await activityFixture(t.db, now(), {}, { capacity: 5 });
    const me = await participant(t, orgs.branch);
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.raw('baoMing', { activityId: a.activityId })));
    expect(answers.filter((r) => r.code === 99999)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 10002).map((r) => r.msg)).toEqual(Array(4).fill('你已报名该活动'));
    expect((await seats(a.activityId)).signedCount).toBe(1);
  });

  it('sign up, see the state, cancel before the deadline (the seat comes back), sign up again', async () => {
    const a = await activityFixture(t.db, now(), {}, { capacity: 1 });
    const me = await participant(t, orgs.branch);
    const other = await participant(t, orgs.branch);
    const signed = await me.ok('baoMing', { activityId: a.activityId });
    expect(signed).toMatchObject({ signedUp: true, signedCount: 1, state: 'full', canCancel: true, canLeave: true });
    expect(await other.refused('baoMing', { activityId: a.activityId })).toBe('名额已满');
    expect(await me.ok('baoMing', { activityId: a.activityId, cancel: true })).toMatchObject({
      signedUp: false,
      signedCount: 0,
      state: 'open',
    });
    expect(await me.refused('baoMing', { activityId: a.activityId, cancel: true })).toBe('你尚未报名该活动');
    expect((await other.ok('baoMing', { activityId: a.activityId })).signedUp).toBe(true);
    expect((await other.ok('myActivity', { pageNum: 1, pageSize: 10 })).list.map((x) => x.id)).toEqual([a.activityId]);
    expect((await me.ok('myActivity', { pageNum: 1, pageSize: 10 })).total).toBe(0);
  });

  it('after the deadline: no sign-up, no cancelling', async () => {
    const a = await activityFixture(t.db, now(), {}, { deadline: 1, starts: 5 });
    const me = await participant(t, orgs.branch);
    await me.ok('baoMing', { activityId: a.activityId });
    clock.advance(2 * 3600);
    expect(await me.refused('baoMing', { activityId: a.activityId, cancel: true })).toBe('报名已截止，不能取消报名');
    const late = await participant(t, orgs.branch);
    expect(await late.refused('baoMing', { activityId: a.activityId })).toBe('报名已截止');
    expect((await late.ok('activityDetail', { activityId: a.activityId })).state).toBe('closed');
  });

  it('bad input: 10002 naming the field, nothing changes', async () => {
    const me = await participant(t, orgs.branch);
    expect(await me.refused('baoMing', { activityId: 'x' })).toContain('活动');
    expect(await me.refused('baoMing', {})).toContain('活动');
    expect(await me.refused('myActivity', { pageNum: 0, pageSize: 10 })).toContain('页码');
  });
});

describe('leave', () => {
  it('only when signed up, once (five at once: one), before the start; its detail shows the state', async () => {
    const a = await activityFixture(t.db, now(), {}, { starts: 10, deadline: 5 });
    const me = await participant(t, orgs.branch);
    expect(await me.refused('projectLeave', { activityId: a.activityId, reason: '家中有事需要请假一天' })).toBe('你尚未报名该活动');
    expect(await me.refused('projectLeaveDetail', { activityId: a.activityId })).toBe('你没有该活动的请假申请');
    await me.ok('baoMing', { activityId: a.activityId });
    expect(await me.refused('projectLeave', { activityId: a.activityId, reason: '有事' })).toContain('请假事由');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => me.raw('projectLeave', { activityId: a.activityId, reason: '与专业课实验时间冲突，申请请假' })),
    );
    expect(answers.filter((r) => r.code === 99999)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 10002).map((r) => r.msg)).toEqual(Array(4).fill('你已提交过该活动的请假申请'));
    expect(await me.ok('projectLeaveDetail', { activityId: a.activityId })).toMatchObject({
      state: 'pending',
      reason: '与专业课实验时间冲突，申请请假',
      comment: '',
      reviewedAt: null,
    });
    expect(await me.ok('activityDetail', { activityId: a.activityId })).toMatchObject({ leaveState: 'pending', canLeave: false });
    const late = await activityFixture(t.db, now(), {}, { starts: 1, deadline: 0.5 });
    const other = await participant(t, orgs.branch);
    await other.ok('baoMing', { activityId: late.activityId });
    clock.advance(2 * 3600);
    expect(await other.refused('projectLeave', { activityId: late.activityId, reason: '临时有事无法参加活动' })).toBe(
      '活动已开始，不能再请假',
    );
  });
});

describe('cancelling with a leave', () => {
  it('withdraws a pending leave with the sign-up, so signing up again may ask again; a reviewed leave keeps the sign-up', async () => {
    const a = await activityFixture(t.db, now(), {}, { starts: 10, deadline: 5 });
    const me = await participant(t, orgs.branch);
    await me.ok('baoMing', { activityId: a.activityId });
    await me.ok('projectLeave', { activityId: a.activityId, reason: '与专业课实验时间冲突，申请请假' });
    expect(await me.ok('activityDetail', { activityId: a.activityId })).toMatchObject({ leaveState: 'pending', canCancel: true });
    expect(await me.ok('baoMing', { activityId: a.activityId, cancel: true })).toMatchObject({ signedUp: false, leaveState: null });
    expect(await me.refused('projectLeaveDetail', { activityId: a.activityId })).toBe('你没有该活动的请假申请');
    await me.ok('baoMing', { activityId: a.activityId });
    expect((await me.ok('projectLeave', { activityId: a.activityId, reason: '家中有急事需要请假一天' })).state).toBe('pending');

    for (const state of ['approved', 'rejected'] as const) {
      await t.db
        .updateTable('activityLeave')
        .set({ state, comment: '已审核', reviewedAt: clock.iso() })
        .where('activityId', '=', a.activityId)
        .where('userId', '=', me.id)
        .execute();
      expect(await me.ok('activityDetail', { activityId: a.activityId })).toMatchObject({
        signedUp: true,
        leaveState: state,
        canCancel: false,
      });
      expect(await me.refused('baoMing', { activityId: a.activityId, cancel: true })).toBe('你的请假已审批，不能再取消报名');
      expect(await me.ok('projectLeaveDetail', { activityId: a.activityId })).toMatchObject({ state, comment: '已审核' });
      expect((await seats(a.activityId)).signedCount).toBe(1);
    }
  });
});

describe('check-ins', () => {
  it('the learner’s own log, newest first, paged', async () => {
    const a = await activityFixture(t.db, now(), {}, { title: '开班仪式' });
    const me = await participant(t, orgs.branch);
    const other = await participant(t, orgs.branch);
    await t.db
      .insertInto('activityCheckin')
      .values([
        { activityId: a.activityId, userId: me.id, place: '图书馆报告厅', scannedAt: '2026-09-01T01:00:00.000Z' },
        { activityId: a.activityId, userId: me.id, place: '图书馆报告厅', scannedAt: '2026-09-08T01:00:00.000Z' },
        { activityId: a.activityId, userId: other.id, place: '图书馆报告厅', scannedAt: '2026-09-09T01:00:00.000Z' },
      ])
      .execute();
    const page = await me.ok('userQrcodeScanLog', { pageNum: 1, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.list).toEqual([expect.objectContaining({ activityTitle: '开班仪式', scannedAt: '2026-09-08T01:00:00.000Z' })]);
  });
});
