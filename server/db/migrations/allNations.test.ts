// 0023: a database holding the short 民族 list gets the other 26 groups with their GB 3304 codes;
// one without the list (no demo data) is left alone; the demo seed itself has all 56.
import { Migrator, type Kysely } from 'kysely';
import { emptyTestDb } from '../../test/emptyDb';
import { enumItems } from '../reference/enums';
import { migrations } from '.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterEach(() => close(), 120_000);

const nations = () => db.selectFrom('enumItem').select(['value', 'label']).where('code', '=', 'nation').orderBy('sort').execute();

it('completes the short list, in the standard order', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0022_wrong_book_review')).error).toBeUndefined();
  const short = enumItems.filter((e) => e.code === 'nation').slice(0, 30);
  await db.insertInto('enumItem').values(short).execute();
  expect((await migrator.migrateTo('0023_all_nations')).error).toBeUndefined();
  const all = await nations();
  expect(all).toHaveLength(56);
  expect(all[30]).toEqual({ value: '31', label: '达斡尔族' });
  expect(all[55]).toEqual({ value: '56', label: '基诺族' });
  // the seed and the migration agree on every code
  expect(all).toEqual(enumItems.filter((e) => e.code === 'nation').map(({ value, label }) => ({ value, label })));
});

it('leaves a database without the list alone', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0023_all_nations')).error).toBeUndefined();
  expect(await nations()).toEqual([]);
});
