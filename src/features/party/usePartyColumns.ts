import type { Category } from '@contract/cms';
import { CmsApi } from '@/api/cms';
import { PARTY_ROOT } from './sections';

export interface PartyColumns {
  /** 党务园地 itself; null when the CMS has no such column */
  root: Category | null;
  /** its sub-columns by name (党务学习, 党务知识, 他山之石) */
  byName: Map<string, Category>;
}

/**
 * 党务园地's columns, found by name: the top column 党务园地, then its sub-columns. Shaped like a
 * query for QueryState. The same two cached queries serve the layout, the lists and the detail.
 */
export function usePartyColumns() {
  const top = CmsApi.useCategoryChildrenQuery({ parentId: 0 });
  const root = top.data?.find((c) => c.name === PARTY_ROOT) ?? null;
  const children = CmsApi.useCategoryChildrenQuery({ parentId: root?.id ?? 0 }, { skip: !root });
  if (top.isLoading || top.isError || !top.data) return { ...top, data: undefined as PartyColumns | undefined };
  if (!root) return { ...top, data: { root: null, byName: new Map() } as PartyColumns | undefined };
  const data: PartyColumns | undefined = children.data ? { root, byName: new Map(children.data.map((c) => [c.name, c])) } : undefined;
  return { ...children, isLoading: children.isLoading || (!children.data && !children.isError), data };
}
