import { groupRoutes } from '../../http/groupRoutes';
import { categoryChildren } from './categories';
import { newsDetail, newsPage, topNews } from './news';
import { listBanners, noticeDetail, noticePage, topNotices } from './notices';

/** cms: the home page's banners, the notices and the news columns. */
export const cmsRoutes = groupRoutes('cms', {
  banners: (_body, ctx) => listBanners(ctx.db),
  notices: (body, ctx) => topNotices(ctx.db, body.size),
  noticeList: (body, ctx) => noticePage(ctx.db, body),
  noticeDetail: (body, ctx) => noticeDetail(ctx.db, body.id),
  categoryChildren: (body, ctx) => categoryChildren(ctx.db, body.parentId),
  newListTop: (body, ctx) => topNews(ctx.db, body),
  newList: (body, ctx) => newsPage(ctx.db, body),
  newDetail: (body, ctx) => newsDetail(ctx.db, body.id, body.categoryId),
});
