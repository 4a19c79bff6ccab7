import type { PendingTask } from '../../../../contract/centerWorkbench';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../../../contract/codes';
import { endpoints } from '../../../../contract/endpoints';
import type { MendItem } from '../../../../contract/partyIndex';
import { inTransaction } from '../../../db/transaction';
import { beijingDate } from '../../../lib/beijingDate';
import { clock } from '../../../lib/clock';
import { hoursFrom, insertOrgs } from '../../../test/activityFixtures';
import { examinee, type Examinee } from '../../../test/examFixtures';
import { multipart } from '../../../test/multipart';
import { taskFixture, topicFixture } from '../../../test/topicFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import type { ReviewSource } from '../tables';
import { developAdapter } from './develop';
import { mendAdapter } from './mend';
import { practiceAdapter } from './practice';
import { taskAdapter } from './task';
import type { AppliedVerdict, ItemRow, SourceAdapter } from './types';

// The four learner hand-ins an organiser decides (实践记录, 学习任务, 入党材料, 补学): each
// hand-in opens exactly one pending review item in its own transaction; the verdict lands on the
// learner's own record and shows on the learner's own screens; a decided record refuses a second
// verdict; a returned one is corrected and handed in again as a new item, and meanwhile shows in
// the learner's pending list.

let t: TestApp;
let branch: number;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  branch = (await insertOrgs(t.db)).branch;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const REVIEWER = '计算机学院本科生第一党支部 刘子墨';
const today = () => beijingDate(clock.now());

const itemsOf = (source: ReviewSource, refId: number, userId: number): Promise<ItemRow[]> =>
  t.db
    .selectFrom('reviewItem')
    .selectAll()
    .where('source', '=', source)
    .where('refId', '=', refId)
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

async function pendingItem(source: ReviewSource, refId: number, userId: number): Promise<ItemRow> {
  const pending = (await itemsOf(source, refId, userId)).filter((i) => i.state === 'pending');
  expect(pending).toHaveLength(1);
  return pending[0];
}

const approve = (score: number | null = null, reason = ''): AppliedVerdict => ({
  verdict: 'approve',
  reason,
  score,
  reviewerName: REVIEWER,
  at: clock.iso(),
});
const giveBack = (reason: string): AppliedVerdict => ({ verdict: 'return', reason, score: null, reviewerName: REVIEWER, at: clock.iso() });

/** What the decide route does: the verdict on the learner's record and on the item, in one transaction. */
async function decide(adapter: SourceAdapter, item: ItemRow, v: AppliedVerdict): Promise<void> {
  await inTransaction(t.db, async (trx) => {
    await adapter.apply(trx, item, v);
    await trx
      .updateTable('reviewItem')
      .set({
        state: v.verdict === 'approve' ? 'approved' : 'returned',
        decidedAt: v.at,
        reviewerName: v.reviewerName,
        reason: v.reason,
        score: v.score,
      })
      .where('id', '=', item.id)
      .execute();
  });
}

const myPending = async (me: Examinee, kind: PendingTask['kind']): Promise<PendingTask[]> =>
  (await me.ok('center', 'myTaskList', { pageNum: 1, pageSize: 50, kind })).list;

describe('实践记录 (practiceRecord)', () => {
  const PRACTICE = {
    title: '社区政策宣讲',
    place: '徐汇区长桥街道',
    content: '向社区居民宣讲党的二十届四中全会精神。',
    images: [] as string[],
  };
  const write = (me: Examinee, topicId: number, over: object = {}) =>
    me.ok('work', 'writePractice', { topicId, practiceDate: today(), ...PRACTICE, ...over });

  it('a hand-in opens one pending item; a draft opens none; handing in twice is refused and adds none', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const draft = await write(me, f.topicId);
    expect(await itemsOf('practiceRecord', draft.id, me.id)).toEqual([]);
    const sent = await write(me, f.topicId, { practiceId: draft.id, submit: true });
    expect(sent.state).toBe('submitted');
    const item = await pendingItem('practiceRecord', draft.id, me.id);
    expect(item).toMatchObject({ kind: 'practice', title: '社区政策宣讲', submittedAt: sent.submittedAt });
    expect(
      await me.refused('work', 'writePractice', {
        practiceId: draft.id,
        topicId: f.topicId,
        practiceDate: today(),
        ...PRACTICE,
        submit: true,
      }),
    ).toBe('实践记录已提交，不能再修改');
    expect(await itemsOf('practiceRecord', draft.id, me.id)).toHaveLength(1);
    // a record handed in when it is first written opens its item too
    const direct = await write(me, f.topicId, { submit: true });
    await pendingItem('practiceRecord', direct.id, me.id);
  });

  it('two hand-ins of one draft at once: one is accepted, and one item is opened', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const draft = await write(me, f.topicId);
    const body = { practiceId: draft.id, topicId: f.topicId, practiceDate: today(), ...PRACTICE, submit: true };
    const answers = await Promise.all([1, 2, 3].map(() => me.raw('work', 'writePractice', body)));
    expect(answers.map((a) => a.code).sort()).toEqual([CODE_OK, CODE_OPERATION_ERROR, CODE_OPERATION_ERROR].sort());
    expect(await itemsOf('practiceRecord', draft.id, me.id)).toHaveLength(1);
  });

  it('the organiser reads every part, photos as files', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const storedName = `2026/12/practice-${me.id}.png`;
    await t.db
      .insertInto('file')
      .values({
        ownerId: me.id,
        storedName,
        originalName: '宣讲现场',
        mime: 'image/png',
        size: 1000,
        purpose: 'attachment',
        createdAt: clock.iso(),
      })
      .execute();
    const p = await write(me, f.topicId, { images: [`/uploads/${storedName}`], submit: true });
    const shown = await practiceAdapter.handedIn(t.db, await pendingItem('practiceRecord', p.id, me.id));
    expect(shown.map((s) => s.label)).toEqual(['专题', '实践主题', '实践日期', '实践地点', '实践内容', '照片']);
    expect(shown[4].text).toBe(PRACTICE.content);
    expect(shown[5].files).toEqual([{ name: '照片 1', url: `/uploads/${storedName}` }]);
  });

  it('a return reaches the learner with the reason, stays returned while corrected, and a new hand-in is a new item; then scored', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const p = await write(me, f.topicId, { submit: true });
    const first = await pendingItem('practiceRecord', p.id, me.id);
    await decide(practiceAdapter, first, giveBack('请补充宣讲的对象和人数。'));

    const returned = await me.ok('work', 'practiceDetail', { practiceId: p.id });
    expect(returned).toMatchObject({
      state: 'returned',
      editable: true,
      review: { reviewer: REVIEWER, comment: '请补充宣讲的对象和人数。', score: null },
    });
    const row = (await me.ok('work', 'jobList', { tab: 'todo', pageNum: 1, pageSize: 10 })).list.find((i) => i.kind === 'practice');
    expect(row).toMatchObject({
      kind: 'practice',
      id: p.id,
      state: 'returned',
      comment: '请补充宣讲的对象和人数。',
      score: null,
      overdue: false,
    });
    expect(await me.ok('work', 'indexWorkStatus')).toMatchObject({ drafts: 1, submitted: 0, reviewed: 0 });
    expect((await myPending(me, 'homework')).find((x) => x.key === `practice:${p.id}`)).toMatchObject({
      actionText: '修改后提交',
      path: '/index/my/homework',
    });
    // a second verdict on the same hand-in is refused
    await expect(inTransaction(t.db, (trx) => practiceAdapter.apply(trx, first, approve(90)))).rejects.toThrow(
      '学员的实践记录已不在待审核状态',
    );

    const saved = await write(me, f.topicId, { practiceId: p.id, content: `${PRACTICE.content}面向社区老党员 30 人。` });
    expect(saved).toMatchObject({ state: 'returned', review: { comment: '请补充宣讲的对象和人数。' } });
    expect((await itemsOf('practiceRecord', p.id, me.id)).map((i) => i.state)).toEqual(['returned']);
    const again = await write(me, f.topicId, { practiceId: p.id, content: `${PRACTICE.content}面向社区老党员 30 人。`, submit: true });
    expect(again).toMatchObject({ state: 'submitted', review: null, editable: false });
    const second = await pendingItem('practiceRecord', p.id, me.id);
    expect(second.id).not.toBe(first.id);
    expect((await myPending(me, 'homework')).map((x) => x.key)).not.toContain(`practice:${p.id}`);

    await decide(practiceAdapter, second, approve(92, '宣讲扎实。'));
    expect(await me.ok('work', 'practiceDetail', { practiceId: p.id })).toMatchObject({
      state: 'reviewed',
      editable: false,
      review: { reviewer: REVIEWER, score: 92, comment: '宣讲扎实。' },
    });
    expect((await me.ok('work', 'jobList', { tab: 'reviewed', pageNum: 1, pageSize: 10 })).list[0]).toMatchObject({ id: p.id, score: 92 });
    await expect(inTransaction(t.db, (trx) => practiceAdapter.apply(trx, second, giveBack('再改改')))).rejects.toThrow(
      '学员的实践记录已不在待审核状态',
    );
    expect(await practiceAdapter.link(t.db, second, approve(92))).toEqual({ path: '/index/my/homework', actionText: '查看' });
  });
});

describe('学习任务 (taskSubmission)', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  async function upload(me: Examinee, taskId: number, submit: boolean) {
    const mp = multipart({ taskId: String(taskId), file: { filename: '入党申请书.pdf', content: PDF }, submit: String(submit) });
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.task.uploadTaskFile.path,
      headers: { ...mp.headers, token: me.token },
      payload: mp.payload,
    });
    expect(res.json()).toMatchObject({ code: CODE_OK });
  }

  it('a hand-in opens one pending item; a draft opens none; a change while under review is refused and adds none', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const taskId = await taskFixture(t.db, f.topicId, { needsFile: false });
    await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王老师' }, submit: false });
    expect(await itemsOf('taskSubmission', taskId, me.id)).toEqual([]);
    await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王老师', note: '已与联系人谈话两次' }, submit: true });
    const item = await pendingItem('taskSubmission', taskId, me.id);
    expect(item).toMatchObject({ kind: 'task', title: '提交入党申请书扫描件' });
    expect(await me.refused('task', 'uploadTaskData', { taskId, data: { contact: '李老师' }, submit: true })).toBe(
      '任务已提交，正在审核，审核期间不能修改',
    );
    expect(await itemsOf('taskSubmission', taskId, me.id)).toHaveLength(1);
    expect(await taskAdapter.handedIn(t.db, item)).toEqual([
      { label: '专题', text: expect.stringContaining('入党积极分子培训班'), files: [] },
      { label: '任务要求', text: '上传本人手写入党申请书的扫描件', files: [] },
      { label: '培养联系人', text: '王老师', files: [] },
      { label: '备注', text: '已与联系人谈话两次', files: [] },
    ]);
  });

  it('a return reaches the task with the reason and a to-do; corrected and handed in again it is a new item; then approved', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const taskId = await taskFixture(t.db, f.topicId);
    await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王老师' }, submit: false });
    await upload(me, taskId, true);
    const first = await pendingItem('taskSubmission', taskId, me.id);
    const shown = await taskAdapter.handedIn(t.db, first);
    expect(shown.at(-1)).toEqual({
      label: '上传的文件',
      text: '',
      files: [{ name: '入党申请书.pdf', url: expect.stringMatching(/^\/uploads\/.+\.pdf$/) }],
    });

    await decide(taskAdapter, first, giveBack('扫描件不清晰，请重新上传。'));
    expect(await me.ok('task', 'taskDetail', { taskId })).toMatchObject({
      state: 'rejected',
      editable: true,
      review: { state: 'rejected', reviewer: REVIEWER, comment: '扫描件不清晰，请重新上传。' },
    });
    expect(await me.ok('task', 'taskCheckDetail', { taskId })).toMatchObject({ state: 'rejected', comment: '扫描件不清晰，请重新上传。' });
    expect((await myPending(me, 'task')).find((x) => x.key === `task:${taskId}`)).toMatchObject({ actionText: '重新提交' });
    expect(await taskAdapter.link(t.db, first, giveBack('扫描件不清晰，请重新上传。'))).toEqual({
      path: `/index/special-training/${f.topicId}`,
      actionText: '查看',
      todo: { doneWhen: 'task', doneRef: taskId },
    });
    await expect(inTransaction(t.db, (trx) => taskAdapter.apply(trx, first, approve()))).rejects.toThrow('学员的学习任务已不在待审核状态');

    await upload(me, taskId, true);
    const second = await pendingItem('taskSubmission', taskId, me.id);
    expect(second.id).not.toBe(first.id);
    expect((await itemsOf('taskSubmission', taskId, me.id)).map((i) => i.state)).toEqual(['returned', 'pending']);
    await decide(taskAdapter, second, approve());
    expect(await me.ok('task', 'taskDetail', { taskId })).toMatchObject({
      state: 'approved',
      editable: false,
      review: { state: 'approved', reviewer: REVIEWER },
    });
    expect(await taskAdapter.link(t.db, second, approve())).toEqual({ path: `/index/special-training/${f.topicId}`, actionText: '查看' });
    await expect(inTransaction(t.db, (trx) => taskAdapter.apply(trx, second, giveBack('再看看')))).rejects.toThrow(
      '学员的学习任务已不在待审核状态',
    );
  });
});

describe('入党材料 (developSubmission)', () => {
  const PARAGRAPH =
    '通过本季度的理论学习，我对党的性质和宗旨有了更深刻的认识，更加坚定了理想信念，决心在学习和工作中处处以党员标准严格要求自己。';
  const text = (chars: number) => PARAGRAPH.repeat(Math.ceil(chars / PARAGRAPH.length)).slice(0, chars);

  async function applicant() {
    const me = await examinee(t);
    const [app] = await me.ok('develop', 'appList');
    const steps = await me.ok('develop', 'appTaskList', { applicationId: app.id });
    const step = steps.find((s) => s.docCode === 'application')!;
    await me.ok('develop', 'fillRequirement', { stepId: step.id, fields: [{ key: 'submitDate', value: today() }] });
    return { me, applicationId: app.id, stepId: step.id };
  }
  const submissionIds = async (stepId: number) =>
    (await t.db.selectFrom('developSubmission').select('id').where('stepId', '=', stepId).orderBy('id').execute()).map((r) => r.id);

  it('a hand-in opens one pending item for its submission; a repeated hand-in is refused and adds none', async () => {
    const { me, stepId } = await applicant();
    await me.ok('develop', 'taskDraft', { stepId, content: text(300), rev: 1 });
    expect(await t.db.selectFrom('reviewItem').select('id').where('userId', '=', me.id).execute()).toEqual([]);
    await me.ok('develop', 'submit', { stepId, content: text(1200), rev: 2 });
    expect(await me.refused('develop', 'submit', { stepId, content: text(1200), rev: 3 })).toBe('已提交，正在等待党组织审核，不能重复提交');
    const [submissionId] = await submissionIds(stepId);
    const item = await pendingItem('developSubmission', submissionId, me.id);
    expect(item).toMatchObject({ kind: 'develop', title: '入党申请书' });
    expect(await t.db.selectFrom('reviewItem').select('id').where('userId', '=', me.id).execute()).toHaveLength(1);
    const shown = await developAdapter.handedIn(t.db, item);
    expect(shown).toEqual([
      { label: '文书', text: '入党申请书：入党申请书', files: [] },
      { label: '递交日期', text: today(), files: [] },
      { label: '正文（1200 字）', text: text(1200), files: [] },
    ]);
  });

  it('a return opens the step again with the reason; handed in again it is a new item; an approval completes the step', async () => {
    const { me, applicationId, stepId } = await applicant();
    await me.ok('develop', 'submit', { stepId, content: text(1200), rev: 1 });
    const first = await pendingItem('developSubmission', (await submissionIds(stepId))[0], me.id);
    await decide(developAdapter, first, giveBack('请写明入党动机的形成过程。'));

    const { step } = await me.ok('develop', 'docDetail', { stepId });
    expect(step).toMatchObject({
      state: 'returned',
      editable: true,
      comment: '请写明入党动机的形成过程。',
      review: { verdict: '已退回', reviewer: REVIEWER, comment: '请写明入党动机的形成过程。' },
    });
    expect((await myPending(me, 'develop')).find((x) => x.key === `develop:${stepId}`)).toMatchObject({
      actionText: '修改后提交',
      path: `/personal-space/workbenches/rudang-apply?step=${stepId}`,
    });
    expect(await developAdapter.link(t.db, first, giveBack('请写明入党动机的形成过程。'))).toEqual({
      path: `/personal-space/workbenches/rudang-apply?step=${stepId}`,
      actionText: '查看',
    });
    await expect(inTransaction(t.db, (trx) => developAdapter.apply(trx, first, approve()))).rejects.toThrow(
      '学员的入党材料已不在待审核状态',
    );

    await me.ok('develop', 'submit', { stepId, content: text(1500), rev: 2 });
    const ids = await submissionIds(stepId);
    expect(ids).toHaveLength(2);
    const second = await pendingItem('developSubmission', ids[1], me.id);
    expect(second.id).not.toBe(first.id);
    await decide(developAdapter, second, approve());
    expect((await me.ok('develop', 'docDetail', { stepId })).step).toMatchObject({
      state: 'approved',
      editable: false,
      review: { verdict: '已通过', reviewer: REVIEWER },
    });
    const records = await me.ok('develop', 'mySubmitList', { pageNum: 1, pageSize: 10 });
    expect(records.list.map((r) => [r.verdict, r.comment])).toEqual([
      ['approved', ''],
      ['returned', '请写明入党动机的形成过程。'],
    ]);
    expect((await myPending(me, 'develop')).map((x) => x.key)).not.toContain(`develop:${stepId}`);
    expect((await me.ok('develop', 'appList'))[0].id).toBe(applicationId);
    await expect(inTransaction(t.db, (trx) => developAdapter.apply(trx, second, giveBack('再看看')))).rejects.toThrow(
      '学员的入党材料已不在待审核状态',
    );
  });
});

describe('补学 (orgActMend)', () => {
  const NOTE = '观看了会议录像，学习了全会精神，撰写了学习笔记。';
  async function missed(deadlineHours = 72) {
    const me = await examinee(t);
    const now = clock.now().getTime();
    const act = await t.db
      .insertInto('orgAct')
      .values({
        orgId: branch,
        category: '支部党员大会',
        title: '支部党员大会：学习全会精神',
        startTime: hoursFrom(now, -48),
        endTime: hoursFrom(now, -46),
        place: '党员活动室',
        organizer: '支部委员会',
        agenda: '一、集中学习',
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('orgActAttendance').values({ actId: act.id, userId: me.id, status: 'absent' }).execute();
    const mend = await t.db
      .insertInto('orgActMend')
      .values({
        actId: act.id,
        userId: me.id,
        requirement: '观看会议录像并提交学习笔记',
        deadline: hoursFrom(now, deadlineHours),
        state: 'pending',
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { me, mendId: mend.id };
  }
  const mendOf = async (me: Examinee, mendId: number, state?: MendItem['state']) =>
    (await me.ok('partyIndex', 'userActivityMendDetail', { pageNum: 1, pageSize: 50, ...(state ? { state } : {}) })).list.find(
      (m) => m.id === mendId,
    );

  it('a report opens one pending item; a second report is refused and adds none', async () => {
    const { me, mendId } = await missed();
    await me.ok('partyIndex', 'mendSubmit', { mendId, note: NOTE });
    expect(await me.refused('partyIndex', 'mendSubmit', { mendId, note: NOTE })).toBe('该补学记录已提交，不能重复提交');
    const item = await pendingItem('orgActMend', mendId, me.id);
    expect(item).toMatchObject({ kind: 'mend', title: '支部党员大会：学习全会精神' });
    expect(await itemsOf('orgActMend', mendId, me.id)).toHaveLength(1);
    expect(await mendAdapter.handedIn(t.db, item)).toEqual([
      { label: '活动', text: '支部党员大会：学习全会精神', files: [] },
      { label: '补学要求', text: '观看会议录像并提交学习笔记', files: [] },
      { label: '补学情况', text: NOTE, files: [] },
    ]);
  });

  it('a return puts it back among 待补学 with the reason, to report again even past the deadline; then confirmed', async () => {
    const { me, mendId } = await missed(1);
    await me.ok('partyIndex', 'mendSubmit', { mendId, note: NOTE });
    const first = await pendingItem('orgActMend', mendId, me.id);
    clock.advance(2 * 3600); // past the deadline: the return still asks for a redo
    await decide(mendAdapter, first, giveBack('学习笔记过于简略，请补充心得。'));

    const returned = await mendOf(me, mendId, 'pending');
    expect(returned).toMatchObject({
      state: 'pending',
      returned: true,
      overdue: false,
      canSubmit: true,
      note: NOTE,
      confirmedBy: REVIEWER,
      confirmComment: '学习笔记过于简略，请补充心得。',
    });
    const page = await me.ok('partyIndex', 'userActivityMendDetail', { pageNum: 1, pageSize: 50 });
    expect(page.counts).toMatchObject({ pending: 1, done: 0, confirmed: 0 });
    expect(await mendAdapter.link(t.db, first, giveBack('x'))).toEqual({
      path: '/personal-space/workbenches/activity?tab=mends',
      actionText: '查看',
    });
    await expect(inTransaction(t.db, (trx) => mendAdapter.apply(trx, first, approve()))).rejects.toThrow('学员的补学记录已不在待审核状态');

    const again = await me.ok('partyIndex', 'mendSubmit', { mendId, note: `${NOTE}补充：结合本职工作谈了三点体会。` });
    expect(again).toMatchObject({
      state: 'done',
      returned: false,
      canSubmit: false,
      confirmedBy: '',
      confirmComment: '',
      confirmedAt: null,
    });
    const second = await pendingItem('orgActMend', mendId, me.id);
    expect(second.id).not.toBe(first.id);
    const confirmed = approve(null, '笔记认真。');
    await decide(mendAdapter, second, confirmed);
    expect(await mendOf(me, mendId)).toMatchObject({
      state: 'confirmed',
      returned: false,
      confirmedBy: REVIEWER,
      confirmComment: '笔记认真。',
      confirmedAt: confirmed.at,
    });
    await expect(inTransaction(t.db, (trx) => mendAdapter.apply(trx, second, giveBack('再看看')))).rejects.toThrow(
      '学员的补学记录已不在待审核状态',
    );
  });

  it('two reports at once: one is accepted, and one item is opened', async () => {
    const { me, mendId } = await missed();
    const answers = await Promise.all([1, 2, 3].map(() => me.raw('partyIndex', 'mendSubmit', { mendId, note: NOTE })));
    expect(answers.map((a) => a.code).sort()).toEqual([CODE_OK, CODE_OPERATION_ERROR, CODE_OPERATION_ERROR].sort());
    expect(await itemsOf('orgActMend', mendId, me.id)).toHaveLength(1);
  });

  it('a pending make-up past its deadline and never returned still cannot be reported', async () => {
    const { me, mendId } = await missed(1);
    clock.advance(2 * 3600);
    expect(await me.refused('partyIndex', 'mendSubmit', { mendId, note: NOTE })).toBe('已过补学截止时间，请联系所在党支部');
    expect(await itemsOf('orgActMend', mendId, me.id)).toEqual([]);
  });
});
