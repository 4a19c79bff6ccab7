import { sql, type Kysely } from 'kysely';
import { createDb, sqliteOf } from './database';
import { writeGroup } from './writeGroup';

// Write statements run as one through a temporary view's triggers (a database of its own in
// memory, whichever engine the suite runs on): every part runs, a `when` skips its part, the
// group is one statement (all or nothing) inside the caller's transaction, and a statement that
// cannot live in a trigger is refused when the group is made.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
let db: AnyDb;
const raw = () => sqliteOf(db)!;
const rows = (table: string) => raw().prepare(`select * from ${table} order by 1`).all();

type Move = { id: number; amount: number; note: string };

const move = writeGroup<Move>('move', ['id', 'amount', 'note'], (d, f) => [
  { statements: [(d as AnyDb).updateTable('account').set((eb) => ({ balance: eb('balance', '+', f.amount) })).where('id', '=', f.id)] },
  {
    when: sql<boolean>`${f.amount} >= ${sql.lit(100)}`,
    statements: [(d as AnyDb).insertInto('audit').values({ accountId: f.id, note: f.note })],
  },
]);

beforeEach(() => {
  db = createDb({ databaseUrl: '', sqliteFile: ':memory:' }) as unknown as AnyDb;
  raw().exec(`create table account (id integer primary key, balance integer not null check (balance >= 0));
    create table audit (account_id integer not null, note text not null);
    insert into account values (1, 50), (2, 0)`);
});
afterEach(() => db.destroy());

test('one call runs every part; a part whose condition fails is skipped', () => {
  const run = move.sync(db);
  run({ id: 1, amount: 30, note: '小额' });
  run({ id: 2, amount: 150, note: '大额入账' });
  expect(rows('account')).toEqual([{ id: 1, balance: 80 }, { id: 2, balance: 150 }]);
  expect(rows('audit')).toEqual([{ account_id: 2, note: '大额入账' }]);
});

test('the group is one statement: a failing statement undoes the others, and nothing else', () => {
  const run = move.sync(db);
  run({ id: 1, amount: 100, note: '先入账' });
  // the update breaks the check, so the audit row of the same call is not written either
  expect(() => run({ id: 2, amount: -500, note: '透支' })).toThrow(/CHECK constraint/);
  expect(() => run({ id: 1, amount: 200, note: null as unknown as string })).toThrow(/NOT NULL/);
  expect(rows('account')).toEqual([{ id: 1, balance: 150 }, { id: 2, balance: 0 }]);
  expect(rows('audit')).toEqual([{ account_id: 1, note: '先入账' }]);
});

test('it writes inside the caller\'s transaction, and a rollback takes it back', () => {
  const run = move.sync(db);
  raw().exec('begin');
  run({ id: 1, amount: 500, note: '回滚' });
  raw().exec('rollback');
  expect(rows('account')).toEqual([{ id: 1, balance: 50 }, { id: 2, balance: 0 }]);
  expect(rows('audit')).toEqual([]);
});

test('each connection gets its own view; a statement with a parameter of its own is refused', async () => {
  const other = createDb({ databaseUrl: '', sqliteFile: ':memory:' }) as unknown as AnyDb;
  sqliteOf(other)!.exec('create table account (id integer primary key, balance integer not null); create table audit (account_id integer, note text)');
  sqliteOf(other)!.exec('insert into account values (1, 0)');
  move.sync(other)({ id: 1, amount: 7, note: '' });
  move.sync(db)({ id: 1, amount: 7, note: '' });
  expect(sqliteOf(other)!.prepare('select balance from account').pluck().get()).toBe(7);
  expect(rows('account')).toEqual([{ id: 1, balance: 57 }, { id: 2, balance: 0 }]);
  await other.destroy();

  const bad = writeGroup<Move>('bad', ['id', 'amount', 'note'], (d, f) => [
    { statements: [(d as AnyDb).updateTable('account').set({ balance: 100 }).where('id', '=', f.id)] },
  ]);
  expect(() => bad.sync(db)).toThrow(/has parameters .*sql\.lit/);
});
