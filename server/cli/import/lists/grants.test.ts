// The 管理授权 import: the grants it gives work at once in the organiser console and are in the
// audit chain; a second run changes nothing; 收回 withdraws; every problem is named by row and
// column and nothing is written; a dry run writes nothing, not even an audit entry.
import { verifyChain } from '../../../modules/audit/chain';
import { signIn } from '../../../test/caller';
import { insertStructure, insertUser, type FixtureIds } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import type { Problem } from '../../../lib/lists/problems';
import { ImportRefused, runImport, templateCsv } from '../importer';
import { grantsImporter } from './grants';

const NOW = '2026-09-01T02:00:00.000Z';
const LATER = '2026-09-02T02:00:00.000Z';
const SCHOOL = '校党委';
const CS = `${SCHOOL}/计算机学院党委`;
const UG1 = `${CS}/本科生第一党支部`;
const UG2 = `${CS}/本科生第二党支部`;
const ME = `${SCHOOL}/机械学院党委`;
const PASSWORD = 'Zuzhi@2026';

const HEADER = '账号,角色,党组织,操作';
const csv = (rows: string[], header = HEADER) => parseCsvTable(`${header}\n${rows.join('\n')}\n`);
const GOOD = [`zb001,党支部,${UG1},`, `zzy001,二级党委,${CS},授予`, `admin01,系统管理员,${SCHOOL},`, `zb001,Branch,${UG2},`];

let t: TestApp;
let ids: FixtureIds;
const users = { zb: 0, zzy: 0, admin: 0, off: 0 };

const importGrants = (rows: string[], opts: { dryRun?: boolean; now?: string } = {}) =>
  runImport(t.db, grantsImporter, csv(rows), { now: opts.now ?? NOW, dryRun: opts.dryRun });

const problemsOf = async (rows: string[], header?: string): Promise<Problem[]> => {
  const err = await runImport(t.db, grantsImporter, csv(rows, header), { now: NOW }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};

const grants = () => t.db.selectFrom('orgGrant').select(['userId', 'role', 'orgId', 'grantedBy', 'grantedAt']).orderBy('id').execute();
const audit = () =>
  t.db
    .selectFrom('auditLog')
    .select(['at', 'actorId', 'account', 'name', 'role', 'action', 'target', 'before', 'after'])
    .orderBy('id')
    .execute();

describe('grants import', () => {
  beforeEach(async () => {
    t = await createTestApp();
    ids = await insertStructure(t.db);
    const me = (
      await t.db
        .insertInto('orgUnit')
        .values({ parentId: ids.orgs.committee, name: '机械学院党委', kind: '党委', sort: 2 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.insertInto('orgUnit').values({ parentId: me, name: '本科生第一党支部', kind: '党支部', sort: 1 }).execute();
    users.zb = await insertUser(t.db, { account: 'zb001', password: PASSWORD, name: '周建国', orgId: ids.orgs.branch });
    users.zzy = await insertUser(t.db, { account: 'zzy001', password: PASSWORD, name: '林晓红', orgId: ids.orgs.branch });
    users.admin = await insertUser(t.db, { account: 'admin01', password: PASSWORD, name: '王管理', appId: 5 });
    users.off = await insertUser(t.db, { account: 'left01', password: PASSWORD, name: '钱离职', status: 0 });
  }, 120_000);
  afterEach(() => t.close(), 120_000);

  it('gives the grants, each audited as from the command line, and the console answers for them at once', async () => {
    expect(await importGrants(GOOD)).toEqual({
      added: 4,
      updated: 0,
      unchanged: 0,
      notes: [
        '授予 4 项：周建国（zb001） · 党支部 · 本科生第一党支部；林晓红（zzy001） · 二级党委 · 计算机学院党委；' +
          '王管理（admin01） · 系统管理员 · 校党委；周建国（zb001） · 党支部 · 本科生第二党支部',
      ],
    });
    expect(await grants()).toEqual([
      { userId: users.zb, role: 'branch', orgId: ids.orgs.branch, grantedBy: '', grantedAt: NOW },
      { userId: users.zzy, role: 'college', orgId: ids.orgs.college, grantedBy: '', grantedAt: NOW },
      { userId: users.admin, role: 'sysadmin', orgId: ids.orgs.committee, grantedBy: '', grantedAt: NOW },
      { userId: users.zb, role: 'branch', orgId: ids.orgs.branch2, grantedBy: '', grantedAt: NOW },
    ]);
    const entry = (target: string, after: object) => ({
      at: NOW,
      actorId: null,
      account: '',
      name: '',
      role: '命令行导入',
      action: '授予管理角色',
      target,
      before: '',
      after: JSON.stringify(after),
    });
    expect(await audit()).toEqual([
      entry('周建国（zb001） · 党支部 · 本科生第一党支部', { account: 'zb001', role: 'branch', orgId: ids.orgs.branch }),
      entry('林晓红（zzy001） · 二级党委 · 计算机学院党委', { account: 'zzy001', role: 'college', orgId: ids.orgs.college }),
      entry('王管理（admin01） · 系统管理员 · 校党委', { account: 'admin01', role: 'sysadmin', orgId: ids.orgs.committee }),
      entry('周建国（zb001） · 党支部 · 本科生第二党支部', { account: 'zb001', role: 'branch', orgId: ids.orgs.branch2 }),
    ]);
    expect(await verifyChain(t.db)).toMatchObject({ entries: 4, problems: [] });

    const zb = await signIn(t, 'zb001', PASSWORD);
    expect((await zb.ok('organiser', 'scopeUnits')).map((u) => u.name)).toEqual(['本科生第一党支部', '本科生第二党支部']);
    const zzy = await signIn(t, 'zzy001', PASSWORD);
    expect((await zzy.ok('organiser', 'me')).grants).toEqual([
      expect.objectContaining({ account: 'zzy001', role: 'college', orgId: ids.orgs.college, orgName: '计算机学院党委', grantedBy: '' }),
    ]);
  }, 120_000);

  it('changes nothing the second time', async () => {
    await importGrants(GOOD);
    const before = { grants: await grants(), audit: await audit() };
    expect(await importGrants(GOOD, { now: LATER })).toEqual({ added: 0, updated: 0, unchanged: 4, notes: [] });
    expect({ grants: await grants(), audit: await audit() }).toEqual(before);
  }, 120_000);

  it('收回 withdraws an existing grant and audits it; the others stay', async () => {
    await importGrants(GOOD);
    const zb = await signIn(t, 'zb001', PASSWORD);
    expect(await importGrants([`zb001,党支部,${UG1},收回`, `zzy001,college,${CS},`], { now: LATER })).toEqual({
      added: 0,
      updated: 1,
      unchanged: 1,
      notes: ['收回 1 项（计为更新，立即生效）：周建国（zb001） · 党支部 · 本科生第一党支部'],
    });
    expect((await grants()).filter((g) => g.userId === users.zb)).toEqual([
      { userId: users.zb, role: 'branch', orgId: ids.orgs.branch2, grantedBy: '', grantedAt: NOW },
    ]);
    expect((await audit()).slice(4)).toEqual([
      {
        at: LATER,
        actorId: null,
        account: '',
        name: '',
        role: '命令行导入',
        action: '收回管理角色',
        target: '周建国（zb001） · 党支部 · 本科生第一党支部',
        before: JSON.stringify({ account: 'zb001', role: 'branch', orgId: ids.orgs.branch }),
        after: '',
      },
    ]);
    expect(await verifyChain(t.db)).toMatchObject({ entries: 5, problems: [] });
    // read fresh on every call: the signed-in secretary keeps only the other branch
    expect((await zb.ok('organiser', 'scopeUnits')).map((u) => u.name)).toEqual(['本科生第二党支部']);

    // a disabled account's grant may still be withdrawn
    await t.db.updateTable('user').set({ status: 0 }).where('id', '=', users.zzy).execute();
    expect(await importGrants([`zzy001,二级党委,${CS},收回`])).toMatchObject({ updated: 1 });
    expect((await grants()).filter((g) => g.userId === users.zzy)).toEqual([]);
  }, 120_000);

  it('names every problem with its row and column, and writes nothing', async () => {
    await importGrants([`zb001,党支部,${UG1},`]);
    const before = { grants: await grants(), audit: await audit() };
    const rows = [
      /* 2 */ `,,,授予`,
      /* 3 */ `nobody,党支部,${UG1},`,
      /* 4 */ `left01,党支部,${UG1},`,
      /* 5 */ `2.02601E+09,支书,${SCHOOL}/计算机学院/本科生第一党支部,撤销`,
      /* 6 */ `zzy001,党支部,${CS},`,
      /* 7 */ `zzy001,二级党委,${UG2},`,
      /* 8 */ `zzy001,校级,${CS},`,
      /* 9 */ `admin01,sysadmin,${CS},`,
      /* 10 */ `zzy001,二级党委,${SCHOOL},`,
      /* 11 */ `zzy001,二级党委,${ME},`,
      /* 12 */ `zzy001,college,${ME}, 授予`,
      /* 13 */ `zb001,党支部,${UG2},收回`,
      /* 14 */ `admin01,系统管理员,${SCHOOL}/机械学院/本科生第一党支部,`,
      /* 15 */ `zzy001,toString,${CS},`,
    ];
    expect(await problemsOf(rows)).toEqual([
      { line: 2, column: '账号', message: '请填写账号' },
      { line: 2, column: '角色', message: '请填写角色；可用：党支部、二级党委、校级、系统管理员（或 branch、college、school、sysadmin）' },
      { line: 2, column: '党组织', message: '请填写党组织：从学校党委起的完整名称，各级用“/”连接' },
      { line: 3, column: '账号', message: '没有账号为“nobody”的用户；请核对账号，或先在人员表中导入该账号' },
      { line: 4, column: '账号', message: '“left01”（钱离职）已停用；请先启用该账号（人员表「状态」填正常）再授权' },
      { line: 5, column: '操作', message: '“撤销”不是可用的操作；可用：授予、收回（留空为授予）' },
      { line: 5, column: '账号', message: '“2.02601E+09”是被 Excel 改成科学计数法的数字；请把该列设为“文本”格式后重新填写账号' },
      {
        line: 5,
        column: '角色',
        message: '“支书”不是可用的角色；可用：党支部、二级党委、校级、系统管理员（或 branch、college、school、sysadmin）',
      },
      {
        line: 5,
        column: '党组织',
        message: `“${SCHOOL}/计算机学院/本科生第一党支部”不存在；请填写从学校党委起的完整名称，各级用“/”连接，是否指“${UG1}”、“${ME}/本科生第一党支部”？`,
      },
      { line: 6, column: '党组织', message: `“${CS}”是党委；党支部的角色只能授予在党支部上` },
      { line: 7, column: '党组织', message: `“${UG2}”是党支部；二级党委的角色只能授予在学院党委或党总支上` },
      { line: 8, column: '党组织', message: `“${CS}”是党委；校级角色只能授予在学校党委上，即“${SCHOOL}”` },
      { line: 9, column: '党组织', message: `“${CS}”是党委；系统管理员只能授予在学校党委上，即“${SCHOOL}”` },
      { line: 10, column: '党组织', message: `“${SCHOOL}”是学校党委；二级党委的角色只能授予在学院党委或党总支上` },
      { line: 12, column: '账号', message: `与第 11 行是同一项授权（zzy001 · 二级党委 · ${ME}）；一项授权只写一行` },
      {
        line: 14,
        column: '党组织',
        message: `“${SCHOOL}/机械学院/本科生第一党支部”不存在；请填写从学校党委起的完整名称，各级用“/”连接，是否指“${UG1}”、“${ME}/本科生第一党支部”？`,
      },
      {
        line: 15,
        column: '角色',
        message: '“toString”不是可用的角色；可用：党支部、二级党委、校级、系统管理员（或 branch、college、school、sysadmin）',
      },
    ]);
    expect({ grants: await grants(), audit: await audit() }).toEqual(before);

    // withdrawing what is not there is found while writing: reported, and the grants before it are rolled back
    expect(await problemsOf([`zzy001,二级党委,${ME},`, `zb001,党支部,${UG2},收回`])).toEqual([
      { line: 3, column: '操作', message: `zb001 在“${UG2}”没有党支部的授权，无需收回` },
    ]);
    expect({ grants: await grants(), audit: await audit() }).toEqual(before);
  }, 120_000);

  it('names a missing or unknown column', async () => {
    expect(await problemsOf([`zb001,${UG1}`], '账号,党组织')).toEqual([
      { line: 1, column: '', message: expect.stringContaining('缺少必填的列“角色”') },
    ]);
    expect(await problemsOf([`zb001,党支部,${UG1},x`], '账号,角色,党组织,备注')).toEqual([
      { line: 1, column: '', message: '不认识的列“备注”；管理授权可用的列：账号、角色、党组织、操作' },
    ]);
  }, 120_000);

  it('dry run says what would change and writes nothing, not even an audit entry', async () => {
    expect(await importGrants(GOOD, { dryRun: true })).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    expect(await grants()).toEqual([]);
    expect(await audit()).toEqual([]);
    await importGrants(GOOD.slice(0, 1));
    const before = { grants: await grants(), audit: await audit() };
    expect(await importGrants([`zb001,党支部,${UG1},收回`, ...GOOD.slice(1)], { dryRun: true })).toMatchObject({
      added: 3,
      updated: 1,
      unchanged: 0,
    });
    expect({ grants: await grants(), audit: await audit() }).toEqual(before);
  }, 120_000);

  it('writes a template with its columns and an example row', async () => {
    const table = parseCsvTable(templateCsv(grantsImporter));
    expect(table.columns).toEqual(['账号', '角色', '党组织', '操作']);
    expect(table.rows.map((r) => r.cells)).toEqual([
      { 账号: 'zb001', 角色: '党支部', 党组织: '中共华东理工科技大学委员会/计算机学院党委/本科生第一党支部', 操作: '授予' },
    ]);
  });
});
