import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// Organisation units and training stages are named in the lists by paths: a unit by its full path
// from the top (names joined by “/”: branch names such as 本科生第一党支部 repeat across colleges,
// so a name alone is ambiguous), a stage as 培训/阶段.
export const PATH_SEPARATOR = '/';

export interface OrgNode {
  id: number;
  parentId: number | null;
  name: string;
  kind: string;
  sort: number;
  path: string;
}

/** The path's parts, trimmed; [] when a part is empty (“a//b”, a leading or trailing “/”). */
export function pathParts(path: string): string[] {
  const parts = path.split(PATH_SEPARATOR).map((p) => p.trim());
  return parts.some((p) => p === '') ? [] : parts;
}

/** A path as a person types it when naming one that exists: parts trimmed, a full-width ／ read as /. */
export const normalisePath = (v: string) =>
  v
    .split(/[/／]/)
    .map((s) => s.trim())
    .join(PATH_SEPARATOR);

/** Every unit of the database by its full path. */
export async function orgsByPath(db: Kysely<Database>): Promise<Map<string, OrgNode>> {
  const rows = await db.selectFrom('orgUnit').select(['id', 'parentId', 'name', 'kind', 'sort']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number, seen = new Set<number>()): string => {
    const r = byId.get(id)!;
    if (r.parentId === null || !byId.has(r.parentId) || seen.has(id)) return r.name;
    seen.add(id);
    return `${pathOf(r.parentId, seen)}${PATH_SEPARATOR}${r.name}`;
  };
  return new Map(
    rows.map((r) => {
      const path = pathOf(r.id);
      return [path, { ...r, path }];
    }),
  );
}

/** Every stage by 培训/阶段, in the phases' and stages' order. */
export async function stagesByPath(db: Kysely<Database>): Promise<Map<string, number>> {
  const stages = await db
    .selectFrom('stage')
    .innerJoin('phase', 'phase.id', 'stage.phaseId')
    .select(['stage.id', 'stage.name', 'phase.name as phaseName'])
    .orderBy('phase.sort')
    .orderBy('stage.sort')
    .orderBy('stage.id')
    .execute();
  return new Map(stages.map((s) => [normalisePath(`${s.phaseName}${PATH_SEPARATOR}${s.name}`), s.id]));
}
