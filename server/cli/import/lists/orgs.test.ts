// 组织机构 and 培训阶段 imports: the tree and the stages a school's learners are placed in.
import { endpoints } from '../../../../contract/endpoints';
import { loadReferenceData } from '../../../db/reference';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport, templateCsv, type Importer } from '../importer';
import { type Problem } from '../../../lib/lists/problems';
import { insertUser } from '../../../test/fixtures';
import { orgsImporter } from './orgs';
import { stagesImporter } from './stages';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await loadReferenceData(t.db);
}, 120_000);
afterEach(() => t.close(), 120_000);

const S = '中共华东理工科技大学委员会';
const run = (importer: Importer, text: string, dryRun = false) => runImport(t.db, importer, parseCsvTable(text), { dryRun });
const problems = async (importer: Importer, text: string): Promise<Problem[]> => {
  const err = await run(importer, text).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};
const orgCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orgUnit')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface TreeNode {
  name: string;
  children?: TreeNode[];
}
const names = (nodes: TreeNode[]): unknown => nodes.map((n) => (n.children?.length ? { [n.name]: names(n.children) } : n.name));

const TREE = [
  '组织,类型,排序',
  // children before their parents: the order in the file does not matter
  `${S}/计算机学院党委/本科生第二党支部,党支部,2`,
  `${S}/计算机学院党委/本科生第一党支部,党支部,1`,
  `${S}/计算机学院党委,党委,`,
  `${S}/经济与管理学院党委/本科生第一党支部,党支部,`,
  `${S}/经济与管理学院党委,党委,`,
  `${S},党委,`,
].join('\n');

describe('orgs', () => {
  it('builds the tree the registration form and the profile offer', async () => {
    expect(await run(orgsImporter, TREE)).toEqual({ added: 6, updated: 0, unchanged: 0, notes: [] });
    const tree = await call<TreeNode[]>(t.app, endpoints.user.treeList.path);
    expect(names(tree.data)).toEqual([
      { [S]: [{ 计算机学院党委: ['本科生第一党支部', '本科生第二党支部'] }, { 经济与管理学院党委: ['本科生第一党支部'] }] },
    ]);
  });

  it('changes nothing the second time, and counts a real change once', async () => {
    await run(orgsImporter, TREE);
    expect(await run(orgsImporter, TREE)).toEqual({ added: 0, updated: 0, unchanged: 6, notes: [] });
    expect(
      await run(orgsImporter, `组织,类型,排序\n${S}/计算机学院党委/本科生第二党支部,党支部,5\n${S}/计算机学院党委/研究生党支部,党支部,\n`),
    ).toEqual({ added: 1, updated: 1, unchanged: 0, notes: [] });
    const sorts = await t.db
      .selectFrom('orgUnit')
      .select(['name', 'sort'])
      .where('name', 'in', ['本科生第二党支部', '研究生党支部'])
      .orderBy('name')
      .execute();
    // a unit without 排序 goes after its siblings
    expect(sorts).toEqual(
      expect.arrayContaining([
        { name: '本科生第二党支部', sort: 5 },
        { name: '研究生党支部', sort: 6 },
      ]),
    );
  });

  it('names every problem and writes nothing', async () => {
    await run(orgsImporter, TREE);
    const before = await orgCount();
    expect(
      await problems(
        orgsImporter,
        [
          '组织,类型,排序',
          `${S}/外国语学院党委/本科生党支部,党支部,`,
          `${S}/计算机学院党委//第三党支部,党支部,`,
          `${S}/计算机学院党委/本科生第一党支部/第一党小组,党支部,`,
          '另一所大学党委,党委,',
          `${S}/计算机学院党委/教工党支部,党小组,`,
          `${S}/计算机学院党委/研究生党支部,党支部,第一`,
          `${S}/计算机学院党委/研究生党支部,党支部,`,
          `${S}/计算机学院党委/研究生党支部,党支部,`,
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '组织', message: `上级“${S}/外国语学院党委”不存在：请在表中加一行，或先导入它` },
      { line: 3, column: '组织', message: `“${S}/计算机学院党委//第三党支部”中有空的一级；各级名称用“/”分隔，首尾不要加“/”` },
      { line: 4, column: '组织', message: `上级“${S}/计算机学院党委/本科生第一党支部”是党支部，党支部下不能再有组织` },
      { line: 5, column: '组织', message: `最上级只能有一个，已有“${S}”；请写成“${S}/另一所大学党委”这样的完整名称` },
      { line: 6, column: '类型', message: '“党小组”不是可用的类型；可用：党委、党总支、党支部' },
      { line: 7, column: '排序', message: '“第一”不是正整数' },
      { line: 9, column: '组织', message: '与第 8 行是同一个组织' },
    ]);
    expect(await orgCount()).toBe(before);
  });

  it('keeps a branch with members a branch, and a unit with children out of being one', async () => {
    await run(orgsImporter, TREE);
    const branch = await t.db
      .selectFrom('orgUnit')
      .select('id')
      .where('name', '=', '本科生第一党支部')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user')
      .values({
        account: 'u2026',
        passwordHash: 'x',
        name: '张三',
        gender: 1,
        appId: 6,
        avatarUrl: '',
        phone: '',
        email: '',
        studentNo: 'u2026',
        nation: '',
        education: '',
        partyStatus: '',
        birthday: null,
        joinPartyDate: null,
        college: '',
        major: '',
        className: '',
        identityId: null,
        orgId: branch.id,
        stageId: null,
        defaultPassword: 1,
        status: 1,
        createdAt: '2026-09-01T00:00:00.000Z',
        updatedAt: '2026-09-01T00:00:00.000Z',
        passwordChangedAt: null,
        lastLoginAt: null,
      })
      .execute();
    expect(await problems(orgsImporter, `组织,类型\n${S}/计算机学院党委/本科生第一党支部,党总支\n${S}/计算机学院党委,党支部\n`)).toEqual([
      { line: 2, column: '类型', message: `“${S}/计算机学院党委/本科生第一党支部”有 1 名人员，不能改为党总支；请先把他们转到其他党支部` },
      { line: 3, column: '类型', message: `“${S}/计算机学院党委”下已有组织，不能改为党支部` },
    ]);
  });

  it('says a full-width slash is one, instead of reading it as a second top', async () => {
    await run(orgsImporter, `组织,类型\n${S},党委\n`);
    expect(await problems(orgsImporter, `组织,类型\n${S}／计算机学院党委,党委\n`)).toEqual([
      { line: 2, column: '组织', message: `“${S}／计算机学院党委”中的“／”是全角斜杠；各级名称请用半角的“/”分隔` },
    ]);
  });

  it('gives registration an imported branch to join, and refuses a committee', async () => {
    await run(orgsImporter, TREE);
    const tree = await call<{ id: number; name: string; children: { id: number; name: string; children: { id: number }[] }[] }[]>(
      t.app,
      endpoints.user.treeList.path,
    );
    const college = tree.data[0].children[1];
    const body = { account: 'newbie01', password: 'Newbie@2026', name: '新同学', email: 'new@example.edu.cn' };
    const mailCode = async () => {
      await call(t.app, endpoints.user.sendMail.path, { email: body.email, purpose: 'register', ...(await t.captcha()) });
      return /验证码为：(\d{6})/.exec(t.mails[t.mails.length - 1].text)![1];
    };
    expect(await call(t.app, endpoints.user.register.path, { ...body, orgId: college.id, mailCode: await mailCode() })).toMatchObject({
      code: 10002,
      msg: '请选择具体的党支部',
    });
    expect(
      await call(t.app, endpoints.user.register.path, { ...body, orgId: college.children[0].id, mailCode: await mailCode() }),
    ).toMatchObject({ code: 99999, data: { userInfo: { orgName: '本科生第一党支部' } } });
  });

  it('dry run says what would change and writes nothing', async () => {
    expect(await run(orgsImporter, TREE, true)).toMatchObject({ added: 6 });
    expect(await orgCount()).toBe(0);
  });

  it('its template imports', async () => {
    await run(orgsImporter, `组织,类型\n${S},党委\n${S}/计算机学院党委,党委\n`);
    expect(await run(orgsImporter, templateCsv(orgsImporter).replace(/^\ufeff/, ''))).toMatchObject({ added: 1 });
  });
});

const STAGES = [
  '培训,阶段,开始日期,结束日期,排序',
  '入党积极分子培训,2026年秋季学期,2026/9/1 0:00,2027/1/15,',
  '入党积极分子培训,2027年春季学期,2027-02-24,2027-07-02,',
  '发展对象培训,2026年秋季学期,2026年9月8日,2026年12月25日,',
].join('\n');

describe('stages', () => {
  it('makes the phases and stages the stage lists show', async () => {
    expect(await run(stagesImporter, STAGES)).toEqual({ added: 3, updated: 0, unchanged: 0, notes: [] });
    const phases = await call<{ id: number; name: string }[]>(t.app, endpoints.user.phaselist.path);
    expect(phases.data.map((p) => p.name)).toEqual(['入党积极分子培训', '发展对象培训']);
    const stages = await call<{ name: string; startDate: string; endDate: string }[]>(t.app, endpoints.user.stageList.path, {
      phaseId: phases.data[0].id,
    });
    expect(stages.data.map(({ name, startDate, endDate }) => ({ name, startDate, endDate }))).toEqual([
      { name: '2026年秋季学期', startDate: '2026-09-01', endDate: '2027-01-15' },
      { name: '2027年春季学期', startDate: '2027-02-24', endDate: '2027-07-02' },
    ]);
    const rows = await t.db.selectFrom('stage').select(['name', 'startDate', 'endDate', 'sort']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: '2026年秋季学期', startDate: '2026-09-01', endDate: '2027-01-15', sort: 1 },
      { name: '2027年春季学期', startDate: '2027-02-24', endDate: '2027-07-02', sort: 2 },
      { name: '2026年秋季学期', startDate: '2026-09-08', endDate: '2026-12-25', sort: 1 },
    ]);
  });

  it('changes nothing the second time; a moved end date is one update', async () => {
    await run(stagesImporter, STAGES);
    expect(await run(stagesImporter, STAGES)).toEqual({ added: 0, updated: 0, unchanged: 3, notes: [] });
    expect(await run(stagesImporter, '培训,阶段,开始日期,结束日期\n发展对象培训,2026年秋季学期,2026-09-08,2027-01-08\n')).toEqual({
      added: 0,
      updated: 1,
      unchanged: 0,
      notes: [],
    });
  });

  it('names every problem and writes nothing', async () => {
    expect(
      await problems(
        stagesImporter,
        [
          '培训,阶段,开始日期,结束日期',
          ',2026年秋季学期,2026-09-01,2027-01-15',
          '入党积极分子培训,2026年秋季学期,2026-02-30,2027-01-15',
          '入党积极分子培训,2027年春季学期,2027-07-02,2027-02-24',
          '发展对象培训,2026年秋季学期,2026-09-01,2027-01-15',
          '发展对象培训,2026年秋季学期,2026-09-01,2027-01-15',
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '培训', message: '不能为空' },
      { line: 3, column: '开始日期', message: '“2026-02-30”不是日期；请写成 2026-09-01 或 2026/9/1' },
      { line: 4, column: '结束日期', message: '2027-02-24 早于开始日期 2027-07-02' },
      { line: 6, column: '阶段', message: '与第 5 行是同一个阶段（发展对象培训/2026年秋季学期）' },
    ]);
    expect(await t.db.selectFrom('stage').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('phase').selectAll().execute()).toEqual([]);
  });
});

describe('stages: 选修上限', () => {
  const CAPPED = '培训,阶段,开始日期,结束日期,选修上限\n入党积极分子培训,2026年秋季学期,2026-09-01,2027-01-15,';
  /** a learner in the stage, three electives offered by its plan, `picked` of them picked */
  const learnerWithPicks = async (picked: number) => {
    const stageId = (await t.db.selectFrom('stage').select('id').executeTakeFirstOrThrow()).id;
    const tagId = (await t.db.insertInto('lessonTag').values({ name: '党的基本理论', sort: 1 }).returning('id').executeTakeFirstOrThrow())
      .id;
    const lessons: number[] = [];
    for (const [i, title] of ['马克思主义基本原理', '中国特色社会主义理论', '党的组织建设'].entries()) {
      const { id } = await t.db
        .insertInto('lesson')
        .values({ tagId, title, teacher: '王教授', intro: '', coverUrl: '', required: 0, sort: i, createdAt: '2026-09-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('stageLesson').values({ stageId, lessonId: id, kind: 'elective', sort: i }).execute();
      lessons.push(id);
    }
    const userId = await insertUser(t.db, { account: '2026090101', password: 'Dangjian@2026', stageId });
    for (const lessonId of lessons.slice(0, picked))
      await t.db.insertInto('lessonSelection').values({ userId, lessonId, selectedAt: '2026-09-02T00:00:00.000Z' }).execute();
    return { token: await t.login('2026090101', 'Dangjian@2026'), lessons };
  };
  const pick = (token: string, lessonId: number) =>
    call<{ selectedCount: number; cap: number | null }>(t.app, endpoints.lesson.selectVideo.path, { lessonId, selected: true }, token);

  it('sets the cap the learner picks against; 不限 removes it; an empty cell keeps it', async () => {
    expect(await run(stagesImporter, `${CAPPED}2`)).toEqual({ added: 1, updated: 0, unchanged: 0, notes: [] });
    const { token, lessons } = await learnerWithPicks(0);
    expect((await pick(token, lessons[0])).data).toMatchObject({ selectedCount: 1, cap: 2 });
    expect((await pick(token, lessons[1])).data).toMatchObject({ selectedCount: 2, cap: 2 });
    expect(await pick(token, lessons[2])).toMatchObject({ code: 10002, msg: '本阶段最多可选 2 门选修课，请先退选其他课程' });
    expect(await run(stagesImporter, `${CAPPED}2`)).toEqual({ added: 0, updated: 0, unchanged: 1, notes: [] });
    expect(await run(stagesImporter, CAPPED)).toEqual({ added: 0, updated: 0, unchanged: 1, notes: [] });
    expect(await run(stagesImporter, `${CAPPED}不限`)).toEqual({ added: 0, updated: 1, unchanged: 0, notes: [] });
    expect((await pick(token, lessons[2])).data).toMatchObject({ selectedCount: 3, cap: null });
    expect(await t.db.selectFrom('stageElectiveCap').selectAll().execute()).toEqual([]);
  });

  it('a lower cap keeps what learners picked and says how many are over it', async () => {
    await run(stagesImporter, CAPPED);
    const { token, lessons } = await learnerWithPicks(3);
    expect(await run(stagesImporter, `${CAPPED}1`)).toEqual({
      added: 0,
      updated: 1,
      unchanged: 0,
      notes: ['入党积极分子培训/2026年秋季学期：1 名学员已选的选修课多于新的上限 1 门，已选的保留，在退选到上限以下之前不能再选'],
    });
    expect(await t.db.selectFrom('lessonSelection').select('lessonId').orderBy('lessonId').execute()).toEqual(
      lessons.map((lessonId) => ({ lessonId })),
    );
    expect(await pick(token, lessons[0])).toMatchObject({ code: 99999, data: { selectedCount: 3, cap: 1 } });
  });

  it('names a cap it cannot use', async () => {
    const bad = (cell: string) => problems(stagesImporter, `${CAPPED}${cell}`);
    for (const cell of ['0', '100', '两门', '1.5', '-1']) {
      expect(await bad(cell)).toEqual([{ line: 2, column: '选修上限', message: `“${cell}”不可用；请写 1–99 的整数，或“不限”` }]);
    }
    expect(await t.db.selectFrom('stage').selectAll().execute()).toEqual([]);
  });
});
