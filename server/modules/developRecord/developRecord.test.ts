import { MAX_ID } from '../../../contract/common';
import { clock } from '../../lib/clock';
import { beijingDate } from '../../lib/beijingDate';
import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { verifyChain } from '../audit/chain';
import { doneTodos } from '../center/todoDone';
import { MSG_NOT_ORGANISER, MSG_OUT_OF_SCOPE } from '../organiser/scope';
import { MSG_IDENTITY_BY_STEPS } from '../roster/edit';
import { sendAlerts } from './alerts';
import { MSG_ALREADY, MSG_COMMITTEE_ONLY, MSG_NO_APPLICATION, MSG_NOT_APPLICANT } from './record';
import { MSG_SCHOOL_ONLY } from './rules';
import { MSG_WITHDRAW } from './withdraw';

// 发展党员 from the organiser's side on the demo data: zb001 holds 计算机学院本科生第一党支部
// (张晓明 and 孙雨桐 积极分子 at step 5, 李思雨 发展对象 at step 11 with the class attended and its
// 结业考试 not passed, 吴俊杰 入党申请人 whose 谈话 is overdue), zzy001 the college's 党委 above it,
// dx001 the school (谢明轩 入党申请人 at step 2 in 经济管理学院, 王浩然 预备党员 at step 20).

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let dx: Caller;
let admin: Caller;
let zhang: Caller;
let li: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx, admin, zhang, li] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
    signIn(t, '2023010101', 'Dangjian@2026'),
    signIn(t, '2023010102', 'Dangjian@2026'),
  ]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
beforeEach(() => clock.freeze());
afterEach(() => clock.reset());

const idOf = async (account: string) =>
  (await t.db.selectFrom('user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const today = () => beijingDate(clock.now());
const person = async (by: Caller, account: string) => by.ok('developRecord', 'person', { userId: await idOf(account) });
const step = async (by: Caller, account: string, no: number) => (await person(by, account)).steps[no - 1];
const record = async (by: Caller, account: string, stepNo: number, fields: object[] = [], doneOn = today()) =>
  by.raw('developRecord', 'record', { userIds: [await idOf(account)], stepNo, doneOn, fields });
const recordCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('developRecord')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const identityOf = async (account: string) =>
  t.db
    .selectFrom('user as u')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .select(['i.name', 'u.partyStatus'])
    .where('u.account', '=', account)
    .executeTakeFirstOrThrow();

describe('scope', () => {
  it('is for organisers only; a person outside the caller’s organisations answers as one that does not exist', async () => {
    const bodies: Record<string, object> = {
      list: { pageNum: 1, pageSize: 10 },
      person: { userId: zhang.id },
      record: { userIds: [zhang.id], stepNo: 6, doneOn: today(), fields: [] },
      withdraw: { userId: zhang.id, stepNo: 5, reason: '记录错误需撤销' },
      alerts: {},
      rules: {},
      updateRule: { id: 1, months: 2 },
    };
    for (const [name, body] of Object.entries(bodies)) expect(await zhang.refused('developRecord', name, body)).toBe(MSG_NOT_ORGANISER);
    const wang = await idOf('2022020201');
    for (const id of [wang, MAX_ID]) expect(await zb.refused('developRecord', 'person', { userId: id })).toBe(MSG_OUT_OF_SCOPE);
    expect(await admin.refused('developRecord', 'person', { userId: zhang.id })).toBe(MSG_OUT_OF_SCOPE);
    expect((await admin.ok('developRecord', 'list', { pageNum: 1, pageSize: 10 })).total).toBe(0);
    expect(await admin.ok('developRecord', 'alerts', {})).toEqual([]);
    // the school sees him; the college above zb001's branch sees zb001's people
    expect((await dx.ok('developRecord', 'person', { userId: wang })).stage).toBe('probationary');
    expect((await zzy.ok('developRecord', 'person', { userId: li.id })).name).toBe('李思雨');
  });

  it('lists the branch’s people on the road with their last and next steps', async () => {
    const page = await zb.ok('developRecord', 'list', { pageNum: 1, pageSize: 50 });
    const byName = new Map(page.list.map((r) => [r.name, r]));
    expect(byName.get('李思雨')).toMatchObject({ stage: 'candidate', lastStep: { no: 11 }, nextStep: { no: 12, state: 'blocked' } });
    expect(byName.get('张晓明')).toMatchObject({ stage: 'activist', lastStep: { no: 5 }, nextStep: { no: 6, state: 'ready' } });
    expect(byName.get('吴俊杰')).toMatchObject({ stage: 'applicant', nextStep: { no: 2 }, overdue: 1 });
    // the fourth stage: the class attended, its exam passed, 支部委员会审查 recorded; the 党委's 预审 is next
    expect(byName.get('方一凡')).toMatchObject({
      stage: 'candidate',
      lastStep: { no: 12 },
      nextStep: { no: 13, recorder: 'committee', state: 'ready' },
    });
    expect(byName.has('王浩然')).toBe(false);
    const next12 = await zb.ok('developRecord', 'list', { nextStep: 12, pageNum: 1, pageSize: 50 });
    expect(next12.list.map((r) => r.name)).toEqual(['李思雨']);
    expect(
      await zb.refused('developRecord', 'list', {
        branchId: await t.db
          .selectFrom('orgUnit')
          .select('id')
          .where('name', '=', '机械工程学院本科生党支部')
          .executeTakeFirstOrThrow()
          .then((u) => u.id),
        pageNum: 1,
        pageSize: 10,
      }),
    ).toBe(MSG_OUT_OF_SCOPE);
  });
});

describe('gates from evidence', () => {
  it('李思雨 cannot pass 支部委员会审查 until the class’s 结业考试 is passed, then can', async () => {
    const before = await person(zb, '2023010102');
    expect(before.evidence).toMatchObject({
      trainingHours: 24,
      trainingDays: 3,
      exam: { title: '发展对象党章党规知识测试', passed: false },
    });
    expect(before.steps[11]).toMatchObject({ state: 'blocked', missing: ['发展对象培训班结业考试「发展对象党章党规知识测试」尚未合格'] });
    const fields = [{ key: 'opinion', value: '同意提交支部大会讨论' }];
    const n = await recordCount();
    const refused = await record(zb, '2023010102', 12, fields);
    expect(refused.msg).toBe('未满足条件：发展对象培训班结业考试「发展对象党章党规知识测试」尚未合格');
    expect(await recordCount()).toBe(n);
    // a closed, passed attempt of the class's exam (the exam module's own tests cover taking it)
    const exam = await t.db
      .selectFrom('exam')
      .select(['id', 'startTime'])
      .where('title', '=', '发展对象党章党规知识测试')
      .executeTakeFirstOrThrow();
    const at = clock.iso();
    await t.db
      .insertInto('examRecord')
      .values({
        examId: exam.id,
        userId: li.id,
        attemptNo: 1,
        status: 'closed',
        startTime: at,
        endTime: at,
        closedAt: at,
        closeReason: 'submitted',
        score: 85,
        passed: 1,
        paper: '[]',
      })
      .execute();
    expect((await step(zb, '2023010102', 12)).state).toBe('ready');
    expect((await record(zb, '2023010102', 12, fields)).data).toEqual({ recorded: [{ userId: li.id, name: '李思雨' }], refused: [] });
    // the learner's road shows it, with the branch that handled it and what comes next
    const [road] = await li.ok('develop', 'appList');
    expect(road.road[11]).toMatchObject({ no: 12, doneOn: today(), handledBy: '计算机学院本科生第一党支部', next: false });
    expect(road.road[12]).toMatchObject({ no: 13, name: '上级党委预审', doneOn: null, next: true });
    // the 党委's step: not the branch's to record
    expect((await record(zb, '2023010102', 13, [{ key: 'opinion', value: '同意' }])).msg).toBe(MSG_COMMITTEE_ONLY);
    expect((await record(zzy, '2023010102', 13, [{ key: 'opinion', value: '同意' }])).code).toBe(99999);
    expect((await step(zb, '2023010102', 13)).handledBy).toBe('计算机科学与技术学院党委');
    expect(await record(zzy, '2023010102', 13, [{ key: 'opinion', value: '同意' }])).toMatchObject({ msg: MSG_ALREADY });
  });

  it('a year as 积极分子 with every quarter’s 思想汇报 approved before 确定发展对象; the school changes the year, audited', async () => {
    const opinion = [{ key: 'opinion', value: '表现良好' }];
    expect((await record(zb, '2023010103', 6, opinion)).code).toBe(99999);
    const blocked = await step(zb, '2023010103', 7);
    expect(blocked.state).toBe('blocked');
    expect(blocked.missing[0]).toMatch(/^「推荐和确定入党积极分子」满 12 个月后方可进行：\d{4}年\d{1,2}月\d{1,2}日起方可记录$/);
    const before = await identityOf('2023010103');
    expect((await record(zb, '2023010103', 7, opinion)).msg).toBe(`未满足条件：${blocked.missing.join('；')}`);
    // only the school changes the rules
    const rule = (await zb.ok('developRecord', 'rules', {})).find((r) => r.stepNo === 7 && r.kind === 'after')!;
    expect(await zzy.refused('developRecord', 'updateRule', { id: rule.id, months: 6 })).toBe(MSG_SCHOOL_ONLY);
    expect(await dx.refused('developRecord', 'updateRule', { id: rule.id, hours: 6 })).toBe('这条规则没有学时可以修改');
    const changed = await dx.ok('developRecord', 'updateRule', { id: rule.id, months: 6 });
    expect(changed).toMatchObject({ months: 6, label: '「推荐和确定入党积极分子」满 6 个月后方可进行', updatedBy: '郑国强' });
    const audit = await t.db.selectFrom('auditLog').select(['action', 'before', 'after']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: '修改发展党员规则' });
    expect(JSON.parse(audit.before ?? '{}')).toEqual({ months: 12 });
    // 孙雨桐's past quarters are approved (this quarter's is still a draft, and not yet due)
    expect((await record(zb, '2023010103', 7, opinion)).code).toBe(99999);
    expect(before).toEqual({ name: '入党积极分子', partyStatus: 'activist' });
    expect(await identityOf('2023010103')).toEqual({ name: '发展对象', partyStatus: 'candidate' });
    // 张晓明's returned 思想汇报 still blocks him
    await record(zb, '2023010101', 6, opinion);
    expect((await step(zb, '2023010101', 7)).missing.join()).toMatch(/思想汇报尚未通过审核：\d{4}年第\d季度/);
    await dx.ok('developRecord', 'updateRule', { id: rule.id, months: 12 });
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });

  it('the class’s hours come from attendance: 王建华 attended none', async () => {
    const wang = '2022050501';
    expect((await record(dx, wang, 10, [{ key: 'conclusion', value: '合格' }])).code).toBe(99999);
    expect((await record(dx, wang, 11)).code).toBe(99999);
    const missing = ['集中培训不足：已签到 0 学时、0 天，须不少于 24 学时或 3 天', '尚未参加设有结业考试的发展对象培训班'];
    expect((await step(dx, wang, 12)).missing).toEqual(missing);
    expect((await record(dx, wang, 12, [{ key: 'opinion', value: '同意' }])).msg).toBe(`未满足条件：${missing.join('；')}`);
  });
});

describe('identity changes only through the steps', () => {
  it('确定入党积极分子 makes 谢明轩 an 积极分子; 修改资料 cannot change it', async () => {
    const xie = '2023040128';
    expect(await identityOf(xie)).toEqual({ name: '入党申请人', partyStatus: 'applicant' });
    expect((await record(dx, xie, 3, [{ key: 'recommendation', value: '团支部推优' }])).code).toBe(99999);
    expect(await identityOf(xie)).toEqual({ name: '入党积极分子', partyStatus: 'activist' });
    expect((await person(dx, xie)).stages[1].startedOn).toBe(today());
    const candidate = await t.db.selectFrom('identity').select('id').where('name', '=', '发展对象').executeTakeFirstOrThrow();
    expect(await dx.refused('roster', 'edit', { id: await idOf(xie), identityId: candidate.id })).toBe(MSG_IDENTITY_BY_STEPS);
    // the learner cannot either (user/updateUserInfo keeps the identity)
    const entry = await t.db.selectFrom('auditLog').select(['action', 'target', 'after']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: '记录发展党员步骤', target: '谢明轩（2023040128）：第3步「推荐和确定入党积极分子」' });
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ identity: '入党积极分子', handledBy: expect.any(String) });
  });

  it('a person with no record starts at step 1 only, and only as an 入党申请人', async () => {
    const chen = await idOf('2021030301'); // 陈静, 正式党员
    expect(
      await dx.refused('developRecord', 'record', {
        userIds: [chen],
        stepNo: 2,
        doneOn: today(),
        fields: [{ key: 'talker', value: '刘老师' }],
      }),
    ).toBe(MSG_NO_APPLICATION);
    expect(await dx.refused('developRecord', 'record', { userIds: [chen], stepNo: 1, doneOn: today(), fields: [] })).toBe(
      MSG_NOT_APPLICANT,
    );
  });

  it('someone the roster has as 发展对象 is recorded from step 1 behind that identity (补录): no moving back, no evidence asked for the past', async () => {
    const shi = '2023010127'; // 石静怡, 发展对象 with no record
    const days = (n: number) => beijingDate(new Date(clock.now().getTime() - n * 86400_000));
    const steps: [number, object[], string][] = [
      [1, [], days(800)],
      [2, [{ key: 'talker', value: '陈立新' }], days(780)],
      [3, [{ key: 'recommendation', value: '党员推荐' }], days(700)],
      [
        5,
        [
          { key: 'contact1', value: '陈立新' },
          { key: 'contact2', value: '王梓涵' },
        ],
        days(690),
      ],
      [6, [{ key: 'opinion', value: '合格' }], days(620)],
    ];
    for (const [no, fields, doneOn] of steps) expect([no, (await record(zb, shi, no, fields, doneOn)).code]).toEqual([no, 99999]);
    // no 思想汇报 for those quarters is held here, and none is asked for; the year still is
    expect((await record(zb, shi, 7, [{ key: 'opinion', value: '同意' }], days(610))).msg).toMatch(/满 12 个月后方可进行/);
    expect((await record(zb, shi, 7, [{ key: 'opinion', value: '同意' }], days(300))).code).toBe(99999);
    expect(await identityOf(shi)).toEqual({ name: '发展对象', partyStatus: 'candidate' });
    await record(zb, shi, 9, [
      { key: 'introducer1', value: '陈立新' },
      { key: 'introducer2', value: '王梓涵' },
    ]);
    await record(zb, shi, 10, [{ key: 'conclusion', value: '合格' }]);
    await record(zb, shi, 11);
    const p = await person(zb, shi);
    expect(p.stages.map((s) => s.startedOn)).toEqual([days(800), days(700), days(300), null, null]);
    // from here on the platform's evidence is asked for
    expect(p.steps[11].missing).toContain('尚未参加设有结业考试的发展对象培训班');
  });
});

describe('hostile input writes nothing', () => {
  it('refuses a bad date, unknown or malformed fields and an impossible vote', async () => {
    const n = await recordCount();
    const wu = '2023010105';
    const talker = [{ key: 'talker', value: '陈立新' }];
    const cases: [string, object[], string, RegExp][] = [
      ['future', talker, '2999-01-01', /不能晚于今天/],
      ['bad date', talker, '2026-02-30', /不是有效的日期/],
      ['no such month', talker, '2026-13-45', /不是有效的日期/],
      ['too early', talker, '1989-12-31', /不能早于 1990 年/],
      ['before step 1', talker, '2000-01-01', /日期不能早于第1步/],
      ['unknown key', [{ key: 'x', value: 'y' }], today(), /没有填写项“x”/],
      ['not a name', [{ key: 'talker', value: '<b>1</b>' }], today(), /应填写姓名/],
      ['missing', [], today(), /请填写：谈话人/],
    ];
    for (const [, fields, doneOn, msg] of cases) expect((await record(zb, wu, 2, fields, doneOn)).msg).toMatch(msg);
    const vote = (expected: string, present: string, ayes: string) => [
      { key: 'expected', value: expected },
      { key: 'present', value: present },
      { key: 'ayes', value: ayes },
    ];
    expect((await record(zb, '2023010102', 15, vote('10', '11', '9'))).msg).toMatch(/不能多于应到人数/);
    expect((await record(zb, '2023010102', 15, vote('10', '5', '5'))).msg).toMatch(/未超过应到 10 人的半数，支部大会不能进行表决/);
    expect((await record(zb, '2023010102', 15, vote('10', '9', '5'))).msg).toMatch(/表决未通过/);
    expect((await record(zb, '2023010102', 23, [...vote('10', '9', '9'), { key: 'extension', value: '3' }])).msg).toMatch(
      /延长预备期应为 6-12 个月/,
    );
    for (const body of [
      { userIds: [], stepNo: 2, doneOn: today(), fields: [] },
      { userIds: [1], stepNo: 26, doneOn: today(), fields: [] },
      { userIds: [1], stepNo: 2, doneOn: 'x', fields: [] },
    ])
      expect((await zb.raw('developRecord', 'record', body)).code).toBe(10002);
    expect(await recordCount()).toBe(n);
  });
});

describe('concurrency and batches', () => {
  it('20 records of one step at once give one record and one audit entry', async () => {
    const wu = await idOf('2023010105');
    const audits = async () =>
      Number(
        (
          await t.db
            .selectFrom('auditLog')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('action', '=', '记录发展党员步骤')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        zb.raw('developRecord', 'record', { userIds: [wu], stepNo: 2, doneOn: today(), fields: [{ key: 'talker', value: '陈立新' }] }),
      ),
    );
    expect(answers.filter((a) => a.code === 99999)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 99999).map((a) => a.msg)).toEqual(Array(19).fill(MSG_ALREADY));
    expect(await t.db.selectFrom('developRecord').select('id').where('userId', '=', wu).where('stepNo', '=', 2).execute()).toHaveLength(1);
    expect(await audits()).toBe(before + 1);
  });

  it('a batch records whom it may and names who was refused and why, revealing nobody outside the scope', async () => {
    const [a, b, out] = await Promise.all([idOf('2023010101'), idOf('2023010105'), idOf('2022020201')]);
    // 张晓明 at step 6 (recorded above) and 吴俊杰 at step 3: the branch records 推荐和确定入党积极分子
    const res = await zb.ok('developRecord', 'record', {
      userIds: [a, b, out],
      stepNo: 3,
      doneOn: today(),
      fields: [{ key: 'recommendation', value: '党员推荐' }],
    });
    expect(res.recorded).toEqual([{ userId: b, name: '吴俊杰' }]);
    expect(res.refused).toEqual([
      { userId: a, name: '张晓明', message: MSG_ALREADY },
      { userId: out, name: '', message: MSG_OUT_OF_SCOPE },
    ]);
  });
});

describe('超期预警', () => {
  it('lists overdue steps and missed reports, sends each once as a to-do to the branch, done when recorded', async () => {
    await t.db
      .deleteFrom('developRecord')
      .where('userId', '=', await idOf('2023010105'))
      .where('stepNo', '>', 1)
      .execute();
    await t.db
      .updateTable('developApplication')
      .set({ stage: 'applicant' })
      .where('userId', '=', await idOf('2023010105'))
      .execute();
    const alerts = await zb.ok('developRecord', 'alerts', {});
    const wu = alerts.find((a) => a.name === '吴俊杰');
    expect(wu).toMatchObject({ stepNo: 2, stepName: '党组织派人谈话', recorder: 'branch' });
    expect(wu?.message).toMatch(/^应于\d{4}年\d{1,2}月\d{1,2}日前完成，已超期 \d+ 天$/);
    expect(alerts.some((a) => a.name === '张晓明' && /思想汇报未提交$/.test(a.message))).toBe(true);
    expect(await sendAlerts(t.db, clock.now())).toBeGreaterThan(0);
    expect(await sendAlerts(t.db, clock.now())).toBe(0);
    const todo = await t.db
      .selectFrom('message as m')
      .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
      .select(['m.id', 'm.dueAt', 'm.doneWhen', 'm.doneRef', 'm.title'])
      .where('r.userId', '=', zb.id)
      .where('m.title', '=', '超期预警：吴俊杰「党组织派人谈话」')
      .executeTakeFirstOrThrow();
    const viewer = { id: zb.id } as never;
    expect((await doneTodos(t.db, viewer, [todo], clock.iso())).size).toBe(0);
    await record(zb, '2023010105', 2, [{ key: 'talker', value: '陈立新' }]);
    expect([...(await doneTodos(t.db, viewer, [todo], clock.iso()))]).toEqual([todo.id]);
  });
});

describe('withdrawing a wrongly recorded step', () => {
  const withdraw = async (by: Caller, account: string, stepNo: number, reason = '日期记录错误，撤销后重新记录') =>
    by.raw('developRecord', 'withdraw', { userId: await idOf(account), stepNo, reason });
  const audits = async () =>
    Number(
      (
        await t.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', '撤销发展党员步骤')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('only the last step, by one who may record it; the identity and the stage date go back; audited with the reason', async () => {
    const xie = '2023040128'; // steps 1 to 3 by now, 积极分子 since step 3
    expect(await zhang.refused('developRecord', 'withdraw', { userId: await idOf(xie), stepNo: 3, reason: '记录错误需撤销' })).toBe(
      MSG_NOT_ORGANISER,
    );
    expect((await withdraw(zb, xie, 3)).msg).toBe(MSG_OUT_OF_SCOPE);
    expect((await withdraw(dx, xie, 2)).msg).toBe(MSG_WITHDRAW.notLast(3, '推荐和确定入党积极分子'));
    expect((await withdraw(dx, xie, 4)).msg).toBe(MSG_WITHDRAW.none);
    expect((await person(dx, xie)).canWithdraw).toBe(3);
    const before = await audits();
    const answer = await withdraw(dx, xie, 3);
    expect(answer.code).toBe(99999);
    expect(await identityOf(xie)).toEqual({ name: '入党申请人', partyStatus: 'applicant' });
    const p = await person(dx, xie);
    expect(p.steps[2].state).not.toBe('done');
    expect(p.stages[1].startedOn).toBeNull();
    expect(p.canWithdraw).toBe(2);
    expect(await audits()).toBe(before + 1);
    const entry = await t.db
      .selectFrom('auditLog')
      .select(['target', 'before', 'after'])
      .where('action', '=', '撤销发展党员步骤')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe('谢明轩（2023040128）：第3步「推荐和确定入党积极分子」');
    expect(JSON.parse(entry.before ?? '{}')).toMatchObject({ doneOn: today(), identity: '入党积极分子' });
    expect(JSON.parse(entry.after ?? '{}')).toEqual({ reason: '日期记录错误，撤销后重新记录', identity: '入党申请人' });
    // recorded again, with the right date
    expect((await record(dx, xie, 3, [{ key: 'recommendation', value: '团支部推优' }])).code).toBe(99999);
    expect(await identityOf(xie)).toEqual({ name: '入党积极分子', partyStatus: 'activist' });
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });

  it('a branch cannot withdraw the 党委’s step; the college can', async () => {
    const zhangAccount = '2023010101'; // steps 1 to 6 by now; step 4 (备案) is the 党委's
    expect((await withdraw(zb, zhangAccount, 6)).code).toBe(99999);
    expect((await withdraw(zb, zhangAccount, 5)).code).toBe(99999);
    expect((await person(zb, zhangAccount)).canWithdraw).toBeNull();
    expect((await withdraw(zb, zhangAccount, 4)).msg).toBe(MSG_WITHDRAW.notYours);
    expect((await withdraw(zzy, zhangAccount, 4)).code).toBe(99999);
    expect(await identityOf(zhangAccount)).toEqual({ name: '入党积极分子', partyStatus: 'activist' });
  });

  it('a 补录 step that found the person already there does not move them back', async () => {
    const shi = '2023010127'; // 发展对象 on the roster, steps 1 to 11 recorded behind it
    for (const no of [11, 10, 9, 7]) expect([no, (await withdraw(zb, shi, no)).code]).toEqual([no, 99999]);
    expect(await identityOf(shi)).toEqual({ name: '发展对象', partyStatus: 'candidate' });
    expect((await person(zb, shi)).stages[2].startedOn).toBeNull();
  });

  it('ten withdrawals at once remove the step once, with one audit entry', async () => {
    const wu = '2023010105'; // steps 1 and 2
    const before = await audits();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(zb, wu, 2)));
    expect(answers.filter((a) => a.code === 99999)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 99999)) expect([MSG_WITHDRAW.none, MSG_WITHDRAW.moved]).toContain(a.msg);
    expect(await audits()).toBe(before + 1);
    expect(
      await t.db
        .selectFrom('developRecord')
        .select('stepNo')
        .where('userId', '=', await idOf(wu))
        .execute(),
    ).toEqual([{ stepNo: 1 }]);
  });

  it('refuses a blank or short reason and a step out of range, changing nothing', async () => {
    const wu = await idOf('2023010105');
    const count = await recordCount();
    for (const body of [
      { userId: wu, stepNo: 1, reason: '   ' },
      { userId: wu, stepNo: 1, reason: '          ' },
      { userId: wu, stepNo: 1, reason: '短' },
      { userId: wu, stepNo: 0, reason: '记录错误需撤销' },
      { userId: wu, stepNo: 26, reason: '记录错误需撤销' },
      { userId: wu, stepNo: 1, reason: 'x'.repeat(201) },
    ]) {
      const a = await zb.raw('developRecord', 'withdraw', body);
      expect([body, a.code]).toEqual([body, 10002]);
    }
    expect(await recordCount()).toBe(count);
  });
});
