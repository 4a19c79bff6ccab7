// Shapes of the content the data files declare.

export interface NoticeSeed {
  title: string;
  publisher: string;
  /** YYYY-MM-DD HH:mm, Beijing time */
  date: string;
  isTop?: boolean;
  views: number;
  body: string;
}

export type CategoryKey = 'party' | 'college' | 'college-branch' | 'college-student' | 'theory';

export interface NewsSeed {
  category: CategoryKey;
  title: string;
  date: string;
  source: string;
  author: string;
  views: number;
  isTop?: boolean;
  /** optional lead for the list; the first paragraph otherwise */
  summary?: string;
  body: string;
}
