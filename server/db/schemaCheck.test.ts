// Rolling upgrades with the real list of migrations: a newer release is simulated by migrating
// with migrations appended to the list (and another release recorded), then the current code
// starts on that database. On SQLite, or PostgreSQL when TEST_DATABASE_URL is set.
import { sql, type Kysely } from 'kysely';
import { emptyTestDb } from '../test/emptyDb';
import { migrateToLatest } from './migrate';
import { migrations, type AppMigration } from './migrations';
import { CODE_RELEASE } from './release';
import { prepareSchema, SchemaRefusal } from './schemaCheck';
import { META_RELEASE, META_REQUIRES, readSchemaState } from './schemaState';
import type { Database } from './schema';
import { addsTable as adds } from '../test/newerRelease';

const CODE_LATEST = Object.keys(migrations).sort().at(-1)!;
const NEWER = '9.9.9';

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterEach(() => close(), 120_000);

const meta = async (key: string) => (await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(SchemaRefusal);
      const message = (err as Error).message;
      expect(message).not.toContain('\n');
      expect(message).not.toContain('corrupted migrations');
      return message;
    },
  );

test('MIGRATE_ON_START=0 on a database that is behind refuses naming npm run migrate; migrating once makes it start', async () => {
  const message = await refusal(prepareSchema(db, { migrate: false }));
  expect(message).toContain('请先运行 npm run migrate');
  expect(message).toContain('MIGRATE_ON_START=0');
  expect(message).toContain(`${CODE_RELEASE} 版本，最新迁移 ${CODE_LATEST}`);

  const first = await prepareSchema(db, { migrate: true });
  expect(first.applied).toEqual(Object.keys(migrations).sort());
  expect(first.warning).toBeNull();
  expect(await meta(META_RELEASE)).toBe(CODE_RELEASE);
  expect(await meta(META_REQUIRES)).toBeNull();

  const again = await prepareSchema(db, { migrate: false });
  expect(again).toMatchObject({ applied: [], warning: null, state: { pending: [], unknown: [], dbLatest: CODE_LATEST } });
}, 120_000);

test('a newer release that only added: the older code starts with a warning naming both versions, and does not migrate', async () => {
  await migrateToLatest(db, { ...migrations, '9001_newer_table': adds('newer_table') }, NEWER);
  for (const migrate of [true, false]) {
    const report = await prepareSchema(db, { migrate });
    expect(report.applied).toEqual([]);
    expect(report.warning).toContain(`数据库的最新迁移 9001_newer_table，由 ${NEWER} 版本写入`);
    expect(report.warning).toContain(`本实例是 ${CODE_RELEASE} 版本，最新迁移 ${CODE_LATEST}`);
    expect(report.warning).toContain(`请尽快升级本实例到 ${NEWER} 版本`);
  }
  // Kysely's own migrator would have refused this database: the older code never hands it one
  expect((await readSchemaState(db, migrations)).unknown).toEqual(['9001_newer_table']);
  // the newer code itself finds its schema as it left it
  const newer = await prepareSchema(db, { migrate: true, list: { ...migrations, '9001_newer_table': adds('newer_table') } });
  expect(newer).toMatchObject({ applied: [], warning: null });
}, 120_000);

test('a newer release that breaks older code: the older code refuses with one line naming both versions and what to do', async () => {
  const newer = { ...migrations, '9001_drop_old': adds('newer_table', '9001_drop_old') };
  await migrateToLatest(db, newer, NEWER);
  expect(await meta(META_REQUIRES)).toBe('9001_drop_old');
  for (const migrate of [true, false]) {
    const message = await refusal(prepareSchema(db, { migrate }));
    expect(message).toContain('请升级本实例到 9.9.9 版本');
    expect(message).toContain(`数据库的最新迁移 9001_drop_old，由 ${NEWER} 版本写入`);
    expect(message).toContain(`本实例是 ${CODE_RELEASE} 版本，最新迁移 ${CODE_LATEST}`);
    expect(message).toContain('至少要包含迁移 9001_drop_old');
  }
  expect(await prepareSchema(db, { migrate: false, list: newer })).toMatchObject({ warning: null });
}, 120_000);

test('a contract step breaks only the code older than the release that stopped reading: the one after it still runs', async () => {
  // release N+1 adds the replacement (9001), N+2 drops what N read (9002, breaksOlderThan 9001)
  const n1 = { ...migrations, '9001_expand': adds('replacement') };
  const n2 = { ...n1, '9002_contract': adds('other', '9001_expand') };
  await migrateToLatest(db, n2, NEWER);
  expect((await prepareSchema(db, { migrate: false, list: n1 })).warning).toContain('9002_contract');
  expect(await refusal(prepareSchema(db, { migrate: false }))).toContain('至少要包含迁移 9001_expand');
  // a later migration naming an older requirement does not lower it
  await migrateToLatest(db, { ...n2, '9003_more': adds('more', '0001_init') }, NEWER);
  expect(await meta(META_REQUIRES)).toBe('9001_expand');
}, 120_000);

test('migrations that disagree both ways refuse', async () => {
  await migrateToLatest(db, { ...migrations, '9001_ours': adds('ours') }, NEWER);
  const message = await refusal(prepareSchema(db, { migrate: true, list: { ...migrations, '9002_theirs': adds('theirs') } }));
  expect(message).toContain('不认识的 9001_ours');
  expect(message).toContain('缺少 9002_theirs');
}, 120_000);

test('a failing migration changes nothing: neither its own work nor the marks', async () => {
  await migrateToLatest(db);
  const failing: AppMigration = {
    up: async (d: Kysely<unknown>) => {
      await d.schema.createTable('half_done').addColumn('id', 'integer').execute();
      throw new Error('boom');
    },
    breaksOlderThan: '9001_fails',
  };
  await expect(migrateToLatest(db, { ...migrations, '9001_fails': failing }, NEWER)).rejects.toThrow('迁移 9001_fails 失败：boom');
  const state = await readSchemaState(db, migrations);
  expect(state).toMatchObject({ unknown: [], pending: [], requires: null, release: CODE_RELEASE });
  // matched by message: better-sqlite3's errors come from the realm of the first test file that
  // loaded it in this worker, so toThrow() (instanceof Error) can miss them
  await expect(sql`select * from half_done`.execute(db)).rejects.toMatchObject({
    message: expect.stringMatching(/no such table: half_done|relation "half_done" does not exist/),
  });
}, 120_000);

test('every breaksOlderThan of the real list names a migration of the list, not after its own', () => {
  for (const [name, m] of Object.entries(migrations)) {
    if (!m.breaksOlderThan) continue;
    expect(Object.keys(migrations)).toContain(m.breaksOlderThan);
    expect(m.breaksOlderThan <= name).toBe(true);
  }
});
