import type { Kysely } from 'kysely';

// Frozen: issue #39. A self-registered account states only 入党申请人 and waits for its branch to
// confirm it (branch_confirmed 0: it sees no branch matters and signs up for no class); every
// account made before this version was made or imported by the organisation, so it stays confirmed.
// A training class names the identities it trains (activity_project_identity; no row: any learner of
// its audience); existing classes are matched to the identity their title names, the way schools
// title them (2026年秋季入党积极分子培训班, …发展对象培训班, …预备党员培训班). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TRAINED = ['入党积极分子', '发展对象', '预备党员'];

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('user').addColumn('branch_confirmed', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createTable('activity_project_identity')
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('identity_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_project_identity_pk', ['project_id', 'identity_id'])
    .execute();
  const projects = await db.selectFrom('activity_project').select(['id', 'title']).where('audience', '=', 'learner').execute();
  const identities = await db.selectFrom('identity').select(['id', 'name']).where('name', 'in', TRAINED).execute();
  for (const p of projects) {
    for (const i of identities) {
      if (String(p.title).includes(`${i.name}培训`)) {
        await db.insertInto('activity_project_identity').values({ project_id: p.id, identity_id: i.id }).execute();
      }
    }
  }
}
