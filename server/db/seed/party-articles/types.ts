// One article of 党务园地 as the data files declare it.
export interface PartyArticleSeed {
  title: string;
  /** days before the seed runs */
  daysAgo: number;
  source: string;
  author: string;
  /** plain-text paragraphs, 4 to 6 */
  paras: string[];
  /** shows a generated cover in the list and on the article */
  cover?: boolean;
}

export const article = (
  title: string,
  daysAgo: number,
  source: string,
  author: string,
  paras: string[],
  cover = false,
): PartyArticleSeed => ({ title, daysAgo, source, author, paras, cover });
