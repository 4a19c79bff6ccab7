import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { MessageCounts, MessageDetail, MessagePage } from '../../../contract/centerMessages';
import { insertPeople, insertStructure, type People } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// The learner's messages: only their own, unread first, read state changed by conditional
// updates that keep the first read time, counts that agree with the list.

const center = endpoints.center;
let t: TestApp;
let people: People;
let xiaoming: string;
let haoran: string;
const SETUP_MS = 120_000;
const DAY = 86400_000;

beforeAll(async () => {
  t = await createTestApp();
  people = await insertPeople(t.db, await insertStructure(t.db));
  xiaoming = await t.login(people.learner.account, people.learner.password);
  haoran = await t.login(people.probationer.account, people.probationer.password);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
beforeEach(async () => {
  await t.db.deleteFrom('messageRecipient').execute();
  await t.db.deleteFrom('message').execute();
});

/** A message to the users, sent `daysAgo`; answers its id. */
async function send(kind: 'notice' | 'todo', title: string, daysAgo: number, to: number[], body = `${title}的正文。`): Promise<number> {
  const row = await t.db
    .insertInto('message')
    .values({
      kind,
      title,
      body,
      sender: '校党校',
      sentAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      dueAt: kind === 'todo' ? new Date(Date.now() + 3 * DAY).toISOString() : null,
      actionPath: kind === 'todo' ? '/index/train-activity' : '',
      actionText: kind === 'todo' ? '去报名' : '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('messageRecipient')
    .values(to.map((userId) => ({ userId, messageId: row.id, readAt: null })))
    .execute();
  return row.id;
}

const page = async (token: string, body: object = {}) => {
  const res = await call<MessagePage>(t.app, center.myMessages.path, { pageNum: 1, pageSize: 20, ...body }, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
};
const ok = <T>(res: { code: number; msg: string; data: T }) => {
  expect({ code: res.code, msg: res.msg }).toMatchObject({ code: CODE_OK });
  return res.data;
};

describe('center/myMessages', () => {
  it('lists only the caller’s messages, unread first and newest first within each, with counts by kind', async () => {
    const me = people.learner.id;
    const old = await send('notice', '开班通知', 10, [me, people.probationer.id]);
    await send('notice', '平台维护通知', 1, [me]);
    await send('todo', '请报名参加专题党课', 5, [me]);
    await send('notice', '只发给王浩然的通知', 2, [people.probationer.id]);
    await t.db
      .updateTable('messageRecipient')
      .set({ readAt: new Date().toISOString() })
      .where('messageId', '=', old)
      .where('userId', '=', me)
      .execute();

    const all = await page(xiaoming);
    expect(all.list.map((m) => [m.title, m.read])).toEqual([
      ['平台维护通知', false],
      ['请报名参加专题党课', false],
      ['开班通知', true],
    ]);
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ unread: 2, unreadNotices: 1, unreadTodos: 1 });
    expect(all.list[1]).toMatchObject({ kind: 'todo', actionPath: '/index/train-activity', actionText: '去报名', sender: '校党校' });

    expect((await page(xiaoming, { filter: 'unread' })).list.map((m) => m.title)).toEqual(['平台维护通知', '请报名参加专题党课']);
    expect((await page(xiaoming, { filter: 'read' })).list.map((m) => m.title)).toEqual(['开班通知']);
    expect((await page(xiaoming, { kind: 'todo' })).list.map((m) => m.title)).toEqual(['请报名参加专题党课']);
    // the same message, read by one learner, stays unread for the other
    expect((await page(haoran)).list.map((m) => [m.title, m.read])).toEqual([
      ['只发给王浩然的通知', false],
      ['开班通知', false],
    ]);
  });

  it('refuses a bad filter with a Chinese message naming the field', async () => {
    const res = await call(t.app, center.myMessages.path, { pageNum: 1, pageSize: 10, filter: 'new' }, xiaoming);
    expect(res.code).toBe(CODE_OPERATION_ERROR);
    expect(res.msg).toMatch(/阅读状态/);
  });
});

describe('center/messageDetail and the read calls', () => {
  it('opening marks read once (the first time stays); the counts drop by one', async () => {
    const id = await send('notice', '开班通知', 1, [people.learner.id], '第一段。\n\n<img src=x onerror=alert(1)>');
    await send('notice', '另一条', 2, [people.learner.id]);
    const first = ok(await call<MessageDetail>(t.app, center.messageDetail.path, { messageId: id }, xiaoming));
    expect(first.body).toBe('第一段。\n\n<img src=x onerror=alert(1)>');
    expect(first.read).toBe(true);
    expect(first.readAt).not.toBeNull();
    const again = ok(await call<MessageDetail>(t.app, center.messageDetail.path, { messageId: id }, xiaoming));
    expect(again.readAt).toBe(first.readAt);
    expect((await page(xiaoming)).counts).toEqual({ unread: 1, unreadNotices: 1, unreadTodos: 0 });
  });

  it('another learner’s message is “消息不存在” to every call, and changes nothing', async () => {
    const theirs = await send('notice', '王浩然的通知', 1, [people.probationer.id]);
    const mine = await send('notice', '我的通知', 1, [people.learner.id]);
    for (const [path, body] of [
      [center.messageDetail.path, { messageId: theirs }],
      [center.setReadSingle.path, { messageId: theirs }],
      [center.setRead.path, { messageIds: [mine, theirs] }],
      [center.messageDetail.path, { messageId: 999999 }],
    ] as const) {
      const res = await call(t.app, path, body, xiaoming);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OPERATION_ERROR, msg: '消息不存在' });
    }
    const rows = await t.db.selectFrom('messageRecipient').select(['messageId', 'readAt']).execute();
    expect(rows.every((r) => r.readAt === null)).toBe(true);
  });

  it('setRead, setReadSingle and setReadAll (of one kind or all) answer the new counts', async () => {
    const me = [people.learner.id];
    const a = await send('notice', 'A', 1, me);
    const b = await send('notice', 'B', 2, me);
    await send('notice', 'C', 3, me);
    await send('todo', 'D', 4, me);
    await send('todo', 'E', 5, me);
    expect(ok(await call<MessageCounts>(t.app, center.setReadSingle.path, { messageId: a }, xiaoming))).toEqual({
      unread: 4,
      unreadNotices: 2,
      unreadTodos: 2,
    });
    expect(ok(await call<MessageCounts>(t.app, center.setRead.path, { messageIds: [a, b] }, xiaoming))).toEqual({
      unread: 3,
      unreadNotices: 1,
      unreadTodos: 2,
    });
    expect(ok(await call<MessageCounts>(t.app, center.setReadAll.path, { kind: 'todo' }, xiaoming))).toEqual({
      unread: 1,
      unreadNotices: 1,
      unreadTodos: 0,
    });
    expect(ok(await call<MessageCounts>(t.app, center.setReadAll.path, {}, xiaoming))).toEqual({
      unread: 0,
      unreadNotices: 0,
      unreadTodos: 0,
    });
    const empty = await call(t.app, center.setRead.path, { messageIds: [] }, xiaoming);
    expect(empty.code).toBe(CODE_OPERATION_ERROR);
    expect(empty.msg).toMatch(/消息/);
  });

  it('twenty concurrent opens and marks of one message keep one read time and consistent counts', async () => {
    const id = await send('notice', '并发', 1, [people.learner.id]);
    await send('notice', '仍未读', 2, [people.learner.id]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? call<MessageDetail>(t.app, center.messageDetail.path, { messageId: id }, xiaoming)
          : call<MessageCounts>(t.app, center.setReadSingle.path, { messageId: id }, xiaoming),
      ),
    );
    expect(results.every((r) => r.code === CODE_OK)).toBe(true);
    const times = new Set(results.filter((_, i) => i % 2 === 0).map((r) => (r.data as MessageDetail).readAt));
    expect(times.size).toBe(1);
    expect((await page(xiaoming)).counts.unread).toBe(1);
  });
});
