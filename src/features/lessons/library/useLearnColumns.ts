import type { Category } from '@contract/cms';
import { CmsApi } from '@/api/cms';
import { libraryTexts as t } from './texts';

/**
 * The learning columns: the sub-columns of the news column named 学习专栏 (the CMS keeps them;
 * no column of that name means no columns). Shaped like a query for QueryState.
 */
export function useLearnColumns() {
  const top = CmsApi.useCategoryChildrenQuery({ parentId: 0 });
  const root = top.data?.find((c) => c.name === t.columnsRoot);
  const columns = CmsApi.useCategoryChildrenQuery({ parentId: root?.id ?? 0 }, { skip: !root });
  const none: Category[] = [];
  if (top.isLoading || top.isError || !top.data) return top;
  if (!root) return { ...top, data: none };
  return columns;
}
