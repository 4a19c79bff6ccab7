import { REVIEW_KINDS, REVIEW_STATES, type ReviewKind, type ReviewState } from '@contract/review';
import { pageParam } from '@/components/listPage';

// A queue's filters live in its address (?state=&q=&branch=&page=), so Back, a reload and the
// item page's way back all show the same list; the item page reads them to find the next item.

export interface QueueFilter {
  state: ReviewState;
  keyword: string;
  branchId: number | null;
  page: number;
}

export const isKind = (value: string | undefined): value is ReviewKind => (REVIEW_KINDS as readonly string[]).includes(value ?? '');

export function readQueueFilter(params: URLSearchParams): QueueFilter {
  const state = params.get('state') ?? '';
  const branch = Number(params.get('branch'));
  return {
    state: (REVIEW_STATES as readonly string[]).includes(state) ? (state as ReviewState) : 'pending',
    keyword: (params.get('q') ?? '').trim().slice(0, 50),
    branchId: Number.isInteger(branch) && branch > 0 ? branch : null,
    page: pageParam(params.get('page')),
  };
}

/** The query string of a filter ('' for the default: pending, no keyword or branch, page 1). */
export function queueSearch(f: QueueFilter): string {
  const p = new URLSearchParams();
  if (f.state !== 'pending') p.set('state', f.state);
  if (f.keyword) p.set('q', f.keyword);
  if (f.branchId !== null) p.set('branch', String(f.branchId));
  if (f.page > 1) p.set('page', String(f.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The body of review/queue for a kind and a filter. */
export const queueBody = (kind: ReviewKind, f: QueueFilter, pageSize: number) => ({
  kind,
  state: f.state,
  keyword: f.keyword,
  ...(f.branchId !== null ? { branchId: f.branchId } : {}),
  pageNum: f.page,
  pageSize,
});
