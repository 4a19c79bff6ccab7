import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// The demo organisation life and votes as the demo learners see them (issue #11), and the vote
// zb001 created in the console as the console shows it (issue #43).

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function as<N extends 'actList' | 'voteList'>(account: string, name: N): Promise<Res<'orgAct', N>> {
  const token = await t.login(account, 'Dangjian@2026');
  const res = await call<Res<'orgAct', N>>(t.app, endpoints.orgAct[name].path, { pageNum: 1, pageSize: 50 }, token);
  expect(res.code).toBe(99999);
  return res.data;
}

describe('organisation life demo data', () => {
  it('陈静 sees past meetings with her records (leave approved, then rejected), one going on, two coming (leave pending for one)', async () => {
    const { list } = await as('2021030301', 'actList');
    expect(list.every((a) => ['马克思主义学院研究生党支部', '马克思主义学院党委'].includes(a.orgName))).toBe(true);
    expect(list.filter((a) => a.state === 'ongoing').map((a) => a.category)).toEqual(['主题党日']);
    const coming = list.filter((a) => a.state === 'upcoming');
    expect(coming).toHaveLength(2);
    expect(coming.map((a) => a.leaveState)).toEqual(['pending', null]);
    const ended = list.filter((a) => a.state === 'ended');
    expect(ended.map((a) => a.leaveState)).toEqual(expect.arrayContaining(['approved', 'rejected']));
    expect(ended.map((a) => a.attendance)).toEqual(expect.arrayContaining(['leave', 'present']));
  });

  it('陈静 may vote in the open 推选 (not yet voted); the 民主评议 is over with results; the 预选 has not begun', async () => {
    const { list } = await as('2021030301', 'voteList');
    expect(list.map((v) => [v.state, v.voted, v.eligible])).toEqual([
      ['open', false, true],
      ['upcoming', false, true],
      ['ended', true, true],
    ]);
    expect(list[0]).toMatchObject({ mode: 'multiple', maxChoices: 2, showResultsBeforeEnd: false, resultsVisible: false });
    expect(list[2]).toMatchObject({ anonymous: true, resultsVisible: true });
  });

  it('王浩然 (预备党员) sees his branch’s votes but has no 表决权 or 选举权 in any of them', async () => {
    const { list } = await as('2022020201', 'voteList');
    expect(list.map((v) => [v.state, v.eligible, v.voted])).toEqual([
      ['open', false, false],
      ['upcoming', false, false],
      ['ended', false, false],
    ]);
    expect(list.every((v) => v.eligibleIdentities.join() === '正式党员')).toBe(true);
    expect((await as('2022020201', 'actList')).list.some((a) => a.orgName === '机械工程学院党总支')).toBe(true);
  });

  it('孙雨桐 (入党积极分子) has voted in none; of the elections she may vote in none, of the console’s 征集 (every member) she may', async () => {
    const { list } = await as('2023010103', 'voteList');
    expect(list.map((v) => [v.state, v.eligible, v.voted])).toEqual([
      ['open', true, false],
      ['open', false, false],
      ['upcoming', false, false],
      ['ended', false, false],
    ]);
  });

  it('in the elections only 正式党员 cast ballots, and no candidate is a learner who is not one', async () => {
    // the elections: the votes from before the console (the console's 征集 is for every member)
    const voters = await t.db
      .selectFrom('orgVoteBallot as b')
      .innerJoin('orgVote as v', 'v.id', 'b.voteId')
      .innerJoin('user as u', 'u.id', 'b.userId')
      .leftJoin('identity as i', 'i.id', 'u.identityId')
      .select(['u.name', 'i.name as identity'])
      .where('v.createdBy', 'is', null)
      .execute();
    expect(voters.length).toBeGreaterThan(0);
    expect(voters.filter((v) => v.identity !== '正式党员')).toEqual([]);
    const names = (
      await t.db
        .selectFrom('orgVoteItem as x')
        .innerJoin('orgVote as v', 'v.id', 'x.voteId')
        .select('x.name')
        .distinct()
        .where('v.createdBy', 'is', null)
        .execute()
    ).map((r) => r.name);
    const learners = await t.db
      .selectFrom('user as u')
      .leftJoin('identity as i', 'i.id', 'u.identityId')
      .select(['u.name', 'i.name as identity'])
      .where('u.name', 'in', names)
      .execute();
    expect(learners.filter((l) => l.identity !== '正式党员')).toEqual([]);
    expect(names).not.toContain('林博文');
  });

  it('陈静’s branch: its candidates are its 正式党员 (陈静, 顾一鸣, 邵雨晴), all three cast the anonymous 民主评议', async () => {
    const { list } = await as('2021030301', 'voteList');
    const token = await t.login('2021030301', 'Dangjian@2026');
    const branch = await t.db
      .selectFrom('user as u')
      .leftJoin('identity as i', 'i.id', 'u.identityId')
      .select(['u.name', 'i.name as identity'])
      .where('u.orgId', '=', (eb) => eb.selectFrom('user').select('orgId').where('account', '=', '2021030301'))
      .execute();
    const fullMembers = branch
      .filter((m) => m.identity === '正式党员')
      .map((m) => m.name)
      .sort();
    expect(fullMembers).toEqual(['邵雨晴', '陈静', '顾一鸣'].sort());
    for (const v of list) {
      const detail = await call<Res<'orgAct', 'voteItemList'>>(t.app, endpoints.orgAct.voteItemList.path, { voteId: v.id }, token);
      const names = detail.data.items.map((x) => x.name);
      expect([v.title, names.every((n) => fullMembers.includes(n))]).toEqual([v.title, true]);
      // 差额: fewer to choose than there are candidates
      expect([v.title, v.maxChoices < names.length]).toEqual([v.title, true]);
    }
    const review = list.find((v) => v.state === 'ended')!;
    const result = await call<Res<'orgAct', 'getVoteResult'>>(t.app, endpoints.orgAct.getVoteResult.path, { voteId: review.id }, token);
    expect(result.data).toMatchObject({ eligibleCount: 3, ballotCount: 3 });
    expect(result.data.items.map((x) => x.name)).toEqual(['陈静', '顾一鸣', '邵雨晴']);
    expect(result.data.items.every((x) => x.voters === null)).toBe(true);
  });

  it('no anonymous vote has only one or two ballots, which would show whom they picked', async () => {
    const counts = await t.db
      .selectFrom('orgVote as v')
      .leftJoin('orgVoteBallot as b', 'b.voteId', 'v.id')
      .select(['v.id', 'v.title'])
      .select((eb) => eb.fn.count<number>('b.id').as('n'))
      .where('v.anonymous', '=', 1)
      .groupBy(['v.id', 'v.title'])
      .execute();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((c) => Number(c.n) === 1 || Number(c.n) === 2)).toEqual([]);
  });

  it('zb001’s vote from the console: open, every member may vote, three ballots by accounts no end-to-end test signs in with', async () => {
    const vote = await t.db
      .selectFrom('orgVote as v')
      .innerJoin('user as c', 'c.id', 'v.createdBy')
      .innerJoin('orgUnit as o', 'o.id', 'v.orgId')
      .select(['v.id', 'v.startTime', 'v.endTime', 'v.eligibleIdentities', 'c.account', 'o.name as orgName'])
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    expect(vote).toMatchObject({ account: 'zb001', orgName: '计算机学院本科生第一党支部', eligibleIdentities: '[]' });
    expect(vote.startTime < now && now < vote.endTime).toBe(true);
    const voters = await t.db
      .selectFrom('orgVoteBallot as b')
      .innerJoin('user as u', 'u.id', 'b.userId')
      .select('u.account')
      .where('b.voteId', '=', vote.id)
      .orderBy('u.account')
      .execute();
    expect(voters.map((v) => v.account)).toEqual(['2023010105', '2024010105', '2024010117']);
    // each member who may vote has the to-do, sent by the secretary
    const todos = await t.db
      .selectFrom('message as m')
      .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
      .select(['r.userId'])
      .where('m.doneWhen', '=', 'vote')
      .where('m.doneRef', '=', vote.id)
      .execute();
    // the console shows it as it shows any vote: everyone who may vote has the to-do; no results while it runs
    const token = await t.login('zb001', 'Zuzhi@2026');
    const detail = await call<Res<'vote', 'detail'>>(t.app, endpoints.vote.detail.path, { voteId: vote.id }, token);
    expect(detail.data).toMatchObject({ state: 'open', createdBy: '周建国', ballotCount: 3, results: null, maxChoices: 2 });
    expect(detail.data.options).toHaveLength(4);
    expect(todos.map((r) => r.userId).sort((a, b) => a - b)).toEqual(detail.data.turnout.map((r) => r.userId).sort((a, b) => a - b));
    // the to-do as each sees it: done for a voter, open for the others
    const todoDone = async (account: string) => {
      const me = await t.login(account, 'Dangjian@2026');
      const res = await call<Res<'center', 'myMessages'>>(
        t.app,
        endpoints.center.myMessages.path,
        { kind: 'todo', pageNum: 1, pageSize: 50 },
        me,
      );
      return res.data.list.find((m) => m.title === '投票：下学期主题党日活动方案征集')?.done;
    };
    expect(await todoDone('2023010105')).toBe(true);
    expect(await todoDone('2023010103')).toBe(false);
  });
});
