import { paths } from '@/lib/paths';
import { listSearch } from '@/components/listPage';

/** The article columns of 党务园地: the CMS keeps them as news columns of these names under 党务园地. */
export const PARTY_ROOT = '党务园地';

export type PartySection = 'study' | 'knowledge' | 'others';

export const PARTY_SECTIONS: { key: PartySection; name: string; path: string }[] = [
  { key: 'study', name: '党务学习', path: paths.partyStudy() },
  { key: 'knowledge', name: '党务知识', path: paths.partyKnowledge() },
  { key: 'others', name: '他山之石', path: paths.partyOthers() },
];

/** The section's tabs: the three article columns, then 党务研讨 (its own board). */
export const PARTY_NAV: { name: string; path: string }[] = [
  ...PARTY_SECTIONS.map(({ name, path }) => ({ name, path })),
  { name: '党务研讨', path: paths.partyDiscussion() },
];

export const sectionOf = (key: PartySection) => PARTY_SECTIONS.find((s) => s.key === key)!;
export const sectionNamed = (name: string | undefined) => PARTY_SECTIONS.find((s) => s.name === name);

/** Where a reader opened an article from: the list's column id, page and keyword. */
export interface ListPlace {
  column?: number;
  page?: number;
  keyword?: string;
}

/** `?q=…&page=…` of a list (page 1 and no keyword: ''), as the list writes its own address. */
export const listQuery = (page = 1, keyword = ''): string => listSearch(page, keyword, 'q');

/**
 * An article's address. The list it was opened from rides along: `c` (the column) keeps 上一篇 /
 * 下一篇 within that list, `page` and `q` let 返回列表 return to the page and search the reader
 * left, also after a reload or from a copied address.
 */
export function articlePath(id: number, from: ListPlace = {}): string {
  if (!from.column) return paths.partyDetail(id);
  const rest = listQuery(from.page, from.keyword);
  return `${paths.partyDetail(id)}?c=${from.column}${rest ? `&${rest.slice(1)}` : ''}`;
}
