import type { PendingTask } from '../../../contract/centerWorkbench';
import { endpoints } from '../../../contract/endpoints';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// The demo messages as a learner of this term's 积极分子 class sees them: a to-do asking for
// something that has a deadline of its own shows that deadline, not another one.

let t: TestApp;
const SETUP_MS = 60_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function pending(account: string): Promise<PendingTask[]> {
  const token = await t.login(account, 'Dangjian@2026');
  const res = await call<{ list: PendingTask[] }>(t.app, endpoints.center.myTaskList.path, { pageNum: 1, pageSize: 100 }, token);
  return res.data.list;
}

describe('demo to-do messages', () => {
  it('张晓明’s 请上传入党申请书扫描件 is due when the task 提交入党申请书扫描件 is (23:59 of its day)', async () => {
    const list = await pending('2023010101');
    const message = list.find((i) => i.kind === 'message' && i.title === '请上传入党申请书扫描件');
    const task = list.find((i) => i.kind === 'task' && i.title === '提交入党申请书扫描件');
    expect(task?.dueAt).toMatch(/T15:59:00/);
    expect(message?.dueAt).toBe(task?.dueAt);
  });
});
