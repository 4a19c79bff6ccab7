import type { Step } from '../../../contract/develop';
import { clock } from '../../lib/clock';
import { examinee, type Examinee } from '../../test/examFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { beijingDate } from '../../lib/beijingDate';
import { addMonths, cnDate } from '../../lib/developPlan';

// Party development: only one's own record and steps, documents in order (the ones before must be
// approved), the time rules of the 细则 with the date they are met, drafts that only a newer rev
// replaces and that may be any length, limits at submit, one submit of many at once.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const PARAGRAPH =
  '通过本季度的理论学习，我对党的性质和宗旨有了更深刻的认识，更加坚定了理想信念，决心在学习和工作中处处以党员标准严格要求自己。';
const text = (chars: number) => PARAGRAPH.repeat(Math.ceil(chars / PARAGRAPH.length)).slice(0, chars);
const today = () => beijingDate(clock.now());
const monthsAgo = (n: number) => addMonths(today(), -n);

type Stage = 'applicant' | 'activist' | 'candidate' | 'probationary';
async function developer(stage: Stage, dates: { activist?: string; candidate?: string; probationary?: string } = {}) {
  const me = await examinee(t);
  const { id } = await t.db
    .insertInto('developApplication')
    .values({
      userId: me.id,
      stage,
      appliedOn: monthsAgo(30),
      activistOn: dates.activist ?? null,
      candidateOn: dates.candidate ?? null,
      probationaryOn: dates.probationary ?? null,
      memberOn: null,
      contacts: '陈老师、刘同学',
      createdAt: clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { me, applicationId: id };
}

const steps = (me: Examinee, applicationId: number): Promise<Step[]> => me.ok('develop', 'appTaskList', { applicationId });
const stepOf = async (me: Examinee, applicationId: number, docCode: string) =>
  (await steps(me, applicationId)).find((s) => s.docCode === docCode)!;

/** The branch's verdict, given outside the platform. */
async function review(stepId: number, verdict: 'approved' | 'returned', comment = '内容充实，态度端正。') {
  await t.db
    .updateTable('developSubmission')
    .set({ verdict, reviewer: '计算机学院本科生第一党支部', comment, reviewedAt: clock.iso() })
    .where('stepId', '=', stepId)
    .where('verdict', '=', 'pending')
    .execute();
  await t.db.updateTable('developStep').set({ state: verdict }).where('id', '=', stepId).execute();
}

async function approveApplication(me: Examinee, applicationId: number) {
  const s = await stepOf(me, applicationId, 'application');
  await me.ok('develop', 'fillRequirement', { stepId: s.id, fields: [{ key: 'submitDate', value: monthsAgo(1) }] });
  await me.ok('develop', 'submit', { stepId: s.id, content: text(1200), rev: 1 });
  await review(s.id, 'approved');
}

describe('the record and its steps', () => {
  it('a learner not yet in the party gets a record at 入党申请人 with one step; the record is theirs alone', async () => {
    const me = await examinee(t);
    const [app] = await me.ok('develop', 'appList');
    expect(app).toMatchObject({ stage: 'applicant', stageName: '入党申请人', openSteps: 1 });
    expect(app.stages.map((s) => [s.name, s.current])).toEqual([
      ['入党申请人', true],
      ['入党积极分子', false],
      ['发展对象', false],
      ['预备党员', false],
      ['正式党员', false],
    ]);
    expect((await me.ok('develop', 'appList'))[0].id).toBe(app.id);
    expect((await steps(me, app.id)).map((s) => [s.title, s.state])).toEqual([['入党申请书', 'todo']]);
    const other = await examinee(t);
    expect(await other.refused('develop', 'appTaskList', { applicationId: app.id })).toBe('入党申请不存在');
  });

  it('an activist has one 思想汇报 per quarter since becoming one, each due at the quarter’s end', async () => {
    const { me, applicationId } = await developer('activist', { activist: monthsAgo(8) });
    const reports = (await steps(me, applicationId)).filter((s) => s.docCode === 'report');
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports.length).toBeLessThanOrEqual(4);
    const last = reports[reports.length - 1];
    expect(last.title).toMatch(/^\d{4}年第[1-4]季度思想汇报$/);
    expect(last.dueDate! >= today()).toBe(true);
    expect(new Set(reports.map((r) => r.period)).size).toBe(reports.length);
  });

  it('another learner’s step does not exist for them, whatever they try', async () => {
    const { me, applicationId } = await developer('activist', { activist: monthsAgo(8) });
    const other = await examinee(t);
    const s = await stepOf(me, applicationId, 'application');
    for (const [name, body] of [
      ['docDetail', { stepId: s.id }],
      ['taskDraft', { stepId: s.id, content: '别人的草稿', rev: 9 }],
      ['fillRequirement', { stepId: s.id, fields: [] }],
      ['submit', { stepId: s.id, content: text(1200), rev: 9 }],
    ] as const) {
      expect(await other.refused('develop', name, body)).toBe('步骤不存在');
    }
    expect((await me.ok('develop', 'docDetail', { stepId: s.id })).step?.content).toBe('');
  });

  it('docDetail gives the requirements, limits, outline, fields and time rules', async () => {
    const me = await examinee(t);
    const { doc, step } = await me.ok('develop', 'docDetail', { docCode: 'report' });
    expect(doc).toMatchObject({ name: '思想汇报', minChars: 800, maxChars: 3000 });
    expect(doc.template).toContain('敬爱的党组织');
    expect(doc.rules[0]).toContain('每季度一篇思想汇报');
    expect(step).toBeNull();
    expect(await me.refused('develop', 'docDetail', {})).toBe('请指定文书类型或步骤');
    expect((await me.raw('develop', 'docDetail', { docCode: 'poem' })).code).toBe(10002);
  });
});

describe('drafts', () => {
  it('only a newer rev replaces the text; drafts have no length limit; the text is stored as typed', async () => {
    const { me, applicationId } = await developer('activist', { activist: monthsAgo(8) });
    const s = await stepOf(me, applicationId, 'application');
    const typed = '<script>alert(1)</script>\n  第二段　保留空格与换行';
    expect(await me.ok('develop', 'taskDraft', { stepId: s.id, content: typed, rev: 5 })).toMatchObject({
      state: 'draft',
      rev: 5,
      content: typed,
      editable: true,
    });
    expect(await me.ok('develop', 'taskDraft', { stepId: s.id, content: '较旧的自动保存', rev: 3 })).toMatchObject({
      rev: 5,
      content: typed,
    });
    const long = text(6000);
    expect(await me.ok('develop', 'taskDraft', { stepId: s.id, content: long, rev: 6 })).toMatchObject({ rev: 6, charCount: 6000 });
    expect((await stepOf(me, applicationId, 'application')).state).toBe('draft');
    await Promise.all([7, 9, 8].map((rev) => me.ok('develop', 'taskDraft', { stepId: s.id, content: `版本${rev}`, rev })));
    expect((await me.ok('develop', 'docDetail', { stepId: s.id })).step).toMatchObject({ rev: 9, content: '版本9' });
  });

  it('fields are checked and replaced as a whole; required ones are needed to submit', async () => {
    const { me, applicationId } = await developer('applicant');
    const s = await stepOf(me, applicationId, 'application');
    expect(await me.refused('develop', 'submit', { stepId: s.id, content: text(1200), rev: 1 })).toBe('请先填写：递交日期');
    const tomorrow = beijingDate(new Date(clock.now().getTime() + 86400_000));
    expect(await me.refused('develop', 'fillRequirement', { stepId: s.id, fields: [{ key: 'submitDate', value: tomorrow }] })).toBe(
      '递交日期不能晚于今天',
    );
    expect(await me.refused('develop', 'fillRequirement', { stepId: s.id, fields: [{ key: 'submitDate', value: '2026-02-30' }] })).toMatch(
      /^递交日期格式应为/,
    );
    expect(await me.refused('develop', 'fillRequirement', { stepId: s.id, fields: [{ key: 'hobby', value: '篮球' }] })).toBe(
      '入党申请书没有填写项“hobby”',
    );
    const filled = await me.ok('develop', 'fillRequirement', { stepId: s.id, fields: [{ key: 'submitDate', value: today() }] });
    expect(filled.fields).toEqual([{ key: 'submitDate', value: today() }]);
    await me.ok('develop', 'submit', { stepId: s.id, content: text(1200), rev: 1 });
    expect(await me.refused('develop', 'fillRequirement', { stepId: s.id, fields: [{ key: 'submitDate', value: today() }] })).toBe(
      '已提交，不能再修改',
    );
  });
});

describe('submitting', () => {
  it('refuses before the documents before it are approved, naming them and their state', async () => {
    const { me, applicationId } = await developer('activist', { activist: monthsAgo(8) });
    const report = (await steps(me, applicationId)).filter((s) => s.docCode === 'report').pop()!;
    expect(await me.refused('develop', 'submit', { stepId: report.id, content: text(900), rev: 1 })).toBe('请先完成：入党申请书（未开始）');
    const app = await stepOf(me, applicationId, 'application');
    await me.ok('develop', 'fillRequirement', { stepId: app.id, fields: [{ key: 'submitDate', value: today() }] });
    await me.ok('develop', 'submit', { stepId: app.id, content: text(1200), rev: 1 });
    expect(await me.refused('develop', 'submit', { stepId: report.id, content: text(900), rev: 1 })).toBe('请先完成：入党申请书（待审核）');
    await review(app.id, 'approved');
    expect(await me.ok('develop', 'submit', { stepId: report.id, content: text(900), rev: 1 })).toMatchObject({
      state: 'submitted',
      editable: false,
    });
  });

  it('keeps the time rules of the 细则 and names the date they are met', async () => {
    const since = monthsAgo(8);
    const { me, applicationId } = await developer('candidate', { activist: since, candidate: monthsAgo(1) });
    await approveApplication(me, applicationId);
    const bio = await stepOf(me, applicationId, 'autobiography');
    const possible = addMonths(since, 12);
    expect(bio.availableFrom).toBe(possible);
    await me.ok('develop', 'fillRequirement', { stepId: bio.id, fields: [{ key: 'contacts', value: '陈老师' }] });
    expect(await me.refused('develop', 'submit', { stepId: bio.id, content: text(2500), rev: 1 })).toBe(
      `成为入党积极分子满一年（${cnDate(possible)}）后才能提交`,
    );

    const p = await developer('probationary', { activist: monthsAgo(30), candidate: monthsAgo(18), probationary: monthsAgo(2) });
    const reg = await stepOf(p.me, p.applicationId, 'regularization');
    await t.db
      .updateTable('developStep')
      .set({ state: 'approved' })
      .where('applicationId', '=', p.applicationId)
      .where('docCode', '=', 'volunteer')
      .execute();
    await p.me.ok('develop', 'fillRequirement', { stepId: reg.id, fields: [{ key: 'submitDate', value: today() }] });
    expect(await p.me.refused('develop', 'submit', { stepId: reg.id, content: text(1500), rev: 1 })).toBe(
      `预备期满一年（${cnDate(addMonths(monthsAgo(2), 12))}）后才能提交`,
    );
    // the rules are data: the branch's rule table decides
    await t.db.updateTable('developRule').set({ months: 1 }).where('docCode', '=', 'regularization').execute();
    await p.me.ok('develop', 'submit', { stepId: reg.id, content: text(1500), rev: 1 });
    await t.db.updateTable('developRule').set({ months: 12 }).where('docCode', '=', 'regularization').execute();
  });

  it('holds the length limits at submit', async () => {
    const { me, applicationId } = await developer('activist', { activist: monthsAgo(8) });
    await approveApplication(me, applicationId);
    const report = (await steps(me, applicationId)).filter((s) => s.docCode === 'report').pop()!;
    expect(await me.refused('develop', 'submit', { stepId: report.id, content: '  \n ', rev: 1 })).toBe('思想汇报内容不能为空');
    expect(await me.refused('develop', 'submit', { stepId: report.id, content: text(799), rev: 1 })).toBe(
      '思想汇报至少 800 字，当前 799 字',
    );
    expect(await me.refused('develop', 'submit', { stepId: report.id, content: text(3001), rev: 1 })).toBe(
      '思想汇报最多 3000 字，当前 3001 字，请删减后再提交',
    );
    expect((await me.raw('develop', 'submit', { stepId: report.id, content: text(20001), rev: 1 })).code).toBe(10002);
  });

  it('counts only what the learner wrote: the outline’s own lines and labels do not count toward the minimum', async () => {
    const { me, applicationId } = await developer('applicant');
    const s = await stepOf(me, applicationId, 'application');
    const { doc } = await me.ok('develop', 'docDetail', { stepId: s.id });
    await me.ok('develop', 'fillRequirement', { stepId: s.id, fields: [{ key: 'submitDate', value: today() }] });
    // the outline as it is, then 600 characters of the learner's own and a signed 申请人： line
    const outlineOnly = await me.ok('develop', 'taskDraft', { stepId: s.id, content: doc.template, rev: 1 });
    expect(outlineOnly.charCount).toBe(0);
    const written = doc.template.replace('申请人：', '申请人：张晓明').replace('四、今后的努力方向', `四、今后的努力方向\n${text(600)}`);
    expect((await me.ok('develop', 'taskDraft', { stepId: s.id, content: written, rev: 2 })).charCount).toBe(603);
    expect(await me.refused('develop', 'submit', { stepId: s.id, content: written, rev: 3 })).toBe('入党申请书至少 1000 字，当前 603 字');
    const enough = written.replace(text(600), text(1000));
    expect(await me.ok('develop', 'submit', { stepId: s.id, content: enough, rev: 3 })).toMatchObject({
      state: 'submitted',
      charCount: 1003,
    });
  });

  it('of ten submits at once exactly one is accepted; then the step is read-only', async () => {
    const { me, applicationId } = await developer('activist', { activist: monthsAgo(8) });
    await approveApplication(me, applicationId);
    const report = (await steps(me, applicationId)).filter((s) => s.docCode === 'report').pop()!;
    await me.ok('develop', 'taskDraft', { stepId: report.id, content: text(900), rev: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => me.raw('develop', 'submit', { stepId: report.id, content: text(1000), rev: 4 })),
    );
    expect(results.filter((r) => r.code === 99999)).toHaveLength(1);
    expect(results.filter((r) => r.code === 10002).every((r) => r.msg === '已提交，正在等待党组织审核，不能重复提交')).toBe(true);
    const subs = await t.db.selectFrom('developSubmission').select('id').where('stepId', '=', report.id).execute();
    expect(subs).toHaveLength(1);
    expect(await me.refused('develop', 'taskDraft', { stepId: report.id, content: '提交后再改', rev: 99 })).toBe('已提交，不能再修改');
  });

  it('a returned document is revised and handed in again; the list shows each hand-in with its verdict', async () => {
    const { me, applicationId } = await developer('activist', { activist: monthsAgo(8) });
    await approveApplication(me, applicationId);
    const report = (await steps(me, applicationId)).filter((s) => s.docCode === 'report').pop()!;
    await me.ok('develop', 'submit', { stepId: report.id, content: text(900), rev: 1 });
    await review(report.id, 'returned', '请结合本季度参加的组织生活谈谈具体体会。');
    const returned = await me.ok('develop', 'docDetail', { stepId: report.id });
    expect(returned.step).toMatchObject({ state: 'returned', editable: true, comment: '请结合本季度参加的组织生活谈谈具体体会。' });
    await me.ok('develop', 'taskDraft', { stepId: report.id, content: text(1100), rev: 2 });
    clock.advance(60);
    await me.ok('develop', 'submit', { stepId: report.id, content: text(1100), rev: 2 });
    const page = await me.ok('develop', 'mySubmitList', { pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(3);
    expect(page.list.map((r) => [r.docName, r.verdict, r.charCount])).toEqual([
      ['思想汇报', 'pending', 1100],
      ['思想汇报', 'returned', 900],
      ['入党申请书', 'approved', 1200],
    ]);
    expect(page.list[1]).toMatchObject({ reviewer: '计算机学院本科生第一党支部', comment: '请结合本季度参加的组织生活谈谈具体体会。' });
    const other = await examinee(t);
    expect((await other.ok('develop', 'mySubmitList', { pageNum: 1, pageSize: 10 })).total).toBe(0);
  });
});
