import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { apps } from '../reference/apps';
import { enumItems } from '../reference/enums';
import { identities } from '../reference/identities';
import { orgTree, phases, type OrgSeed } from './orgs';
import { settingRows } from './settings';

/** Database ids of the seeded structure, by the keys the people and content files use. */
export interface StructureIds {
  org: Map<string, number>;
  identity: Map<string, number>;
  stage: Map<string, number>;
}

// Apps, settings, enums and identities may already hold rows (the server loads the reference data,
// server/db/reference, before the demo), so those inserts leave existing rows alone instead of failing.
export async function insertStructure(trx: Kysely<Database>, now: string): Promise<StructureIds> {
  await trx
    .insertInto('app')
    .values(apps)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('setting')
    .values(settingRows(now))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await trx
    .insertInto('enumItem')
    .values(enumItems)
    .onConflict((oc) => oc.columns(['code', 'value']).doNothing())
    .execute();

  const org = new Map<string, number>();
  const insertOrg = async (node: OrgSeed, parentId: number | null, sort: number): Promise<void> => {
    const row = await trx
      .insertInto('orgUnit')
      .values({ parentId, name: node.name, kind: node.kind, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    org.set(node.key, row.id);
    for (const [i, child] of (node.children ?? []).entries()) await insertOrg(child, row.id, i + 1);
  };
  await insertOrg(orgTree, null, 1);

  const identity = new Map<string, number>();
  for (const row of await trx.selectFrom('identity').select(['id', 'name']).execute()) identity.set(row.name, row.id);
  for (const [i, name] of identities.entries()) {
    if (identity.has(name)) continue;
    const row = await trx
      .insertInto('identity')
      .values({ name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    identity.set(name, row.id);
  }

  const stage = new Map<string, number>();
  for (const [i, phase] of phases.entries()) {
    const { id: phaseId } = await trx
      .insertInto('phase')
      .values({ name: phase.name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [j, s] of phase.stages.entries()) {
      const row = await trx
        .insertInto('stage')
        .values({ phaseId, name: s.name, startDate: s.startDate, endDate: s.endDate, sort: j + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      stage.set(s.key, row.id);
    }
  }
  return { org, identity, stage };
}
