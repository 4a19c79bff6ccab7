import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Keyword, MAX_ID, Nullable, Page, PageQuery } from './common';
import { defineSchemas } from './defineSchemas';

export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  /** an in-app path (/index/newsDetails/3), an http(s) address of another site (opened in a new tab), or empty */
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

/**
 * What a banner's link opens: a page of the app (through its router), another site (in a new
 * tab), or nothing — anything else (javascript:, //host, a bare word) is ignored. The carousel and
 * the banners import (server/cli/import/lists/banners.ts) judge links by this one rule.
 */
export function bannerTarget(link: string): 'app' | 'site' | null {
  if (link.startsWith('/') && !link.startsWith('//')) return 'app';
  return /^https?:\/\/[^/\s]/i.test(link) ? 'site' : null;
}

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
  banners: { summary: '获取首页轮播图', body: Empty, data: Type.Array(Banner) },
  /** home page: pinned first, then newest */
  notices: {
    summary: '获取首页通知公告（置顶在前，其余按发布时间从新到旧）',
    body: Type.Object({ size: Size }),
    data: Type.Array(NoticeItem),
  },
  noticeList: {
    summary: '分页查询通知公告（可按关键词搜索）',
    body: Type.Object({ ...PageQuery, keyword: Keyword }),
    data: Page(NoticeItem),
  },
  noticeDetail: { summary: '获取通知公告详情（含上一篇、下一篇）', body: Type.Object({ id: Id('公告') }), data: NoticeDetail },
  /** parentId 0 (or absent) lists the top categories */
  categoryChildren: {
    summary: '获取新闻栏目的下级栏目（parentId 为 0 或不传时为顶级栏目）',
    body: Type.Object({ parentId: Type.Optional(Type.Integer({ title: '上级栏目', minimum: 0, maximum: MAX_ID })) }),
    data: Type.Array(Category),
  },
  newListTop: {
    summary: '获取栏目的最新新闻（首页用）',
    body: Type.Object({ categoryId: Type.Optional(Id('栏目')), size: Size }),
    data: Type.Array(NewsItem),
  },
  newList: {
    summary: '分页查询新闻（可按栏目、关键词筛选）',
    body: Type.Object({ ...PageQuery, categoryId: Type.Optional(Id('栏目')), keyword: Keyword }),
    data: Page(NewsItem),
  },
  newDetail: {
    summary: '获取新闻详情（含上一篇、下一篇；传栏目时文章须属于该栏目，上一篇、下一篇也取自该栏目）',
    body: Type.Object({ id: Id('新闻'), categoryId: Type.Optional(Id('栏目')) }),
    data: NewsDetail,
  },
});
