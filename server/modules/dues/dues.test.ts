import { MAX_ID } from '../../../contract/common';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { DUES_BATCH_MAX, DUES_IMPORT_ROWS_MAX } from '../../../contract/dues';
import { clock } from '../../lib/clock';
import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { verifyChain } from '../audit/chain';
import { MSG_NOT_ORGANISER, MSG_OUT_OF_SCOPE } from '../organiser/scope';
import { monthsBefore, todayOf } from './checks';
import { DUES } from './texts';

// 党费 from the organiser's side on the demo data: zb001 holds 计算机学院本科生第一党支部 (no paying
// members), zzy001 the computer-science college (本科生第二党支部's 陆嘉怡 2022010215 and 钟俊豪
// 2022010226, 研究生党支部's 杨雪 2024110031, the teachers zb001 and zzy001 herself), dx001 the
// school (also 机械工程学院's 王浩然 2022020201). Scope, the rule's amounts, hostile input that
// writes nothing, corrections with before/after, the CSV import all or nothing, reminders once a
// day under concurrency, concurrent records of one month, and the year's summary.

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let dx: Caller;
let admin: Caller;
let zhang: Caller;
const SETUP_MS = 180_000;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx, admin, zhang] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
    signIn(t, '2023010101', 'Dangjian@2026'),
  ]);
  for (const u of await t.db.selectFrom('user').select(['id', 'account']).execute()) ids[u.account] = u.id;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
beforeEach(() => clock.freeze());
afterEach(() => clock.reset());

const LU = '2022010215';
const ZHONG = '2022010226';
const YANG = '2024110031';
const WANG = '2022020201';
const ZHOU = '2024010199'; // 周子涵, 入党申请人 in 本科生第二党支部: pays nothing
const UG2 = '计算机学院本科生第二党支部';
const thisMonth = () => todayOf(clock.now()).month;
const today = () => todayOf(clock.now()).date;
const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const recordOf = (account: string, month: string) =>
  t.db.selectFrom('duesRecord').selectAll().where('userId', '=', ids[account]).where('month', '=', month).executeTakeFirst();
const recordCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('duesRecord')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
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

describe('scope', () => {
  it('is for reviewing organisers only, each within their branches', async () => {
    const month = thisMonth();
    const bodies: Record<string, object> = {
      month: { month },
      record: { month, entries: [{ userId: ids[LU], category: 'student' }] },
      import: { csv: '学号/工号,月份,类别\n2022010215,2026-01,学生党员' },
      remind: {},
      summary: { year: 2026 },
    };
    for (const [name, body] of Object.entries(bodies)) expect(await zhang.refused('dues', name, body)).toBe(MSG_NOT_ORGANISER);
    // the 系统管理员 keeps grants and the log, and no branch's dues
    for (const [name, body] of Object.entries(bodies)) expect(await admin.refused('dues', name, body)).toBe(DUES.reviewersOnly);

    // the branch secretary sees their branch only; its members pay nothing (none is a party member yet)
    const zbMonth = await zb.ok('dues', 'month', { month });
    expect(zbMonth.rows).toEqual([]);
    expect(await zb.refused('dues', 'month', { month, orgId: await unitId(UG2) })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zb.refused('dues', 'summary', { year: 2026, orgId: await unitId(UG2) })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zb.refused('dues', 'remind', { orgId: MAX_ID })).toBe(MSG_OUT_OF_SCOPE);
    const before = await recordCount();
    const other = await zb.ok('dues', 'record', { month, entries: [{ userId: ids[LU], category: 'student', paidDate: today() }] });
    expect(other).toEqual({ recorded: [], refused: [{ userId: ids[LU], name: '', reason: MSG_OUT_OF_SCOPE }] });
    expect(await recordCount()).toBe(before);

    // the college sees its branches' members and nobody else's; the school everyone's
    const college = await zzy.ok('dues', 'month', { month });
    const accounts = college.rows.map((r) => r.account);
    expect(accounts).toEqual(expect.arrayContaining([LU, ZHONG, YANG, 'zb001', 'zzy001']));
    expect(accounts).not.toContain(WANG);
    expect(accounts).not.toContain(ZHOU);
    expect(college.rows.find((r) => r.account === LU)).toMatchObject({
      branchName: UG2,
      partyStatusName: '中共预备党员',
      lastCategory: 'student',
    });
    const wangOut = await zzy.ok('dues', 'record', { month, entries: [{ userId: ids[WANG], category: 'student' }] });
    expect(wangOut.refused).toEqual([{ userId: ids[WANG], name: '', reason: MSG_OUT_OF_SCOPE }]);
    expect((await dx.ok('dues', 'month', { month })).rows.map((r) => r.account)).toEqual(expect.arrayContaining([WANG, LU]));
    const picked = await dx.ok('dues', 'month', { month, orgId: await unitId(UG2) });
    expect(new Set(picked.rows.map((r) => r.branchName))).toEqual(new Set([UG2]));
  });
});

describe('record', () => {
  it('computes each category’s amount by the rule and writes an audit entry each', async () => {
    const month = monthsBefore(thisMonth(), 1);
    const audits = await auditCount();
    const answer = await zzy.ok('dues', 'record', {
      month,
      entries: [
        { userId: ids['2022010208'], category: 'student', paidDate: today() },
        // 在职: 11,860 元 → the top band, 2%
        { userId: ids.zb001, category: 'staff', baseFen: 1_186_000, paidDate: today() },
        // 离退休 at the band's edge (5,000 元 is the lower band: 0.5%) and above it (1%)
        { userId: ids['2025110036'], category: 'retired', baseFen: 500_000 },
        { userId: ids['2024110047'], category: 'retired', baseFen: 600_000, paidDate: `${month}-01` },
      ],
    });
    expect(answer.refused).toEqual([]);
    expect(answer.recorded.map((r) => [r.userId, r.amountFen])).toEqual([
      [ids['2022010208'], 20],
      [ids.zb001, 23_720],
      [ids['2025110036'], 2_500],
      [ids['2024110047'], 6_000],
    ]);
    expect(await recordOf('2025110036', month)).toMatchObject({
      category: 'retired',
      baseFen: 500_000,
      permille: 5,
      amountFen: 2_500,
      paidDate: null,
      recordedBy: zzy.id,
    });
    // a student's base is not kept: the amount is fixed
    const fixed = await zzy.ok('dues', 'record', {
      month: thisMonth(),
      entries: [{ userId: ids['2022010208'], category: 'student', baseFen: 99_999 }],
    });
    expect(fixed.recorded[0].amountFen).toBe(20);
    expect(await recordOf('2022010208', thisMonth())).toMatchObject({ baseFen: null, permille: null, amountFen: 20 });
    expect(await auditCount()).toBe(audits + 5);
    const shown = (await zzy.ok('dues', 'month', { month })).rows.find((r) => r.account === 'zb001');
    expect(shown?.record).toMatchObject({ category: 'staff', baseFen: 1_186_000, permille: 20, amountFen: 23_720, recordedBy: '林晓红' });
  });

  it('corrects a month with the record before and after in the audit log, and leaves an equal one alone', async () => {
    const month = monthsBefore(thisMonth(), 1);
    expect(await recordOf(LU, month)).toMatchObject({ paidDate: null });
    const fixed = await zzy.ok('dues', 'record', { month, entries: [{ userId: ids[LU], category: 'student', paidDate: today() }] });
    expect(fixed.recorded).toEqual([{ userId: ids[LU], name: '陆嘉怡', amountFen: 20, rewritten: true }]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: '更正党费记录', target: `陆嘉怡（${LU}） ${month}`, account: 'zzy001' });
    expect(JSON.parse(entry.before)).toEqual({ category: '学生党员', base: '', amount: '0.20', paidDate: '未缴' });
    expect(JSON.parse(entry.after)).toEqual({ category: '学生党员', base: '', amount: '0.20', paidDate: today() });
    const audits = await auditCount();
    const again = await zzy.ok('dues', 'record', { month, entries: [{ userId: ids[LU], category: 'student', paidDate: today() }] });
    expect(again).toEqual({ recorded: [], refused: [{ userId: ids[LU], name: '陆嘉怡', reason: DUES.unchanged }] });
    expect(await auditCount()).toBe(audits);
  });

  it('refuses hostile or mistaken input and writes nothing for it', async () => {
    const month = thisMonth();
    const records = await recordCount();
    const audits = await auditCount();
    // the whole request
    expect(
      await zzy.refused('dues', 'record', { month: monthsBefore(month, -1), entries: [{ userId: ids[LU], category: 'student' }] }),
    ).toBe(DUES.future(monthsBefore(month, -1)));
    expect(
      await zzy.refused('dues', 'record', { month: monthsBefore(month, 61), entries: [{ userId: ids[LU], category: 'student' }] }),
    ).toBe(DUES.tooOld(monthsBefore(month, 61)));
    const malformed: object[] = [
      { month: '2026-13', entries: [{ userId: ids[LU], category: 'student' }] },
      { month: "2026-01'; drop table dues_record; --", entries: [{ userId: ids[LU], category: 'student' }] },
      { month, entries: [] },
      { month, entries: Array.from({ length: DUES_BATCH_MAX + 1 }, () => ({ userId: ids[LU], category: 'student' })) },
      { month, entries: [{ userId: ids[LU], category: 'party' }] },
      { month, entries: [{ userId: ids[LU], category: 'staff', baseFen: -100 }] },
      { month, entries: [{ userId: ids[LU], category: 'staff', baseFen: 1.5 }] },
      { month, entries: [{ userId: '1 or 1=1', category: 'student' }] },
      { month, entries: [{ userId: ids[LU], category: 'student', paidDate: '2026-1-5' }] },
      { month, entries: 'all' },
    ];
    for (const body of malformed) {
      const res = await zzy.raw('dues', 'record', body);
      expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OPERATION_ERROR });
    }
    // each person on their own
    const answer = await zzy.ok('dues', 'record', {
      month,
      entries: [
        { userId: ids[LU], category: 'student', paidDate: `${month}-32` },
        { userId: ids[ZHONG], category: 'student', paidDate: `${monthsBefore(month, 1)}-28` },
        { userId: ids[YANG], category: 'student', paidDate: '2099-01-01' },
        { userId: ids.zb001, category: 'staff' },
        { userId: ids[ZHOU], category: 'student' },
        { userId: ids.zzy001, category: 'staff', baseFen: 900_000 },
        { userId: MAX_ID, category: 'student' },
        { userId: ids['2024110047'], category: 'student', paidDate: today() },
        { userId: ids['2024110047'], category: 'student', paidDate: today() },
      ],
    });
    expect(answer.refused.map((r) => r.reason)).toEqual([
      DUES.badPaidDate,
      DUES.paidBeforeMonth(month),
      DUES.paidInFuture,
      DUES.needsBase,
      DUES.notPaying,
      DUES.self,
      MSG_OUT_OF_SCOPE,
      DUES.twice,
    ]);
    expect(answer.recorded.map((r) => r.userId)).toEqual([ids['2024110047']]);
    expect(await recordCount()).toBe(records + 1);
    expect(await auditCount()).toBe(audits + 1);
  });

  it('refuses the months before someone joined', async () => {
    // 何佳怡 joined on 2026-06-10
    const answer = await zzy.ok('dues', 'record', { month: '2026-05', entries: [{ userId: ids['2022010208'], category: 'student' }] });
    expect(answer.refused[0].reason).toBe(DUES.beforeJoining('2026-06-10'));
    expect(await recordOf('2022010208', '2026-05')).toBeUndefined();
    // and the month's list leaves them out
    expect((await zzy.ok('dues', 'month', { month: '2026-05' })).rows.map((r) => r.account)).not.toContain('2022010208');
  });

  it('keeps one row when the same month is recorded many times at once', async () => {
    const month = monthsBefore(thisMonth(), 4);
    await t.db.deleteFrom('duesRecord').where('userId', '=', ids[ZHONG]).where('month', '=', month).execute();
    const audits = await auditCount();
    const days = ['01', '02', '03', '04', '05', '06', '07', '08'];
    const answers = await Promise.all(
      days.map((d, i) =>
        (i % 2 ? dx : zzy).raw('dues', 'record', {
          month,
          entries: [{ userId: ids[ZHONG], category: 'student', paidDate: `${month}-${d}` }],
        }),
      ),
    );
    for (const a of answers) expect(a.code).toBe(CODE_OK);
    const rows = await t.db.selectFrom('duesRecord').selectAll().where('userId', '=', ids[ZHONG]).where('month', '=', month).execute();
    expect(rows).toHaveLength(1);
    // one first record, the others corrections of it, each in the log
    const logged = await t.db.selectFrom('auditLog').select('action').orderBy('id', 'desc').limit(days.length).execute();
    expect(await auditCount()).toBe(audits + days.length);
    expect(logged.filter((l) => l.action === '记录党费')).toHaveLength(1);
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });
});

describe('import', () => {
  const BOM = '\uFEFF';
  const head = '学号/工号,姓名,月份,类别,缴费基数(元),缴费日期';

  it('checks every line first and writes nothing when any is wrong, naming the lines', async () => {
    const month = monthsBefore(thisMonth(), 2);
    const records = await recordCount();
    const audits = await auditCount();
    const csv = [
      head,
      `${YANG},杨雪,${month},学生党员,,${month}-09`,
      `${ZHONG},钟俊豪,${month},在职党员,,${month}-09`,
      `${WANG},王浩然,${month},学生党员,,`,
      `${LU},陆佳怡,${month},学生,,`,
      `${LU},陆嘉怡,${month.replace('-', '/')},学生,,${today().replace(/-/g, '/')}`,
      `${ZHOU},周子涵,${month},学生党员,,`,
      `${YANG},杨雪,${month},学生党员,,`,
      `zb001,周建国,${month},在职党员,"12,680.5",${month}-31x`,
      `zb001,周建国,${monthsBefore(thisMonth(), -1)},在职党员,12680,`,
      `,,${month},学生党员,,`,
      `${ZHONG},钟俊豪,${month},党员,,`,
    ].join('\r\n');
    const res = await zzy.raw('dues', 'import', { csv: BOM + csv });
    expect(res.code).toBe(CODE_OPERATION_ERROR);
    expect(res.msg).toMatch(/^文件中有 9 行有问题，什么也没有导入；请改正后重新导入。第 3 行：在职党员和离退休党员须填写缴费基数/);
    expect((res.data as { problems: unknown[] }).problems).toEqual([
      { line: 3, message: DUES.needsBase },
      { line: 4, message: DUES.unknownAccount(WANG) },
      { line: 5, message: DUES.nameMismatch('陆佳怡', '陆嘉怡') },
      { line: 7, message: DUES.notPaying },
      { line: 8, message: DUES.sameAs(2) },
      { line: 9, message: DUES.badPaidDate },
      { line: 10, message: DUES.future(monthsBefore(thisMonth(), -1)) },
      { line: 11, message: DUES.noAccount },
      { line: 12, message: DUES.badCategory('党员') },
    ]);
    expect(await recordCount()).toBe(records);
    expect(await auditCount()).toBe(audits);
    // a file without a required column, or too long
    expect(await zzy.refused('dues', 'import', { csv: `姓名,月份,类别\n杨雪,${month},学生党员` })).toBe(DUES.missingColumn(['学号/工号']));
    const long = [head, ...Array.from({ length: DUES_IMPORT_ROWS_MAX + 1 }, () => `${YANG},杨雪,${month},学生党员,,`)].join('\n');
    expect(await zzy.refused('dues', 'import', { csv: long })).toBe(DUES.csvRows(DUES_IMPORT_ROWS_MAX + 1));
    expect(await zzy.refused('dues', 'import', { csv: head })).toBe(DUES.csvEmpty);
    expect(await recordCount()).toBe(records);
  });

  it('writes a clean file in one go with one audit entry', async () => {
    const month = monthsBefore(thisMonth(), 2);
    const now = thisMonth();
    const audits = await auditCount();
    const csv = [
      '学号,姓名,月份,类别,缴费基数（元）,缴费日期',
      `${YANG},杨雪,${now},学生党员,,${today()}`,
      `${LU},陆嘉怡,${month.replace('-', '年')}月,学生,,${today().replace(/-/g, '/')}`,
      `zb001,周建国,${now},在职,"12,680.50",`,
      `${ZHONG},钟俊豪,${month},学生党员,,${month}-06`,
    ].join('\n');
    const before = await recordOf(LU, month);
    expect(before?.paidDate).toBeNull();
    const answer = await zzy.ok('dues', 'import', { csv: '\uFEFF' + csv });
    expect(answer.rows).toBe(4);
    expect(answer.created + answer.rewritten + answer.unchanged).toBe(4);
    expect(answer.rewritten).toBeGreaterThanOrEqual(1);
    expect(await recordOf(LU, month)).toMatchObject({ paidDate: today(), recordedBy: zzy.id });
    expect(await recordOf('zb001', now)).toMatchObject({ baseFen: 1_268_050, permille: 20, amountFen: 25_361, paidDate: null });
    expect(await auditCount()).toBe(audits + 1);
    const entry = await lastAudit();
    expect(entry.action).toBe('导入党费');
    expect(JSON.parse(entry.after)).toEqual(answer);
    expect(JSON.parse(entry.before)).toEqual(
      expect.arrayContaining([{ account: LU, month, category: '学生党员', base: '', amount: '0.20', paidDate: '未缴' }]),
    );
  });
});

describe('summary', () => {
  it('adds up the year per branch and per member as the records stand', async () => {
    const year = Number(thisMonth().slice(0, 4));
    const s = await zzy.ok('dues', 'summary', { year });
    expect(s.scopeName).toBe('本人管理的全部党组织');
    const rows = await t.db
      .selectFrom('duesRecord as r')
      .innerJoin('user as u', 'u.id', 'r.userId')
      .select(['u.account', 'r.month', 'r.amountFen', 'r.paidDate'])
      .where('u.account', '=', LU)
      .where('r.month', 'like', `${year}-%`)
      .execute();
    const lu = s.members.find((m) => m.account === LU)!;
    expect(lu).toMatchObject({
      name: '陆嘉怡',
      branchName: UG2,
      recorded: rows.length,
      dueFen: rows.reduce((n, r) => n + r.amountFen, 0),
      paidFen: rows.filter((r) => r.paidDate).reduce((n, r) => n + r.amountFen, 0),
      unpaid: rows
        .filter((r) => !r.paidDate)
        .map((r) => r.month)
        .sort(),
    });
    const ug2 = s.branches.find((b) => b.name === UG2)!;
    const inUg2 = s.members.filter((m) => m.branchName === UG2);
    expect(ug2.members).toBe(inUg2.length);
    expect(ug2.unpaidMonths).toBe(inUg2.reduce((n, m) => n + m.unpaid.length, 0));
    expect(ug2.dueFen).toBe(inUg2.reduce((n, m) => n + m.dueFen, 0));
    expect(s.members.map((m) => m.account)).not.toContain(WANG);
    const one = await dx.ok('dues', 'summary', { year, orgId: await unitId(UG2) });
    expect(one.scopeName).toBe(UG2);
    expect(one.branches.map((b) => b.name)).toEqual([UG2]);
    expect(await zzy.refused('dues', 'summary', { year: 1999 })).toMatch(/年份/);
  });
});

// last: signing in again on the next day ends the other sessions of zzy001
describe('remind', () => {
  it('sends each member with unpaid months one message a day, however many click at once', async () => {
    // who owes: recorded and unpaid before this month, in the college
    const owing = await t.db
      .selectFrom('duesRecord as r')
      .innerJoin('user as u', 'u.id', 'r.userId')
      .select(['u.account', 'r.month', 'r.amountFen'])
      .where('r.paidDate', 'is', null)
      .where('r.month', '<', thisMonth())
      .where('u.account', 'in', [LU, ZHONG, YANG, '2022010208', '2025110036', '2024110047', 'zb001', 'zzy001'])
      .execute();
    const people = new Set(owing.map((o) => o.account));
    expect(people.size).toBeGreaterThanOrEqual(2);
    const college = await unitId('计算机科学与技术学院党委');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? dx : zzy).ok('dues', 'remind', i % 2 ? { orgId: college } : {})),
    );
    // dx001 through the college picked, zzy001 through her whole scope: the same people
    expect(answers.reduce((s, a) => s + a.sent, 0)).toBe(people.size);
    for (const a of answers) expect(a.sent + a.skipped).toBe(people.size);
    for (const account of people) {
      const got = await t.db
        .selectFrom('messageRecipient as r')
        .innerJoin('message as m', 'm.id', 'r.messageId')
        .select(['m.body', 'm.actionPath'])
        .where('r.userId', '=', ids[account])
        .where('m.title', '=', DUES.reminderTitle)
        .execute();
      expect(got).toHaveLength(1);
      for (const o of owing.filter((x) => x.account === account)) expect(got[0].body).toContain(o.month);
      expect(got[0].actionPath).toBe('/personal-space/workbenches/training-dues');
    }
    expect((await zzy.ok('dues', 'remind', {})).sent).toBe(0);
    // the next day, again
    clock.advance(86_400);
    const nextDay = await signIn(t, 'zzy001', 'Zuzhi@2026');
    expect((await nextDay.ok('dues', 'remind', {})).sent).toBe(people.size);
  });
});
