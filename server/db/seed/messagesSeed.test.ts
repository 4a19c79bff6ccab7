import type { PendingTask } from '../../../contract/centerWorkbench';
import { endpoints } from '../../../contract/endpoints';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// The demo messages as a learner of this term's 积极分子 class sees them: a to-do asking for
// something that has a deadline of its own shows that deadline, not another one.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function pending(account: string): Promise<PendingTask[]> {
  const token = await t.login(account, 'Dangjian@2026');
  const res = await call<{ list: PendingTask[] }>(t.app, endpoints.center.myTaskList.path, { pageNum: 1, pageSize: 100 }, token);
  return res.data.list;
}

/**
 * A to-do message's due time as the learner's messages hold it (the workbench lists a to-do about
 * a job it already lists, such as a task or an exam, once: as that job).
 */
async function due(account: string, title: string): Promise<string | null | undefined> {
  const row = await t.db
    .selectFrom('message as m')
    .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select('m.dueAt')
    .where('u.account', '=', account)
    .where('m.title', '=', title)
    .where('m.kind', '=', 'todo')
    .executeTakeFirst();
  return row?.dueAt;
}

describe('demo to-do messages', () => {
  it('张晓明’s 请上传入党申请书扫描件 is due when the task 提交入党申请书扫描件 is (23:59 of its day)', async () => {
    const list = await pending('2023010101');
    const task = list.find((i) => i.kind === 'task' && i.title === '提交入党申请书扫描件');
    expect(task?.dueAt).toMatch(/T15:59:00/);
    expect(await due('2023010101', '请上传入党申请书扫描件')).toBe(task?.dueAt);
  });

  it('the other to-dos are due when what they ask for is: the 心得体会, the 专题党课’s sign-up, the 测试', async () => {
    const zhang = await pending('2023010101');
    const homework = zhang.filter((i) => i.kind === 'homework' && /^\/index\/special-training\//.test(i.path));
    expect(homework).toHaveLength(1);
    expect(await due('2023010101', '请提交学习心得体会')).toBe(homework[0].dueAt);
    const lesson = await t.db
      .selectFrom('activity')
      .select('signupDeadline')
      .where('title', '=', '专题党课：学习贯彻党的二十大精神')
      .executeTakeFirstOrThrow();
    expect(await due('2023010101', '请报名参加专题党课')).toBe(lesson.signupDeadline);
    const li = await pending('2023010102');
    const exam = li.find((i) => i.kind === 'exam' && i.title === '发展对象党章党规知识测试');
    expect(exam?.dueAt).toBeTruthy();
    expect(await due('2023010102', '请参加发展对象党章党规知识测试')).toBe(exam?.dueAt);
  });
});
