import { createTestApp, type TestApp } from '../test/testApp';
import { inTransaction, isUniqueViolation } from './transaction';

// On both databases (TEST_DATABASE_URL): a transaction stands or falls whole, and no statement
// of another request lands inside it (SQLite has one connection for everyone).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close(), 120_000);
afterEach(() => t.db.deleteFrom('setting').execute());

const row = (key: string) => ({ key, value: '1', updatedAt: '2026-01-01T00:00:00.000Z' });
const keys = async () => (await t.db.selectFrom('setting').select('key').orderBy('key').execute()).map((r) => r.key);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('commits every write, or none when the function throws', async () => {
  await inTransaction(t.db, async (trx) => {
    await trx.insertInto('setting').values(row('a')).execute();
    await trx.insertInto('setting').values(row('b')).execute();
  });
  await expect(
    inTransaction(t.db, async (trx) => {
      await trx.insertInto('setting').values(row('c')).execute();
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(await keys()).toEqual(['a', 'b']);
});

test('a concurrent request neither sees nor joins an open transaction', async () => {
  let other: Promise<[string[], unknown]> | undefined;
  const tx = inTransaction(t.db, async (trx) => {
    await trx.insertInto('setting').values(row('inside')).execute();
    // Another request runs while this transaction waits: its read and its write must not be
    // part of this transaction (on SQLite they wait for it; on PostgreSQL they use another connection).
    other = Promise.all([keys(), t.db.insertInto('setting').values(row('outside')).execute()]);
    await sleep(50);
    throw new Error('roll back');
  });
  await expect(tx).rejects.toThrow('roll back');
  const [seenDuring] = await other!;
  expect(seenDuring).not.toContain('inside');
  expect(await keys()).toEqual(['outside']);
});

test('a nested call joins the outer transaction', async () => {
  await expect(
    inTransaction(t.db, async (trx) => {
      await inTransaction(trx, (inner) => inner.insertInto('setting').values(row('nested')).execute());
      throw new Error('outer fails');
    }),
  ).rejects.toThrow('outer fails');
  expect(await keys()).toEqual([]);
});

test('isUniqueViolation knows a duplicate key on this database, and nothing else', async () => {
  await t.db.insertInto('setting').values(row('dup')).execute();
  const dup = await t.db
    .insertInto('setting')
    .values(row('dup'))
    .execute()
    .catch((e: unknown) => e);
  expect(isUniqueViolation(dup)).toBe(true);
  const other = await t.db
    .insertInto('setting')
    .values({ ...row('x'), value: null as unknown as string })
    .execute()
    .catch((e: unknown) => e);
  // A NOT NULL violation: a constraint error too, but not a duplicate (the native SqliteError
  // is not an instance of the test realm's Error, so check its code instead).
  expect(other).toMatchObject({ code: expect.stringMatching(/^(23502|SQLITE_CONSTRAINT_NOTNULL)$/) });
  expect(isUniqueViolation(other)).toBe(false);
  expect(isUniqueViolation(new Error('unique'))).toBe(false);
});
