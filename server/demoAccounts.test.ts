import { demoAccountLines } from './demoAccounts';
import { insertUser } from './test/fixtures';
import { createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

test('the start banner lists only the demo accounts the database has (an older demo database lacks the newer ones)', async () => {
  expect(await demoAccountLines(t.db)).toEqual([]);
  await insertUser(t.db, { account: '2023010101', password: 'Dangjian@2026' });
  await insertUser(t.db, { account: 'gb001', password: 'Ganbu@2026' });
  const lines = await demoAccountLines(t.db);
  expect(lines[0]).toBe('演示账号：');
  expect(lines.filter((l) => l.startsWith('  ')).map((l) => l.trim().split(/\s+/)[0])).toEqual(['2023010101', 'gb001']);
  expect(lines.join('\n')).not.toContain('2022050501');
});
