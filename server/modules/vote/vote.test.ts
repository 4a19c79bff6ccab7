import { MAX_ID } from '../../../contract/common';
import { clock } from '../../lib/clock';
import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { verifyChain } from '../audit/chain';
import { doneTodos } from '../center/todoDone';
import { VOTE } from '../orgAct/votes';
import { MSG_NOT_ORGANISER, MSG_OUT_OF_SCOPE } from '../organiser/scope';
import { VOTE_CONSOLE } from './texts';

// Votes from the organiser's side on the demo data: zb001 holds 计算机学院本科生第一党支部 (张晓明
// 2023010101 and 孙雨桐 2023010103, 入党积极分子; 李思雨 2023010102, 发展对象), zzy001 the college
// above it, dx001 the school. The scope of every endpoint, the rules of a new vote (refused with
// what to fix, writing nothing; then allowed), the to-dos (one each, closed by the ballot or the
// end), results hidden until the end, an anonymous vote never telling who chose what, 20 ballots
// of one member at once counting once, and two organisers ending a vote at once ending it once.

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let dx: Caller;
let admin: Caller;
let zhang: Caller;
let li: Caller;
let sun: Caller;
let wang: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx, admin, zhang, li, sun, wang] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
    signIn(t, '2023010101', 'Dangjian@2026'),
    signIn(t, '2023010102', 'Dangjian@2026'),
    signIn(t, '2023010103', 'Dangjian@2026'),
    signIn(t, '2022020201', 'Dangjian@2026'),
  ]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
// time stands still unless a test moves it
beforeEach(() => clock.freeze());
afterEach(() => clock.reset());

const UG1 = '计算机学院本科生第一党支部';
const ME_UG = '机械工程学院本科生党支部';
const COLLEGE = '计算机科学与技术学院党委';
const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

const base = () => ({
  title: '推选支部“学习标兵”',
  description: '请结合日常学习表现推选。',
  startAt: minutes(-1),
  endAt: minutes(60),
  mode: 'multiple' as const,
  maxChoices: 2,
  options: [{ name: '候选人甲', intro: '计科2301班' }, { name: '候选人乙' }, { name: '候选人丙' }],
  eligibleIdentities: ['入党积极分子', '发展对象'],
  anonymous: false,
  showResultsBeforeEnd: false,
});
async function create(by: Caller, extra: object = {}): Promise<number> {
  return (await by.ok('vote', 'create', { ...base(), ...extra })).voteId;
}
const itemsOf = async (voteId: number) => (await zb.ok('vote', 'detail', { voteId })).options.map((o) => o.id);

async function counts() {
  const n = async (table: 'orgVote' | 'orgVoteItem' | 'message' | 'auditLog') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { votes: await n('orgVote'), items: await n('orgVoteItem'), messages: await n('message'), audit: await n('auditLog') };
}

describe('scope', () => {
  it('is for organisers only; a vote outside the caller’s branches answers as one that does not exist', async () => {
    const mine = await create(zb);
    const other = await create(dx, { orgId: await unitId(ME_UG), eligibleIdentities: [] });
    const bodies: Record<string, object> = {
      list: { pageNum: 1, pageSize: 10 },
      create: base(),
      detail: { voteId: mine },
      close: { voteId: mine },
    };
    for (const [name, body] of Object.entries(bodies)) expect(await zhang.refused('vote', name, body)).toBe(MSG_NOT_ORGANISER);
    for (const name of ['detail', 'close']) {
      for (const id of [other, MAX_ID]) expect(await zb.refused('vote', name, { voteId: id })).toBe(MSG_OUT_OF_SCOPE);
      // the 系统管理员 keeps grants and the log, and manages no branch
      expect(await admin.refused('vote', name, { voteId: mine })).toBe(MSG_OUT_OF_SCOPE);
    }
    // the college sees its branches' votes, the 党校 every one
    expect((await zzy.ok('vote', 'detail', { voteId: mine })).orgName).toBe(UG1);
    expect(await zzy.refused('vote', 'detail', { voteId: other })).toBe(MSG_OUT_OF_SCOPE);
    expect((await dx.ok('vote', 'detail', { voteId: other })).orgName).toBe(ME_UG);
    const zbList = await zb.ok('vote', 'list', { pageNum: 1, pageSize: 100 });
    expect(zbList.list.map((v) => v.id)).toContain(mine);
    expect(new Set(zbList.list.map((v) => v.orgName))).toEqual(new Set([UG1]));
    const zzyList = await zzy.ok('vote', 'list', { orgId: await unitId(UG1), pageNum: 1, pageSize: 100 });
    expect(zzyList.list.map((v) => v.id)).toContain(mine);
    expect(zzyList.list.map((v) => v.id)).not.toContain(other);
    expect(await zb.refused('vote', 'list', { orgId: await unitId(ME_UG), pageNum: 1, pageSize: 10 })).toBe(MSG_OUT_OF_SCOPE);
    // creating elsewhere: out of scope; several organisations and none named: say which; a 党委: not a branch
    expect(await zb.refused('vote', 'create', { ...base(), orgId: await unitId(ME_UG) })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zzy.refused('vote', 'create', base())).toBe(VOTE_CONSOLE.pickBranch);
    expect(await zzy.refused('vote', 'create', { ...base(), orgId: await unitId(COLLEGE) })).toBe(VOTE_CONSOLE.branchOnly);
    const byCollege = await create(zzy, { orgId: await unitId(UG1) });
    expect((await zb.ok('vote', 'detail', { voteId: byCollege })).createdBy).toBe('林晓红');
  });
});

describe('create', () => {
  it('refuses what breaks a rule or is malformed, with what to fix, and writes nothing', async () => {
    const before = await counts();
    const b = base();
    const cases: [object, string | RegExp][] = [
      [{ ...b, endAt: b.startAt }, VOTE_CONSOLE.endFirst],
      [{ ...b, startAt: minutes(-120), endAt: minutes(-60) }, VOTE_CONSOLE.over],
      [{ ...b, endAt: minutes(31 * 24 * 60) }, VOTE_CONSOLE.tooLong],
      [{ ...b, startAt: minutes(400 * 24 * 60), endAt: minutes(400 * 24 * 60 + 60) }, VOTE_CONSOLE.tooFar],
      [{ ...b, startAt: '2026-13-45T99:99:00Z' }, VOTE_CONSOLE.badTime],
      [{ ...b, title: '    ' }, VOTE_CONSOLE.blankTitle],
      [{ ...b, options: [{ name: '甲' }, { name: ' ' }] }, VOTE_CONSOLE.blankOption],
      [{ ...b, options: [{ name: '甲' }, { name: ' 甲 ' }] }, VOTE_CONSOLE.duplicateOption('甲')],
      [{ ...b, mode: 'single', maxChoices: 2 }, VOTE_CONSOLE.single],
      [{ ...b, maxChoices: 1 }, VOTE_CONSOLE.multipleMin],
      [{ ...b, maxChoices: 4 }, VOTE_CONSOLE.multipleMax(3)],
      [{ ...b, eligibleIdentities: ['正式党员', '外星人'] }, VOTE_CONSOLE.unknownIdentity(['外星人'])],
      [{ ...b, eligibleIdentities: [' 外星人 '] }, VOTE_CONSOLE.unknownIdentity(['外星人'])],
      [{ ...b, eligibleIdentities: ['正式党员', '  '] }, VOTE_CONSOLE.blankIdentity],
      // the branch has no 正式党员 in the demo
      [{ ...b, eligibleIdentities: ['正式党员'] }, VOTE_CONSOLE.nobody(UG1)],
      // one 入党申请人 (吴俊杰): an anonymous vote would show what he chose
      [{ ...b, eligibleIdentities: ['入党申请人'], anonymous: true }, VOTE_CONSOLE.tooFewForAnonymous(1)],
      // malformed: the contract's checks, never a 5xx
      [{ ...b, options: [{ name: '甲' }] }, /候选项/],
      [{ ...b, options: Array.from({ length: 21 }, (_, i) => ({ name: `候选${i}` })) }, /候选项/],
      [{ ...b, options: 'a,b' }, /候选项/],
      [{ ...b, maxChoices: -1 }, /最多可选项数/],
      [{ ...b, maxChoices: 1.5 }, /最多可选项数/],
      [{ ...b, mode: 'ranked' }, /.+/],
      [{ ...b, title: 'x'.repeat(61) }, /投票主题/],
      [{ ...b, title: "'); drop table org_vote; --".padEnd(70, 'x') }, /投票主题/],
      [{ ...b, description: 'x'.repeat(2001) }, /投票说明/],
      [{ ...b, options: [{ name: 'x'.repeat(41) }, { name: '乙' }] }, /候选项名称/],
      [{ ...b, eligibleIdentities: 'all' }, /有投票资格的身份/],
      [{ ...b, anonymous: 'yes' }, /匿名投票/],
      [{ ...b, startAt: 'tomorrow' }, /开始时间/],
      [{ ...b, orgId: 0 }, /党支部/],
      [{ ...b, orgId: 'x' }, /党支部/],
      [{ ...b, title: undefined }, /投票主题/],
    ];
    for (const [body, why] of cases) {
      const msg = await zb.refused('vote', 'create', body);
      if (typeof why === 'string') expect([body, msg]).toEqual([body, why]);
      else expect([body, msg]).toEqual([body, expect.stringMatching(why)]);
    }
    expect(await counts()).toEqual(before);
  });

  it('creates the vote with its options, a to-do for each member who may vote, and the audit entry', async () => {
    const before = await counts();
    const voteId = await create(zb, {
      title: '  推选支部“学习标兵”  ',
      options: [{ name: ' 候选人甲 ' }, { name: '候选人乙', intro: ' 软工 ' }],
    });
    const d = await zb.ok('vote', 'detail', { voteId });
    expect(d).toMatchObject({
      title: '推选支部“学习标兵”',
      orgName: UG1,
      state: 'open',
      mode: 'multiple',
      maxChoices: 2,
      anonymous: false,
      eligibleIdentities: ['入党积极分子', '发展对象'],
      ballotCount: 0,
      createdBy: '周建国',
      results: null,
    });
    expect(d.options.map((o) => [o.name, o.intro])).toEqual([
      ['候选人甲', ''],
      ['候选人乙', '软工'],
    ]);
    const who = d.turnout.map((r) => r.userId);
    expect(who).toEqual(expect.arrayContaining([zhang.id, li.id, sun.id]));
    expect(who).not.toContain(wang.id);
    expect(d.turnout.every((r) => ['入党积极分子', '发展对象'].includes(r.identity) && !r.voted)).toBe(true);
    expect(d.eligibleCount).toBe(who.length);
    const todos = await t.db
      .selectFrom('message as m')
      .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
      .select(['r.userId', 'm.sentBy', 'm.title', 'm.dueAt', 'm.kind'])
      .where('m.doneWhen', '=', 'vote')
      .where('m.doneRef', '=', voteId)
      .execute();
    expect(todos.map((r) => r.userId).sort((a, b) => a - b)).toEqual([...who].sort((a, b) => a - b));
    expect(todos[0]).toMatchObject({ sentBy: zb.id, kind: 'todo', title: '投票：推选支部“学习标兵”', dueAt: d.endAt });
    const after = await counts();
    expect(after).toEqual({ votes: before.votes + 1, items: before.items + 2, messages: before.messages + 1, audit: before.audit + 1 });
    const last = await t.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: '发起投票', account: 'zb001', target: `${UG1}：「推选支部“学习标兵”」` });
    expect(JSON.parse(last.after)).toMatchObject({ eligible: who.length, options: ['候选人甲', '候选人乙'], maxChoices: 2 });
    expect((await verifyChain(t.db)).problems).toEqual([]);
    // the learners see it, the list counts it
    expect((await zhang.ok('orgAct', 'voteList', { pageNum: 1, pageSize: 50 })).list.map((v) => v.id)).toContain(voteId);
    const row = (await zb.ok('vote', 'list', { state: 'open', pageNum: 1, pageSize: 100 })).list.find((v) => v.id === voteId);
    expect(row).toMatchObject({ eligibleCount: who.length, ballotCount: 0 });
  });

  it('a single-choice vote for every member; an upcoming one is listed as upcoming', async () => {
    const voteId = await create(zb, { mode: 'single', maxChoices: 1, eligibleIdentities: [], startAt: minutes(60), endAt: minutes(120) });
    const d = await zb.ok('vote', 'detail', { voteId });
    expect(d).toMatchObject({ state: 'upcoming', maxChoices: 1, eligibleIdentities: [] });
    const upcoming = await zb.ok('vote', 'list', { state: 'upcoming', pageNum: 1, pageSize: 100 });
    expect(upcoming.list.map((v) => v.id)).toContain(voteId);
    expect(upcoming.list.every((v) => v.state === 'upcoming')).toBe(true);
  });
});

describe('turnout and results', () => {
  it('shows who voted while it runs, the counts only after the end, with the voters of a named vote', async () => {
    const voteId = await create(zb);
    const [a, b, c] = await itemsOf(voteId);
    await zhang.ok('orgAct', 'voteResult', { voteId, itemIds: [a, b] });
    await li.ok('orgAct', 'voteResult', { voteId, itemIds: [a] });
    const during = await zb.ok('vote', 'detail', { voteId });
    expect(during.results).toBeNull();
    expect(during.ballotCount).toBe(2);
    const voted = new Map(during.turnout.map((r) => [r.userId, r.voted]));
    expect([voted.get(zhang.id), voted.get(li.id), voted.get(sun.id)]).toEqual([true, true, false]);
    expect(during.turnout.find((r) => r.userId === zhang.id)?.votedAt).toBe(clock.iso());
    clock.advance(61 * 60);
    const after = await zb.ok('vote', 'detail', { voteId });
    expect(after.state).toBe('ended');
    expect(after.results).toEqual({
      final: true,
      options: [
        { id: a, name: '候选人甲', count: 2, voters: ['张晓明', '李思雨'] },
        { id: b, name: '候选人乙', count: 1, voters: ['张晓明'] },
        { id: c, name: '候选人丙', count: 0, voters: [] },
      ],
    });
    const row = (await zb.ok('vote', 'list', { state: 'ended', pageNum: 1, pageSize: 100 })).list.find((v) => v.id === voteId);
    expect(row).toMatchObject({ ballotCount: 2, state: 'ended' });
  });

  it('an anonymous vote never tells who chose what; shown before the end when it says so', async () => {
    const voteId = await create(zb, { anonymous: true, showResultsBeforeEnd: true });
    const [a, b] = await itemsOf(voteId);
    await zhang.ok('orgAct', 'voteResult', { voteId, itemIds: [a] });
    await sun.ok('orgAct', 'voteResult', { voteId, itemIds: [b] });
    const during = await zb.ok('vote', 'detail', { voteId });
    expect(during.results?.final).toBe(false);
    expect(during.results?.options.map((o) => [o.count, o.voters])).toEqual([
      [1, null],
      [1, null],
      [0, null],
    ]);
    clock.advance(61 * 60);
    const after = await zb.ok('vote', 'detail', { voteId });
    expect(after.results?.final).toBe(true);
    expect(after.results?.options.every((o) => o.voters === null)).toBe(true);
    // who voted is not secret, what they chose is: not even stored with the voter
    expect(after.turnout.filter((r) => r.voted).map((r) => r.userId)).toEqual(expect.arrayContaining([zhang.id, sun.id]));
    const stored = await t.db.selectFrom('orgVoteChoice').select('userId').where('voteId', '=', voteId).execute();
    expect(stored.map((r) => r.userId)).toEqual([null, null]);
    expect(JSON.stringify(after)).not.toMatch(/"voters":\[/);
  });

  it('a named vote shown before the end gives counts but no names until it ends', async () => {
    const voteId = await create(zb, { showResultsBeforeEnd: true });
    const [a] = await itemsOf(voteId);
    await li.ok('orgAct', 'voteResult', { voteId, itemIds: [a] });
    const during = await zb.ok('vote', 'detail', { voteId });
    expect(during.results?.final).toBe(false);
    expect(during.results?.options[0]).toMatchObject({ count: 1, voters: null });
    clock.advance(61 * 60);
    expect((await zb.ok('vote', 'detail', { voteId })).results?.options[0]).toMatchObject({ count: 1, voters: ['李思雨'] });
  });

  it('20 ballots of one member at once count once', async () => {
    const voteId = await create(zb);
    const [a, b, c] = await itemsOf(voteId);
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => zhang.raw('orgAct', 'voteResult', { voteId, itemIds: [[a, b, c][i % 3]] })),
    );
    expect(all.filter((r) => r.code === 99999)).toHaveLength(1);
    expect(all.filter((r) => r.code !== 99999).every((r) => r.msg === VOTE.already)).toBe(true);
    const d = await zb.ok('vote', 'detail', { voteId });
    expect(d.ballotCount).toBe(1);
    expect(await t.db.selectFrom('orgVoteChoice').select('id').where('voteId', '=', voteId).execute()).toHaveLength(1);
  });
});

describe('to-dos', () => {
  it('close with the member’s ballot, and for everyone at the end', async () => {
    const voteId = await create(zb, { title: '支部读书会书目征集' });
    const todoOf = (userId: number) =>
      t.db
        .selectFrom('message as m')
        .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
        .select(['m.id', 'm.dueAt', 'm.doneWhen', 'm.doneRef'])
        .where('m.doneWhen', '=', 'vote')
        .where('m.doneRef', '=', voteId)
        .where('r.userId', '=', userId)
        .executeTakeFirstOrThrow();
    const [mine, hers] = await Promise.all([todoOf(zhang.id), todoOf(sun.id)]);
    expect(mine.id).toBe(hers.id);
    const done = (userId: number) => doneTodos(t.db, { id: userId } as never, [mine], clock.iso()).then((s) => s.has(mine.id));
    expect(await done(zhang.id)).toBe(false);
    // on the workbench the vote is listed once, as the vote (the to-do names it as its job)
    const listed = async () => {
      const { list } = await zhang.ok('center', 'myTaskList', { pageNum: 1, pageSize: 100 });
      return list.filter((x) => x.key === `vote:${voteId}` || x.title.includes('支部读书会书目征集')).map((x) => x.kind);
    };
    expect(await listed()).toEqual(['vote']);
    const [a] = await itemsOf(voteId);
    await zhang.ok('orgAct', 'voteResult', { voteId, itemIds: [a] });
    expect(await done(zhang.id)).toBe(true);
    expect(await done(sun.id)).toBe(false);
    expect(await listed()).toEqual([]);
    clock.advance(61 * 60);
    expect(await done(sun.id)).toBe(true);
  });
});

describe('close', () => {
  it('ends a running vote early (audited), once when two organisers end it at once; the results follow', async () => {
    const voteId = await create(zb);
    const [a] = await itemsOf(voteId);
    await li.ok('orgAct', 'voteResult', { voteId, itemIds: [a] });
    const auditBefore = (await counts()).audit;
    const both = await Promise.all([zb.raw('vote', 'close', { voteId }), zzy.raw('vote', 'close', { voteId })]);
    expect(both.map((r) => r.code).sort()).toEqual([10002, 99999]);
    expect(both.find((r) => r.code === 10002)?.msg).toBe(VOTE_CONSOLE.alreadyEnded);
    expect((await counts()).audit).toBe(auditBefore + 1);
    const d = await zb.ok('vote', 'detail', { voteId });
    expect(d).toMatchObject({ state: 'ended', endAt: clock.iso() });
    expect(d.results?.options[0]).toMatchObject({ count: 1, voters: ['李思雨'] });
    expect(await li.refused('orgAct', 'voteResult', { voteId, itemIds: [a] })).toBe(VOTE.ended);
    const last = await t.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last.action).toBe('提前结束投票');
    expect(JSON.parse(last.after)).toMatchObject({ endAt: clock.iso() });
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });

  it('an upcoming vote ended early is over, not upcoming for ever', async () => {
    const voteId = await create(zb, { startAt: minutes(60), endAt: minutes(120) });
    expect((await zb.ok('vote', 'close', { voteId })).state).toBe('ended');
    expect((await zhang.ok('orgAct', 'voteItemList', { voteId })).vote.state).toBe('ended');
  });
});
