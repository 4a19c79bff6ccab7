import { CODE_OK } from '../../../../contract/codes';
import { endpoints } from '../../../../contract/endpoints';
import { inTransaction } from '../../../db/transaction';
import { clock } from '../../../lib/clock';
import { activityFixture, hoursFrom, insertOrgs, participant, type Orgs } from '../../../test/activityFixtures';
import { insertUser } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { activityLeaveAdapter, centerGroupLeaveAdapter, orgActLeaveAdapter } from './leave';
import type { AppliedVerdict, ItemRow, SourceAdapter } from './types';

// The three leave requests as review items: asking opens one pending item in the same
// transaction (five requests at once: one leave, one item); the adapter shows what was asked,
// lands approve/return on the leave row, which the learner's own screen then shows with the
// reason, and refuses a leave that was already decided. Cancelling a training sign-up withdraws
// its pending leave and the item with it.

let t: TestApp;
let orgs: Orgs;
const SETUP_MS = 120_000;
jest.setTimeout(60_000);
beforeAll(async () => {
  t = await createTestApp();
  orgs = await insertOrgs(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
beforeEach(() => clock.freeze());
afterEach(() => clock.reset());

const now = () => clock.now().getTime();
/** the test clock's instant `hours` on, as a Beijing wall-clock time (UTC+8) */
const beijing = (hours: number) => new Date(now() + (hours + 8) * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
type LeaveSource = 'activityLeave' | 'orgActLeave' | 'centerGroupLeave';

/** The learner's own view of their leave, as their screen reads it. */
interface Seen {
  state: string;
  comment: string;
  reviewedAt: string | null;
}

interface Asker {
  userId: number;
  title: string;
  ask(reason: string): Promise<{ code: number; msg: string }>;
  seen(): Promise<Seen>;
}

let made = 0;
async function loggedIn(orgId: number, appId = 6) {
  made += 1;
  const account = `lv${String(made).padStart(4, '0')}`;
  const id = await insertUser(t.db, { account, password: 'Leave@2026', orgId, appId, name: `请假人${made}` });
  const token = await t.login(account, 'Leave@2026');
  return { id, token };
}

const expectOk = <T>(res: { code: number; msg: string; data: T }) => {
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
};

/** `starts`: hours from the test clock; `place` as the organiser reads it */
const cases: Array<{ source: LeaveSource; adapter: SourceAdapter; path: string; starts: number; place: string; asker(): Promise<Asker> }> =
  [
    {
      source: 'activityLeave',
      adapter: activityLeaveAdapter,
      path: '/index/train-activity?tab=mine',
      starts: 72,
      place: '报告厅',
      async asker() {
        const title = `专题党课${made}`;
        const { activityId } = await activityFixture(t.db, now(), { orgId: orgs.branch }, { title });
        const me = await participant(t, orgs.branch);
        await me.ok('baoMing', { activityId });
        return {
          userId: me.id,
          title,
          ask: (reason) => me.raw('projectLeave', { activityId, reason }),
          seen: () => me.ok('projectLeaveDetail', { activityId }),
        };
      },
    },
    {
      source: 'orgActLeave',
      adapter: orgActLeaveAdapter,
      path: '/personal-space/workbenches/activity',
      starts: 24,
      place: '党员活动室',
      async asker() {
        const title = `支部党员大会${made}`;
        const act = await t.db
          .insertInto('orgAct')
          .values({
            orgId: orgs.branch,
            category: '支部党员大会',
            title,
            startTime: hoursFrom(now(), 24),
            endTime: hoursFrom(now(), 26),
            place: '党员活动室',
            organizer: '支部书记',
            createdAt: clock.iso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const me = await loggedIn(orgs.branch);
        return {
          userId: me.id,
          title,
          ask: (reason) => call(t.app, endpoints.orgAct.actLeave.path, { actId: act.id, reason }, me.token),
          seen: async () =>
            expectOk(await call<{ leave: Seen }>(t.app, endpoints.orgAct.actDetail.path, { actId: act.id }, me.token)).leave,
        };
      },
    },
    {
      source: 'centerGroupLeave',
      adapter: centerGroupLeaveAdapter,
      path: '/personal-space/workbenches/activity?tab=centerGroup',
      starts: 24,
      place: '未填写',
      async asker() {
        const title = `专题学习${made}`;
        const me = await loggedIn(orgs.school, 5);
        const group = await t.db
          .insertInto('centerGroup')
          .values({ orgId: orgs.school, name: '校党委理论学习中心组', createdAt: clock.iso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db.insertInto('centerGroupMember').values({ groupId: group.id, userId: me.id, role: '成员' }).execute();
        const session = await t.db
          .insertInto('centerGroupSession')
          .values({
            groupId: group.id,
            theme: title,
            startTime: hoursFrom(now(), 24),
            endTime: hoursFrom(now(), 26),
            createdAt: clock.iso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          userId: me.id,
          title,
          ask: (reason) => call(t.app, endpoints.centerGroup.activityLeave.path, { activityId: session.id, reason }, me.token),
          seen: async () =>
            expectOk(await call<{ leave: Seen }>(t.app, endpoints.centerGroup.activityDetail.path, { activityId: session.id }, me.token))
              .leave,
        };
      },
    },
  ];

const itemsOf = (source: LeaveSource, userId: number) =>
  t.db.selectFrom('reviewItem').selectAll().where('source', '=', source).where('userId', '=', userId).orderBy('id').execute();

const verdict = (v: 'approve' | 'return', reason = ''): AppliedVerdict => ({
  verdict: v,
  reason,
  score: null,
  reviewerName: '支部书记',
  at: clock.iso(),
});

const apply = (adapter: SourceAdapter, item: ItemRow, v: AppliedVerdict) => inTransaction(t.db, (trx) => adapter.apply(trx, item, v));

describe.each(cases)('$source', ({ source, adapter, path, starts, place, asker }) => {
  it('asking opens one pending item in the same write (five at once: one), showing the activity and the reason', async () => {
    const a = await asker();
    const reason = '与专业课实验时间冲突，申请请假';
    const answers = await Promise.all(Array.from({ length: 5 }, () => a.ask(reason)));
    expect(answers.filter((r) => r.code === CODE_OK)).toHaveLength(1);
    const items = await itemsOf(source, a.userId);
    const leave = await t.db.selectFrom(source).select('id').where('userId', '=', a.userId).executeTakeFirstOrThrow();
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'leave',
        refId: leave.id,
        title: a.title,
        state: 'pending',
        submittedAt: clock.iso(),
        decidedAt: null,
      }),
    ]);
    const handed = await adapter.handedIn(t.db, items[0]);
    expect(handed.map((h) => h.label)).toEqual([expect.stringContaining('活动'), '时间', '地点', '请假事由', '申请时间']);
    expect(handed[0].text).toBe(a.title);
    expect(handed[3].text).toBe(reason);
    expect(handed[1].text).toBe(`${beijing(starts)} 至 ${beijing(starts + 2)}`);
    expect(handed[2].text).toBe(place);
  });

  it('approval excuses the learner, who sees it; a decided leave is not decided again', async () => {
    const a = await asker();
    expect((await a.ask('家中有急事需要请假一天')).code).toBe(CODE_OK);
    const [item] = await itemsOf(source, a.userId);
    clock.advance(3600);
    await apply(adapter, item, verdict('approve'));
    expect(await a.seen()).toMatchObject({ state: 'approved', comment: '', reviewedAt: clock.iso() });
    expect(await adapter.link(t.db, item, verdict('approve'))).toEqual({ path, actionText: '查看' });
    await expect(apply(adapter, item, verdict('return', '请按时参加'))).rejects.toMatchObject({
      code: 10002,
      message: '学员的请假申请已不在待审核状态',
    });
    expect(await a.seen()).toMatchObject({ state: 'approved', comment: '' });
  });

  it('a return refuses the leave with the reason, which the learner reads on their screen; no to-do', async () => {
    const a = await asker();
    expect((await a.ask('参加学科竞赛集训，无法到场')).code).toBe(CODE_OK);
    const [item] = await itemsOf(source, a.userId);
    clock.advance(600);
    const v = verdict('return', '本次会议须全员参加，请调整安排');
    await apply(adapter, item, v);
    expect(await a.seen()).toEqual(
      expect.objectContaining({ state: 'rejected', comment: '本次会议须全员参加，请调整安排', reviewedAt: clock.iso() }),
    );
    expect(await adapter.link(t.db, item, v)).toEqual({ path, actionText: '查看' });
    await expect(apply(adapter, item, verdict('approve'))).rejects.toMatchObject({ message: '学员的请假申请已不在待审核状态' });
  });

  it('applies only to the item’s own learner', async () => {
    const a = await asker();
    expect((await a.ask('参加学科竞赛集训，无法到场')).code).toBe(CODE_OK);
    const [item] = await itemsOf(source, a.userId);
    await expect(apply(adapter, { ...item, userId: item.userId + 100000 }, verdict('approve'))).rejects.toMatchObject({
      message: '学员的请假申请已不在待审核状态',
    });
    expect(await a.seen()).toMatchObject({ state: 'pending' });
  });
});

describe('activityLeave withdrawal', () => {
  it('cancelling the sign-up withdraws the pending item; signing up and asking again opens a new one', async () => {
    const { activityId } = await activityFixture(t.db, now(), { orgId: orgs.branch });
    const me = await participant(t, orgs.branch);
    await me.ok('baoMing', { activityId });
    await me.ok('projectLeave', { activityId, reason: '与专业课实验时间冲突，申请请假' });
    clock.advance(60);
    await me.ok('baoMing', { activityId, cancel: true });
    expect(await itemsOf('activityLeave', me.id)).toEqual([expect.objectContaining({ state: 'withdrawn', decidedAt: clock.iso() })]);
    const [withdrawn] = await itemsOf('activityLeave', me.id);
    await expect(apply(activityLeaveAdapter, withdrawn, verdict('approve'))).rejects.toMatchObject({
      message: '学员的请假申请已不在待审核状态',
    });

    await me.ok('baoMing', { activityId });
    await me.ok('projectLeave', { activityId, reason: '家中有急事需要请假一天' });
    const items = await itemsOf('activityLeave', me.id);
    expect(items.map((i) => i.state)).toEqual(['withdrawn', 'pending']);
    const leave = await t.db.selectFrom('activityLeave').select('id').where('userId', '=', me.id).executeTakeFirstOrThrow();
    expect(items[1].refId).toBe(leave.id);
  });

  it('a failed leave request leaves no item behind (the unique key refuses the second, its item rolls back)', async () => {
    const { activityId } = await activityFixture(t.db, now(), { orgId: orgs.branch });
    const me = await participant(t, orgs.branch);
    await me.ok('baoMing', { activityId });
    await me.ok('projectLeave', { activityId, reason: '与专业课实验时间冲突，申请请假' });
    expect(await me.refused('projectLeave', { activityId, reason: '再次请假试一试看' })).toBe('你已提交过该活动的请假申请');
    expect(await itemsOf('activityLeave', me.id)).toHaveLength(1);
  });
});
