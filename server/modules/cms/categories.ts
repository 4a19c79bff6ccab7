import type { Kysely } from 'kysely';
import type { Category } from '../../../contract/cms';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/errors';

// News columns form a small tree (top columns have parentId 0). It is read whole: a few rows,
// and walking it in memory spares each list a recursive query that the two databases spell
// differently.

export interface CategoryTree {
  byId: Map<number, Category>;
  children(parentId: number): Category[];
  /** the column and every column below it */
  family(id: number): number[];
  /** the top column above a column (itself when it is a top column) */
  root(id: number): number;
}

export async function loadCategories(db: Kysely<Database>): Promise<CategoryTree> {
  const rows = await db.selectFrom('newsCategory').select(['id', 'parentId', 'name']).orderBy('sort').orderBy('id').execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = (parentId: number) => rows.filter((r) => r.parentId === parentId);
  const family = (id: number) => {
    const out: number[] = [];
    const queue = [id];
    while (queue.length) {
      const next = queue.shift()!;
      if (out.includes(next)) continue; // a bad loop in the data must not hang the request
      out.push(next);
      queue.push(...children(next).map((c) => c.id));
    }
    return out;
  };
  const root = (id: number) => {
    let at = byId.get(id);
    const seen = new Set<number>();
    while (at && at.parentId !== 0 && byId.has(at.parentId) && !seen.has(at.id)) {
      seen.add(at.id);
      at = byId.get(at.parentId);
    }
    return at?.id ?? id;
  };
  return { byId, children, family, root };
}

/** 10002 unless the column exists. */
export function requireCategory(tree: CategoryTree, id: number, what = '栏目'): Category {
  const c = tree.byId.get(id);
  if (!c) throw fail(`${what}不存在或已删除`);
  return c;
}

export async function categoryChildren(db: Kysely<Database>, parentId = 0): Promise<Category[]> {
  const tree = await loadCategories(db);
  if (parentId !== 0) requireCategory(tree, parentId, '上级栏目');
  return tree.children(parentId);
}
