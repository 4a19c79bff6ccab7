import type { Generated } from 'kysely';

// The cms module's tables: banners, notices, news and their categories.
// Conventions: see server/db/schema.ts.

export interface BannerTable {
  id: Generated<number>;
  title: string;
  imageUrl: string;
  link: string;
  sort: number;
  enabled: number;
}

export interface NoticeTable {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  publisher: string;
  isTop: number;
  viewCount: number;
  publishedAt: string;
  createdAt: string;
}

export interface NewsCategoryTable {
  id: Generated<number>;
  parentId: number;
  name: string;
  sort: number;
}

export interface NewsTable {
  id: Generated<number>;
  categoryId: number;
  title: string;
  summary: string;
  coverUrl: string;
  content: string;
  source: string;
  author: string;
  isTop: number;
  viewCount: number;
  publishedAt: string;
  createdAt: string;
}

export interface CmsTables {
  banner: BannerTable;
  notice: NoticeTable;
  newsCategory: NewsCategoryTable;
  news: NewsTable;
}
