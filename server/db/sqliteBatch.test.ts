import { sql, type Kysely } from 'kysely';
import { createDb, sqliteOf } from './database';
import { prepared } from './prepared';
import type { Database } from './schema';
import { MAX_JOBS, sqliteBatch } from './sqliteBatch';
import { inTransaction } from './transaction';

// SQLite's group commit (a database of its own in memory, whichever engine the suite runs on):
// jobs that arrive together share one transaction, a job that throws leaves no trace, a failed
// commit fails every job of it, and no job runs inside another request's transaction.

let db: Kysely<Database>;
const raw = () => sqliteOf(db)!;
const names = () => (raw().prepare('select name from t order by name').all() as { name: string }[]).map((r) => r.name);
const insert = (name: string) => () => raw().prepare('insert into t (name) values (?)').run(name).changes;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  db = createDb({ databaseUrl: '', sqliteFile: ':memory:' });
  raw().exec(`create table t (name text primary key);
    create table parent (id integer primary key);
    create table child (id integer primary key, parent_id integer references parent(id) deferrable initially deferred)`);
});
afterEach(() => db.destroy());

test('jobs answer their own results once committed; a job that throws leaves no trace', async () => {
  const batch = sqliteBatch(db)!;
  const results = await Promise.allSettled([
    batch.run(insert('a')),
    batch.run(() => {
      insert('b')();
      throw new Error('refused');
    }),
    batch.run(insert('c')),
    // a constraint error of the job itself (duplicate key): only this job fails
    batch.run(insert('a')),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
  expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused');
  expect(names()).toEqual(['a', 'c']);
  expect(raw().inTransaction).toBe(false);
});

test('jobs run once when all succeed; when one throws, the attempt is undone and each runs again in its own savepoint', async () => {
  const batch = sqliteBatch(db)!;
  const runs: string[] = [];
  const job = (name: string) => () => {
    runs.push(name);
    return insert(name)();
  };
  await Promise.all([batch.run(job('a')), batch.run(job('b'))]);
  expect(runs).toEqual(['a', 'b']);
  runs.length = 0;
  const results = await Promise.allSettled([
    batch.run(job('c')),
    batch.run(() => {
      runs.push('x');
      insert('x')();
      throw new Error('refused');
    }),
    batch.run(job('d')),
  ]);
  expect(runs).toEqual(['c', 'x', 'c', 'x', 'd']);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  // each row once: the first attempt left nothing behind
  expect(names()).toEqual(['a', 'b', 'c', 'd']);
});

test('jobs queued together share one transaction: a commit that fails fails them all', async () => {
  const batch = sqliteBatch(db)!;
  // A deferred foreign key is checked only at COMMIT: the whole transaction is refused, so the
  // job that wrote a good row must fail with it.
  const results = await Promise.allSettled([
    batch.run(insert('good')),
    batch.run(() => raw().prepare('insert into child (id, parent_id) values (1, 99)').run().changes),
  ]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  expect(names()).toEqual([]);
  expect(raw().inTransaction).toBe(false);
  // and the next jobs commit as usual
  await expect(batch.run(insert('after'))).resolves.toBe(1);
  expect(names()).toEqual(['after']);
});

test("a job never runs inside another request's open transaction", async () => {
  const batch = sqliteBatch(db)!;
  let job: Promise<number> | undefined;
  await expect(
    inTransaction(db, async (trx) => {
      await sql`insert into t (name) values ('inside')`.execute(trx);
      job = batch.run(() => {
        // the transaction below rolled back before this job started
        expect(names()).toEqual([]);
        return insert('job')();
      });
      await sleep(30);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  await expect(job).resolves.toBe(1);
  expect(names()).toEqual(['job']);
});

test(`more than ${MAX_JOBS} jobs at once all run, over several transactions`, async () => {
  const batch = sqliteBatch(db)!;
  const n = MAX_JOBS * 2 + 10;
  const counts = await Promise.all(Array.from({ length: n }, (_, i) => batch.run(insert(`n${String(i).padStart(4, '0')}`))));
  expect(counts.every((c) => c === 1)).toBe(true);
  expect(names()).toHaveLength(n);
});

test('a prepared query run synchronously answers what its Kysely run answers, CamelCase keys included, all rows or the first', async () => {
  raw().exec(`create table person (id integer primary key, full_name text, birth_year integer);
    insert into person values (1, '张晓明', 2004), (2, '李思雨', 2003)`);
  // a table outside the schema: the row type is given by hand
  const byYear = prepared((k, a: { year: number }) =>
    (k as unknown as Kysely<{ person: { id: number; fullName: string; birthYear: number } }>)
      .selectFrom('person')
      .select(['id', 'fullName', 'birthYear'])
      .where('birthYear', '>=', a.year)
      .orderBy('id'),
  );
  const viaKysely = await byYear(db, { year: 2003 });
  expect(byYear.sync(db).all({ year: 2003 })).toEqual(viaKysely);
  expect(viaKysely).toEqual([
    { id: 1, fullName: '张晓明', birthYear: 2004 },
    { id: 2, fullName: '李思雨', birthYear: 2003 },
  ]);
  expect(byYear.sync(db).all({ year: 2004 })).toEqual([{ id: 1, fullName: '张晓明', birthYear: 2004 }]);
  // get: the first row alone, or none
  expect(byYear.sync(db).get({ year: 2003 })).toEqual({ id: 1, fullName: '张晓明', birthYear: 2004 });
  expect(byYear.sync(db).get({ year: 2005 })).toBeUndefined();
});
