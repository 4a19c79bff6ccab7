import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Keyword, MAX_ID, Nullable, Page, PageQuery } from './common';
import { defineSchemas } from './defineSchemas';

export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  /** an in-app path (/index/newsDetails/3) or empty */
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const NoticeItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  publisher: Type.String(),
  isTop: Type.Boolean(),
  viewCount: Type.Integer(),
  publishedAt: IsoTime,
});
export type NoticeItem = Static<typeof NoticeItem>;

const Neighbour = Nullable(Type.Object({ id: Type.Integer(), title: Type.String() }));

export const NoticeDetail = Type.Composite([
  NoticeItem,
  Type.Object({
    /** sanitised HTML */
    content: Type.String(),
    prev: Neighbour,
    next: Neighbour,
  }),
]);
export type NoticeDetail = Static<typeof NoticeDetail>;

export const Category = Type.Object({ id: Type.Integer(), parentId: Type.Integer(), name: Type.String() });
export type Category = Static<typeof Category>;

export const NewsItem = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String(),
  source: Type.String(),
  viewCount: Type.Integer(),
  publishedAt: IsoTime,
});
export type NewsItem = Static<typeof NewsItem>;

export const NewsDetail = Type.Composite([
  NewsItem,
  Type.Object({ author: Type.String(), content: Type.String(), prev: Neighbour, next: Neighbour }),
]);
export type NewsDetail = Static<typeof NewsDetail>;

const Size = Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: 20, default: 5 }));

export const cmsSchemas = defineSchemas('cms', {
  banners: { body: Empty, data: Type.Array(Banner) },
  /** home page: pinned first, then newest */
  notices: { body: Type.Object({ size: Size }), data: Type.Array(NoticeItem) },
  noticeList: { body: Type.Object({ ...PageQuery, keyword: Keyword }), data: Page(NoticeItem) },
  noticeDetail: { body: Type.Object({ id: Id('公告') }), data: NoticeDetail },
  /** parentId 0 (or absent) lists the top categories */
  categoryChildren: {
    body: Type.Object({ parentId: Type.Optional(Type.Integer({ title: '上级栏目', minimum: 0, maximum: MAX_ID })) }),
    data: Type.Array(Category),
  },
  newListTop: {
    body: Type.Object({ categoryId: Type.Optional(Id('栏目')), size: Size }),
    data: Type.Array(NewsItem),
  },
  newList: {
    body: Type.Object({ ...PageQuery, categoryId: Type.Optional(Id('栏目')), keyword: Keyword }),
    data: Page(NewsItem),
  },
  newDetail: { body: Type.Object({ id: Id('新闻') }), data: NewsDetail },
});
