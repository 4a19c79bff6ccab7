import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { MSG_GRANT_NOT_ALLOWED } from './grants';
import { MSG_NOT_ORGANISER } from './scope';

// Grants kept from above, on the demo tree: the college organiser gives branch roles inside the
// college only; the 党校 gives college and branch roles; the 系统管理员 any role. A withdrawn grant
// stops working at the next call. Every change is in the audit log.

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let dx: Caller;
let admin: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx, admin] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
  ]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const page = { pageNum: 1, pageSize: 100 };

describe('who grants what, where', () => {
  it('a branch secretary grants nothing; a college organiser grants branch roles in the college only', async () => {
    const csUg2 = await unitId('计算机学院本科生第二党支部');
    const meUg = await unitId('机械工程学院本科生党支部');
    const cs = await unitId('计算机科学与技术学院党委');
    expect(
      await zb.refused('organiser', 'grant', { account: '2023010102', role: 'branch', orgId: await unitId('计算机学院本科生第一党支部') }),
    ).toBe(MSG_GRANT_NOT_ALLOWED);
    expect(await zzy.refused('organiser', 'grant', { account: '2023010102', role: 'branch', orgId: meUg })).toBe(MSG_GRANT_NOT_ALLOWED);
    expect(await zzy.refused('organiser', 'grant', { account: '2023010102', role: 'college', orgId: cs })).toBe(MSG_GRANT_NOT_ALLOWED);
    expect(await zzy.refused('organiser', 'grant', { account: '2023010102', role: 'branch', orgId: cs })).toMatch(/党支部上/);
    expect(await zzy.refused('organiser', 'grant', { account: 'nobody', role: 'branch', orgId: csUg2 })).toMatch(/没有账号为“nobody”/);
    const g = await zzy.ok('organiser', 'grant', { account: '2023010102', role: 'branch', orgId: csUg2 });
    expect(g).toMatchObject({
      account: '2023010102',
      name: '李思雨',
      role: 'branch',
      orgName: '计算机学院本科生第二党支部',
      grantedBy: 'zzy001',
    });
    expect(await zzy.refused('organiser', 'grant', { account: '2023010102', role: 'branch', orgId: csUg2 })).toMatch(/已有这个角色/);

    // the new secretary acts at once, in their branch only
    const li = await signIn(t, '2023010102', 'Dangjian@2026');
    expect((await li.ok('organiser', 'scopeUnits')).map((u) => u.name)).toEqual(['计算机学院本科生第二党支部']);
    expect((await zzy.ok('organiser', 'grants', { keyword: '李思雨', ...page })).list.map((x) => x.id)).toEqual([g.id]);
    // not visible to a branch secretary elsewhere, and not theirs to withdraw
    expect(await zb.refused('organiser', 'revoke', { id: g.id })).toMatch(/不在您可管理的范围内/);
    await zzy.ok('organiser', 'revoke', { id: g.id });
    expect(await li.refused('review', 'summary')).toBe(MSG_NOT_ORGANISER);
    expect(await zzy.refused('organiser', 'revoke', { id: g.id })).toMatch(/不存在/);
  });

  it('the 党校 grants college roles; only the 系统管理员 grants school and sysadmin roles; nobody withdraws their own', async () => {
    const root = (await t.db.selectFrom('orgUnit').select('id').where('parentId', 'is', null).executeTakeFirstOrThrow()).id;
    const me = await unitId('机械工程学院党总支');
    const c = await dx.ok('organiser', 'grant', { account: '2021030301', role: 'college', orgId: me });
    expect(c.orgName).toBe('机械工程学院党总支');
    expect(await dx.refused('organiser', 'grant', { account: '2021030301', role: 'school', orgId: root })).toBe(MSG_GRANT_NOT_ALLOWED);
    const s = await admin.ok('organiser', 'grant', { account: '2021030301', role: 'school', orgId: root });
    expect(await admin.refused('organiser', 'grant', { account: '2021030301', role: 'school', orgId: me })).toMatch(/学校党委上/);
    const mine = (await admin.ok('organiser', 'me')).grants[0];
    expect(await admin.refused('organiser', 'revoke', { id: mine.id })).toMatch(/不能收回自己的授权/);
    expect((await admin.ok('organiser', 'grants', page)).total).toBeGreaterThanOrEqual(6);
    await admin.ok('organiser', 'revoke', { id: s.id });
    await dx.ok('organiser', 'revoke', { id: c.id });
    const log = await admin.ok('audit', 'list', { account: 'dx001', ...page });
    expect(log.list.map((e) => e.action)).toEqual(['收回管理角色', '授予管理角色']);
    expect(log.list[1]).toMatchObject({
      role:
        '校级（党校/组织部） · ' + (await t.db.selectFrom('orgUnit').select('name').where('id', '=', root).executeTakeFirstOrThrow()).name,
    });
    expect(JSON.parse(log.list[0].before)).toEqual({ account: '2021030301', role: 'college', orgId: me });
  });

  it('a disabled account is refused a grant, and a disabled organiser is refused the console', async () => {
    const csUg2 = await unitId('计算机学院本科生第二党支部');
    await t.db.updateTable('user').set({ status: 0 }).where('account', '=', '2023010102').execute();
    expect(await zzy.refused('organiser', 'grant', { account: '2023010102', role: 'branch', orgId: csUg2 })).toMatch(/已停用/);
    await t.db.updateTable('user').set({ status: 1 }).where('account', '=', '2023010102').execute();
    await t.db.updateTable('user').set({ status: 0 }).where('account', '=', 'zb001').execute();
    const res = await zb.raw('review', 'summary');
    await t.db.updateTable('user').set({ status: 1 }).where('account', '=', 'zb001').execute();
    expect({ code: res.code, data: res.data }).toEqual({ code: 10003, data: null });
  });
});
