import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The largest page number the server takes (contract/common.ts PageQuery: 页码 at most 100000). */
export const MAX_PAGE = 100000;

/**
 * The page a paged list's address asks for (?page=): a whole number from 1 to MAX_PAGE. Anything
 * else reads as page 1 (abc, 0, -2), a fraction as its whole part (2.5 is page 2) and a number
 * past MAX_PAGE as MAX_PAGE, so the server is never asked for a page it refuses with its
 * validation text (页码必须是整数).
 */
export function pageParam(value: string | null): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/**
 * A paged, searchable list's query string (`?<keywordParam>=…&page=…`; '' for page 1 without a
 * keyword), as the list writes its own address and as a detail page carries it to lead back to the
 * page and search it was opened from.
 */
export function listSearch(page: number, keyword: string, keywordParam: string): string {
  const p = new URLSearchParams();
  if (keyword) p.set(keywordParam, keyword);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The page of the current address (?page=), as `pageParam` reads it. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageParam(params.get('page'));
}

/** The part of a paged answer (contract PageOf) that says where its last page is. */
interface PageAnswer {
  list: readonly unknown[];
  total: number;
  pageSize: number;
}

/** The last page of an answer with rows; null when there is no answer for these arguments yet, or no row at all. */
export function lastPageOf(answer: PageAnswer | undefined): number | null {
  return answer && answer.total > 0 ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : null;
}

/**
 * Keeps the address of a paged list on a page that has rows. When the answer for `page` has none
 * but the list has (total > 0: ?page=99 of a 3-page list, or a list that shrank since the link was
 * made), the address is replaced by the last page (other query parameters kept; replace, so Back
 * does not return to the empty page) instead of showing the list's empty text without a pager.
 * Until the last page is shown, the query reads as loading (skeletons rather than 暂无…).
 *
 * `query` is an RTK Query result: its `currentData` is the answer for the arguments asked now,
 * never the previous page's kept while this one loads. Use it around the list's query:
 * `const list = usePageInRange(Api.useListQuery({ pageNum: page, ... }), page)`.
 */
export function usePageInRange<Q extends { currentData?: PageAnswer; isLoading: boolean }>(query: Q, page: number): Q {
  const [, setParams] = useSearchParams();
  const answer = query.currentData;
  const last = lastPageOf(answer);
  const beyond = last !== null && answer !== undefined && answer.list.length === 0 && page > last;
  useEffect(() => {
    if (!beyond || last === null) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (last > 1) next.set('page', String(last));
        else next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [beyond, last, setParams]);
  return beyond ? { ...query, isLoading: true } : query;
}
