import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { MSG_EMPTY_AUDIENCE, MSG_NO_AUDIENCE } from './audience';

// Messages from the console on the demo data: the audience resolved inside the sender's scope
// (filters and named accounts), a to-do with a link and a deadline reaching the learner, read
// receipts, the audit entry, and every kind of bad request refused without sending anything.

let t: TestApp;
let zb: Caller;
let dx: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, dx] = await Promise.all([signIn(t, 'zb001', 'Zuzhi@2026'), signIn(t, 'dx001', 'Zuzhi@2026')]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const page = { pageNum: 1, pageSize: 100 };
const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const messageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('message')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('the audience', () => {
  it('is the active learners in scope matching every filter, plus the named accounts in scope', async () => {
    const ug1 = await unitId('计算机学院本科生第一党支部');
    const meUg = await unitId('机械工程学院本科生党支部');
    const branch = await zb.ok('notify', 'preview', { audience: { branchIds: [ug1] } });
    const members = await t.db.selectFrom('user').select('name').where('orgId', '=', ug1).where('status', '=', 1).execute();
    expect(branch.count).toBe(members.length);
    const activist = (await t.db.selectFrom('identity').select('id').where('name', '=', '入党积极分子').executeTakeFirstOrThrow()).id;
    const activists = await zb.ok('notify', 'preview', { audience: { branchIds: [ug1], identityIds: [activist] } });
    expect(activists.count).toBeGreaterThan(0);
    expect(activists.count).toBeLessThan(branch.count);
    // another college's branch and learner are outside the secretary's scope: nobody, and named as unknown
    expect((await zb.ok('notify', 'preview', { audience: { branchIds: [meUg] } })).count).toBe(0);
    const named = await zb.ok('notify', 'preview', { audience: { accounts: ['2023010103', '2022020201', 'nobody'] } });
    expect(named).toEqual({ count: 1, sample: ['孙雨桐'], unknownAccounts: ['2022020201', 'nobody'] });
    expect((await dx.ok('notify', 'preview', { audience: { accounts: ['2022020201'] } })).count).toBe(1);
    expect(await zb.refused('notify', 'preview', { audience: {} })).toBe(MSG_NO_AUDIENCE);
  });
});

describe('a to-do sent from the console', () => {
  it('reaches each learner once, with its link and deadline; the sender sees who has read it; it is audited', async () => {
    const ug1 = await unitId('计算机学院本科生第一党支部');
    const dueAt = inAWeek();
    const sent = await zb.ok('notify', 'send', {
      kind: 'todo',
      title: '请在周五前完成本季度思想汇报',
      body: '各位入党积极分子：\n请按要求在平台上提交本季度思想汇报。',
      audience: { branchIds: [ug1], accounts: ['2023010103'] },
      actionPath: '/personal-space/workbenches/index',
      dueAt,
    });
    expect(sent).toMatchObject({
      kind: 'todo',
      recipients: expect.any(Number),
      read: 0,
      dueAt,
      actionPath: '/personal-space/workbenches/index',
    });
    const sun = await signIn(t, '2023010103', 'Dangjian@2026');
    const inbox = await sun.ok('center', 'myMessages', { kind: 'todo', ...page });
    const mine = inbox.list.filter((m) => m.title === '请在周五前完成本季度思想汇报');
    expect(mine).toEqual([
      expect.objectContaining({
        sender: '计算机学院本科生第一党支部',
        actionPath: '/personal-space/workbenches/index',
        actionText: '去完成',
        dueAt,
        done: false,
      }),
    ]);
    await sun.ok('center', 'messageDetail', { messageId: mine[0].id });
    const list = await zb.ok('notify', 'sent', page);
    expect(list.list[0]).toMatchObject({ id: sent.id, recipients: sent.recipients, read: 1 });
    expect((await zb.ok('notify', 'readers', { id: sent.id, read: true, ...page })).list).toEqual([
      expect.objectContaining({
        name: '孙雨桐',
        account: '2023010103',
        branchName: '计算机学院本科生第一党支部',
        readAt: expect.any(String),
      }),
    ]);
    const unread = await zb.ok('notify', 'readers', { id: sent.id, read: false, ...page });
    expect(unread.total).toBe(sent.recipients - 1);
    // the page's header comes with the answer (a readers page opened from a bookmark names its message)
    expect(unread.message).toEqual({ ...sent, read: 1 });
    expect(await dx.refused('notify', 'readers', { id: sent.id, ...page })).toMatch(/不是您发出的/);
    const admin = await signIn(t, 'sysadmin', 'Admin@2026');
    expect((await admin.ok('audit', 'list', { action: '发送待办', ...page })).list[0]).toMatchObject({
      account: 'zb001',
      target: `「请在周五前完成本季度思想汇报」 · ${sent.recipients} 人 · 消息 ${sent.id}`,
    });
  });
});

describe('bad requests', () => {
  it('are refused with what to fix, and send nothing', async () => {
    const before = await messageCount();
    const ok = { kind: 'notice', title: '通知', body: '正文', audience: { accounts: ['2023010103'] } };
    const meUg = await unitId('机械工程学院本科生党支部');
    const bad: Array<[object, RegExp]> = [
      [{ ...ok, title: '   ' }, /标题/],
      [{ ...ok, body: '' }, /正文/],
      [{ ...ok, title: '长'.repeat(101) }, /标题/],
      [{ ...ok, audience: {} }, /请选择接收人/],
      [{ ...ok, audience: { branchIds: [meUg] } }, new RegExp(MSG_EMPTY_AUDIENCE)],
      [{ ...ok, kind: 'todo', actionPath: '/index/home' }, /截止时间/],
      [{ ...ok, kind: 'todo', dueAt: inAWeek() }, /链接/],
      [{ ...ok, kind: 'todo', actionPath: '/index/home', dueAt: '2020-01-01T00:00:00Z' }, /晚于现在/],
      [{ ...ok, kind: 'todo', actionPath: '/index/home', dueAt: '下周五' }, /截止时间/],
      [{ ...ok, dueAt: inAWeek() }, /通知不设截止时间/],
      [{ ...ok, actionPath: 'https://evil.example.com/' }, /链接/],
      [{ ...ok, actionPath: 'javascript:alert(1)' }, /链接/],
      [{ ...ok, actionPath: '/index/home"><script>' }, /链接/],
      [{ ...ok, kind: 'mail' }, /消息类型/],
      [{ ...ok, audience: { accounts: Array.from({ length: 501 }, (_, i) => `a${i}`) } }, /指定账号/],
    ];
    for (const [body, message] of bad) {
      const res = await zb.raw('notify', 'send', body);
      expect({ code: res.code, status: res.status }).toEqual({ code: 10002, status: 200 });
      expect(res.msg).toMatch(message);
    }
    expect(await messageCount()).toBe(before);
  });
});
