import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { examinee, type Examinee } from '../../test/examFixtures';
import { multipart, TINY_PNG } from '../../test/multipart';
import { taskFixture, topicFixture } from '../../test/topicFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { handedInTasks, TASK_UNDER_REVIEW } from './tasks';

// A topic's tasks: members only, the task's own file types and size, the form's own fields, what
// is still missing, an approved task fixed, a rejected one reopened, the deadline.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(me: Examinee, taskId: number, content: Buffer, filename = '入党申请书.pdf', submit?: boolean) {
  const mp = multipart({
    taskId: String(taskId),
    file: { filename, content },
    ...(submit === undefined ? {} : { submit: String(submit) }),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: endpoints.task.uploadTaskFile.path,
    headers: { ...mp.headers, token: me.token },
    payload: mp.payload,
  });
  return res.json() as {
    code: number;
    msg: string;
    data: { state: string; file: { name: string; url: string } | null; missing: string[] } | null;
  };
}

async function setup(over: Parameters<typeof taskFixture>[2] = {}) {
  const me = await examinee(t);
  const f = await topicFixture(t.db, [me.id]);
  const taskId = await taskFixture(t.db, f.topicId, over);
  return { me, f, taskId };
}

describe('tasks', () => {
  it('only the topic’s members reach a task; the topic page lists it with the learner’s state', async () => {
    const { me, f, taskId } = await setup();
    const outsider = await examinee(t);
    for (const name of ['taskDetail', 'checkUserTask', 'taskCheckDetail'] as const)
      expect(await outsider.refused('task', name, { taskId })).toBe('任务不存在');
    expect(await outsider.refused('task', 'uploadTaskData', { taskId, data: { contact: '王老师' } })).toBe('任务不存在');
    expect((await upload(outsider, taskId, PDF)).msg).toBe('任务不存在');
    expect((await me.ok('topic', 'detail', { topicId: f.topicId })).tasks.map((x) => [x.id, x.state])).toEqual([[taskId, 'todo']]);
  });

  it('a date field takes a calendar date only (昨天下午 or 2026-02-30 are refused and change nothing) and stores it as YYYY-MM-DD', async () => {
    const { me, taskId } = await setup();
    await t.db
      .updateTable('topicTask')
      .set({ fields: JSON.stringify([{ key: 'on', label: '递交日期', required: true, maxLength: 10, multiline: false, kind: 'date' }]) })
      .where('id', '=', taskId)
      .execute();
    expect((await me.ok('task', 'taskDetail', { taskId })).fields[0]).toMatchObject({ kind: 'date' });
    for (const bad of ['昨天下午', '2026-02-30', '2026/03/15']) {
      expect(await me.refused('task', 'uploadTaskData', { taskId, data: { on: bad } })).toBe(
        '“递交日期”不是有效日期，请用日期选择器选择（格式如 2026-03-15）',
      );
    }
    expect((await me.ok('task', 'taskDetail', { taskId })).data).toEqual({});
    expect((await me.ok('task', 'uploadTaskData', { taskId, data: { on: '2026-03-15' } })).data).toEqual({ on: '2026-03-15' });
  });

  it('the form takes the task’s fields only, within their lengths; checkUserTask says what is missing', async () => {
    const { me, taskId } = await setup();
    expect(await me.ok('task', 'checkUserTask', { taskId })).toEqual({ complete: false, missing: ['尚未上传文件', '请填写“培养联系人”'] });
    expect(await me.refused('task', 'uploadTaskData', { taskId, data: { contact: '王老师', age: '20' } })).toBe(
      '表单中有该任务没有的字段，请刷新后再填写',
    );
    expect(await me.refused('task', 'uploadTaskData', { taskId, data: { contact: '王'.repeat(11) } })).toBe('“培养联系人”最多 10 字');
    const saved = await me.ok('task', 'uploadTaskData', { taskId, data: { contact: ' 王老师 ', note: '<script>x</script>' } });
    expect(saved).toMatchObject({
      state: 'incomplete',
      data: { contact: '王老师', note: '<script>x</script>' },
      missing: ['尚未上传文件'],
    });
  });

  it('the file must be of the task’s types and size; a second upload replaces the first; complete is submitted', async () => {
    const { me, taskId } = await setup();
    expect((await upload(me, taskId, TINY_PNG, 'a.png')).msg).toBe('该任务只接受 PDF、JPG 格式的文件');
    expect((await upload(me, taskId, Buffer.from('not a pdf'), 'a.pdf')).msg).toBe('该任务只接受 PDF、JPG 格式的文件');
    expect((await upload(me, taskId, Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]))).msg).toBe('文件不能超过 1MB');
    const first = await upload(me, taskId, PDF);
    expect(first.data).toMatchObject({ state: 'incomplete', file: { name: '入党申请书.pdf' } });
    const second = await upload(me, taskId, PDF, '申请书（修改）.pdf');
    expect(second.data?.file?.name).toBe('申请书（修改）.pdf');
    // a name past 100 characters loses the end of its base, not its extension
    const long = `${'scan_2026_11_27_application_letter_of_zhang_xiaoming_to_the_branch_committee_final_version_2'.repeat(2)}.pdf`;
    expect((await upload(me, taskId, PDF, long)).data?.file?.name).toBe(`${long.slice(0, 95)}….pdf`);
    await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王老师' } });
    expect(await me.ok('task', 'checkUserTask', { taskId })).toEqual({ complete: true, missing: [] });
    expect(await me.ok('task', 'taskCheckDetail', { taskId })).toMatchObject({ state: 'submitted', reviewer: '' });
  });

  it('approved: nothing changes any more; rejected: a change reopens it for review', async () => {
    const { me, taskId } = await setup({ needsFile: false });
    await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王老师' } });
    const review = (state: 'approved' | 'rejected', comment: string) =>
      t.db
        .updateTable('taskSubmission')
        .set({ state, reviewer: '校党校 刘老师', comment, reviewedAt: clock.iso() })
        .where('taskId', '=', taskId)
        .execute();
    await review('rejected', '联系人请写全名');
    expect(await me.ok('task', 'taskCheckDetail', { taskId })).toMatchObject({ state: 'rejected', comment: '联系人请写全名' });
    expect((await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王立新' } })).state).toBe('submitted');
    await review('approved', '');
    const changes = await Promise.all(
      Array.from({ length: 5 }, () => me.raw('task', 'uploadTaskData', { taskId, data: { contact: '张三' } })),
    );
    expect(changes.every((r) => r.msg === '任务已审核通过，不能再修改')).toBe(true);
    expect(await me.ok('task', 'taskDetail', { taskId })).toMatchObject({
      state: 'approved',
      data: { contact: '王立新' },
      editable: false,
    });
  });

  it('after the deadline nothing more is taken', async () => {
    const { me, taskId } = await setup({ deadline: clock.isoIn(60) });
    clock.advance(61);
    expect(await me.refused('task', 'uploadTaskData', { taskId, data: { contact: '王老师' } })).toMatch(/^任务已于 .+ 截止提交$/);
    expect((await upload(me, taskId, PDF)).msg).toMatch(/^任务已于 .+ 截止提交$/);
    expect((await me.ok('task', 'taskDetail', { taskId })).editable).toBe(false);
  });

  it('保存 keeps a draft (complete or not, never handed in, shown when reopened); 提交 hands it in once nothing is missing, then nothing changes during review', async () => {
    const { me, taskId } = await setup();
    const draft = await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王老师', note: '草稿' }, submit: false });
    expect(draft).toMatchObject({ state: 'incomplete', data: { contact: '王老师', note: '草稿' }, editable: true });
    expect(await me.refused('task', 'uploadTaskData', { taskId, data: { contact: '王立新' }, submit: true })).toBe(
      '还不能提交，尚未上传文件',
    );
    expect((await upload(me, taskId, PDF, '入党申请书.pdf', false)).data).toMatchObject({
      state: 'incomplete',
      missing: [],
      data: { contact: '王老师', note: '草稿' },
    });
    // complete, yet a draft: not under review, and its to-do stays open
    expect(await me.ok('task', 'taskCheckDetail', { taskId })).toMatchObject({ state: 'incomplete' });
    expect(await handedInTasks(t.db, me.id, [taskId])).toEqual(new Set());
    expect(await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王立新' }, submit: true })).toMatchObject({
      state: 'submitted',
      editable: false,
    });
    expect(await handedInTasks(t.db, me.id, [taskId])).toEqual(new Set([taskId]));
    expect(await me.refused('task', 'uploadTaskData', { taskId, data: { contact: '张三' }, submit: false })).toBe(TASK_UNDER_REVIEW);
    expect((await upload(me, taskId, PDF, '另一份.pdf', false)).msg).toBe(TASK_UNDER_REVIEW);
    expect(await me.ok('task', 'taskDetail', { taskId })).toMatchObject({
      state: 'submitted',
      data: { contact: '王立新' },
      file: { name: '入党申请书.pdf' },
    });
  });

  it('a draft saved on a rejected task keeps the verdict until it is handed in again', async () => {
    const { me, taskId } = await setup({ needsFile: false });
    await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王老师' }, submit: true });
    await t.db
      .updateTable('taskSubmission')
      .set({ state: 'rejected', reviewer: '校党校 刘老师', comment: '请写全名', reviewedAt: clock.iso() })
      .where('taskId', '=', taskId)
      .execute();
    expect(await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王立' }, submit: false })).toMatchObject({
      state: 'rejected',
      editable: true,
      review: { comment: '请写全名' },
    });
    expect((await me.ok('task', 'uploadTaskData', { taskId, data: { contact: '王立新' }, submit: true })).state).toBe('submitted');
  });

  it('a task without a form is handed in with its file alone', async () => {
    const { me, taskId } = await setup({ fields: false });
    expect(await me.refused('task', 'uploadTaskData', { taskId, data: {}, submit: true })).toBe('还不能提交，尚未上传文件');
    expect((await upload(me, taskId, PDF, '入党申请书.pdf', false)).data?.state).toBe('incomplete');
    expect((await me.ok('task', 'uploadTaskData', { taskId, data: {}, submit: true })).state).toBe('submitted');
  });

  it('of concurrent hand-ins exactly one is taken, and what is stored is that one', async () => {
    const { me, taskId } = await setup({ needsFile: false });
    const names = ['甲', '乙', '丙', '丁', '戊'].map((x) => `王${x}`);
    const res = await Promise.all(names.map((contact) => me.raw('task', 'uploadTaskData', { taskId, data: { contact }, submit: true })));
    const taken = res.flatMap((r, i) => (r.code === CODE_OK ? [names[i]] : []));
    expect(taken).toHaveLength(1);
    expect(res.filter((r) => r.code !== CODE_OK).map((r) => r.msg)).toEqual(Array(4).fill(TASK_UNDER_REVIEW));
    expect((await me.ok('task', 'taskDetail', { taskId })).data).toEqual({ contact: taken[0] });
  });
});
