// The 人员 import on a fresh installation (reference data, then organisations and stages written
// directly here): the accounts it makes log in and show their branch, identity and stage; a second
// run changes nothing; an update keeps the password; 停用 ends the sessions; every problem is named.
import type { Kysely } from 'kysely';
import { CODE_OK, CODE_TOKEN_EXPIRED } from '../../../../contract/codes';
import { endpoints } from '../../../../contract/endpoints';
import type { LoginResult, UserInfo } from '../../../../contract/user';
import { createDb } from '../../../db/database';
import { loadReferenceData } from '../../../db/reference';
import type { Database } from '../../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport, templateCsv, type ImportContext } from '../importer';
import { ImportProblems, type Problem } from '../../../lib/lists/problems';
import { peopleImporter } from '../../../modules/lists/people';

const NOW = '2026-09-01T02:00:00.000Z';
const SCHOOL = '中共华东理工科技大学委员会';
const CS = `${SCHOOL}/计算机学院党委`;
const UG1 = `${CS}/本科生第一党支部`;
const UG2 = `${CS}/本科生第二党支部`;
const OFFICE = `${SCHOOL}/党委组织部党支部`;
const ACT = '入党积极分子培训/2026年秋季学期';
const CAND = '发展对象培训/2026年秋季学期';
/** the --password of these tests (never a real one) */
const SHARED = 'Chushi@2026';

const HEADER =
  '账号,姓名,类别,性别,所在党支部,身份,培训阶段,政治面貌,民族,学历,出生日期,入党日期,手机,邮箱,学号,学院,专业,班级,初始密码,状态';
const GOOD = [
  `2026010101,张晓明,学员,男,${UG1},入党积极分子,${ACT},共青团员,汉族,大学本科,2007/4/12,,13816520101,ZhangXM@stu.example.edu.cn,,计算机科学与技术学院,计算机科学与技术,计科2601班,,正常`,
  `2026010102,李思雨,,女,${UG1},发展对象,${CAND},共青团员,回族,大学本科,2006-09-23,,,,,计算机科学与技术学院,软件工程,软工2601班,Lisiyu#2026,`,
  `gb101,赵建国,干部,男,${OFFICE},领导干部,,中共党员,汉族,硕士研究生,1974-10-15,1996/6/28,13901726631,,JG19980731,党委组织部,,,,`,
];
/** a row of HEADER with the given cells, the others empty */
const rowOf = (cells: Record<string, string>) =>
  HEADER.split(',')
    .map((c) => cells[c] ?? '')
    .join(',');
const csv = (rows: string[], header = HEADER) => parseCsvTable(`${header}\n${rows.join('\n')}\n`);

let t: TestApp;
const ids = { ug1: 0, ug2: 0, cs: 0, stageAct: 0, stageCand: 0, cadreOrg: 0 };

async function structure(db: Kysely<Database>) {
  await loadReferenceData(db);
  const org = async (parentId: number | null, name: string, kind: string) =>
    (await db.insertInto('orgUnit').values({ parentId, name, kind, sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const school = await org(null, SCHOOL, '党委');
  ids.cs = await org(school, '计算机学院党委', '党委');
  ids.ug1 = await org(ids.cs, '本科生第一党支部', '党支部');
  ids.ug2 = await org(ids.cs, '本科生第二党支部', '党支部');
  await org(await org(ids.cs, '研究生党支部', '党支部'), '硕士生党支部', '党支部');
  await org(school, '机关党总支', '党总支');
  ids.cadreOrg = await org(school, '党委组织部党支部', '党支部');
  const stage = async (phase: string) => {
    const { id: phaseId } = await db.insertInto('phase').values({ name: phase, sort: 1 }).returning('id').executeTakeFirstOrThrow();
    return (
      await db
        .insertInto('stage')
        .values({ phaseId, name: '2026年秋季学期', startDate: '2026-09-01', endDate: '2027-01-15', sort: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  ids.stageAct = await stage('入党积极分子培训');
  ids.stageCand = await stage('发展对象培训');
}

const importPeople = (rows: string[], opts: { dryRun?: boolean; password?: string; db?: Kysely<Database> } = {}) =>
  runImport(opts.db ?? t.db, peopleImporter, csv(rows), {
    now: NOW,
    dryRun: opts.dryRun,
    options: opts.password === undefined ? {} : { password: opts.password },
  });

const problemsOf = async (rows: string[], password?: string, header?: string): Promise<Problem[]> => {
  const err = await runImport(t.db, peopleImporter, csv(rows, header), {
    now: NOW,
    options: password === undefined ? {} : { password },
  }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};

async function login(account: string, password: string) {
  return call<LoginResult>(t.app, endpoints.user.login.path, { account, password, ...(await t.captcha()) });
}
const userInfo = (token: string) => call<UserInfo>(t.app, endpoints.user.userInfo.path, {}, token);
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const userRow = (account: string) => t.db.selectFrom('user').selectAll().where('account', '=', account).executeTakeFirstOrThrow();

describe('people import', () => {
  beforeEach(async () => {
    t = await createTestApp({ sqliteInFile: true });
    await structure(t.db);
  }, 120_000);
  afterEach(() => t.close(), 120_000);

  it('makes accounts that log in with a forced password change and show their branch, identity and stage', async () => {
    const summary = await importPeople(GOOD, { password: SHARED });
    expect(summary).toEqual({ added: 3, updated: 0, unchanged: 0, notes: ['新账号 3 个，首次登录须修改初始密码'] });
    expect(JSON.stringify(summary)).not.toContain(SHARED);

    const res = await login('2026010101', SHARED);
    expect(res.code).toBe(CODE_OK);
    expect(res.data.defaultPassword).toBe(true);
    const me = await userInfo(res.data.token);
    expect(me.data).toMatchObject({
      account: '2026010101',
      name: '张晓明',
      appId: 6,
      gender: 1,
      defaultPassword: true,
      orgId: ids.ug1,
      orgName: '本科生第一党支部',
      orgPath: [SCHOOL, '计算机学院党委', '本科生第一党支部'],
      identityName: '入党积极分子',
      stageId: ids.stageAct,
      phaseName: '入党积极分子培训',
      stageName: '2026年秋季学期',
      partyStatus: 'league',
      nation: '01',
      education: '21',
      birthday: '2007-04-12',
      joinPartyDate: null,
      phone: '13816520101',
      email: 'zhangxm@stu.example.edu.cn',
      studentNo: '2026010101',
      college: '计算机科学与技术学院',
      major: '计算机科学与技术',
      className: '计科2601班',
    });

    // a row's own 初始密码 wins over --password
    expect((await login('2026010102', SHARED)).msg).toMatch(/账号或密码错误/);
    const lee = await login('2026010102', 'Lisiyu#2026');
    expect(lee.data).toMatchObject({
      defaultPassword: true,
      userInfo: { identityName: '发展对象', stageId: ids.stageCand, nation: '03', gender: 2 },
    });

    // the cadre: app 5, no training stage, its own 学号
    const cadre = await login('gb101', SHARED);
    expect(cadre.data.userInfo).toMatchObject({
      appId: 5,
      stageId: null,
      orgId: ids.cadreOrg,
      identityName: '领导干部',
      partyStatus: 'member',
      studentNo: 'JG19980731',
      joinPartyDate: '1996-06-28',
      education: '14',
    });

    // the shared password was hashed once
    const rows = await t.db.selectFrom('user').select(['account', 'passwordHash', 'status']).orderBy('account').execute();
    expect(rows.find((r) => r.account === '2026010101')!.passwordHash).toBe(rows.find((r) => r.account === 'gb101')!.passwordHash);
    expect(rows.map((r) => r.status)).toEqual([1, 1, 1]);
  }, 120_000);

  it('takes its own template', async () => {
    const table = parseCsvTable(templateCsv(peopleImporter));
    expect(await runImport(t.db, peopleImporter, table, { now: NOW, options: { password: SHARED } })).toMatchObject({ added: 1 });
  }, 120_000);

  it('changes nothing the second time', async () => {
    await importPeople(GOOD, { password: SHARED });
    const before = await t.db.selectFrom('user').selectAll().orderBy('id').execute();
    expect(await importPeople(GOOD, { password: SHARED })).toEqual({
      added: 0,
      updated: 0,
      unchanged: 3,
      notes: ['1 个已有账号填了初始密码，未使用：初始密码只用于新账号，已有账号的密码不变'],
    });
    expect(await t.db.selectFrom('user').selectAll().orderBy('id').execute()).toEqual(before);
  }, 120_000);

  it('updates the filled-in columns of an existing account, keeps its password, and moves its study rows with the branch', async () => {
    await importPeople(GOOD, { password: SHARED });
    const { id } = await userRow('2026010101');
    await t.db
      .insertInto('stageStudy')
      .values({ userId: id, stageId: ids.stageAct, branchId: ids.ug1, collegeId: ids.cs, seconds: 600, band: 0 })
      .execute();

    const moved = `2026010101,张晓明,,,${UG2},发展对象,${CAND},,,,,,13900000000,,,,,,Other#Pass2026,`;
    const summary = await importPeople([moved, GOOD[1]], { password: SHARED });
    expect(summary).toEqual({
      added: 0,
      updated: 1,
      unchanged: 1,
      notes: ['2 个已有账号填了初始密码，未使用：初始密码只用于新账号，已有账号的密码不变'],
    });
    const row = await userRow('2026010101');
    expect(row).toMatchObject({
      orgId: ids.ug2,
      stageId: ids.stageCand,
      phone: '13900000000',
      updatedAt: NOW,
      // empty cells keep what was there
      email: 'zhangxm@stu.example.edu.cn',
      gender: 1,
      nation: '01',
      partyStatus: 'league',
      appId: 6,
      defaultPassword: 1,
    });
    expect(await t.db.selectFrom('stageStudy').select(['branchId', 'collegeId']).where('userId', '=', id).execute()).toEqual([
      { branchId: ids.ug2, collegeId: ids.cs },
    ]);
    // the password is the first import's
    expect((await login('2026010101', 'Other#Pass2026')).code).not.toBe(CODE_OK);
    expect((await login('2026010101', SHARED)).data.userInfo.identityName).toBe('发展对象');

    // a learner made a cadre leaves the training stage
    expect(await importPeople([rowOf({ 账号: '2026010101', 姓名: '张晓明', 类别: '干部' })])).toMatchObject({ updated: 1 });
    expect(await userRow('2026010101')).toMatchObject({ appId: 5, stageId: null });
  }, 120_000);

  it('停用 refuses the login and ends the sessions, also when the import runs beside the server', async () => {
    await importPeople(GOOD, { password: SHARED });
    const token = (await login('2026010101', SHARED)).data.token;
    expect((await userInfo(token)).code).toBe(CODE_OK);
    expect((await userInfo(token)).code).toBe(CODE_OK);

    // npm run import is another process: its own connection to the same database
    const other = createDb(t.config);
    try {
      const summary = await importPeople([rowOf({ 账号: '2026010101', 姓名: '张晓明', 状态: '停用' })], { db: other });
      expect(summary).toEqual({ added: 0, updated: 1, unchanged: 0, notes: ['停用 1 个账号（不能再登录，已登录的随即退出）：2026010101'] });
    } finally {
      await other.destroy();
    }
    const refused = await userInfo(token);
    expect(refused.code).toBe(CODE_TOKEN_EXPIRED);
    expect(await t.db.selectFrom('session').select('tokenHash').execute()).toEqual([]);
    expect((await login('2026010101', SHARED)).msg).toBe('账号已停用，请联系管理员');
    // the others are untouched
    expect((await login('2026010102', 'Lisiyu#2026')).code).toBe(CODE_OK);

    expect(await importPeople([rowOf({ 账号: '2026010101', 姓名: '张晓明', 状态: '正常' })])).toMatchObject({
      updated: 1,
      notes: ['重新启用 1 个账号：2026010101'],
    });
    expect((await login('2026010101', SHARED)).code).toBe(CODE_OK);
  }, 120_000);

  it('names every problem with its row, column and the allowed values, and writes nothing', async () => {
    await importPeople([GOOD[2]], { password: SHARED });
    const rows = [
      /* 2 */ `,张三,,,${UG1},入党积极分子,,,,,,,,,,,,,,`,
      /* 3 */ `2.02601E+09,张三,,,${UG1},入党积极分子,,,,,,,,,,,,,,`,
      /* 4 */ `张三的号,张,学生,未知,${CS},群众,积极分子培训/2026,团员,汉,本科,2007-4-31,2099-01-01,1381652010,zhangsan@,${'x'.repeat(33)},${'学'.repeat(51)},,,,冻结`,
      /* 5 */ `2026010103,${'名'.repeat(21)},,,${SCHOOL}/计算机学院/本科生第一党支部,,,,,,2099-01-01,,,,,,,,short,`,
      /* 6 */ `2026010104,王五,,,${SCHOOL}/机关党总支,入党积极分子,,,,,1899-12-31,,,,,,,,wangwu2026,`,
      /* 7 */ `2026010105,赵六,,,${UG1},入党积极分子,,,,,2006-01-01,2005-12-31,,,,,,,,`,
      /* 8 */ `2026010105,赵六,,,${UG1},入党积极分子,,,,,2006-02-30,,,,,,,,2026010105Aa!,`,
      /* 9 */ `gb101,赵建国,,,,,${ACT},,,,,,,,,,,,,`,
      /* 10 */ `gb102,钱七,干部,,${CS}/研究生党支部,,,,,,,,,,,,,,,`,
    ];
    expect(await problemsOf(rows)).toEqual([
      { line: 2, column: '账号', message: '请填写账号（学号或工号）' },
      { line: 3, column: '账号', message: '“2.02601E+09”是被 Excel 改成科学计数法的数字；请把该列设为“文本”格式后重新填写账号' },
      {
        line: 3,
        column: '初始密码',
        message: '新账号需要初始密码：请填写“初始密码”列，或运行时加 --password <密码> 给本表所有新账号同一个初始密码',
      },
      { line: 4, column: '账号', message: '“张三的号”不是可用的账号：应为 4-32 位字母、数字或 _ . @ -' },
      { line: 4, column: '姓名', message: '“张”不是可用的姓名：应为 2-20 个字' },
      { line: 4, column: '类别', message: '“学生”不是可用的类别；可用：学员、干部' },
      { line: 4, column: '性别', message: '“未知”不是可用的性别；可用：男、女' },
      {
        line: 4,
        column: '身份',
        message: '“群众”不是可用的身份；可用：入党申请人、入党积极分子、发展对象、预备党员、正式党员、党务工作者、领导干部',
      },
      {
        line: 4,
        column: '政治面貌',
        message: '“团员”不是可用的政治面貌；可用：群众、共青团员、入党申请人、入党积极分子、发展对象、中共预备党员、中共党员',
      },
      { line: 4, column: '民族', message: '“汉”不是可用的民族；是否指“汉族”？请填写民族全称，如“汉族”' },
      { line: 4, column: '学历', message: '“本科”不是可用的学历；可用：博士研究生、硕士研究生、大学本科、大学专科、高中' },
      { line: 4, column: '状态', message: '“冻结”不是可用的状态；可用：正常、停用' },
      { line: 4, column: '培训阶段', message: `“积极分子培训/2026”不存在；请写成“培训/阶段”，可用：${ACT}、${CAND}` },
      {
        line: 4,
        column: '出生日期',
        message: '“2007-4-31”不是日期；请写成 2004-05-06 或 2004/5/6（Excel 中把该列设为“日期”或“文本”格式）',
      },
      { line: 4, column: '入党日期', message: '“2099-01-01”晚于今天' },
      { line: 4, column: '手机', message: '“1381652010”不是有效的手机号：应为 11 位数字，以 13-19 开头' },
      { line: 4, column: '邮箱', message: '“zhangsan@”不是有效的邮箱地址，如 zhangsan@example.edu.cn' },
      { line: 4, column: '学号', message: `“${'x'.repeat(33)}”太长：最多 32 个字符` },
      { line: 4, column: '学院', message: `“${'学'.repeat(51)}”太长：最多 50 个字` },
      { line: 4, column: '所在党支部', message: `“${CS}”是党委，不是党支部（下设 3 个组织）；请填写到具体的党支部` },
      {
        line: 4,
        column: '初始密码',
        message: '新账号需要初始密码：请填写“初始密码”列，或运行时加 --password <密码> 给本表所有新账号同一个初始密码',
      },
      { line: 5, column: '姓名', message: `“${'名'.repeat(21)}”不是可用的姓名：应为 2-20 个字` },
      {
        line: 5,
        column: '所在党支部',
        message: `“${SCHOOL}/计算机学院/本科生第一党支部”不存在；请填写从学校党委到党支部的完整名称，各级用“/”连接，是否指“${UG1}”？`,
      },
      { line: 5, column: '出生日期', message: '“2099-01-01”不正确：不能晚于今天，也不能早于 1900 年' },
      {
        line: 5,
        column: '身份',
        message: '新学员请填写身份；可用：入党申请人、入党积极分子、发展对象、预备党员、正式党员、党务工作者、领导干部',
      },
      { line: 5, column: '初始密码', message: '初始密码不符合要求：密码长度应为 8-64 位' },
      { line: 6, column: '出生日期', message: '“1899-12-31”不正确：不能晚于今天，也不能早于 1900 年' },
      { line: 6, column: '所在党支部', message: `“${SCHOOL}/机关党总支”是党总支，不是党支部；请填写到具体的党支部` },
      { line: 6, column: '初始密码', message: '初始密码不符合要求：密码需至少包含大写字母、小写字母、数字、符号中的三类' },
      { line: 7, column: '入党日期', message: '“2005-12-31”不晚于出生日期“2006-01-01”' },
      {
        line: 7,
        column: '初始密码',
        message: '新账号需要初始密码：请填写“初始密码”列，或运行时加 --password <密码> 给本表所有新账号同一个初始密码',
      },
      {
        line: 8,
        column: '出生日期',
        message: '“2006-02-30”不是日期；请写成 2004-05-06 或 2004/5/6（Excel 中把该列设为“日期”或“文本”格式）',
      },
      { line: 8, column: '账号', message: '“2026010105”在第 7 行和第 8 行重复出现；一个账号只写一行' },
      { line: 8, column: '初始密码', message: '初始密码不符合要求：密码不能包含账号' },
      { line: 9, column: '培训阶段', message: '干部不参加学员的培训阶段（干部学习按干部专题进行）；请留空，或把「类别」改为学员' },
      { line: 10, column: '所在党支部', message: `“${CS}/研究生党支部”下设 1 个组织；请填写到具体的党支部` },
      {
        line: 10,
        column: '初始密码',
        message: '新账号需要初始密码：请填写“初始密码”列，或运行时加 --password <密码> 给本表所有新账号同一个初始密码',
      },
    ]);
    expect(await userCount()).toBe(1);
  }, 120_000);

  it('names the account a --password does not suit', async () => {
    expect(await problemsOf([`Chushi2026,孙八,,,${UG1},入党积极分子,,,,,,,,,,,,,,`], SHARED.replace('@', ''))).toEqual([
      { line: 2, column: '初始密码', message: '--password 给的初始密码不能用于账号“Chushi2026”：密码不能与账号相同' },
    ]);
    expect(await problemsOf([`2026010109,孙八,,,${UG1},入党积极分子,,,,,,,,,,,,,,`], 'short')).toEqual([
      { line: 2, column: '初始密码', message: '--password 给的初始密码不能用于账号“2026010109”：密码长度应为 8-64 位' },
    ]);
  }, 120_000);

  it('asks a new learner for a branch, also when the column is missing', async () => {
    expect(await problemsOf(['2026010109,孙八,入党积极分子'], SHARED, '账号,姓名,身份')).toEqual([
      { line: 2, column: '所在党支部', message: '新学员请填写所在党支部' },
    ]);
  }, 120_000);

  it('writes nothing when one row of many is wrong', async () => {
    const bad = `2026010109,孙八,,,${UG1},入党积极分子,,,,,,,138,,,,,,,`;
    expect(await problemsOf([...GOOD, bad], SHARED)).toEqual([
      { line: 5, column: '手机', message: '“138”不是有效的手机号：应为 11 位数字，以 13-19 开头' },
    ]);
    expect(await userCount()).toBe(0);
  }, 120_000);

  it("hashes only the new accounts' passwords, and none when a row has a problem", async () => {
    const ctx = (password?: string): ImportContext => ({
      now: NOW,
      options: password === undefined ? {} : { password },
      problems: new ImportProblems(),
      dryRun: false,
    });
    const prepared = async (rows: string[], password?: string) => [
      ...((await peopleImporter.prepare!(csv(rows).rows, ctx(password), t.db)) as Map<string, string>).keys(),
    ];
    // 2026010102 brings its own; the other two new accounts take --password
    expect((await prepared(GOOD, SHARED)).sort()).toEqual(['Chushi@2026', 'Lisiyu#2026']);
    await importPeople(GOOD, { password: SHARED });
    // all three exist now: a second run needs no hash, whatever the cells say
    expect(await prepared(GOOD, SHARED)).toEqual([]);
    const fresh = rowOf({ 账号: '2026010109', 姓名: '周子涵', 所在党支部: UG2, 身份: '入党积极分子', 初始密码: 'Zhouzh@2026' });
    expect(await prepared([fresh])).toEqual(['Zhouzh@2026']);
    // one wrong cell anywhere (here an org path that does not exist): nothing is hashed, and run names the problem
    const wrong = rowOf({
      账号: '2026010110',
      姓名: '吴雨桐',
      所在党支部: `${CS}/本科生第九党支部`,
      身份: '入党积极分子',
      初始密码: 'Wuyt@2026x',
    });
    expect(await prepared([fresh, wrong])).toEqual([]);
    expect((await problemsOf([fresh, wrong])).map((p) => p.column)).toEqual(['所在党支部']);
  });

  it('dry run says what would change and writes nothing', async () => {
    expect(await importPeople(GOOD, { password: SHARED, dryRun: true })).toMatchObject({ added: 3, updated: 0, unchanged: 0 });
    expect(await userCount()).toBe(0);
    await importPeople(GOOD.slice(0, 1), { password: SHARED });
    const disable = rowOf({ 账号: '2026010101', 姓名: '张晓明', 状态: '停用' });
    expect(await importPeople([disable, ...GOOD.slice(1)], { password: SHARED, dryRun: true })).toMatchObject({ added: 2, updated: 1 });
    expect(await userRow('2026010101')).toMatchObject({ status: 1 });
    expect(await userCount()).toBe(1);
  }, 120_000);
});

describe('people import: 政治面貌 of a new account', () => {
  beforeEach(async () => {
    t = await createTestApp();
    await structure(t.db);
  }, 120_000);
  afterEach(() => t.close(), 120_000);

  it('follows the identity when the column is empty, and the column when it is filled', async () => {
    await importPeople(
      [
        rowOf({ 账号: '2026010201', 姓名: '周文', 所在党支部: UG1, 身份: '正式党员' }),
        rowOf({ 账号: '2026010202', 姓名: '吴敏', 所在党支部: UG1, 身份: '入党积极分子' }),
        rowOf({ 账号: '2026010203', 姓名: '郑浩', 所在党支部: UG1, 身份: '入党积极分子', 政治面貌: '共青团员' }),
      ],
      { password: SHARED },
    );
    expect((await userRow('2026010201')).partyStatus).toBe('member');
    expect((await userRow('2026010202')).partyStatus).toBe('activist');
    expect((await userRow('2026010203')).partyStatus).toBe('league');
  });
});
