import type { ScopeUnit } from '@contract/organiser';

export interface UnitLine {
  unit: ScopeUnit;
  depth: number;
}

/**
 * The units in tree order (each followed by its children, in the server's order) with their depth,
 * for a select that shows the tree by indentation. A unit whose parent is outside the list (the
 * top of the caller's scope) is a root.
 */
export function treeLines(units: readonly ScopeUnit[]): UnitLine[] {
  const ids = new Set(units.map((u) => u.id));
  const children = new Map<number, ScopeUnit[]>();
  const roots: ScopeUnit[] = [];
  for (const u of units) {
    if (u.parentId !== null && ids.has(u.parentId)) children.set(u.parentId, [...(children.get(u.parentId) ?? []), u]);
    else roots.push(u);
  }
  const out: UnitLine[] = [];
  const seen = new Set<number>();
  const walk = (u: ScopeUnit, depth: number) => {
    if (seen.has(u.id)) return;
    seen.add(u.id);
    out.push({ unit: u, depth });
    for (const c of children.get(u.id) ?? []) walk(c, depth + 1);
  };
  roots.forEach((r) => walk(r, 0));
  return out;
}

/** An option's text: indented by depth (non-breaking spaces survive in a native select). */
export const indented = ({ unit, depth }: UnitLine) => `${'\u00A0\u00A0\u00A0\u00A0'.repeat(depth)}${unit.name}`;
