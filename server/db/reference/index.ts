import type { Kysely } from 'kysely';
import { claimOnce } from '../meta';
import type { Database } from '../schema';
import { apps } from './apps';
import { enumItems } from './enums';
import { identities } from './identities';

// What every installation needs before anyone can register or log in, demo data or not: the apps
// (a login names its appId), the code tables the forms offer (性别, 民族, 学历, 政治面貌) and the
// identities the rules name. Without them a school's own deployment (SEED_DEMO=0) answered
// 未知的应用编号 to every login and offered empty lists.
// Loaded once per database (its meta row says so), so a school may later rename or remove rows
// without the next start putting them back; rows already there are left as they are.
const LOADED_KEY = 'referenceDataLoadedAt';

/** Answers whether this call loaded the reference data (false: an earlier start did). */
export async function loadReferenceData(db: Kysely<Database>, now = new Date().toISOString()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimOnce(trx, LOADED_KEY, now))) return false;
    await trx
      .insertInto('app')
      .values(apps)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('enumItem')
      .values(enumItems)
      .onConflict((oc) => oc.columns(['code', 'value']).doNothing())
      .execute();
    const present = new Set((await trx.selectFrom('identity').select('name').execute()).map((r) => r.name));
    const missing = identities.filter((name) => !present.has(name));
    const last = await trx
      .selectFrom('identity')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .executeTakeFirst();
    const from = Number(last?.sort ?? 0);
    if (missing.length)
      await trx
        .insertInto('identity')
        .values(missing.map((name, i) => ({ name, sort: from + i + 1 })))
        .execute();
    return true;
  });
}
