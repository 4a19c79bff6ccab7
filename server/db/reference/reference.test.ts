// The reference data every installation gets (SEED_DEMO=0 included): apps, code tables, identities.
import type { Kysely } from 'kysely';
import { endpoints } from '../../../contract/endpoints';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import type { Database } from '../schema';
import { loadReferenceData } from '.';
import { identities } from './identities';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
}, 120_000);
afterEach(() => t.close(), 120_000);

const identityNames = (db: Kysely<Database>) =>
  db
    .selectFrom('identity')
    .select('name')
    .orderBy('sort')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.name));
const count = async (table: 'app' | 'enumItem' | 'identity') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('gives a database without demo data what registration and login need', async () => {
  // before: what a school's own deployment answered
  expect((await call(t.app, endpoints.user.identityList.path)).data).toEqual([]);

  expect(await loadReferenceData(t.db)).toBe(true);
  expect(await identityNames(t.db)).toEqual([...identities]);
  const listed = await call<{ name: string; selfDeclared: boolean }[]>(t.app, endpoints.user.identityList.path);
  expect(listed.data.map((i) => i.name)).toEqual([...identities]);
  expect(listed.data.filter((i) => i.selfDeclared).map((i) => i.name)).toEqual(['入党申请人']);

  const nations = await t.db.selectFrom('enumItem').select('label').where('code', '=', 'nation').execute();
  expect(nations).toHaveLength(56);
  for (const code of ['gender', 'education', 'partyStatus', 'orgKind']) {
    expect(
      Number(
        (
          await t.db
            .selectFrom('enumItem')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('code', '=', code)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(1);
  }
  const apps = await t.db.selectFrom('app').select(['id', 'cadreArea', 'learningTheWay']).orderBy('id').execute();
  expect(apps.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(apps.find((a) => a.id === 5)?.cadreArea).toBe(1);
  expect(apps.find((a) => a.id === 6)?.learningTheWay).toBe(1);
});

it('loads once: a later start does not put back what the school changed', async () => {
  expect(await loadReferenceData(t.db)).toBe(true);
  await t.db.updateTable('identity').set({ name: '党员' }).where('name', '=', '正式党员').execute();
  await t.db.deleteFrom('enumItem').where('code', '=', 'education').where('value', '=', '61').execute();
  const before = await Promise.all([count('app'), count('enumItem'), count('identity')]);

  expect(await loadReferenceData(t.db)).toBe(false);
  expect(await Promise.all([count('app'), count('enumItem'), count('identity')])).toEqual(before);
  expect(await identityNames(t.db)).toContain('党员');
  expect(await identityNames(t.db)).not.toContain('正式党员');
});

it('keeps rows a database already had and adds only the missing identities after them', async () => {
  await t.db.insertInto('app').values({ id: 6, name: '本校党建培训', portalUrl: '/training2/', learningTheWay: 1, cadreArea: 0 }).execute();
  await t.db
    .insertInto('identity')
    .values([
      { name: '正式党员', sort: 1 },
      { name: '群众', sort: 2 },
    ])
    .execute();

  expect(await loadReferenceData(t.db)).toBe(true);
  expect((await t.db.selectFrom('app').select('name').where('id', '=', 6).executeTakeFirstOrThrow()).name).toBe('本校党建培训');
  const names = await identityNames(t.db);
  expect(names.slice(0, 2)).toEqual(['正式党员', '群众']);
  expect(names.filter((n) => n === '正式党员')).toHaveLength(1);
  expect([...names].sort()).toEqual([...identities, '群众'].sort());
});

it('loads once when several servers start on one database at the same moment', async () => {
  const results = await Promise.all([loadReferenceData(t.db), loadReferenceData(t.db), loadReferenceData(t.db)]);
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await identityNames(t.db)).toEqual([...identities]);
  expect(await count('app')).toBe(6);
});
