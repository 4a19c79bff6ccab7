import type { Res } from '../../../contract';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints, type EndpointName } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { hoursFrom, insertOrgs, type Orgs } from '../../test/activityFixtures';
import { insertUser } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// Organisation life and votes: who sees which activity and vote (own branch and its committee
// only), leave once and only before the start, ballots inside the window, by eligible members,
// with valid choices, once even when sent fifty times at once, and results published by the rules,
// anonymous votes never telling who chose what.

let t: TestApp;
let orgs: Orgs;
let identity: { member: number; probationer: number };
const SETUP_MS = 120_000;
jest.setTimeout(60_000);
beforeAll(async () => {
  t = await createTestApp();
  orgs = await insertOrgs(t.db);
  const id = async (name: string, sort: number) =>
    (await t.db.insertInto('identity').values({ name, sort }).returning('id').executeTakeFirstOrThrow()).id;
  identity = { member: await id('正式党员', 1), probationer: await id('预备党员', 2) };
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

type G = 'orgAct';
interface Learner {
  id: number;
  name: string;
  ok<N extends EndpointName<G>>(name: N, body?: object): Promise<Res<G, N>>;
  refused(name: EndpointName<G>, body?: object): Promise<string>;
  raw(name: EndpointName<G>, body?: object): Promise<{ code: number; msg: string; data: unknown; status: number }>;
}

let made = 0;
async function learner(orgId: number | null, kind: 'member' | 'probationer' = 'member'): Promise<Learner> {
  made += 1;
  const account = `org${String(made).padStart(4, '0')}`;
  const name = `党员${made}`;
  const id = await insertUser(t.db, { account, password: 'Org@2026', orgId, name, identityId: identity[kind] });
  const token = await t.login(account, 'Org@2026');
  const raw = (n: EndpointName<G>, body: object = {}) => call(t.app, endpoints.orgAct[n].path, body, token);
  return {
    id,
    name,
    raw,
    async ok(n, body = {}) {
      const res = await raw(n, body);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
      return res.data as never;
    },
    async refused(n, body = {}) {
      const res = await raw(n, body);
      expect({ status: res.status, code: res.code, data: res.data }).toEqual({ status: 200, code: CODE_OPERATION_ERROR, data: null });
      return res.msg;
    },
  };
}

const now = () => clock.now().getTime();
let branches = 0;
/** a branch of its own under the college, so counts in one test are not another's */
const newBranch = async () => {
  branches += 1;
  return (
    await t.db
      .insertInto('orgUnit')
      .values({ parentId: orgs.college, name: `测试第${branches}党支部`, kind: '党支部', sort: 9 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};
async function act(orgId: number, starts: number, over: { category?: string; title?: string; hours?: number } = {}): Promise<number> {
  const row = await t.db
    .insertInto('orgAct')
    .values({
      orgId,
      category: over.category ?? '支部党员大会',
      title: over.title ?? '支部党员大会：学习党的二十届四中全会精神',
      startTime: hoursFrom(now(), starts),
      endTime: hoursFrom(now(), starts + (over.hours ?? 2)),
      place: '党员活动室',
      organizer: '支部书记',
      agenda: '<b>一、</b>集中学习\n二、交流发言',
      createdAt: clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface NewVote {
  starts?: number;
  ends?: number;
  mode?: 'single' | 'multiple';
  maxChoices?: number;
  anonymous?: boolean;
  early?: boolean;
  who?: string[];
  items?: number;
}
async function vote(orgId: number, v: NewVote = {}): Promise<{ voteId: number; items: number[] }> {
  const row = await t.db
    .insertInto('orgVote')
    .values({
      orgId,
      title: '推选优秀共产党员',
      description: '每人最多推选 2 名。',
      startTime: hoursFrom(now(), v.starts ?? -1),
      endTime: hoursFrom(now(), v.ends ?? 48),
      mode: v.mode ?? 'multiple',
      maxChoices: v.maxChoices ?? 2,
      anonymous: v.anonymous ? 1 : 0,
      showResultsBeforeEnd: v.early ? 1 : 0,
      eligibleIdentities: JSON.stringify(v.who ?? []),
      createdAt: clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items: number[] = [];
  for (let i = 0; i < (v.items ?? 3); i++) {
    items.push(
      (
        await t.db
          .insertInto('orgVoteItem')
          .values({ voteId: row.id, name: `候选人${i + 1}`, intro: '学习成绩优异', sort: i })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  return { voteId: row.id, items };
}

describe('organisation life', () => {
  it('a learner sees the activities of their branch and its committee, not another branch’s or the school’s; by id neither', async () => {
    const mine = await act(orgs.branch, 24);
    const committee = await act(orgs.college, 48, { category: '党课', title: '学院党委书记讲专题党课' });
    const other = await act(orgs.otherBranch, 24);
    const school = await act(orgs.school, 24);
    const me = await learner(orgs.branch);
    const ids = (await me.ok('actList', { pageNum: 1, pageSize: 50 })).list.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([mine, committee]));
    expect(ids).not.toContain(other);
    expect(ids).not.toContain(school);
    expect(await me.refused('actDetail', { actId: other })).toBe('活动不存在');
    expect(await me.refused('actLeave', { actId: other, reason: '参加学科竞赛集训' })).toBe('活动不存在');
    expect(await me.refused('actDetail', { actId: 999999 })).toBe('活动不存在');
    const detail = await me.ok('actDetail', { actId: mine });
    expect(detail).toMatchObject({
      state: 'upcoming',
      agenda: '<b>一、</b>集中学习\n二、交流发言',
      attendance: null,
      leave: null,
      canLeave: true,
    });
    const nobody = await learner(null);
    expect((await nobody.ok('actList', { pageNum: 1, pageSize: 10 })).total).toBe(0);
  });

  it('states follow the clock; attendance shows after the end; the list puts what is not over first', async () => {
    const branch = await newBranch();
    const past = await act(branch, -48);
    const ongoing = await act(branch, -1, { category: '主题党日', hours: 3 });
    const soon = await act(branch, 5);
    const later = await act(branch, 50);
    const me = await learner(branch);
    await t.db
      .insertInto('orgActAttendance')
      .values([
        { actId: past, userId: me.id, status: 'present' },
        { actId: soon, userId: me.id, status: 'absent' },
      ])
      .execute();
    const page = await me.ok('actList', { pageNum: 1, pageSize: 10 });
    const ours = new Set([past, ongoing, soon, later]);
    expect(page.list.filter((a) => ours.has(a.id)).map((a) => [a.id, a.state, a.attendance])).toEqual([
      [ongoing, 'ongoing', null],
      [soon, 'upcoming', null],
      [later, 'upcoming', null],
      [past, 'ended', 'present'],
    ]);
    expect((await me.ok('actList', { state: 'ended', pageNum: 1, pageSize: 10 })).list.map((a) => a.id)).toEqual([past]);
    expect(await me.ok('actList', { state: 'ongoing', pageNum: 1, pageSize: 1 })).toMatchObject({ total: 1, list: [{ id: ongoing }] });
  });

  it('leave: before the start, once (also when sent five times at once), reason checked; then its state shows', async () => {
    const soon = await act(orgs.branch, 3);
    const started = await act(orgs.branch, -1);
    const me = await learner(orgs.branch);
    expect(await me.refused('actLeave', { actId: soon, reason: '有事' })).toMatch(/请假事由/);
    expect(await me.refused('actLeave', { actId: soon, reason: '      有事    ' })).toBe('请假事由至少 5 个字，请写明原因');
    expect(await me.refused('actLeave', { actId: soon, reason: '长'.repeat(201) })).toMatch(/请假事由/);
    expect(await me.refused('actLeave', { actId: started, reason: '参加学科竞赛集训' })).toBe('活动已开始，不能再请假');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => me.raw('actLeave', { actId: soon, reason: '  参加学科竞赛集训，<script>x</script>  ' })),
    );
    expect(answers.filter((r) => r.code === CODE_OK)).toHaveLength(1);
    expect(answers.filter((r) => r.code !== CODE_OK).map((r) => r.msg)).toEqual(Array(4).fill('已提交过请假申请'));
    const detail = await me.ok('actDetail', { actId: soon });
    expect(detail).toMatchObject({
      leaveState: 'pending',
      canLeave: false,
      leave: { reason: '参加学科竞赛集训，<script>x</script>', state: 'pending', reviewedAt: null },
    });
    expect(await me.refused('actLeave', { actId: soon, reason: '再次请假试试看' })).toBe('已提交过请假申请');
    await t.db
      .updateTable('orgActLeave')
      .set({ state: 'approved', comment: '同意', reviewedAt: clock.iso() })
      .where('actId', '=', soon)
      .execute();
    expect((await me.ok('actList', { pageNum: 1, pageSize: 10 })).list.find((a) => a.id === soon)).toMatchObject({
      leaveState: 'approved',
    });
    clock.advance(3 * 3600);
    expect(await me.refused('actLeave', { actId: soon, reason: '参加学科竞赛集训' })).toBe('已提交过请假申请');
  });
});

describe('votes', () => {
  it('a learner sees their own branch’s votes only, with state and whether they voted; another branch’s answers 投票不存在', async () => {
    const open = await vote(orgs.branch);
    const upcoming = await vote(orgs.branch, { starts: 24, ends: 48 });
    const ended = await vote(orgs.branch, { starts: -48, ends: -1 });
    const committee = await vote(orgs.college);
    const other = await vote(orgs.otherBranch);
    const me = await learner(orgs.branch);
    const page = await me.ok('voteList', { pageNum: 1, pageSize: 50 });
    const byId = new Map(page.list.map((v) => [v.id, v]));
    expect(byId.get(open.voteId)).toMatchObject({ state: 'open', voted: false, eligible: true, resultsVisible: false });
    expect(byId.get(upcoming.voteId)).toMatchObject({ state: 'upcoming' });
    expect(byId.get(ended.voteId)).toMatchObject({ state: 'ended', resultsVisible: true });
    expect(byId.has(committee.voteId)).toBe(false);
    expect(byId.has(other.voteId)).toBe(false);
    expect(page.list[0].id).toBe(open.voteId);
    for (const name of ['voteItemList', 'getVoteResult'] as const)
      expect(await me.refused(name, { voteId: other.voteId })).toBe('投票不存在');
    expect(await me.refused('voteResult', { voteId: other.voteId, itemIds: [other.items[0]] })).toBe('投票不存在');
    const detail = await me.ok('voteItemList', { voteId: open.voteId });
    expect(detail.items.map((i) => i.name)).toEqual(['候选人1', '候选人2', '候选人3']);
    expect(detail.myChoices).toEqual([]);
  });

  it('a ballot only inside the window, by an eligible member, with 1..maxChoices distinct items of this vote', async () => {
    const branch = await newBranch();
    const upcoming = await vote(branch, { starts: 24, ends: 48 });
    const ended = await vote(branch, { starts: -48, ends: -1 });
    const election = await vote(branch, { who: ['正式党员'], mode: 'single' });
    const open = await vote(branch, { maxChoices: 2 });
    const other = await vote(orgs.otherBranch);
    const member = await learner(branch);
    const probationer = await learner(branch, 'probationer');
    expect(await member.refused('voteResult', { voteId: upcoming.voteId, itemIds: [upcoming.items[0]] })).toBe('投票尚未开始');
    expect(await member.refused('voteResult', { voteId: ended.voteId, itemIds: [ended.items[0]] })).toBe('投票已结束');
    expect((await probationer.ok('voteItemList', { voteId: election.voteId })).vote.eligible).toBe(false);
    expect(await probationer.refused('voteResult', { voteId: election.voteId, itemIds: [election.items[0]] })).toBe(
      '本次投票仅限正式党员参加',
    );
    expect(await member.refused('voteResult', { voteId: election.voteId, itemIds: election.items.slice(0, 2) })).toBe(
      '本次投票只能选择 1 项',
    );
    expect(await member.refused('voteResult', { voteId: open.voteId, itemIds: open.items })).toBe('本次投票最多选择 2 项');
    expect(await member.refused('voteResult', { voteId: open.voteId, itemIds: [open.items[0], open.items[0]] })).toBe(
      '不能重复选择同一候选项',
    );
    expect(await member.refused('voteResult', { voteId: open.voteId, itemIds: [other.items[0]] })).toBe('所选候选项不属于本次投票');
    expect(await member.refused('voteResult', { voteId: open.voteId, itemIds: [] })).toMatch(/所选候选项/);
    expect(await member.refused('voteResult', { voteId: open.voteId, itemIds: ['x'] })).toMatch(/候选项/);
    const cast = await member.ok('voteResult', { voteId: open.voteId, itemIds: [open.items[1], open.items[0]] });
    expect(cast).toMatchObject({ vote: { voted: true }, myChoices: [open.items[0], open.items[1]] });
    expect(await member.refused('voteResult', { voteId: open.voteId, itemIds: [open.items[2]] })).toBe('你已经投过票');
    expect((await member.ok('voteList', { pageNum: 1, pageSize: 50 })).list.find((v) => v.id === open.voteId)?.voted).toBe(true);
  });

  it('fifty ballots of one member at once: exactly one counts; fifty members at once: fifty count', async () => {
    const branch = await newBranch();
    const v = await vote(branch, { early: true });
    const me = await learner(branch);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => me.raw('voteResult', { voteId: v.voteId, itemIds: [v.items[i % 3]] })),
    );
    expect(answers.filter((r) => r.code === CODE_OK)).toHaveLength(1);
    expect(answers.filter((r) => r.code !== CODE_OK).map((r) => r.msg)).toEqual(Array(49).fill('你已经投过票'));
    const mine = await t.db.selectFrom('orgVoteChoice').select('itemId').where('voteId', '=', v.voteId).execute();
    expect(mine).toHaveLength(1);

    const others = await Promise.all(Array.from({ length: 50 }, () => learner(branch)));
    const cast = await Promise.all(others.map((p) => p.raw('voteResult', { voteId: v.voteId, itemIds: [v.items[0], v.items[1]] })));
    expect(cast.filter((r) => r.code === CODE_OK)).toHaveLength(50);
    const results = await me.ok('getVoteResult', { voteId: v.voteId });
    expect(results.ballotCount).toBe(51);
    expect(results.eligibleCount).toBe(51);
    expect(results.items.reduce((sum, i) => sum + i.count, 0)).toBe(101);
    // fifty more accounts made and logged in: seconds on PostgreSQL beside CI's other workers
  }, 120_000);

  it('results: after the end, or during the vote when it says so; names per item only after the end of a vote that is not anonymous', async () => {
    const branch = await newBranch();
    const hidden = await vote(branch, { ends: 2 });
    const early = await vote(branch, { ends: 2, early: true });
    const upcoming = await vote(branch, { starts: 1, ends: 2, early: true });
    const a = await learner(branch);
    const b = await learner(branch);
    await a.ok('voteResult', { voteId: hidden.voteId, itemIds: [hidden.items[0]] });
    await b.ok('voteResult', { voteId: hidden.voteId, itemIds: [hidden.items[0], hidden.items[2]] });
    await a.ok('voteResult', { voteId: early.voteId, itemIds: [early.items[1]] });
    expect(await a.refused('getVoteResult', { voteId: hidden.voteId })).toBe('投票结束后公布结果');
    expect(await a.refused('getVoteResult', { voteId: upcoming.voteId })).toBe('投票尚未开始');
    const during = await a.ok('getVoteResult', { voteId: early.voteId });
    expect(during).toMatchObject({ final: false, ballotCount: 1 });
    expect(during.items.map((i) => [i.count, i.voters])).toEqual([
      [0, null],
      [1, null],
      [0, null],
    ]);
    clock.advance(3 * 3600);
    const after = await b.ok('getVoteResult', { voteId: hidden.voteId });
    expect(after).toMatchObject({ final: true, ballotCount: 2 });
    expect(after.items.map((i) => [i.count, i.voters])).toEqual([
      [2, [a.name, b.name]],
      [0, []],
      [1, [b.name]],
    ]);
  });

  it('an anonymous vote never tells who chose what: no names in results, no choices kept with the voter', async () => {
    const branch = await newBranch();
    const v = await vote(branch, { ends: 2, anonymous: true, early: true });
    const a = await learner(branch);
    const cast = await a.ok('voteResult', { voteId: v.voteId, itemIds: [v.items[2]] });
    expect(cast).toMatchObject({ vote: { voted: true, anonymous: true }, myChoices: [] });
    expect(await t.db.selectFrom('orgVoteChoice').select('userId').where('voteId', '=', v.voteId).execute()).toEqual([{ userId: null }]);
    clock.advance(3 * 3600);
    const after = await a.ok('getVoteResult', { voteId: v.voteId });
    expect(after.items.map((i) => [i.count, i.voters])).toEqual([
      [0, null],
      [0, null],
      [1, null],
    ]);
    expect(JSON.stringify(after)).not.toContain(a.name);
  });
});
