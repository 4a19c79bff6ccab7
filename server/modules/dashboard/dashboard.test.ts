import { FIXED_FIGURES } from '../../../contract/dashboard';
import { MAX_ID } from '../../../contract/common';
import { LEARNER_APP_ID } from '../../../contract/codes';
import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { MSG_OUT_OF_SCOPE, loadOrganiser, reviewScope, subtreeOf } from '../organiser/scope';
import { MSG_UNKNOWN_FIGURE } from './figures';

// The console's 统计 on the demo data: each organiser's scope gives its own totals, matching the
// seed; every figure's count is the total of its list; the study, lesson and exam figures agree
// with what each learner's own stage report says; learners and hostile input are refused.

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let dx: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
  ]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const countOf = (figures: Array<{ key: string; count: number }>, key: string) => figures.find((f) => f.key === key)?.count;

/** The active learners of the seed whose branch lies in the organiser's scope, counted straight from the table. */
async function seedLearners(who: Caller): Promise<number> {
  const scope = [...reviewScope(await loadOrganiser(t.db, who.id))];
  const row = await t.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('appId', '=', LEARNER_APP_ID)
    .where('status', '=', 1)
    .where('orgId', 'in', scope)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every page of a figure's list. */
async function wholeList(who: Caller, figure: string, orgId?: number) {
  const rows = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await who.ok('dashboard', 'people', { figure, orgId, pageNum, pageSize: 100 });
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return { rows, total: page.total, label: page.label };
  }
}

describe('the figures of each scope', () => {
  it('a branch, its college and the school give different totals, each the seed count of its learners', async () => {
    const [a, b, c] = await Promise.all([zb.ok('dashboard', 'figures'), zzy.ok('dashboard', 'figures'), dx.ok('dashboard', 'figures')]);
    expect(a.scopeName).toBe('计算机学院本科生第一党支部');
    expect(a.learners).toBe(await seedLearners(zb));
    expect(b.learners).toBe(await seedLearners(zzy));
    expect(c.learners).toBe(await seedLearners(dx));
    expect(0 < a.learners && a.learners < b.learners && b.learners < c.learners).toBe(true);
    for (const f of [a, b, c]) {
      const people = f.figures.filter((x) => x.group === 'people');
      // everyone has one identity (or none) and one stage (or none)
      const byIdentity = people.filter((x) => x.key.startsWith('identity:')).reduce((s, x) => s + x.count, 0);
      const byStage = people.filter((x) => x.key.startsWith('stage:')).reduce((s, x) => s + x.count, 0);
      expect([byIdentity, byStage]).toEqual([f.learners, f.learners]);
      // the stage figures split the learners in a stage in two
      for (const [yes, no] of [
        ['studyMet', 'studyShort'],
        ['lessonsDone', 'lessonsOpen'],
        ['examPassed', 'examNotPassed'],
      ]) {
        expect(countOf(f.figures, yes)! + countOf(f.figures, no)!).toBe(f.staged);
      }
      expect(f.overdueDays).toBe(t.config.reviewOverdueDays);
    }
    // the branch's learners 张晓明 and 孙雨桐 are counted there
    const names = (
      await wholeList(zb, 'identity:' + a.figures.find((x) => x.key.startsWith('identity:') && x.count > 0)!.key.split(':')[1])
    ).rows;
    expect(names.length).toBeGreaterThan(0);
    const everyone = (await Promise.all(a.figures.filter((x) => x.key.startsWith('stage:')).map((x) => wholeList(zb, x.key)))).flatMap(
      (l) => l.rows,
    );
    expect(everyone.map((p) => p.name)).toEqual(expect.arrayContaining(['张晓明', '孙雨桐']));
    expect(new Set(everyone.map((p) => p.branchName))).toEqual(new Set(['计算机学院本科生第一党支部']));
  });

  it('a unit inside the scope narrows the figures; one outside is refused and reveals nothing', async () => {
    const me = await loadOrganiser(t.db, zzy.id);
    const branch = [...reviewScope(me)].find((id) => me.units.get(id)?.name === '计算机学院本科生第一党支部')!;
    const narrowed = await zzy.ok('dashboard', 'figures', { orgId: branch });
    expect(narrowed).toEqual(await zb.ok('dashboard', 'figures'));

    const outside = [...me.units.keys()].find((id) => !reviewScope(me).has(id))!;
    expect(await zzy.refused('dashboard', 'figures', { orgId: outside })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zzy.refused('dashboard', 'people', { figure: 'studyMet', orgId: outside, pageNum: 1, pageSize: 10 })).toBe(
      MSG_OUT_OF_SCOPE,
    );
    expect(await zb.refused('dashboard', 'figures', { orgId: MAX_ID })).toBe(MSG_OUT_OF_SCOPE);
    // the school sees the college's subtree as the college does
    const college = me.grants[0].orgId;
    expect(subtreeOf(me.units, college).size).toBeGreaterThan(1);
    expect(await dx.ok('dashboard', 'figures', { orgId: college })).toEqual({
      ...(await zzy.ok('dashboard', 'figures')),
      scopeName: me.units.get(college)!.name,
    });
  });
});

describe('figures and their lists', () => {
  it('every figure key counts exactly the rows of its list, in every scope', async () => {
    for (const who of [zb, zzy, dx]) {
      const f = await who.ok('dashboard', 'figures');
      expect(f.figures.map((x) => x.key)).toEqual(expect.arrayContaining([...FIXED_FIGURES]));
      for (const fig of f.figures) {
        const list = await wholeList(who, fig.key);
        expect({ key: fig.key, total: list.total, rows: list.rows.length, label: list.label }).toEqual({
          key: fig.key,
          total: fig.count,
          rows: fig.count,
          label: fig.label,
        });
      }
    }
  }, 120_000);

  it('study, lessons and exams say for each learner what their own stage report says', async () => {
    // the demo has nobody through yet: one learner studies every required lesson to the end
    const keen = (await wholeList(zb, 'studyShort')).rows[0];
    const keenCaller = await signIn(t, keen.account, 'Dangjian@2026');
    const before = await keenCaller.ok('user', 'stageReport');
    const videos = await t.db
      .selectFrom('lessonVideo')
      .select('id')
      .where(
        'lessonId',
        'in',
        before.lessons.items.map((l) => l.id),
      )
      .execute();
    const at = new Date().toISOString();
    await t.db.deleteFrom('videoProgress').where('userId', '=', keenCaller.id).execute();
    await t.db
      .insertInto('videoProgress')
      .values(
        videos.map((v) => ({
          userId: keenCaller.id,
          videoId: v.id,
          position: 0,
          credited: 0,
          covered: '[]',
          completed: 1,
          updatedAt: at,
          completedAt: at,
        })),
      )
      .execute();
    await t.db
      .updateTable('stageStudy')
      .set({ seconds: before.hours.required + 60 })
      .where('userId', '=', keenCaller.id)
      .where('stageId', '=', before.stage!.id)
      .execute();

    const lists = Object.fromEntries(
      await Promise.all(
        ['studyMet', 'lessonsDone', 'examPassed', 'studyShort'].map(async (k) => [k, (await wholeList(zb, k)).rows] as const),
      ),
    );
    const staged = [...lists.studyMet, ...lists.studyShort];
    expect(staged.length).toBeGreaterThan(1);
    for (const p of staged) {
      const report = await (await signIn(t, p.account, 'Dangjian@2026')).ok('user', 'stageReport');
      const has = (k: string) => lists[k].some((x) => x.account === p.account);
      expect({ who: p.account, study: has('studyMet'), lessons: has('lessonsDone'), exam: has('examPassed') }).toEqual({
        who: p.account,
        study: report.hours.credited >= report.hours.required,
        lessons: report.lessons.completed >= report.lessons.required,
        exam: report.exams.some((e) => e.passed),
      });
      const row = lists.studyMet.find((x) => x.account === p.account) ?? lists.studyShort.find((x) => x.account === p.account)!;
      expect(row.detail).toMatch(/^\d+(\.\d)? \/ \d+(\.\d)? 学时$/);
    }
    expect([lists.studyMet, lists.lessonsDone].map((l) => l.some((x) => x.account === keen.account))).toEqual([true, true]);
  }, 120_000);

  it('an item pending longer than the configured days is overdue, one handed in today is not', async () => {
    const before = countOf((await zb.ok('dashboard', 'figures')).figures, 'overdue')!;
    const scope = [...reviewScope(await loadOrganiser(t.db, zb.id))];
    const item = await t.db
      .selectFrom('reviewItem as r')
      .innerJoin('user as u', 'u.id', 'r.userId')
      .select(['r.id', 'r.submittedAt', 'r.title'])
      .where('r.state', '=', 'pending')
      .where('u.orgId', 'in', scope)
      .where('r.submittedAt', '>=', new Date(Date.now() - 86_400_000).toISOString())
      .executeTakeFirst();
    const fresh =
      item ??
      (await t.db
        .selectFrom('reviewItem as r')
        .innerJoin('user as u', 'u.id', 'r.userId')
        .select(['r.id', 'r.submittedAt', 'r.title'])
        .where('r.state', '=', 'pending')
        .where('u.orgId', 'in', scope)
        .executeTakeFirstOrThrow());
    const old = new Date(Date.now() - (t.config.reviewOverdueDays + 3) * 86_400_000).toISOString();
    const recent = new Date().toISOString();
    await t.db.updateTable('reviewItem').set({ submittedAt: recent }).where('id', '=', fresh.id).execute();
    const withRecent = countOf((await zb.ok('dashboard', 'figures')).figures, 'overdue')!;
    await t.db.updateTable('reviewItem').set({ submittedAt: old }).where('id', '=', fresh.id).execute();
    const withOld = await zb.ok('dashboard', 'figures');
    const list = await wholeList(zb, 'overdue');
    await t.db.updateTable('reviewItem').set({ submittedAt: fresh.submittedAt }).where('id', '=', fresh.id).execute();
    expect(countOf(withOld.figures, 'overdue')).toBe(withRecent + 1);
    expect(list.rows.some((r) => r.detail.includes(fresh.title))).toBe(true);
    expect(countOf((await zb.ok('dashboard', 'figures')).figures, 'overdue')).toBe(before);
  });
});

describe('refusals', () => {
  it('a learner is refused both endpoints', async () => {
    const learner = await signIn(t, '2023010101', 'Dangjian@2026');
    expect(await learner.refused('dashboard', 'figures')).toMatch(/仅供党组织管理人员/);
    expect(await learner.refused('dashboard', 'people', { figure: 'studyMet', pageNum: 1, pageSize: 10 })).toMatch(/仅供党组织管理人员/);
  });

  it('an unknown figure key is refused with a clear message', async () => {
    for (const figure of [
      'bogus',
      'identity:999999',
      'stage:99999',
      'identity:',
      'stage:-1',
      'identity:01',
      '__proto__',
      'toString',
      'studymet',
    ]) {
      expect(await dx.refused('dashboard', 'people', { figure, pageNum: 1, pageSize: 10 })).toBe(MSG_UNKNOWN_FIGURE);
    }
  });

  it('hostile input answers 10002 with a Chinese message, never 5xx', async () => {
    const bad: Array<[string, object]> = [
      ['figures', { orgId: 0 }],
      ['figures', { orgId: -1 }],
      ['figures', { orgId: MAX_ID + 1 }],
      ['figures', { orgId: 'x' }],
      ['figures', { orgId: 1.5 }],
      ['people', { figure: '', pageNum: 1, pageSize: 10 }],
      ['people', { figure: 'x'.repeat(41), pageNum: 1, pageSize: 10 }],
      ['people', { figure: 'studyMet', pageNum: 0, pageSize: 10 }],
      ['people', { figure: 'studyMet', pageNum: 1, pageSize: 1000 }],
      ['people', { figure: 'a\u0000b', pageNum: 1, pageSize: 10 }],
      ['people', { figure: ['studyMet'], pageNum: 1, pageSize: 10 }],
      ['people', { pageNum: 1, pageSize: 10 }],
      ['people', { figure: "identity:1' or 1=1 --", pageNum: 1, pageSize: 10 }],
    ];
    for (const [name, body] of bad) {
      const res = await dx.raw('dashboard', name, body);
      expect({ name, body, status: res.status, code: res.code }).toEqual({ name, body, status: 200, code: 10002 });
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
