import { listSearch, pageParam } from '@/components/listPage';
import { paths } from '@/lib/paths';

/** Where a reader opened a notice from: the list's page and keyword. */
export interface ListPlace {
  page: number;
  keyword: string;
}

/** The list's page and keyword as an address says them (?page=, ?keyword=), the list's and a notice's alike. */
export function placeOf(params: URLSearchParams): ListPlace {
  return { page: pageParam(params.get('page')), keyword: params.get('keyword') ?? '' };
}

/** `?keyword=…&page=…` of the list (page 1 without a keyword: ''), as the list writes its own address. */
export const listQuery = ({ page, keyword }: ListPlace): string => listSearch(page, keyword, 'keyword');

/**
 * A notice's address with the list it was opened from riding along, so 返回列表 returns to that
 * page and search, also after a reload or from a copied address; without them (a link from the
 * home page) it is the plain address and 返回列表 goes to the first page.
 */
export const noticePath = (id: number, from: ListPlace = { page: 1, keyword: '' }): string => `${paths.noticeDetail(id)}${listQuery(from)}`;
