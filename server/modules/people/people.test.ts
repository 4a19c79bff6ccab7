import { MAX_ID } from '../../../contract/common';
import { CODE_OPERATION_ERROR } from '../../../contract/codes';
import type { PersonRow } from '../../../contract/people';
import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { loadUnits, MSG_NOT_ORGANISER, MSG_OUT_OF_SCOPE, subtreeOf } from '../organiser/scope';

// The console's 人员 list and person page on the demo data: each organiser sees the learners of
// their scope only, the filters and paging, the same refusal for an id outside the scope and an
// unknown one, hostile input refused with 10002, and a person's figures equal to what the learner
// reads on their own report screens.

let t: TestApp;
let zb: Caller; // 计算机学院本科生第一党支部
let zzy: Caller; // 计算机科学与技术学院党委
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy] = await Promise.all([signIn(t, 'zb001', 'Zuzhi@2026'), signIn(t, 'zzy001', 'Zuzhi@2026')]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const page = { pageNum: 1, pageSize: 100 };
const learner = (account: string) => signIn(t, account, 'Dangjian@2026');
const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const userId = async (account: string) =>
  (await t.db.selectFrom('user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
/** the learner accounts (appId 6) under a node of the tree, straight from the table */
async function learnersUnder(unitName: string): Promise<string[]> {
  const scope = [...subtreeOf(await loadUnits(t.db), await unitId(unitName))];
  const rows = await t.db
    .selectFrom('user')
    .select('account')
    .where('appId', '=', 6)
    .where('orgId', 'in', scope)
    .orderBy('account')
    .execute();
  return rows.map((r) => r.account);
}
const accountsOf = (rows: PersonRow[]) => rows.map((r) => r.account);

describe('who is listed', () => {
  it('a branch secretary sees the learners of their branch, the college organiser those of the college', async () => {
    const own = await zb.ok('people', 'list', page);
    expect(accountsOf(own.list)).toEqual(await learnersUnder('计算机学院本科生第一党支部'));
    expect(own.total).toBe(own.list.length);
    expect(new Set(own.list.map((r) => r.branchName))).toEqual(new Set(['计算机学院本科生第一党支部']));
    expect(own.list.find((r) => r.account === '2023010101')).toEqual({
      id: await userId('2023010101'),
      account: '2023010101',
      name: '张晓明',
      branchId: await unitId('计算机学院本科生第一党支部'),
      branchName: '计算机学院本科生第一党支部',
      identityId: expect.any(Number),
      identityName: '入党积极分子',
      stageId: expect.any(Number),
      stageName: expect.stringMatching(/\S+ \S+/),
      status: 1,
      defaultPassword: false,
    });
    const college = await zzy.ok('people', 'list', page);
    const expected = await learnersUnder('计算机科学与技术学院党委');
    expect(accountsOf(college.list)).toEqual(expected.slice(0, 100));
    expect(college.total).toBe(expected.length);
    // 周子涵: the college's second branch, imported with an initial password
    expect(college.list.find((r) => r.account === '2024010199')).toMatchObject({ name: '周子涵', defaultPassword: true });
    expect(accountsOf(own.list)).not.toContain('2024010199');
    // 王浩然 is of another college; the organisers study too (教工党支部, in the college, not the branch)
    expect(accountsOf(college.list)).not.toContain('2022020201');
    expect(accountsOf(college.list)).toContain('zb001');
    expect(accountsOf(own.list)).not.toContain('zb001');
  });

  it('a learner is refused', async () => {
    const me = await learner('2023010101');
    expect(await me.refused('people', 'list', page)).toBe(MSG_NOT_ORGANISER);
    expect(await me.refused('people', 'detail', { id: me.id })).toBe(MSG_NOT_ORGANISER);
  });
});

describe('filters and paging', () => {
  it('narrows by branch, identity, stage, status and keyword (name or account, taken literally)', async () => {
    const ug1 = await unitId('计算机学院本科生第一党支部');
    const ug2 = await unitId('计算机学院本科生第二党支部');
    const byBranch = await zzy.ok('people', 'list', { ...page, branchId: ug2 });
    expect(accountsOf(byBranch.list)).toEqual(await learnersUnder('计算机学院本科生第二党支部'));
    expect(await zb.refused('people', 'list', { ...page, branchId: ug2 })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zb.refused('people', 'list', { ...page, branchId: await unitId('机械工程学院本科生党支部') })).toBe(MSG_OUT_OF_SCOPE);

    const all = (await zzy.ok('people', 'list', page)).list;
    const zhang = all.find((r) => r.account === '2023010101')!;
    const byIdentity = await zzy.ok('people', 'list', { ...page, identityId: zhang.identityId });
    expect(byIdentity.list.length).toBeGreaterThan(0);
    expect(byIdentity.list.length).toBeLessThan(all.length);
    expect(byIdentity.list.every((r) => r.identityId === zhang.identityId)).toBe(true);
    const byStage = await zzy.ok('people', 'list', { ...page, stageId: zhang.stageId, branchId: ug1 });
    expect(byStage.list.map((r) => r.account)).toContain('2023010101');
    expect(byStage.list.every((r) => r.stageId === zhang.stageId && r.branchId === ug1)).toBe(true);

    expect(accountsOf((await zb.ok('people', 'list', { ...page, keyword: '张晓明' })).list)).toEqual(['2023010101']);
    expect(accountsOf((await zb.ok('people', 'list', { ...page, keyword: ' 010101 ' })).list)).toEqual(['2023010101']);
    expect((await zb.ok('people', 'list', { ...page, keyword: '%' })).total).toBe(0);
    expect((await zb.ok('people', 'list', { ...page, keyword: '周子涵' })).total).toBe(0);

    // a disabled learner: listed with status 0, found by the status filter, not among the active
    await t.db.updateTable('user').set({ status: 0 }).where('account', '=', '2023010102').execute();
    try {
      expect(accountsOf((await zb.ok('people', 'list', { ...page, status: 0 })).list)).toEqual(['2023010102']);
      const active = await zb.ok('people', 'list', { ...page, status: 1 });
      expect(accountsOf(active.list)).not.toContain('2023010102');
      expect(active.total).toBe((await zb.ok('people', 'list', page)).total - 1);
    } finally {
      await t.db.updateTable('user').set({ status: 1 }).where('account', '=', '2023010102').execute();
    }
  });

  it('pages the list in a stable order', async () => {
    const whole = await zzy.ok('people', 'list', page);
    expect(whole.total).toBeGreaterThan(4);
    const first = await zzy.ok('people', 'list', { pageNum: 1, pageSize: 3 });
    const second = await zzy.ok('people', 'list', { pageNum: 2, pageSize: 3 });
    expect(first).toMatchObject({ total: whole.total, pageNum: 1, pageSize: 3 });
    expect([...accountsOf(first.list), ...accountsOf(second.list)]).toEqual(accountsOf(whole.list).slice(0, 6));
    const beyond = await zzy.ok('people', 'list', { pageNum: 1000, pageSize: 10 });
    expect(beyond).toMatchObject({ list: [], total: whole.total });
  });

  it('refuses hostile input with 10002, never a 5xx', async () => {
    const bodies: object[] = [
      { pageNum: 0, pageSize: 10 },
      { pageNum: 1, pageSize: 1000 },
      { ...page, branchId: -1 },
      { ...page, branchId: 'abc' },
      { ...page, branchId: MAX_ID + 1 },
      { ...page, identityId: 1.5 },
      { ...page, status: 2 },
      { ...page, keyword: '张'.repeat(51) },
      { ...page, keyword: 'a\u0000b' },
      { ...page, keyword: { $ne: '' } },
      { ...page, stageId: '1 or 1=1' },
    ];
    for (const body of bodies) {
      const res = await zb.raw('people', 'list', body);
      expect({ body, status: res.status, code: res.code }).toEqual({ body, status: 200, code: CODE_OPERATION_ERROR });
    }
    for (const body of [{}, { id: 0 }, { id: -3 }, { id: 'x' }, { id: MAX_ID + 1 }, { id: [1] }]) {
      const res = await zb.raw('people', 'detail', body);
      expect({ body, status: res.status, code: res.code }).toEqual({ body, status: 200, code: CODE_OPERATION_ERROR });
    }
  });
});

describe('a person’s page', () => {
  it('answers the same for an id outside the scope and an unknown id', async () => {
    const zhou = await userId('2024010199');
    expect(await zb.refused('people', 'detail', { id: zhou })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zb.refused('people', 'detail', { id: await userId('2022020201') })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zb.refused('people', 'detail', { id: MAX_ID })).toBe(MSG_OUT_OF_SCOPE);
    // the secretary's own account is of the 教工党支部, outside their branch
    expect(await zb.refused('people', 'detail', { id: zb.id })).toBe(MSG_OUT_OF_SCOPE);
    expect((await zzy.ok('people', 'detail', { id: zhou })).name).toBe('周子涵');
  });

  it('shows the figures the learner reads on their own report, 作业 and 入党 screens', async () => {
    const me = await learner('2023010101');
    const [report, experiences, develop] = await Promise.all([
      me.ok('user', 'stageReport'),
      me.ok('work', 'experienceRecord', page),
      me.ok('develop', 'appList'),
    ]);
    const person = await zb.ok('people', 'detail', { id: me.id });
    expect(person).toMatchObject({ id: me.id, account: '2023010101', name: '张晓明', gender: 1, phone: '13816520101' });
    expect(person.stage).toEqual(report.stage);
    expect(person.hours).toEqual(report.hours);
    expect(person.hours.credited).toBeGreaterThan(0);
    expect(person.lessons).toEqual({ required: report.lessons.required, completed: report.lessons.completed });
    expect(person.exams).toEqual(report.exams);
    const count = (s: string) => experiences.list.filter((w) => w.state === s).length;
    for (const c of person.writeUps.counts) expect({ state: c.state, count: c.count }).toEqual({ state: c.state, count: count(c.state) });
    expect(person.writeUps.counts.reduce((s, c) => s + c.count, 0)).toBe(experiences.total);
    expect(person.writeUps.latest.every((w) => w.state !== 'todo')).toBe(true);
    expect(person.develop).toMatchObject({ stage: develop[0].stage, stageName: develop[0].stageName, openSteps: develop[0].openSteps });
    expect(person.develop?.stages).toEqual(develop[0].stages);
    expect(person.recent.length).toBeGreaterThan(0);
    expect(person.recent.length).toBeLessThanOrEqual(10);
    const times = person.recent.map((r) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    // the college organiser reads the same page
    expect(await zzy.ok('people', 'detail', { id: me.id })).toEqual(person);
  });

  it('shows a hand-in at the top of the recent activity as soon as it is made', async () => {
    const me = await learner('2023010101');
    const topics = await me.ok('topic', 'newTopicList');
    const open = [];
    for (const topic of topics) {
      const work = await me.ok('topic', 'workDetail', { topicId: topic.id });
      if (work.required && (work.state === 'none' || work.state === 'draft' || work.state === 'returned')) open.push({ topic, work });
    }
    expect(open.length).toBeGreaterThan(0);
    const { topic, work } = open[0];
    const before = await zb.ok('people', 'detail', { id: me.id });
    const text = '认真学习党的创新理论，坚定理想信念，努力做到学思用贯通、知信行统一。'.repeat(30);
    await me.ok('topic', 'writeExperience', { topicId: topic.id, content: text, rev: work.rev + 1, submit: true });
    const after = await zb.ok('people', 'detail', { id: me.id });
    expect(after.recent[0]).toMatchObject({ kind: 'handIn', title: topic.title, reviewKind: 'experience', reviewState: 'pending' });
    const submitted = (d: typeof after) => d.writeUps.counts.find((c) => c.state === 'submitted')!.count;
    expect(submitted(after)).toBe(submitted(before) + 1);
    expect(after.writeUps.latest[0]).toMatchObject({ topicId: topic.id, state: 'submitted' });
  });
});
