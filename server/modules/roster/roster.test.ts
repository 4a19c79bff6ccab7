import { CODE_OK, CODE_TOKEN_EXPIRED, MSG_CHANGE_INITIAL_PASSWORD } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import { MAX_ID } from '../../../contract/common';
import { ROSTER_COLUMNS, ROSTER_CSV_MAX, ROSTER_ROWS_MAX } from '../../../contract/roster';
import { passwordProblem } from '../../lib/passwordPolicy';
import { signIn, type Caller } from '../../test/caller';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { verifyChain } from '../audit/chain';
import { peopleImporter } from '../lists/people';
import { MSG_OUT_OF_SCOPE } from '../organiser/scope';
import { MSG_IDENTITY_BY_STEPS, MSG_NOTHING_CHANGED } from './edit';
import { MSG_REVIEWERS_ONLY } from './import';
import { MSG_NOT_SELF } from './target';

// The console's roster writes on the demo data: scope (zb001 manages 计算机学院本科生第一党支部,
// zzy001 the college), hostile input, the audit entry of every write (never a password), a reset
// password that must be changed at the next login, a disabled account, a 10-way race of
// 停用, and the 人员 list imported from the console (dry run and out-of-scope rows write nothing).

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let admin: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, admin] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
  ]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const LEARNER_PASSWORD = 'Dangjian@2026';
const SCHOOL = '中共华东理工科技大学委员会';
const UG1 = `${SCHOOL}/计算机科学与技术学院党委/计算机学院本科生第一党支部`;
const ME_UG = `${SCHOOL}/机械工程学院党总支/机械工程学院本科生党支部`;

const user = (account: string) =>
  t.db
    .selectFrom('user')
    .select(['id', 'name', 'identityId', 'partyStatus', 'orgId', 'stageId', 'status', 'defaultPassword'])
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const identityId = async (name: string) =>
  (await t.db.selectFrom('identity').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const lastAudit = () => t.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function login(account: string, password: string) {
  return call<{ token: string }>(t.app, endpoints.user.login.path, { account, password, ...(await t.captcha()) });
}

describe('scope', () => {
  it('answers only inside the caller’s branches, the same for an unknown id; the 系统管理员 manages no learners', async () => {
    const wang = await user('2022020201'); // 机械工程学院本科生党支部
    const zhang = await user('2023010101'); // 计算机学院本科生第一党支部
    const zhou = await user('2024010199'); // 计算机学院本科生第二党支部
    for (const id of [wang.id, zhou.id, MAX_ID]) {
      expect(await zb.refused('roster', 'edit', { id, name: '张三丰' })).toBe(MSG_OUT_OF_SCOPE);
      expect(await zb.refused('roster', 'resetPassword', { id })).toBe(MSG_OUT_OF_SCOPE);
      expect(await zb.refused('roster', 'setStatus', { id, status: 0 })).toBe(MSG_OUT_OF_SCOPE);
    }
    expect(await admin.refused('roster', 'setStatus', { id: zhang.id, status: 0 })).toBe(MSG_OUT_OF_SCOPE);
    expect(await admin.refused('roster', 'import', { csv: 'a', dryRun: true })).toBe(MSG_REVIEWERS_ONLY);
    // a move out of the caller's branches, and an organiser's own account
    expect(await zb.refused('roster', 'edit', { id: zhang.id, branchId: zhou.orgId })).toBe(MSG_OUT_OF_SCOPE);
    // zb001 is no learner (no appId 6 account in a branch): their own id is out of scope; an organiser who is a learner is told MSG_NOT_SELF
    expect([MSG_OUT_OF_SCOPE, MSG_NOT_SELF]).toContain(await zb.refused('roster', 'edit', { id: zb.id, name: '周建国' }));
    expect(await user('2023010101')).toEqual(zhang);
  });
});

describe('roster/edit', () => {
  it('changes name and identity (with its 政治面貌) and records before and after; the same values again change nothing', async () => {
    // 周子涵, 入党申请人 with no development record (计算机学院本科生第二党支部): a correction to 正式党员
    const before = await user('2024010199');
    const member = await identityId('正式党员');
    const n = await auditCount();
    expect(await zzy.ok('roster', 'edit', { id: before.id, name: ' 周子晗 ', identityId: member })).toBeNull();
    const after = await user('2024010199');
    expect(after).toMatchObject({ name: '周子晗', identityId: member, partyStatus: 'member', orgId: before.orgId });
    const entry = await lastAudit();
    expect(await auditCount()).toBe(n + 1);
    expect(entry).toMatchObject({ account: 'zzy001', action: '修改学员资料', target: '周子涵（2024010199）' });
    expect(JSON.parse(entry.before)).toEqual({
      name: '周子涵',
      identityId: before.identityId,
      identity: '入党申请人',
      partyStatus: before.partyStatus,
    });
    expect(JSON.parse(entry.after)).toEqual({ name: '周子晗', identityId: member, identity: '正式党员', partyStatus: 'member' });
    expect(await zzy.refused('roster', 'edit', { id: before.id, name: '周子晗', identityId: member })).toBe(MSG_NOTHING_CHANGED);
    expect(await zzy.refused('roster', 'edit', { id: before.id })).toBe(MSG_NOTHING_CHANGED);
    expect(await auditCount()).toBe(n + 1);
  });

  it('an identity on the development road changes only through its recorded steps', async () => {
    const li = await user('2023010102'); // 李思雨, 发展对象 with a development record
    const shi = await user('2023010127'); // 石静怡, 发展对象 by the roster, no record yet
    for (const [who, to] of [
      [li, '预备党员'],
      [shi, '预备党员'],
      [shi, '正式党员'],
    ] as const)
      expect(await zb.refused('roster', 'edit', { id: who.id, identityId: await identityId(to) })).toBe(MSG_IDENTITY_BY_STEPS);
    expect(await user('2023010102')).toEqual(li);
    expect(await user('2023010127')).toEqual(shi);
  });

  it('moves a learner between the college’s branches and out of the training stage; the learner cannot do it', async () => {
    const li = await user('2023010102');
    const ug2 = await unitId('计算机学院本科生第二党支部');
    const learner = await signIn(t, '2023010101', LEARNER_PASSWORD);
    expect(await learner.refused('roster', 'edit', { id: li.id, branchId: ug2 })).toMatch(/仅供党组织管理人员/);
    await zzy.ok('roster', 'edit', { id: li.id, branchId: ug2, stageId: null });
    expect(await user('2023010102')).toMatchObject({ orgId: ug2, stageId: null });
    expect(JSON.parse((await lastAudit()).after)).toEqual({ orgId: ug2, branch: '计算机学院本科生第二党支部', stageId: null });
    // now outside zb001's branch
    expect(await zb.refused('roster', 'edit', { id: li.id, name: '李思雨' })).toBe(MSG_OUT_OF_SCOPE);
    await zzy.ok('roster', 'edit', { id: li.id, branchId: li.orgId!, stageId: li.stageId });
    expect(await user('2023010102')).toMatchObject({ orgId: li.orgId, stageId: li.stageId });
  });

  it('hostile or wrong input answers 10002 with a reason, never a 5xx, and changes nothing', async () => {
    const li = await user('2023010102');
    const college = await unitId('计算机科学与技术学院党委');
    const n = await auditCount();
    const cases: [object, RegExp][] = [
      [{ name: '' }, /请填写姓名/],
      [{ name: '李' }, /不是可用的姓名/],
      [{ name: '李'.repeat(51) }, /姓名/],
      [{ name: { first: '李' } }, /姓名/],
      [{ identityId: 0 }, /身份/],
      [{ identityId: MAX_ID }, /所选身份不存在/],
      [{ identityId: '1; drop table user' }, /身份/],
      [{ branchId: college }, /请选择具体的党支部/],
      [{ branchId: -1 }, /党支部/],
      [{ stageId: MAX_ID }, /所选培训阶段不存在/],
      [{ stageId: 1.5 }, /培训阶段/],
      [{ name: '李\u0000思' }, /./],
    ];
    for (const [body, msg] of cases)
      expect([body, await zzy.refused('roster', 'edit', { id: li.id, ...body })]).toEqual([body, expect.stringMatching(msg)]);
    for (const id of [0, -1, 'x', null, MAX_ID + 1])
      expect([id, await zb.refused('roster', 'edit', { id, name: '李思雨' })]).toEqual([id, expect.stringMatching(/学员/)]);
    expect(await zb.refused('roster', 'setStatus', { id: li.id, status: 2 })).toMatch(/账号状态/);
    expect(await zb.refused('roster', 'import', { csv: { text: 'a' }, dryRun: true })).toMatch(/名册文件/);
    expect(await zb.refused('roster', 'import', { csv: 'x' })).toMatch(/仅检查/);
    expect(await user('2023010102')).toEqual(li);
    expect(await auditCount()).toBe(n);
  });
});

describe('roster/resetPassword', () => {
  it('answers a fresh password once; the old one and the sessions end; the learner must change it first', async () => {
    const zhang = await user('2023010101');
    const learner = await signIn(t, '2023010101', LEARNER_PASSWORD);
    const { password } = await zb.ok('roster', 'resetPassword', { id: zhang.id });
    expect(passwordProblem(password, '2023010101')).toBeNull();
    expect((await user('2023010101')).defaultPassword).toBe(1);
    expect((await learner.raw('user', 'userInfo')).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await login('2023010101', LEARNER_PASSWORD)).code).not.toBe(CODE_OK);
    const fresh = await login('2023010101', password);
    expect(fresh.code).toBe(CODE_OK);
    const res = await call(t.app, endpoints.user.studyTime.path, {}, fresh.data.token);
    expect(res.msg).toBe(MSG_CHANGE_INITIAL_PASSWORD);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: '重置密码', target: '张晓明（2023010101）', after: '{"defaultPassword":1}' });
    expect(JSON.stringify(entry)).not.toContain(password);
    // a second reset gives another password
    expect((await zb.ok('roster', 'resetPassword', { id: zhang.id })).password).not.toBe(password);
    expect(JSON.stringify(await t.db.selectFrom('auditLog').selectAll().execute())).not.toContain(password);
  });
});

describe('roster/setStatus', () => {
  it('a disabled account cannot log in and its sessions end; enabling lets it in; a no-op is refused', async () => {
    const zhou = await user('2023010102');
    const li = await signIn(t, '2023010102', LEARNER_PASSWORD);
    await zb.ok('roster', 'setStatus', { id: zhou.id, status: 0 });
    expect((await li.raw('user', 'userInfo')).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await login('2023010102', LEARNER_PASSWORD)).msg).toMatch(/停用/);
    expect(await lastAudit()).toMatchObject({ action: '停用账号', before: '{"status":1}', after: '{"status":0}' });
    expect(await zb.refused('roster', 'setStatus', { id: zhou.id, status: 0 })).toMatch(/已是停用状态/);
    await zb.ok('roster', 'setStatus', { id: zhou.id, status: 1 });
    expect((await login('2023010102', LEARNER_PASSWORD)).code).toBe(CODE_OK);
  });

  it('ten organisers disabling at once: exactly one wins, the others are told it already changed; one audit entry', async () => {
    const li = await user('2023010102');
    const n = await auditCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? zb : zzy).raw('roster', 'setStatus', { id: li.id, status: 0 })),
    );
    expect(answers.filter((a) => a.code === CODE_OK)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== CODE_OK))
      expect(a).toMatchObject({ status: 200, msg: expect.stringMatching(/已是停用状态/) });
    expect(await auditCount()).toBe(n + 1);
    await zzy.ok('roster', 'setStatus', { id: li.id, status: 1 });
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });
});

describe('roster/import', () => {
  const csv = (...rows: string[]) => '\uFEFF' + [ROSTER_COLUMNS.join(','), ...rows].join('\r\n');
  const row = (cells: Partial<Record<(typeof ROSTER_COLUMNS)[number], string>>) => ROSTER_COLUMNS.map((c) => cells[c] ?? '').join(',');
  const newcomer = row({ 账号: '2026019901', 姓名: '林一鸣', 所在党支部: UG1, 身份: '入党申请人', 初始密码: 'Chushi@2026x' });
  const rename = row({ 账号: '2023010101', 姓名: '张晓明', 手机: '13816520199' });

  it('the template’s columns are the importer’s', () => {
    expect(peopleImporter.columns.map((c) => c.name)).toEqual([...ROSTER_COLUMNS]);
  });

  it('a dry run reports what would change and writes nothing; the real run commits with one audit entry of the counts', async () => {
    const [users, n] = [await userCount(), await auditCount()];
    const dry = await zb.ok('roster', 'import', { csv: csv(newcomer, rename), dryRun: true });
    expect(dry).toEqual({ dryRun: true, summary: expect.objectContaining({ created: 1, updated: 1, unchanged: 0 }), problems: [] });
    expect([await userCount(), await auditCount()]).toEqual([users, n]);
    const done = await zb.ok('roster', 'import', { csv: csv(newcomer, rename), dryRun: false });
    expect(done.summary).toMatchObject({ created: 1, updated: 1, unchanged: 0 });
    expect([await userCount(), await auditCount()]).toEqual([users + 1, n + 1]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ account: 'zb001', action: '导入名册', target: '人员表 2 行' });
    expect(JSON.parse(entry.after)).toEqual({ rows: 2, created: 1, updated: 1, unchanged: 0 });
    expect(JSON.stringify(entry)).not.toMatch(/Chushi|林一鸣|13816520199/);
    expect((await user('2026019901')).defaultPassword).toBe(1);
    const token = (await login('2026019901', 'Chushi@2026x')).data.token;
    expect((await call(t.app, endpoints.user.studyTime.path, {}, token)).msg).toBe(MSG_CHANGE_INITIAL_PASSWORD);
    // the same file again changes nothing
    const again = await zb.ok('roster', 'import', { csv: csv(newcomer, rename), dryRun: false });
    expect(again.summary).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('a row outside the scope (its branch, or an existing account elsewhere) is a problem and nothing is written', async () => {
    const [users, n, wang] = [await userCount(), await auditCount(), await user('2022020201')];
    const outside = row({ 账号: '2026019902', 姓名: '赵二', 所在党支部: ME_UG, 身份: '入党申请人', 初始密码: 'Chushi@2026x' });
    const theirs = row({ 账号: '2022020201', 姓名: '王浩然改' });
    const good = row({ 账号: '2026019903', 姓名: '钱三', 所在党支部: UG1, 身份: '入党申请人', 初始密码: 'Chushi@2026x' });
    for (const dryRun of [true, false]) {
      const res = await zb.ok('roster', 'import', { csv: csv(good, outside, theirs), dryRun });
      expect(res.summary).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
      expect(res.problems).toEqual([
        { row: 3, column: '所在党支部', message: expect.stringContaining('不在您的管理范围内') },
        { row: 4, column: '账号', message: expect.stringContaining('不在您的管理范围内') },
      ]);
    }
    expect([await userCount(), await auditCount()]).toEqual([users, n]);
    expect(await user('2022020201')).toEqual(wang);
    // the college's organiser manages neither either; the 党校 would
    expect((await zzy.ok('roster', 'import', { csv: csv(outside), dryRun: true })).problems).toHaveLength(1);
  });

  it('a broken, empty, oversized or wrongly headed file is refused with a reason', async () => {
    const n = await userCount();
    expect(await zb.refused('roster', 'import', { csv: '', dryRun: true })).toMatch(/空的/);
    expect(await zb.refused('roster', 'import', { csv: 'a,"b\n1,2', dryRun: true })).toMatch(/不是有效的 CSV/);
    expect(await zb.refused('roster', 'import', { csv: 'x'.repeat(ROSTER_CSV_MAX + 1), dryRun: true })).toMatch(/名册文件/);
    const many = csv(
      ...Array.from({ length: ROSTER_ROWS_MAX + 1 }, (_, i) => row({ 账号: `26${String(i).padStart(8, '0')}`, 姓名: '某某' })),
    );
    expect(await zb.refused('roster', 'import', { csv: many, dryRun: true })).toMatch(/一次最多导入 1000 行/);
    const headed = await zb.ok('roster', 'import', { csv: '学号,名字\n1,2', dryRun: true });
    expect(headed.problems[0]).toMatchObject({ row: 1, message: expect.stringContaining('缺少必填的列“账号”') });
    expect(await userCount()).toBe(n);
  });
});
