import type { PendingTask, TaskNums, Workbench } from '../../../contract/centerWorkbench';
import type { MessageCounts, MessagePage } from '../../../contract/centerMessages';
import { createTestApp, type TestApp } from '../../test/testApp';

// The workbench on the demo data: every kind a 积极分子 in this term's class has pending, counts
// that agree with the list and with the message badge, and a pending thing leaving the list when
// it is done.

let t: TestApp;
const SETUP_MS = 60_000;
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
    expect(nums.kinds.filter((k) => k.kind !== 'vote' && k.kind !== 'studyGroup').every((k) => k.count > 0)).toBe(true);
    expect(nums.kinds.find((k) => k.kind === 'studyGroup')!.count).toBe(0);
    expect(list.list.find((i) => i.kind === 'homework')).toMatchObject({ actionText: '继续撰写', path: expect.stringMatching(/^\/index\/special-training\/\d+$/) });
    expect(list.list.find((i) => i.kind === 'exam')).toMatchObject({ path: '/index/exam-center', source: '考试中心' });
    // this quarter's 思想汇报 and last quarter's returned one
    expect(list.list.filter((i) => i.kind === 'develop').map((i) => i.actionText).sort()).toEqual(['修改后提交', '去撰写']);
    // soonest due first, nothing due last
    const dues = list.list.map((i) => i.dueAt ?? '\uffff');
    expect([...dues].sort()).toEqual(dues);

    const messages = await call<MessagePage>('center/myMessages', { pageNum: 1, pageSize: 1 });
    expect(nums.kinds.find((k) => k.kind === 'message')!.count).toBe(messages.counts.unreadTodos);
    const bench = await call<Workbench>('center/workbenches');
    expect(bench.taskNums).toEqual(nums);
    expect(bench.unreadMessages).toBe(messages.counts.unread);
    expect(bench.user).toMatchObject({ account: '2023010101', name: '张晓明' });
    expect(bench.upcoming).toEqual(list.list.slice(0, 5));
    expect(bench.latestMessages.length).toBeGreaterThan(0);
  });

  it('a to-do message leaves the list once read, and the counts drop with it', async () => {
    const call = await as('2023010103');
    const before = await call<TaskNums>('center/myTaskNums');
    const todo = (await call<{ list: PendingTask[] }>('center/myTaskList', { pageNum: 1, pageSize: 100, kind: 'message' })).list[0];
    const counts = await call<MessageCounts>('center/setReadSingle', { messageId: Number(todo.key.split(':')[1]) });
    const after = await call<TaskNums>('center/myTaskNums');
    expect(after.total).toBe(before.total - 1);
    expect(after.kinds.find((k) => k.kind === 'message')!.count).toBe(counts.unreadTodos);
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
    const res = await t.app.inject({ method: 'POST', url: '/trainingApi/v1/center/myTaskList', headers: { token }, payload: { pageNum: 1, pageSize: 20, kind: 'studyGroup' } });
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
    const res = await t.app.inject({ method: 'POST', url: '/trainingApi/v1/center/myTaskList', headers: { token }, payload: { pageNum: 1, pageSize: 10, kind: 'vote2' } });
    expect(res.json()).toMatchObject({ code: 10002, msg: expect.stringMatching(/待办类型/) });
  });
});
