import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// An organisation and every one above it (党支部 -> 学院党委 -> 校党委) in one recursive query: the
// profile's organisation path (userInfo), who sees an activity project (activity/visibility) and the
// activities a stage offered a learner (user/report) all read the same chain.

/** The tree is a few levels deep; the bound keeps a bad parent loop in the data from running on. */
const MAX_ORG_DEPTH = 16;

/**
 * The chain from `orgId` upwards as rows `chain(id, name, parentId, depth)` (depth 0: the
 * organisation itself); select from it, or use `.select('chain.id')` as a subquery. No organisation
 * (null): no rows. A bad parent loop repeats units up to the bound; callers that list the chain stop
 * at the first repeat (chainFrom).
 */
export function orgChainQuery(db: Kysely<Database>, orgId: number | null) {
  return db
    .withRecursive('chain(id, name, parentId, depth)', (qb) =>
      qb
        .selectFrom('orgUnit')
        .select(['id', 'name', 'parentId', sql<number>`0`.as('depth')])
        .where('id', '=', orgId ?? -1)
        .unionAll((qb2) =>
          qb2
            .selectFrom('orgUnit')
            .innerJoin('chain', 'chain.parentId', 'orgUnit.id')
            .select(['orgUnit.id', 'orgUnit.name', 'orgUnit.parentId', sql<number>`chain.depth + 1`.as('depth')])
            .where('chain.depth', '<', MAX_ORG_DEPTH),
        ),
    )
    .selectFrom('chain');
}

/** The organisation and those above it, itself first, each once (a loop in bad data stops at its first repeat). */
export async function orgChain(db: Kysely<Database>, orgId: number | null): Promise<Array<{ id: number; name: string }>> {
  if (orgId == null) return [];
  const rows = await orgChainQuery(db, orgId).select(['chain.id', 'chain.name']).orderBy('chain.depth').execute();
  const seen = new Set<number>();
  const chain: Array<{ id: number; name: string }> = [];
  for (const row of rows) {
    if (seen.has(row.id)) break;
    seen.add(row.id);
    chain.push({ id: row.id, name: row.name });
  }
  return chain;
}
