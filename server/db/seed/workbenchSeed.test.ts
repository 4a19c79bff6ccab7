import type { PendingTask, TaskNums, Workbench } from '../../../contract/centerWorkbench';
import type { MessageCounts, MessagePage } from '../../../contract/centerMessages';
import { createTestApp, type TestApp } from '../../test/testApp';

// The workbench on the demo data: every kind a 积极分子 in this term's class has pending, counts
// that agree with the list and with the message badge, and a pending thing leaving the list when
// it is done.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function as(account: string) {
  const token = await t.login(account, 'Dangjian@2026');
  return async <T>(path: string, body: object = {}): Promise<T> => {
    const res = await t.app.inject({ method: 'POST', url: `/trainingApi/v1/${path}`, headers: { token }, payload: body });
    const json = res.json() as { code: number; data: T; msg: string };
    expect({ code: json.code, msg: json.msg }).toMatchObject({ code: 99999 });
    return json.data;
  };
}

describe('center workbench on the demo data', () => {
  it('lists a 积极分子’s to-do messages, the class exam, the write-up draft and the class tasks; counts agree with the list and the badge', async () => {
    const call = await as('2023010101');
    const list = await call<{ list: PendingTask[]; total: number }>('center/myTaskList', { pageNum: 1, pageSize: 100 });
    const nums = await call<TaskNums>('center/myTaskNums');
    expect(nums.total).toBe(list.total);
    for (const k of nums.kinds) expect(k.count).toBe(list.list.filter((i) => i.kind === k.kind).length);
    expect(nums.kinds.map((k) => k.kind)).toEqual(['message', 'exam', 'homework', 'task', 'vote', 'develop', 'studyGroup']);
    // every job is listed as itself, so none of his to-do messages shows again beside it
    expect(nums.kinds.filter((k) => !['message', 'vote', 'studyGroup'].includes(k.kind)).every((k) => k.count > 0)).toBe(true);
    expect(nums.kinds.find((k) => k.kind === 'studyGroup')!.count).toBe(0);
    expect(list.list.find((i) => i.kind === 'homework')).toMatchObject({
      actionText: '继续撰写',
      path: expect.stringMatching(/^\/index\/special-training\/\d+$/),
    });
    expect(list.list.find((i) => i.kind === 'exam')).toMatchObject({ path: '/index/exam-center', source: '考试中心' });
    // this quarter's 思想汇报 and last quarter's returned one
    expect(
      list.list
        .filter((i) => i.kind === 'develop')
        .map((i) => i.actionText)
        .sort(),
    ).toEqual(['修改后提交', '去撰写']);
    // overdue first, then soonest due first, nothing due last
    const dues = list.list.map((i) => `${i.overdue ? 0 : 1}${i.dueAt ?? '\uffff'}`);
    expect([...dues].sort()).toEqual(dues);

    const messages = await call<MessagePage>('center/myMessages', { pageNum: 1, pageSize: 1 });
    const bench = await call<Workbench>('center/workbenches');
    expect(bench.taskNums).toEqual(nums);
    expect(bench.unreadMessages).toBe(messages.counts.unread);
    expect(bench.user).toMatchObject({ account: '2023010101', name: '张晓明' });
    expect(bench.upcoming).toEqual(list.list.slice(0, 5));
    expect(bench.latestMessages.length).toBeGreaterThan(0);
  });

  it('reading closes no to-do: 全部标为已读 leaves the list and its counts as they were', async () => {
    const call = await as('2023010103');
    const before = await call<{ list: PendingTask[]; total: number }>('center/myTaskList', { pageNum: 1, pageSize: 100 });
    await call<MessageCounts>('center/setReadAll', { kind: 'todo' });
    const after = await call<{ list: PendingTask[]; total: number }>('center/myTaskList', { pageNum: 1, pageSize: 100 });
    expect(after.list.map((i) => i.key)).toEqual(before.list.map((i) => i.key));
    const todos = await call<MessagePage>('center/myMessages', { pageNum: 1, pageSize: 20, kind: 'todo' });
    expect(todos.list.every((m) => m.read)).toBe(true);
    expect(todos.list.find((m) => m.title === '请提交学习心得体会')).toMatchObject({ done: false });
  });

  it('each job once: the 心得 and the upload are listed as themselves, not again as their to-do messages; handing the 心得 in closes both', async () => {
    const call = await as('2023010103');
    const list = (await call<{ list: PendingTask[] }>('center/myTaskList', { pageNum: 1, pageSize: 100 })).list;
    const titles = list.map((i) => i.title);
    expect(titles).not.toContain('请提交学习心得体会');
    expect(titles).not.toContain('请上传入党申请书扫描件');
    const work = list.find((i) => i.kind === 'homework' && i.key.startsWith('experience:'))!;
    expect(list.find((i) => i.kind === 'task' && i.title === '提交入党申请书扫描件')).toBeDefined();
    const topicId = Number(work.key.split(':')[1]);
    await call('topic/writeExperience', { topicId, content: '学'.repeat(1200), rev: 1, submit: true });
    const after = (await call<{ list: PendingTask[] }>('center/myTaskList', { pageNum: 1, pageSize: 100 })).list;
    expect(after.map((i) => i.key)).not.toContain(work.key);
    expect(after.map((i) => i.title)).not.toContain('请提交学习心得体会');
    const todos = await call<MessagePage>('center/myMessages', { pageNum: 1, pageSize: 20, kind: 'todo' });
    expect(todos.list.find((m) => m.title === '请提交学习心得体会')).toMatchObject({ done: true, overdue: false });
  });

  it('请完善个人资料 is closed while the phone and e-mail are filled in, open again (and 逾期, first) when not', async () => {
    const call = await as('2023010101');
    const titles = async () => (await call<{ list: PendingTask[] }>('center/myTaskList', { pageNum: 1, pageSize: 100 })).list;
    expect((await titles()).map((i) => i.title)).not.toContain('请完善个人资料');
    await t.db.updateTable('user').set({ email: '' }).where('account', '=', '2023010101').execute();
    const open = await titles();
    expect(open.find((i) => i.title === '请完善个人资料')).toMatchObject({
      kind: 'message',
      path: '/personal-space/my/modify-info',
      actionText: '去完善',
      overdue: false,
    });
    await t.db
      .updateTable('message')
      .set({ dueAt: new Date(Date.now() - 86400_000).toISOString() })
      .where('title', '=', '请完善个人资料')
      .execute();
    const late = await titles();
    expect(late.find((i) => i.title === '请完善个人资料')).toMatchObject({ overdue: true });
    const overdue = late.map((i) => i.overdue);
    expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)));
  });

  it('a 正式党员 has the branch’s open vote until she casts her ballot', async () => {
    const call = await as('2021030301');
    const [vote] = (await call<{ list: PendingTask[] }>('center/myTaskList', { pageNum: 1, pageSize: 10, kind: 'vote' })).list;
    expect(vote).toMatchObject({ actionText: '去投票', path: '/personal-space/workbenches/activity?tab=votes' });
    const voteId = Number(vote.key.split(':')[1]);
    const detail = await call<{ items: { id: number }[] }>('orgAct/voteItemList', { voteId });
    await call('orgAct/voteResult', { voteId, itemIds: [detail.items[0].id] });
    expect((await call<TaskNums>('center/myTaskNums')).kinds.find((k) => k.kind === 'vote')!.count).toBe(0);
  });

  it('a cadre of the 理论学习中心组 has the sessions whose 学习体会 is still to write', async () => {
    const token = await t.login('gb001', 'Ganbu@2026');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trainingApi/v1/center/myTaskList',
      headers: { token },
      payload: { pageNum: 1, pageSize: 20, kind: 'studyGroup' },
    });
    const list = (res.json() as { data: { list: PendingTask[] } }).data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((i) => i.actionText)).toContain('继续撰写');
    expect(list.every((i) => i.path === '/personal-space/workbenches/activity?tab=centerGroup')).toBe(true);
  });

  it('a learner with nothing pending in a kind gets zeros, not an error; a bad kind is refused in Chinese', async () => {
    const call = await as('2021030301');
    const nums = await call<TaskNums>('center/myTaskNums');
    expect(nums.kinds.find((k) => k.kind === 'task')!.count).toBe(0);
    const token = await t.login('2021030301', 'Dangjian@2026');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trainingApi/v1/center/myTaskList',
      headers: { token },
      payload: { pageNum: 1, pageSize: 10, kind: 'vote2' },
    });
    expect(res.json()).toMatchObject({ code: 10002, msg: expect.stringMatching(/待办类型/) });
  });
});
