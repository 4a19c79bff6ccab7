import type { DuesCard } from '../../../contract/party';
import { clock } from '../../lib/clock';
import { partyPerson } from '../../test/partyFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { writeDuesRecord, type DuesEntry } from '../../lib/duesRule';

// 我的党费: only probationary and full members have dues; the amount is the server's, from the
// base and the rule kept in dues_rule (2008 规定), rounded to the fen, at every band's edges.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const card = (who: Awaited<ReturnType<typeof partyPerson>>, year?: number) =>
  who.ok<DuesCard>('cardRecordDetail', year === undefined ? {} : { year });

/** Writes one record per base, in months 2025-01.. of `userId`, and answers the amounts shown. */
async function amounts(
  userId: number,
  category: DuesEntry['category'],
  bases: (number | null)[],
): Promise<{ base: string | null; rate: string; amount: string }[]> {
  for (const [i, baseFen] of bases.entries()) {
    await writeDuesRecord(
      t.db,
      { userId, month: `2025-${String(i + 1).padStart(2, '0')}`, category, baseFen, paidDate: null },
      clock.iso(),
    );
  }
  const rows = await t.db
    .selectFrom('duesRecord')
    .select(['month', 'baseFen', 'permille', 'amountFen'])
    .where('userId', '=', userId)
    .orderBy('month')
    .execute();
  expect(rows).toHaveLength(bases.length);
  return rows.map((r) => ({
    base: r.baseFen === null ? null : (r.baseFen / 100).toFixed(2),
    rate: r.permille === null ? '定额' : `${r.permille / 10}%`,
    amount: (r.amountFen / 100).toFixed(2),
  }));
}

describe('the dues rule', () => {
  it('staff pay by the band of their monthly income after tax, each edge in the lower band', async () => {
    const me = await partyPerson(t, { partyStatus: 'member' });
    const got = await amounts(me.id, 'staff', [100, 300000, 300001, 500000, 500001, 1000000, 1000001, 1268000]);
    expect(got).toEqual([
      { base: '1.00', rate: '0.5%', amount: '0.01' },
      { base: '3000.00', rate: '0.5%', amount: '15.00' },
      { base: '3000.01', rate: '1%', amount: '30.00' },
      { base: '5000.00', rate: '1%', amount: '50.00' },
      { base: '5000.01', rate: '1.5%', amount: '75.00' },
      { base: '10000.00', rate: '1.5%', amount: '150.00' },
      { base: '10000.01', rate: '2%', amount: '200.00' },
      { base: '12680.00', rate: '2%', amount: '253.60' },
    ]);
    const shown = await card(me, 2025);
    expect(shown.records.map((r) => r.amount)).toEqual(['0.01', '15.00', '30.00', '50.00', '75.00', '150.00', '200.00', '253.60']);
    expect(shown.records[1]).toMatchObject({
      month: '2025-02',
      category: 'staff',
      base: '3000.00',
      rate: '0.5%',
      paid: false,
      paidDate: null,
    });
    expect(shown).toMatchObject({ member: true, totalDue: '773.61', totalPaid: '0.00', unpaidMonths: 8, category: 'staff' });
  });

  it('rounds to the fen, half up', async () => {
    const me = await partyPerson(t, { partyStatus: 'member' });
    // 1234.50 × 0.5% = 6.1725 → 6.17; 4321.50 × 1% = 43.215 → 43.22; 6789.10 × 1.5% = 101.8365 → 101.84
    expect((await amounts(me.id, 'staff', [123450, 432150, 678910])).map((r) => r.amount)).toEqual(['6.17', '43.22', '101.84']);
  });

  it('the retired pay 0.5% up to 5000 元 and 1% above; students 0.20 元 a month whatever the base', async () => {
    const retired = await partyPerson(t, { partyStatus: 'member' });
    expect(await amounts(retired.id, 'retired', [500000, 500001, 800000])).toEqual([
      { base: '5000.00', rate: '0.5%', amount: '25.00' },
      { base: '5000.01', rate: '1%', amount: '50.00' },
      { base: '8000.00', rate: '1%', amount: '80.00' },
    ]);
    const student = await partyPerson(t, { partyStatus: 'probationary' });
    expect(await amounts(student.id, 'student', [null, 900000])).toEqual([
      { base: null, rate: '定额', amount: '0.20' },
      { base: null, rate: '定额', amount: '0.20' },
    ]);
  });

  it('the rule is data: the card lists it with its source', async () => {
    const me = await partyPerson(t, { partyStatus: 'member' });
    const shown = await card(me);
    expect(shown.rule.map((r) => r.text)).toEqual([
      '学生党员：每月 0.20 元',
      '在职党员：税后月收入 3000 元（含）以下，按 0.5% 缴纳',
      '在职党员：税后月收入 3000 元以上至 5000 元（含），按 1% 缴纳',
      '在职党员：税后月收入 5000 元以上至 10000 元（含），按 1.5% 缴纳',
      '在职党员：税后月收入 10000 元以上，按 2% 缴纳',
      '离退休党员：月离退休费 5000 元（含）以下，按 0.5% 缴纳',
      '离退休党员：月离退休费 5000 元以上，按 1% 缴纳',
    ]);
    expect(shown.basis).toContain('关于中国共产党党费收缴、使用和管理的规定');
  });
});

describe('my dues card', () => {
  it('a year’s months with what is paid; totals of due and paid; the years with records; another year asked', async () => {
    const me = await partyPerson(t, { partyStatus: 'probationary' });
    await writeDuesRecord(
      t.db,
      { userId: me.id, month: '2025-12', category: 'student', baseFen: null, paidDate: '2025-12-08' },
      clock.iso(),
    );
    for (const [month, paidDate] of [
      ['2026-01', '2026-01-10'],
      ['2026-02', '2026-02-09'],
      ['2026-03', null],
    ] as const) {
      await writeDuesRecord(t.db, { userId: me.id, month, category: 'student', baseFen: null, paidDate }, clock.iso());
    }
    const y2026 = await card(me, 2026);
    expect(y2026).toMatchObject({
      member: true,
      note: '',
      partyStatusName: '中共预备党员',
      year: 2026,
      years: [2026, 2025],
      category: 'student',
      totalDue: '0.60',
      totalPaid: '0.40',
      unpaidMonths: 1,
    });
    expect(y2026.records).toEqual([
      { month: '2026-01', category: 'student', base: null, rate: '定额', amount: '0.20', paid: true, paidDate: '2026-01-10' },
      { month: '2026-02', category: 'student', base: null, rate: '定额', amount: '0.20', paid: true, paidDate: '2026-02-09' },
      { month: '2026-03', category: 'student', base: null, rate: '定额', amount: '0.20', paid: false, paidDate: null },
    ]);
    expect(await card(me, 2025)).toMatchObject({ year: 2025, totalDue: '0.20', totalPaid: '0.20', unpaidMonths: 0 });
    expect(await card(me, 2019)).toMatchObject({ year: 2019, years: [2026, 2025, 2019], records: [], totalDue: '0.00' });
    expect((await me.raw('cardRecordDetail', { year: 1900 })).msg).toContain('年份');
    expect((await me.raw('cardRecordDetail', { year: '二〇二六' })).code).toBe(10002);
  });

  it('only one’s own records are shown', async () => {
    const me = await partyPerson(t, { partyStatus: 'member' });
    const other = await partyPerson(t, { partyStatus: 'member' });
    await writeDuesRecord(t.db, { userId: other.id, month: '2026-05', category: 'staff', baseFen: 880000, paidDate: null }, clock.iso());
    expect((await card(me, 2026)).records).toEqual([]);
    expect((await card(other, 2026)).records).toHaveLength(1);
  });

  it('who is not yet a party member has no dues, and is told why', async () => {
    for (const partyStatus of ['activist', 'candidate', 'applicant', '']) {
      const me = await partyPerson(t, { partyStatus });
      await writeDuesRecord(t.db, { userId: me.id, month: '2026-05', category: 'student', baseFen: null, paidDate: null }, clock.iso());
      expect(await card(me, 2026)).toMatchObject({
        member: false,
        note: '入党后按月缴纳党费',
        records: [],
        totalDue: '0.00',
        totalPaid: '0.00',
        unpaidMonths: 0,
        category: null,
      });
    }
  });
});
