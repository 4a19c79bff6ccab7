import { paths } from '@/lib/paths';

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

/** An article's address; `column` (its list's column id) keeps 上一篇 / 下一篇 within that list. */
export const articlePath = (id: number, column?: number) => (column ? `${paths.partyDetail(id)}?c=${column}` : paths.partyDetail(id));
