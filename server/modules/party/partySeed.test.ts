import { cardRecordDetail } from './dues';
import { snsPage, talkList } from './board';
import { insertUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { insertPartyBoardDemo } from '../../db/seed/party/board';
import { insertDuesDemo } from '../../db/seed/party/dues';

// The party demo parts on their own: the board's topics and posts (never dated after the seed
// runs), and the dues records of 王浩然, 陈静 and 赵建国 computed by the server's rule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close(), 120_000);

const NOW = '2026-11-25T04:00:00.000Z';

it('loads the board and the dues records the issue describes', async () => {
  const person = (account: string, name: string, partyStatus: string, joinPartyDate: string, appId = 6) =>
    insertUser(t.db, { account, password: 'Dangjian@2026', name, partyStatus, joinPartyDate, appId });
  const haoran = await person('2022020201', '王浩然', 'probationary', '2026-05-20');
  const jing = await person('2021030301', '陈静', 'member', '2025-06-20');
  const cadre = await person('gb001', '赵建国', 'member', '1996-06-28', 5);
  for (const [account, name] of [
    ['2023010101', '张晓明'],
    ['2023010102', '李思雨'],
    ['2024110031', '杨雪'],
    ['2022050501', '王建华'],
  ]) {
    await person(account, name, 'activist', '2026-01-01');
  }
  await insertPartyBoardDemo(t.db, NOW);
  await insertDuesDemo(t.db, NOW);

  const talks = await talkList(t.db);
  expect(talks).toHaveLength(4);
  const posts = await snsPage(t.db, haoran, { pageNum: 1, pageSize: 50 });
  expect(posts.total).toBe(7);
  expect(posts.list.every((p) => p.createdAt <= NOW)).toBe(true);
  expect(posts.list.find((p) => p.authorName === '王浩然')).toMatchObject({
    mine: true,
    images: ['/uploads/demo/party-board-2.svg', '/uploads/demo/party-board-3.svg'],
  });
  const likes = await t.db.selectFrom('partySnsLike').select('createdAt').execute();
  expect(likes.every((l) => l.createdAt <= NOW)).toBe(true);

  const now = new Date(NOW);
  const h = await cardRecordDetail(t.db, haoran, undefined, now);
  expect(h.records.map((r) => r.month)).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
  expect(h.records.map((r) => r.paid)).toEqual([true, true, true, true, true, false]);
  expect(h).toMatchObject({ category: 'student', totalDue: '1.20', totalPaid: '1.00', unpaidMonths: 1 });
  const j = await cardRecordDetail(t.db, jing, undefined, now);
  expect(j.records.at(-1)).toMatchObject({ month: '2026-11', paid: false, amount: '0.20' });
  expect(j.years).toEqual([2026, 2025]);
  expect(j).toMatchObject({ totalDue: '2.20', unpaidMonths: 1 });
  const c = await cardRecordDetail(t.db, cadre, 2026, now);
  expect(c.records.at(-1)).toMatchObject({ month: '2026-11', base: '12680.00', rate: '2%', amount: '253.60', paid: false });
});
