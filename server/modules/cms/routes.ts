import type { FastifyInstance } from 'fastify';
import { endpoints, schemas } from '../../../contract';
import { route } from '../../http/route';
import { categoryChildren } from './categories';
import { newsDetail, newsPage, topNews } from './news';
import { listBanners, noticeDetail, noticePage, topNotices } from './notices';

/** cms: the home page's banners, the notices and the news columns. */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  const e = endpoints.cms;
  const s = schemas.cms;
  route(app, e.banners, s.banners, (_body, req) => listBanners(req.server.db));
  route(app, e.notices, s.notices, (body, req) => topNotices(req.server.db, body.size));
  route(app, e.noticeList, s.noticeList, (body, req) => noticePage(req.server.db, body));
  route(app, e.noticeDetail, s.noticeDetail, (body, req) => noticeDetail(req.server.db, body.id));
  route(app, e.categoryChildren, s.categoryChildren, (body, req) => categoryChildren(req.server.db, body.parentId));
  route(app, e.newListTop, s.newListTop, (body, req) => topNews(req.server.db, body));
  route(app, e.newList, s.newList, (body, req) => newsPage(req.server.db, body));
  route(app, e.newDetail, s.newDetail, (body, req) => newsDetail(req.server.db, body.id));
}
