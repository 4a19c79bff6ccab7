// 0024: the old placeholder footer and phone that an earlier 学校设置 import stored with the
// school's own items become empty; what the school wrote itself, and any other row, is left alone.
import { Migrator, type Kysely } from 'kysely';
import { emptyTestDb } from '../../test/emptyDb';
import { migrations } from '.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await emptyTestDb());
}, 120_000);
afterEach(() => close(), 120_000);

const OLD_FOOTER = '主办单位：中共某某大学委员会组织部　技术支持：学校信息化中心';

async function migrateWith(value: string | null) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0023_all_nations')).error).toBeUndefined();
  if (value !== null) await db.insertInto('setting').values({ key: 'base', value, updatedAt: '2026-11-27T01:30:00.000Z' }).execute();
  await db.insertInto('setting').values({ key: 'video', value: '{"heartbeatSeconds":30}', updatedAt: '2026-11-27T01:30:00.000Z' }).execute();
  expect((await migrator.migrateTo('0024_retired_footer')).error).toBeUndefined();
  const rows = await db.selectFrom('setting').select(['key', 'value']).orderBy('key').execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

it('empties the stored placeholders and keeps the school’s own items', async () => {
  // what the whole-setting write stored for a school that imported 平台名称 and 开放注册 only
  const stored = { platformName: '示范大学智慧党建培训平台', footerText: OLD_FOOTER, contactPhone: '010-00000000', registerEnabled: false, icp: '' };
  const rows = await migrateWith(JSON.stringify(stored));
  expect(JSON.parse(rows.base)).toEqual({ ...stored, footerText: '', contactPhone: '' });
  expect(rows.video).toBe('{"heartbeatSeconds":30}');
});

it('leaves a school’s own footer and phone as they are', async () => {
  const own = JSON.stringify({ footerText: '主办：中共示范大学委员会组织部', contactPhone: '010-00000000x' });
  expect((await migrateWith(own)).base).toBe(own);
});

it('leaves a row that is not JSON alone', async () => {
  expect((await migrateWith('not json')).base).toBe('not json');
});

it('does nothing without a stored base setting', async () => {
  expect((await migrateWith(null)).base).toBeUndefined();
});
